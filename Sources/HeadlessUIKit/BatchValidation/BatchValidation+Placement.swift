#if !canImport(UIKit)
import Foundation

extension BatchValidation {
    /// Where what stays goes in a batch update: the one rule behind every index after an update.
    ///
    /// The rows (items, sections) that are neither deleted, reloaded, inserted nor moved keep their order and fill, in
    /// order, the places after the update that no insert, reload or move destination takes (UIKit's placement, as
    /// `UIKIT.md` describes it). The validator places reloads with it, the ``Plan`` answers look-ups with it, and the
    /// table's geometry carries heights with it.
    ///
    /// Ask one index with ``newIndex(ofStaying:leaving:taken:)``; ask many, in increasing order, with a value of this
    /// type, whose answers cost O(1) amortized over the changes.
    struct Placement {
        /// Old indices that leave their place (deleted, reloaded or moved away), sorted.
        private let leaving: [Int]
        /// New indices taken by inserts, reloads and move destinations, sorted.
        private let taken: [Int]
        /// How many of `leaving` are below the last index asked.
        private var leavingBefore = 0
        /// How many of `taken` are at or below the last place answered.
        private var takenBefore = 0

        /// A placement for indices asked in increasing order.
        init(leaving: [Int], taken: [Int]) {
            self.leaving = leaving
            self.taken = taken
        }

        /// The index after the update of `index`, which stays; each call must ask a larger index than the last.
        ///
        /// - Complexity: O(1) amortized: O(old indices asked + leaving + taken) over all the calls.
        mutating func newIndex(ofStaying index: Int) -> Int {
            while leavingBefore < leaving.count && leaving[leavingBefore] < index { leavingBefore += 1 }
            let rank = index - leavingBefore
            // The rank-th place that `taken` leaves free.
            while takenBefore < taken.count && taken[takenBefore] <= rank + takenBefore { takenBefore += 1 }
            return rank + takenBefore
        }

        /// The index after the update of `index`, which stays, given the sorted indices that leave and are taken.
        ///
        /// - Complexity: O(log leaving + taken).
        static func newIndex(ofStaying index: Int, leaving: [Int], taken: [Int]) -> Int {
            freeSlot(rank: index - countLess(than: index, in: leaving), skipping: taken)
        }
    }
}
#endif
