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

        /// Splits the reloads of `request`; rejects a reload (or reconfigure) of something that is also deleted.
        ///
        /// A reload's after-index is its before-index shifted by the deletes before it and the inserts at or before
        /// it (UIKit's rule); an item's section follows its section's moves too.
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
            for indexPath in (reloadedItems + reconfiguredItems).sorted() where deletedItemSet.contains(indexPath) {
                throw Failure(message: words.deleteAndReload(indexPath))
            }

            let sortedDeletedSections = deletedSections.sorted()
            let sortedInsertedSections = insertedSections.sorted()
            func shifted(_ section: Int) -> Int {
                freeSlot(
                    rank: section - countLess(than: section, in: sortedDeletedSections),
                    skipping: sortedInsertedSections)
            }
            let reloadInsertedSections = reloadedSections.map(shifted)

            var sectionMoveTargets: [Int: Int] = [:]
            for move in request.movedSections { sectionMoveTargets[move.from] = move.to }
            let removedSections = Set(deletedSections + reloadedSections).union(sectionMoveTargets.keys).sorted()
            let fixedSections = Set(insertedSections + reloadInsertedSections).union(sectionMoveTargets.values).sorted()
            func newSection(_ section: Int) -> Int {
                sectionMoveTargets[section]
                    ?? freeSlot(rank: section - countLess(than: section, in: removedSections), skipping: fixedSections)
            }

            var deletedBySection: [Int: [Int]] = [:]
            for indexPath in deletedItems { deletedBySection[indexPath[0], default: []].append(indexPath[1]) }
            deletedBySection = deletedBySection.mapValues { $0.sorted() }
            var insertedBySection: [Int: [Int]] = [:]
            for indexPath in insertedItems { insertedBySection[indexPath[0], default: []].append(indexPath[1]) }
            insertedBySection = insertedBySection.mapValues { $0.sorted() }

            let reloadedSectionSet = Set(reloadedSections)
            let itemReloads = reloadedItems.filter {
                !deletedSectionSet.contains($0[0]) && !reloadedSectionSet.contains($0[0])
            }
            let reloadInsertedItems = itemReloads.map { indexPath -> IndexPath in
                let section = newSection(indexPath[0])
                let rank = indexPath[1] - countLess(than: indexPath[1], in: deletedBySection[indexPath[0]] ?? [])
                return IndexPath(indexes: [section, freeSlot(rank: rank, skipping: insertedBySection[section] ?? [])])
            }

            self.deletedSections = deletedSections + reloadedSections
            self.insertedSections = insertedSections + reloadInsertedSections
            self.sectionMoves = request.movedSections
            self.deletedItems = deletedItems + itemReloads
            self.insertedItems = insertedItems + reloadInsertedItems
            self.reloadedItems = itemReloads
            self.reconfiguredItems = reconfiguredItems
            self.itemMoves = request.movedItems
        }
    }
}
#endif
