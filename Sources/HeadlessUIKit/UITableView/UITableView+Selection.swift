#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Implements `indexPathForSelectedRow`, declared `open` in the class body.
    var indexPathForSelectedRowNow: IndexPath? {
        selectedIndexPaths.min()
    }

    /// Implements `indexPathsForSelectedRows`, declared `open` in the class body.
    var indexPathsForSelectedRowsNow: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Implements `selectRow(at:animated:scrollPosition:)` (see there).
    func selectRowNow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths.sorted() { deselectRow(at: selected, animated: animated) }
            return
        }
        guard currentAllowsSelection, currentGeometry().contains(indexPath) else { return }
        if !currentAllowsMultipleSelection {
            for selected in selectedIndexPaths.sorted() where selected != indexPath {
                deselectRow(at: selected, animated: animated)
            }
        }
        selectedIndexPaths.insert(indexPath)
        visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
        #if LISTKIT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Implements `deselectRow(at:animated:)`: no delegate calls, as in UIKit.
    func deselectRowNow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// Whether selection is allowed in the current mode (editing or not).
    var currentAllowsSelection: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether multiple selection is allowed in the current mode (editing or not).
    var currentAllowsMultipleSelection: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Taps the row as a finger would, making the delegate calls UIKit makes.
    ///
    /// The row is scrolled into view first if needed. Then, when selection is allowed: `shouldHighlightRowAt`,
    /// and if it allows, the cell highlights (`didHighlightRowAt`) and unhighlights (`didUnhighlightRowAt`) as the
    /// finger lifts. With multiple selection, a tap on a selected row deselects it (`willDeselectRowAt`, which may
    /// redirect or refuse, then `didDeselectRowAt`). Otherwise `willSelectRowAt` may redirect or refuse (`nil`);
    /// without multiple selection the previously selected rows are deselected (`willDeselectRowAt`,
    /// `didDeselectRowAt`); then the row is selected and `didSelectRowAt` is sent.
    /// Nothing happens for a row that does not exist.
    public func simulateTap(at indexPath: IndexPath) {
        layoutTableIfNeeded()
        guard currentGeometry().contains(indexPath) else { return }
        if cellForRow(at: indexPath) == nil {
            scrollToRow(at: indexPath, at: .none, animated: false)
            layoutTableIfNeeded()
        }
        guard currentAllowsSelection else { return }
        let highlights = delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        if highlights {
            visibleCellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        if currentAllowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, currentGeometry().contains(target) else { return }
        if !currentAllowsMultipleSelection {
            for selected in selectedIndexPaths.sorted() where selected != target {
                userDeselect(selected)
            }
        }
        selectedIndexPaths.insert(target)
        visibleCellsByIndexPath[target]?.setSelected(true, animated: true)
        delegate?.tableView(self, didSelectRowAt: target)
        #if LISTKIT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Taps the row's detail (info) button, as a finger would: the delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)` is called. The row is not selected.
    public func simulateAccessoryButtonTap(at indexPath: IndexPath) {
        guard currentGeometry().contains(indexPath) else { return }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Deselects a row as the user does: `willDeselectRowAt` (may redirect or refuse), then `didDeselectRowAt`.
    private func userDeselect(_ indexPath: IndexPath) {
        let target = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target, selectedIndexPaths.contains(target) else { return }
        deselectRow(at: target, animated: true)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
#endif
