#if !canImport(UIKit)
import Foundation

/// The batch updates of UIKit, shared by the table view (rows) and the collection view (items): what a batch asks for
/// (`Request`, collected by a `Session` as batches nest), the checks and UIKit's messages (`Validator`, `Words`),
/// where everything goes (`Plan`), and the asynchronous completions (`CompletionQueue`).
enum BatchValidation {}

extension BatchValidation {
    /// A move from a before-update index to an after-update index: a section number or an index path.
    struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// The index before the update.
        var from: Index
        /// The index after the update.
        var to: Index
    }

    /// Everything one batch update asks for, recorded in the order of the calls, the same for rows and items.
    ///
    /// Deletes, reloads and reconfigures are indexed in the state before the update; inserts in the state after it;
    /// moves go from a before-index to an after-index. Recording does no checking: `Validator` checks the
    /// whole batch when it ends, as UIKit does.
    struct Request: Sendable {
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var reloadedSections: [Int] = []
        var movedSections: [Move<Int>] = []
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []
        var reloadedItems: [IndexPath] = []
        var reconfiguredItems: [IndexPath] = []
        var movedItems: [Move<IndexPath>] = []
    }

    /// The index path UIKit uses for a section operation: the section, and `NSNotFound` as the item.
    static func sectionOperationIndexPath(_ section: Int) -> IndexPath {
        IndexPath(indexes: [section, Int.max])
    }

    /// Removes repeated elements, keeping the first of each; elements already in increasing order (as a diff lists
    /// them) are returned at once, without hashing. O(n).
    static func uniqued<Element: Hashable & Comparable>(_ elements: [Element]) -> [Element] {
        var index = 1
        while index < elements.count && elements[index - 1] < elements[index] { index += 1 }
        if index >= elements.count { return elements }
        var seen = Set<Element>(minimumCapacity: elements.count)
        return elements.filter { seen.insert($0).inserted }
    }

    /// The number of elements of a sorted array that are less than `value`. O(log n).
    static func countLess(than value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `rank`-th (from zero) index that is not in `fixed`, a sorted array of indices already taken. O(fixed.count).
    static func freeSlot(rank: Int, skipping fixed: [Int]) -> Int {
        var slot = rank
        for taken in fixed {
            if taken <= slot { slot += 1 } else { break }
        }
        return slot
    }
}
#endif
