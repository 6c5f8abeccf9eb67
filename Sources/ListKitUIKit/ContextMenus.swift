import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension RowModifiers {
    /// Returns a copy whose row, or every row, shows a context menu when the user long-presses it (or, on a Mac with
    /// Catalyst, right-clicks it): `menu` makes it from the row's model when the menu appears.
    ///
    /// ```swift
    /// Row<ContactCell>(contact).contextMenu { contact in
    ///     UIMenu(title: "", children: [UIAction(title: "Call") { _ in viewModel.call(contact) }])
    /// }
    /// ```
    ///
    /// The adapters answer `tableView(_:contextMenuConfigurationForRowAt:point:)` and
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (for a press on one item) with it; a row without
    /// a menu shows none. Like every handler, the menu is behaviour: it takes no part in the row's content, and the
    /// newest snapshot's is used.
    ///
    /// - Parameter menu: Makes the menu from the model; `nil` shows no menu this time.
    /// - Returns: The copy with the menu.
    @available(iOS 13.0, *)
    public func contextMenu(_ menu: @escaping @MainActor @Sendable (Cell.Model) -> UIMenu?) -> Self {
        changingBehaviour { $0.makeContextMenu = { model in menu(model) } }
    }

    /// Returns a copy whose row, or every row, shows a context menu with a preview when the user long-presses it: the
    /// view controller `preview` makes from the row's model is shown above the menu instead of the row's cell.
    ///
    /// ```swift
    /// Row<PhotoCell>(photo).contextMenu(preview: { photo in PhotoViewController(photo) }) { photo in
    ///     UIMenu(title: "", children: [UIAction(title: "Share") { _ in viewModel.share(photo) }])
    /// }
    /// ```
    ///
    /// The adapters answer the table's and the collection view's context-menu delegate methods with it, as for
    /// `contextMenu(_:)`; UIKit asks for the preview (`UIContextMenuConfiguration`'s preview provider) when the menu
    /// appears. A row whose `menu` gives `nil` still shows its preview; one whose `preview` gives `nil` shows its cell.
    ///
    /// - Parameters:
    ///   - preview: Makes the preview's view controller from the model; `nil` previews the row's cell.
    ///   - menu: Makes the menu from the model; `nil` shows the preview without a menu.
    /// - Returns: The copy with the menu and its preview.
    @available(iOS 13.0, *)
    public func contextMenu(
        preview: @escaping @MainActor @Sendable (Cell.Model) -> UIViewController?,
        menu: @escaping @MainActor @Sendable (Cell.Model) -> UIMenu?
    ) -> Self {
        changingBehaviour {
            $0.makeContextMenu = { model in RowContextMenu(menu: menu(model), makePreview: { preview(model) }) }
        }
    }

    /// Returns a copy whose row, or every row, shows a context menu that lifts the part of its cell that `highlight`
    /// says as the finger presses, optionally with a preview above the menu.
    ///
    /// ```swift
    /// Row<PhotoCell>(photo).contextMenu(highlight: .view { cell in cell.photoView }) { photo in
    ///     UIMenu(title: "", children: [UIAction(title: "Share") { _ in viewModel.share(photo) }])
    /// }
    /// ```
    ///
    /// Without this, UIKit lifts the whole cell (``ContextMenuHighlight/cell``). The adapters answer the table's and
    /// the collection view's `previewForHighlightingContextMenuWithConfiguration` with the highlight, and
    /// `previewForDismissingContextMenuWithConfiguration` with the same, so that the menu goes back into the part it
    /// came from (UIKit fades it out when the dismissing preview is `nil`).
    ///
    /// - Parameters:
    ///   - highlight: What lifts: the cell with rounded corners, a view of the cell, or a preview the app makes.
    ///   - preview: Makes the preview's view controller from the model; `nil` (or giving `nil`) previews what lifts.
    ///   - menu: Makes the menu from the model; `nil` shows no menu this time.
    /// - Returns: The copy with the menu and how it lifts.
    @available(iOS 13.0, *)
    public func contextMenu(
        highlight: ContextMenuHighlight<Cell>,
        preview: (@MainActor @Sendable (Cell.Model) -> UIViewController?)? = nil,
        menu: @escaping @MainActor @Sendable (Cell.Model) -> UIMenu?
    ) -> Self {
        let lift = highlight.makePreview
        let erasedLift: @MainActor @Sendable (UIView) -> UITargetedPreview? = { view in
            guard let cell = view as? Cell else { return nil }
            return lift(cell)
        }
        return changingBehaviour {
            $0.makeContextMenu = { model in
                var makePreview: (@MainActor () -> UIViewController?)?
                if let preview { makePreview = { preview(model) } }
                return RowContextMenu(menu: menu(model), makePreview: makePreview, highlight: erasedLift)
            }
        }
    }
}

/// What lifts out of a row as the finger presses it for its context menu (UIKit's highlight preview), for
/// ``RowModifiers/contextMenu(highlight:preview:menu:)``.
///
/// A preview whose view is in no window is a crash in UIKit ("This view must be in a window", Apple's documentation
/// of `UITargetedPreview.init(view:)`); every highlight here gives `nil` then instead, and UIKit lifts the whole cell.
@available(iOS 13.0, *)
public struct ContextMenuHighlight<Cell: ConfigurableCell>: Sendable {
    /// Makes the preview from the row's cell; `nil` lifts the whole cell.
    let makePreview: @MainActor @Sendable (Cell) -> UITargetedPreview?

    /// The whole cell, as UIKit lifts it when the app gives no preview: the default of every context menu.
    public static var cell: Self { Self { _ in nil } }

    /// A view of the cell, such as its image view, lifted where it is; the whole cell when `view` gives `nil` or a
    /// view in no window.
    ///
    /// - Parameter view: The view to lift, found in the row's cell.
    /// - Returns: The highlight.
    public static func view(_ view: @escaping @MainActor @Sendable (Cell) -> UIView?) -> Self {
        Self { cell in
            guard let lifted = view(cell), lifted.window != nil else { return nil }
            return UITargetedPreview(view: lifted)
        }
    }

    /// A preview the app makes from the cell (its own parameters or target); `nil` lifts the whole cell.
    ///
    /// - Parameter preview: Makes the preview from the row's cell.
    /// - Returns: The highlight.
    public static func custom(_ preview: @escaping @MainActor @Sendable (Cell) -> UITargetedPreview?) -> Self {
        Self(makePreview: preview)
    }
}

@available(iOS 13.0, *)
extension ContextMenuHighlight where Cell: UIView {
    /// The cell, with only its bounds less `insets` showing, with corners of `cornerRadius` (as a card in a list).
    ///
    /// - Parameters:
    ///   - insets: How far in from each edge of the cell the lifted part starts.
    ///   - cornerRadius: The radius of the lifted part's corners.
    /// - Returns: The highlight.
    public static func cell(insets: UIEdgeInsets = .zero, cornerRadius: CGFloat) -> Self {
        Self { cell in
            guard cell.window != nil else { return nil }
            let bounds = cell.bounds
            let visible = CGRect(
                x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                width: max(0, bounds.width - insets.left - insets.right),
                height: max(0, bounds.height - insets.top - insets.bottom))
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: visible, cornerRadius: cornerRadius)
            return UITargetedPreview(view: cell, parameters: parameters)
        }
    }
}

/// A row's context menu with a preview or a highlight, as ``RowModifiers/contextMenu(preview:menu:)`` and
/// ``RowModifiers/contextMenu(highlight:preview:menu:)`` make it when the user presses the row: the menu, made then,
/// and how to make the preview and the highlight, which UIKit asks for as the menu appears.
@MainActor
final class RowContextMenu {
    /// The menu, or `nil` for the preview alone.
    let menu: UIMenu?
    /// Makes the preview's view controller; `nil` for none (the highlight is the preview).
    let makePreview: (@MainActor () -> UIViewController?)?
    /// Makes the highlight preview from the row's cell; `nil` for UIKit's (the whole cell).
    let highlight: (@MainActor (UIView) -> UITargetedPreview?)?

    init(
        menu: UIMenu?, makePreview: (@MainActor () -> UIViewController?)?,
        highlight: (@MainActor (UIView) -> UITargetedPreview?)? = nil
    ) {
        self.menu = menu
        self.makePreview = makePreview
        self.highlight = highlight
    }
}

/// The identifier of a row's context-menu configuration: which row it was made for and how that row lifts, so that
/// the adapters can answer the highlight and dismissing previews (UIKit gives them only the configuration).
@MainActor
final class RowContextMenuIdentifier: NSObject, NSCopying {
    /// The row's index path when the menu was made.
    let indexPath: IndexPath
    /// Makes the highlight from the row's cell.
    let highlight: @MainActor (UIView) -> UITargetedPreview?

    init(indexPath: IndexPath, highlight: @escaping @MainActor (UIView) -> UITargetedPreview?) {
        self.indexPath = indexPath
        self.highlight = highlight
    }

    /// The identifier itself: it is never changed once made.
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The context-menu configuration of `row` at `indexPath`, or `nil` when it has no menu (or its provider gives none
/// now) and no preview.
@available(iOS 13.0, *)
@MainActor
func contextMenuConfiguration(for row: AnyRow?, at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    let made = row?.behaviour?.makeContextMenu?(())
    if let menu = made as? UIMenu {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
    guard let contextMenu = made as? RowContextMenu else { return nil }
    let actionProvider: UIContextMenuActionProvider? = contextMenu.menu.map { menu in { _ in menu } }
    let previewProvider: UIContextMenuContentPreviewProvider? = contextMenu.makePreview.map { make in { make() } }
    guard actionProvider != nil || previewProvider != nil else { return nil }
    let identifier = contextMenu.highlight.map { RowContextMenuIdentifier(indexPath: indexPath, highlight: $0) }
    return UIContextMenuConfiguration(
        identifier: identifier, previewProvider: previewProvider, actionProvider: actionProvider)
}
