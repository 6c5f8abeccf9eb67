#if !canImport(UIKit)
import Foundation

extension BatchValidation {
    /// A batch with its reloads split into a delete and an insert, as UIKit splits them before checking anything.
    struct SplitChanges {
        /// Deleted and reloaded sections (before-indices).
        var deletedSections: [Int]
        /// Inserted sections and the after-indices of reloaded ones.
        var insertedSections: [Int]
        /// Section moves.
        var sectionMoves: [Move<Int>]
        /// Deleted and reloaded index paths (before-indices).
        var deletedItems: [IndexPath]
        /// Inserted index paths and the after-indices of reloaded ones.
        var insertedItems: [IndexPath]
        /// Reloaded index paths (before-indices).
        var reloadedItems: [IndexPath]
        /// Reconfigured index paths (before-indices).
        var reconfiguredItems: [IndexPath]
        /// Index path moves.
        var itemMoves: [Move<IndexPath>]
        /// The accepted index path moves, from their before-index to their after-index (filled by the move checks).
        var itemMoveTargets: [IndexPath: IndexPath] = [:]
        /// The deleted index paths as asked (without the reloaded ones), as a set: built once, for the checks and the
        /// plan.
        var askedDeletedItemSet: Set<IndexPath>
        /// Where each moved index path goes, by its before-index (the last move of one index path wins).
        var movesFrom: [IndexPath: IndexPath]
        /// Where each moved index path comes from, by its after-index (the last move to one index path wins).
        var movesTo: [IndexPath: IndexPath]

        /// Whether no two moves share a before-index or an after-index: then ``movesFrom`` maps exactly the moves
        /// asked, and they need no check but their ranges.
        var movesAreDistinct: Bool {
            movesFrom.count == itemMoves.count && movesTo.count == itemMoves.count
        }

        /// Splits the reloads of `request`; rejects a reload (or reconfigure) of something that is also deleted.
        ///
        /// A reload's after-index is where its row, item or section would be had it not been reloaded: it keeps its
        /// place among everything that stays, which fills, in order, the places that no insert and no move
        /// destination takes (UIKit's placement of what stays, as `UIKIT.md` describes it). Without moves that is
        /// the before-index shifted by the deletes before it and the inserts at or before it (the rule this type
        /// used before the table view moved onto it); with moves in the same batch it is HeadlessUIKit's reading,
        /// which the table view's fuzz tests of mixed batches check. An item's section follows its section's moves.
        ///
        /// - Complexity: O(c log c) in the number of changes c.
        init(
            request: Request, oldSectionCount: Int, words: Words
        ) throws(Failure) {
            let deletedSections = uniqued(request.deletedSections)
            let reloadedSections = uniqued(request.reloadedSections)
            let deletedItems = uniqued(request.deletedItems)
            let reloadedItems = uniqued(request.reloadedItems)
            let reconfiguredItems = uniqued(request.reconfiguredItems)
            let insertedSections = uniqued(request.insertedSections)
            let insertedItems = uniqued(request.insertedItems)

            let deletedSectionSet = Set(deletedSections)
            for section in reloadedSections.sorted() where deletedSectionSet.contains(section) {
                throw Failure(message: words.deleteAndReload(sectionOperationIndexPath(section)))
            }
            let deletedItemSet = Set(deletedItems)
            let replaced = reloadedItems + reconfiguredItems
            // Sorted only when one fails, to report the first in UIKit's order: sorting is most of the cost.
            if replaced.contains(where: deletedItemSet.contains) {
                for indexPath in replaced.sorted() where deletedItemSet.contains(indexPath) {
                    throw Failure(message: words.deleteAndReload(indexPath))
                }
            }

            var sectionMoveTargets: [Int: Int] = [:]
            for move in request.movedSections { sectionMoveTargets[move.from] = move.to }
            let leavingSections = Set(deletedSections).union(sectionMoveTargets.keys).sorted()
            let takenSections = Set(insertedSections).union(sectionMoveTargets.values).sorted()
            func newSection(_ section: Int) -> Int {
                sectionMoveTargets[section]
                    ?? Placement.newIndex(ofStaying: section, leaving: leavingSections, taken: takenSections)
            }
            let reloadInsertedSections = reloadedSections.map(newSection)

            let reloadedSectionSet = Set(reloadedSections)
            let itemReloads = reloadedItems.filter {
                !deletedSectionSet.contains($0[0]) && !reloadedSectionSet.contains($0[0])
            }
            var reloadInsertedItems: [IndexPath] = []
            // Where each section's items leave and are taken: needed only to place reloaded items, so not built for
            // a batch without them (an adapter's batch reconfigures rather than reloads).
            if !itemReloads.isEmpty {
                var leavingBySection: [Int: Set<Int>] = [:]
                var takenBySection: [Int: Set<Int>] = [:]
                for indexPath in deletedItems { leavingBySection[indexPath[0], default: []].insert(indexPath[1]) }
                for indexPath in insertedItems { takenBySection[indexPath[0], default: []].insert(indexPath[1]) }
                for move in request.movedItems {
                    leavingBySection[move.from[0], default: []].insert(move.from[1])
                    takenBySection[move.to[0], default: []].insert(move.to[1])
                }
                let leavingItems = leavingBySection.mapValues { $0.sorted() }
                let takenItems = takenBySection.mapValues { $0.sorted() }
                reloadInsertedItems = itemReloads.map { indexPath -> IndexPath in
                    let section = newSection(indexPath[0])
                    let item = Placement.newIndex(
                        ofStaying: indexPath[1], leaving: leavingItems[indexPath[0]] ?? [],
                        taken: takenItems[section] ?? [])
                    return IndexPath(indexes: [section, item])
                }
            }

            self.deletedSections = deletedSections + reloadedSections
            self.insertedSections = insertedSections + reloadInsertedSections
            self.sectionMoves = request.movedSections
            self.deletedItems = deletedItems + itemReloads
            self.insertedItems = insertedItems + reloadInsertedItems
            self.reloadedItems = itemReloads
            self.reconfiguredItems = reconfiguredItems
            self.itemMoves = request.movedItems
            self.askedDeletedItemSet = deletedItemSet
            // Both maps of the moves, built once: the checks of deletes and inserts ask whether an index path moves,
            // and for moves that share no index path (a diff's) the check of the moves has nothing more to build.
            var movesFrom = [IndexPath: IndexPath](minimumCapacity: request.movedItems.count)
            var movesTo = [IndexPath: IndexPath](minimumCapacity: request.movedItems.count)
            for move in request.movedItems {
                movesFrom[move.from] = move.to
                movesTo[move.to] = move.from
            }
            self.movesFrom = movesFrom
            self.movesTo = movesTo
        }
    }
}
#endif
