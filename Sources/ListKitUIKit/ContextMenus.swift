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
}

/// A row's context menu with a preview, as ``RowModifiers/contextMenu(preview:menu:)`` makes it when the user presses
/// the row: the menu, made then, and how to make the preview, which UIKit asks for as the menu appears.
@MainActor
final class RowContextMenu {
    /// The menu, or `nil` for the preview alone.
    let menu: UIMenu?
    /// Makes the preview's view controller.
    let makePreview: @MainActor () -> UIViewController?

    init(menu: UIMenu?, makePreview: @escaping @MainActor () -> UIViewController?) {
        self.menu = menu
        self.makePreview = makePreview
    }
}

/// The context-menu configuration of `row`, or `nil` when it has no menu (or its provider gives none now) and no
/// preview.
@available(iOS 13.0, *)
@MainActor
func contextMenuConfiguration(for row: AnyRow?) -> UIContextMenuConfiguration? {
    let made = row?.behaviour?.makeContextMenu?(())
    if let menu = made as? UIMenu {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
    guard let contextMenu = made as? RowContextMenu else { return nil }
    let actionProvider: UIContextMenuActionProvider? = contextMenu.menu.map { menu in { _ in menu } }
    return UIContextMenuConfiguration(
        identifier: nil, previewProvider: { contextMenu.makePreview() }, actionProvider: actionProvider)
}
