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
}

/// The context-menu configuration of `row`, or `nil` when it has no menu (or its provider gives none now).
@available(iOS 13.0, *)
@MainActor
func contextMenuConfiguration(for row: AnyRow?) -> UIContextMenuConfiguration? {
    guard let menu = row?.behaviour?.makeContextMenu?(()) as? UIMenu else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
}
