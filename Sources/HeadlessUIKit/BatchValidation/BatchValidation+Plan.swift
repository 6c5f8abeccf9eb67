#if !canImport(UIKit)
import Foundation

extension BatchValidation {
    /// Where everything that was on screen before an accepted batch update is after it.
    ///
    /// The plan keeps only the changed indices (per section, sorted), not one entry per row or item, so it costs
    /// O(changes) to build however large the sections are; each look-up is O(log changes + changes in that section).
    struct Plan: Sendable {
        /// The number of sections before the update.
        var oldSectionCount: Int
        /// The number of sections after the update.
        var newSectionCount: Int
        /// Old sections that are gone: deleted, or reloaded (a reload is a delete and an insert).
        var goneSections: Set<Int> = []
        /// Old sections that leave their place: gone or moved, sorted.
        var removedSections: [Int] = []
        /// Section moves, old to new.
        var sectionMoves: [Int: Int] = [:]
        /// New sections that are taken by inserts, reload inserts and move destinations, sorted.
        var fixedSections: [Int] = []
        /// Old index paths that are gone: deleted or reloaded.
        var goneItems: Set<IndexPath> = []
        /// Old index paths whose content is replaced with a new cell (reloads).
        var reloadedItems: Set<IndexPath> = []
        /// Old index paths whose cell is kept and configured again (reconfigures).
        var reconfiguredItems: [IndexPath] = []
        /// Per old section, the items that leave their place (gone or moved), sorted.
        var removedItems: [Int: [Int]] = [:]
        /// Item moves, old index path to new index path.
        var itemMoves: [IndexPath: IndexPath] = [:]
        /// Per new section, the items taken by inserts, reload inserts and move destinations, sorted.
        var fixedItems: [Int: [Int]] = [:]

        /// Whether the update changes nothing: no section or item is deleted, inserted, reloaded, reconfigured or
        /// moved.
        var isEmpty: Bool {
            removedSections.isEmpty && fixedSections.isEmpty && goneItems.isEmpty && reconfiguredItems.isEmpty
                && removedItems.isEmpty && fixedItems.isEmpty
        }

        /// The section after the update of an old section, or `nil` if it was deleted or reloaded.
        func newSection(forOld section: Int) -> Int? {
            guard section >= 0, section < oldSectionCount, !goneSections.contains(section) else { return nil }
            if let moved = sectionMoves[section] { return moved }
            return Placement.newIndex(ofStaying: section, leaving: removedSections, taken: fixedSections)
        }

        /// The index path after the update of an old index path, or `nil` if its row or item was deleted or reloaded
        /// (or its section was).
        func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2, !goneItems.contains(indexPath) else { return nil }
            if let moved = itemMoves[indexPath] { return moved }
            guard let section = newSection(forOld: indexPath[0]) else { return nil }
            let item = Placement.newIndex(
                ofStaying: indexPath[1], leaving: removedItems[indexPath[0]] ?? [], taken: fixedItems[section] ?? [])
            return IndexPath(indexes: [section, item])
        }
    }
}
#endif
