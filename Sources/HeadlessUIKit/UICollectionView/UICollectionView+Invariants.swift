#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Checks the collection view's invariants after a mutation, under the `LISTKIT_INTERNAL_CHECKS` flag (debug
    /// builds); compiles to nothing otherwise.
    ///
    /// - Complexity: O(visible views + queued views + selected items).
    func checkInvariants() {
        #if LISTKIT_INTERNAL_CHECKS
        for cell in cellReuse.allQueued {
            precondition(cell.superview == nil, "A queued cell is still in the view tree")
        }
        for (indexPath, cell) in visibleCellsByIndexPath {
            precondition(!cellReuse.contains(cell), "The cell of \(indexPath) is also queued")
            precondition(cell.superview === self, "The cell of \(indexPath) is not in the collection view")
            precondition(isValidItem(indexPath), "A cell is on screen for \(indexPath), which does not exist")
        }
        precondition(
            Set(visibleCellsByIndexPath.values.map(ObjectIdentifier.init)).count == visibleCellsByIndexPath.count,
            "One cell is on screen for two items")
        for key in visibleSupplementaryViews.keys {
            precondition(
                (sectionCounts ?? []).indices.contains(key.index.section),
                "A \(key.kind) is on screen for section \(key.index.section), which does not exist")
        }
        if sectionCounts != nil {
            for indexPath in selectedIndexPaths {
                precondition(isValidItem(indexPath), "Item \(indexPath) is selected but does not exist")
            }
        }
        #endif
    }
}
#endif
