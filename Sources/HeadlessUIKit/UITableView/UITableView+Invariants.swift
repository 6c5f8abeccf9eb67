#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Checks the table's internal consistency and stops with a message naming the broken rule.
    ///
    /// Called at the end of every mutation (layout, batch update, selection) when `LISTKIT_INTERNAL_CHECKS` is
    /// defined (debug builds; see Package.swift). A failure is a bug in HeadlessUIKit, not in the caller.
    /// - Complexity: O(visible cells + queued views + selected rows), plus the visible range's lookup.
    func _checkInvariants() {
        guard let geometry else {
            precondition(visibleCellsByIndexPath.isEmpty, "Cells are visible while the counts are unread")
            return
        }
        precondition(
            geometry.rowHeights.count == geometry.sectionCount
                && geometry.sectionTops.count == geometry.sectionCount + 1,
            "Geometry arrays do not match the \(geometry.sectionCount) sections")
        for (section, heights) in geometry.rowHeights.enumerated() {
            if case .varying(let blocks) = heights {
                precondition(
                    blocks.count == geometry.rowCounts[section],
                    "Section \(section) has \(blocks.count) row heights for \(geometry.rowCounts[section]) rows")
            }
        }
        var seen: Set<ObjectIdentifier> = []
        for (indexPath, cell) in visibleCellsByIndexPath {
            precondition(geometry.contains(indexPath), "Visible cell at \(indexPath) is out of range")
            precondition(cell.superview === self, "Visible cell at \(indexPath) is not a subview of the table")
            precondition(!cellReuse.contains(cell), "Visible cell at \(indexPath) is in a reuse queue")
            precondition(seen.insert(ObjectIdentifier(cell)).inserted, "One cell is visible at two index paths")
        }
        for cell in cellReuse.allQueued {
            precondition(cell.superview == nil, "A queued cell is still in the view tree")
        }
        for (section, view) in visibleHeaderViews.merging(visibleFooterViews, uniquingKeysWith: { first, _ in first }) {
            precondition(section < geometry.sectionCount, "Header or footer of section \(section) is out of range")
            precondition(view.superview === self, "Header or footer of section \(section) is not a subview")
        }
        for indexPath in selectedIndexPaths {
            precondition(geometry.contains(indexPath), "Selected row \(indexPath) is out of range")
        }
        for indexPath in prefetchedIndexPaths {
            precondition(geometry.contains(indexPath), "Prefetched row \(indexPath) is out of range")
        }
        if !needsTableLayout && !isLayingOut && dataSource != nil {
            let expected = geometry.indexPaths(intersecting: contentOffset.y, contentOffset.y + bounds.height)
            precondition(
                expected.count == visibleCellsByIndexPath.count
                    && expected.allSatisfy { visibleCellsByIndexPath[$0] != nil },
                "Visible cells \(visibleCellsByIndexPath.keys.sorted()) do not match the visible rows \(expected)")
        }
    }
}
#endif
