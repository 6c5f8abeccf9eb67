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
        guard let configuration else {
            return edge == .trailing && performFirstRowAction(at: indexPath, delegate: delegate)
        }
        return configuration.performFullSwipe(on: visibleCellsByIndexPath[indexPath] ?? UIView())
    }

    /// With no trailing swipe configuration, UIKit shows the row actions of the delegate's deprecated
    /// `tableView(_:editActionsForRowAt:)` ("If you do not implement this method, the table view uses the actions in
    /// the `editActionsForRowAt` method", Apple's documentation of
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`); the swipe reveals their buttons and a tap on the
    /// first runs its handler with the row's index path. Returns whether one ran.
    private func performFirstRowAction(at indexPath: IndexPath, delegate: any UITableViewDelegate) -> Bool {
        guard let action = delegate.tableView(self, editActionsForRowAt: indexPath)?.first else { return false }
        action.handler(action, indexPath)
        return true
    }

    /// Pans two fingers over the rows, in order, as a person selects several rows at once (iOS 13): the delegate's
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` for the first row (`false` unless implemented: then
    /// nothing happens); if it allows, the table goes into editing mode if it is not in it (Apple's documentation of
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`: the system asks "before setting `isEditing` to
    /// `true`"; https://developer.apple.com/documentation/uikit/selecting-multiple-items-with-a-two-finger-pan-gesture:
    /// "When the view recognizes the two-finger pan gesture, it changes to edit mode"), then
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`, each unselected row is selected as a tap selects it
    /// (``simulateTap(at:)``, which needs ``allowsMultipleSelectionDuringEditing``), and
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`. Returns whether the interaction began.
    @available(iOS 13.0, *)
    @discardableResult
    public func simulateMultipleSelectionPan(over indexPaths: [IndexPath]) -> Bool {
        layoutTableIfNeeded()
        guard let first = indexPaths.first, currentGeometry().contains(first), let delegate,
            delegate.tableView(self, shouldBeginMultipleSelectionInteractionAt: first)
        else { return false }
        if !isEditing { setEditing(true, animated: true) }
        delegate.tableView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where !selectedIndexPaths.contains(indexPath) { simulateTap(at: indexPath) }
        delegate.tableViewDidEndMultipleSelectionInteraction(self)
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

    /// Moves the row as the user does by dragging its reorder control and dropping it at `destination`, with the
    /// checks UIKit makes, and returns where the row went, or `nil` when nothing moved.
    ///
    /// The reorder control exists only while the table is editing and the row's cell is on screen, shows it
    /// (`showsReorderControl`), and the data source allows it: it implements `tableView(_:moveRowAt:to:)` and, if it
    /// implements `tableView(_:canMoveRowAt:)`, returns `true` for the row (Apple's documentation of
    /// `showsReorderControl`, https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol,
    /// of `tableView(_:canMoveRowAt:)`, and the Table View Programming Guide's "Managing the Reordering of Rows":
    /// "In editing mode, a table view displays any reordering and editing controls"). Then the delegate may retarget
    /// the drop (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`), the data source's
    /// `tableView(_:moveRowAt:to:)` updates the data, and the table moves the row and its cell (one move, checked as
    /// a batch update).
    ///
    /// Returns `nil`, telling neither the data source nor the delegate, when the table is not editing
    /// (``isEditing``), when `source` is not a row of the table or has no cell on screen, when its cell's
    /// `showsReorderControl` is `false`, or when `tableView(_:canMoveRowAt:)` returns `false`. Returns `nil` after
    /// asking the delegate when the retargeted destination is not a place in the table (section out of range, row
    /// beyond the section's end once the row has left), and after calling the data source's default
    /// `tableView(_:moveRowAt:to:)` when it does not implement it (the default does nothing, and the table moves
    /// nothing, as UIKit shows no reorder control then; UIKit would not have asked the delegate either).
    ///
    /// - Complexity: O(sections + visible rows), plus the layout of the rows that come into view.
    @discardableResult
    public func simulateMove(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard isEditing, let dataSource else { return nil }
        layoutTableIfNeeded()
        let geometry = currentGeometry()
        guard geometry.contains(source), let cell = visibleCellsByIndexPath[source], cell.showsReorderControl,
            dataSource.tableView(self, canMoveRowAt: source)
        else { return nil }
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
        let notImplemented = UnimplementedDefaults.reachesUnimplementedMove {
            dataSource.tableView(self, moveRowAt: source, to: target)
        }
        guard !notImplemented else { return nil }
        apply(plan, newCounts: counts)
        return target
    }
}
#endif
