#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Accessories that act (``RowAccessory/detail(displayed:)``, ``RowAccessory/insert(displayed:)``): a tap reaches the
// newest row where the cell is when it comes, as a cell's typed events do, never a closure kept from an older row.
extension ListViewAdapter {
    /// Gives the cell of a configuration row, once, what a tap on its accessories does: the handler of the row shown
    /// where the cell is at the time of the tap.
    ///
    /// - Complexity: O(1).
    final func bindAccessoryActions(of cell: UIView) {
        // Casts to the two final classes, not to the protocol: every cell of every row passes here.
        let showing: (any ConfigurationShowing)? =
            (cell as? ConfigurationListCell) ?? (cell as? ConfigurationTableCell)
        guard let cell = showing, cell.accessoryAction == nil else { return }
        cell.accessoryAction = { [weak self, weak cell] action in
            guard let self, let cell, let indexPath = self.adaptedView?.indexPath(ofCell: cell) else { return }
            self.performAccessoryAction(action, at: indexPath)
        }
    }

    /// Performs what `action` on an accessory of the row at `indexPath` asks: the row's handler, if it has one.
    ///
    /// - Complexity: O(1), plus the row's `configure` and handler.
    final func performAccessoryAction(_ action: RowAccessoryAction, at indexPath: IndexPath) {
        guard let handler = row(at: indexPath)?.accessoryHandler(for: action) else { return }
        answering { handler() }
    }

    /// Whether the row at `indexPath` has a handler for `action` on its accessories.
    ///
    /// - Complexity: O(1), plus the row's `configure`.
    final func hasAccessoryAction(_ action: RowAccessoryAction, at indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.accessoryHandler(for: action) != nil
    }
}
