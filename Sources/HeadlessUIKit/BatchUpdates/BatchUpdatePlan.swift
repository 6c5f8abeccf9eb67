#if !canImport(UIKit)
import Foundation

/// A validated batch update: where every row before the update is after it.
///
/// Rows that stay (neither deleted nor moved) keep their relative order and fill, in order, the positions of
/// their new section that no insert or move takes; sections likewise. This is how UIKit places them.
struct BatchUpdatePlan {
    /// For each section before the update, its index after it, or `nil` when deleted.
    let sectionMap: [Int?]
    /// Sections reloaded, before the update: all their rows get new cells.
    let reloadedSections: Set<Int>
    /// Rows deleted, before the update.
    let deletedRows: Set<IndexPath>
    /// Rows reloaded, before the update.
    let reloadedRows: Set<IndexPath>
    /// Rows reconfigured, before the update, in call order without duplicates.
    let reconfiguredRows: [IndexPath]
    /// Moves by their before-index path.
    let movesByOrigin: [IndexPath: IndexPath]
    /// For each section before the update, the sorted rows that leave it (deleted or moved away).
    let removedRows: [Int: [Int]]
    /// For each section after the update, the sorted rows that inserts and moves take.
    let takenRows: [Int: [Int]]

    /// Whether the row before the update gets a new cell (its row or its section is reloaded).
    func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloadedRows.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }

    /// Where the row before the update is after it, or `nil` when it is deleted (or its section is).
    /// - Complexity: O(log r + t), r the rows removed from its section, t the rows taken in its new section.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.section >= 0, old.section < sectionMap.count, let newSection = sectionMap[old.section] else {
            return nil
        }
        if deletedRows.contains(old) { return nil }
        if let destination = movesByOrigin[old] { return destination }
        let removedBefore = removedRows[old.section].map { Self.countLess(than: old.row, in: $0) } ?? 0
        var row = old.row - removedBefore
        for taken in takenRows[newSection] ?? [] {
            if taken <= row { row += 1 } else { break }
        }
        return IndexPath(row: row, section: newSection)
    }

    /// The number of elements of the sorted array less than the value.
    static func countLess(than value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
#endif
