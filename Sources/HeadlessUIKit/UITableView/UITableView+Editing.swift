#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Which edge a swipe starts from.
    public enum SwipeEdge: Sendable {
        /// The leading edge (left in left-to-right languages): the leading swipe actions.
        case leading
        /// The trailing edge: the trailing swipe actions.
        case trailing
    }

    /// Implements `setEditing(_:animated:)` (see there).
    func setEditingNow(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        for cell in visibleCellsByIndexPath.values { cell.setEditing(editing, animated: animated) }
        if !currentAllowsSelection {
            for selected in selectedIndexPaths.sorted() { deselectRow(at: selected, animated: animated) }
        }
    }

    /// Swipes the row from the edge and performs its first swipe action (as a full swipe), returning whether an
    /// action ran.
    ///
    /// The delegate is asked for the edge's configuration; nothing runs when it returns `nil`, has no actions, or
    /// does not perform the first action on a full swipe, or when the data source says the row cannot be edited.
    /// The action's handler gets the row's cell as its view (or an empty view if the row is off screen) and a
    /// completion that is accepted and ignored. HeadlessUIKit does not offer the standard Delete action for a
    /// `nil` trailing configuration; use ``simulateCommitDelete(at:)`` for that path.
    @discardableResult
    public func simulateSwipe(at indexPath: IndexPath, edge: SwipeEdge) -> Bool {
        layoutTableIfNeeded()
        guard currentGeometry().contains(indexPath), let delegate else { return false }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return false }
        let configuration =
            switch edge {
            case .leading: delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            case .trailing: delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        guard let configuration, configuration.performsFirstActionWithFullSwipe,
            let action = configuration.actions.first
        else { return false }
        let view: UIView = visibleCellsByIndexPath[indexPath] ?? UIView()
        action.handler(action, view) { _ in }
        return true
    }

    /// Deletes the row as the user does with the Delete button: when the data source allows editing the row and
    /// the delegate's editing style is `.delete`, the data source's `tableView(_:commit:forRowAt:)` is called
    /// (which should update the data and call `deleteRows(at:with:)`). Returns whether it was called.
    @discardableResult
    public func simulateCommitDelete(at indexPath: IndexPath) -> Bool {
        guard currentGeometry().contains(indexPath), let dataSource else { return false }
        guard dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// Moves the row as the user does with the reorder control: when the data source allows moving it, the
    /// delegate may retarget the destination (`targetIndexPathForMoveFromRowAt`), the table moves the row and its
    /// cell itself, then the data source's `tableView(_:moveRowAt:to:)` updates the data. Returns the destination,
    /// or `nil` when nothing moved.
    @discardableResult
    public func simulateMove(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        let geometry = currentGeometry()
        guard geometry.contains(source), let dataSource else { return nil }
        guard dataSource.tableView(self, canMoveRowAt: source) else { return nil }
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
            ?? destination
        var counts = geometry.rowCounts
        counts[source.section] -= 1
        guard target.section >= 0, target.section < counts.count, target.row >= 0,
            target.row <= counts[target.section]
        else { return nil }
        counts[target.section] += 1
        var request = BatchValidation.Request()
        request.movedItems = [BatchValidation.Move(from: source, to: target)]
        guard
            let plan = try? BatchValidation.Validator(words: .tableView)
                .plan(for: request, oldCounts: geometry.rowCounts, newCounts: counts)
        else { return nil }
        // UIKit tells the data source about the drop, then settles its cells where the user left them; laying out
        // before the data source knows would ask it for cells of the old order.
        dataSource.tableView(self, moveRowAt: source, to: target)
        apply(plan, newCounts: counts)
        return target
    }
}
#endif
