#if !canImport(UIKit)
import Foundation

extension BatchValidation {
    /// A batch update that UIKit rejects, with UIKit's message.
    struct Failure: Error, Equatable {
        /// UIKit's `NSInternalInconsistencyException` reason.
        var message: String
    }

    /// Checks one batch update the way UIKit does when the batch ends, and works out where everything goes.
    ///
    /// Shared by the table view (rows) and the collection view (items); only the words of the messages differ
    /// (`Words`). The checks run in UIKit's order (OpenUXKit's account of `_endItemAnimations`):
    /// 1. reloads are split into a delete (before-index) and an insert (its after-index), and a reload of an index path
    ///    that is also deleted is rejected;
    /// 2. deletes, highest first: range, then the moves out of the same index path or out of a deleted section;
    /// 3. inserts, lowest first: range against the data source's new counts, then the moves into the same index path or
    ///    into an inserted section;
    /// 4. moves: range on both sides, then two moves from one index path or to one index path (an exact repeat is
    ///    dropped, as UIKit does);
    /// 5. the counts: sections, then each section that existed before the update.
    ///
    /// Reconfigures are not split (they keep their cells); HeadlessUIKit treats a reconfigure like a reload in the
    /// conflict checks (with a delete or a move of the same index path), which UIKit's documentation implies but its
    /// messages do not show. Reloads are indexed in the state before the update, as Apple documents
    /// ([reloadRows(at:with:)](https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:))).
    ///
    /// 6. Then HeadlessUIKit's own refusal, which UIKit does not make: a reconfigure of an index path that the batch
    ///    shifts (`checkReconfigures`). Apple documents no reading of a reconfigure's index path in a batch that also
    ///    inserts, deletes or moves
    ///    ([reconfigureRows(at:)](https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)),
    ///    [reconfigureItems(at:)](https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:))),
    ///    and PhotoKit's documentation says to reconfigure after `performBatchUpdates(_:completion:)`, at index paths
    ///    after it ([PHFetchResultChangeDetails](https://developer.apple.com/documentation/photos/phfetchresultchangedetails)).
    ///    Rather than choose a meaning that code could come to depend on, HeadlessUIKit reports the case.
    struct Validator {
        /// The words of the messages.
        var words: Words

        /// Checks `request` against the counts before (`oldCounts`, the per-section counts the view last saw) and after
        /// (`newCounts`, asked from the data source when the batch ends), and returns the plan of the update.
        ///
        /// - Complexity: O(s + c log c), where s is the number of sections and c the number of changes.
        func plan(
            for request: Request, oldCounts: [Int], newCounts: [Int]
        ) throws(Failure) -> Plan {
            var changes = try SplitChanges(request: request, oldSectionCount: oldCounts.count, words: words)
            try checkDeletes(&changes, oldCounts: oldCounts)
            try checkInserts(&changes, newCounts: newCounts)
            try checkMoves(&changes, oldCounts: oldCounts, newCounts: newCounts)
            let plan = makePlan(changes, oldSectionCount: oldCounts.count, newSectionCount: newCounts.count)
            try checkCounts(changes, plan: plan, oldCounts: oldCounts, newCounts: newCounts)
            try checkReconfigures(plan)
            return plan
        }

        /// Refuses a reconfigure of an index path that the batch shifts: one whose index path after the update (by
        /// UIKit's placement of what stays, ``Plan/newIndexPath(forOld:)``) differs from the one before it, or that
        /// has none because its row or item is deleted or reloaded, or its section is deleted or reloaded. An index
        /// path that the batch leaves where it is (nothing before it in its section, and no section before its own,
        /// is inserted, deleted or moved, and it is not moved itself) may be reconfigured in any batch: both readings
        /// name the same row.
        ///
        /// - Complexity: O(r) for r reconfigures when the batch shifts no row; otherwise O(r (log c + c')) for c
        ///   changes and c' changes in one section.
        private func checkReconfigures(_ plan: Plan) throws(Failure) {
            guard !plan.reconfiguredItems.isEmpty else { return }
            // Most batches with reconfigures move nothing: then only deleted or reloaded sections can take a row.
            let shiftsNoRow =
                plan.removedItems.isEmpty && plan.fixedItems.isEmpty && plan.sectionMoves.isEmpty
                && plan.removedSections == plan.fixedSections && plan.goneItems.isEmpty
            func failure(_ indexPath: IndexPath) -> Failure? {
                if shiftsNoRow {
                    return plan.goneSections.contains(indexPath[0])
                        ? Failure(message: words.reconfigureShifted(indexPath, to: nil)) : nil
                }
                let after = plan.newIndexPath(forOld: indexPath)
                return after == indexPath ? nil : Failure(message: words.reconfigureShifted(indexPath, to: after))
            }
            try firstFailure(in: plan.reconfiguredItems, deletesFirst: false, failure)
        }

        private func checkDeletes(_ changes: inout SplitChanges, oldCounts: [Int]) throws(Failure) {
            for section in changes.deletedSections.sorted(by: >) {
                guard section >= 0, section < oldCounts.count else {
                    throw Failure(message: words.deleteSectionOutOfRange(section, count: oldCounts.count))
                }
                if changes.sectionMoves.contains(where: { $0.from == section }) {
                    throw Failure(message: words.deleteAndMoveSameSection(section))
                }
                if changes.itemMoves.contains(where: { $0.from[0] == section }) {
                    throw Failure(message: words.moveFromDeletedSection(section))
                }
            }
            // The rows of a deleted section go with it: once, for all the deleted sections.
            if !changes.deletedSections.isEmpty {
                let deletedSections = Set(changes.deletedSections)
                changes.deletedItems.removeAll { deletedSections.contains($0[0]) }
                changes.askedDeletedItemSet = changes.askedDeletedItemSet.filter { !deletedSections.contains($0[0]) }
            }
            let movedFrom = changes.movesFrom
            // Deletes, highest first, then reconfigures: a reconfigure of a moved or out-of-range index path gets the
            // delete messages, as a reload does (UIKit reloads by deleting and inserting; openradar 33662307,
            // forkingdog/UITableView-FDTemplateLayoutCell#366); UIKit's own text for a reconfigure is not public.
            func failure(_ indexPath: IndexPath) -> Failure? {
                if movedFrom[indexPath] != nil {
                    return Failure(message: words.deleteAndMoveSameIndexPath(indexPath))
                }
                let section = indexPath[0]
                guard section >= 0, section < oldCounts.count else {
                    return Failure(message: words.deleteFromMissingSection(indexPath, sectionCount: oldCounts.count))
                }
                guard indexPath[1] >= 0, indexPath[1] < oldCounts[section] else {
                    return Failure(message: words.deleteOutOfRange(indexPath, count: oldCounts[section]))
                }
                return nil
            }
            try firstFailure(in: changes.deletedItems, changes.reconfiguredItems, deletesFirst: true, failure)
        }

        /// Throws the failure of the first index path, in UIKit's order, that fails; `deletesFirst` orders the first
        /// array highest first (deletes), otherwise lowest first, and the second array always lowest first.
        ///
        /// An accepted batch (the usual one) is checked in the order given, and sorted only once something fails, to
        /// find which failure UIKit reports: sorting thousands of index paths is most of the cost of a check.
        private func firstFailure(
            in first: [IndexPath], _ second: [IndexPath] = [], deletesFirst: Bool,
            _ failure: (IndexPath) -> Failure?
        ) throws(Failure) {
            guard first.contains(where: { failure($0) != nil }) || second.contains(where: { failure($0) != nil })
            else { return }
            for indexPath in (deletesFirst ? first.sorted(by: >) : first.sorted()) + second.sorted() {
                if let failure = failure(indexPath) { throw failure }
            }
        }

        private func checkInserts(_ changes: inout SplitChanges, newCounts: [Int]) throws(Failure) {
            for section in changes.insertedSections.sorted() {
                guard section >= 0, section < newCounts.count else {
                    throw Failure(message: words.insertSectionOutOfRange(section, count: newCounts.count))
                }
                changes.insertedItems.removeAll { $0[0] == section }
                if changes.sectionMoves.contains(where: { $0.to == section }) {
                    throw Failure(message: words.insertAndMoveSameSection(section))
                }
                if changes.itemMoves.contains(where: { $0.to[0] == section }) {
                    throw Failure(message: words.moveIntoInsertedSection(section))
                }
            }
            let movedTo = changes.movesTo
            try firstFailure(in: changes.insertedItems, deletesFirst: false) { indexPath in
                if movedTo[indexPath] != nil {
                    return Failure(message: words.insertAndMoveSameIndexPath(indexPath))
                }
                let section = indexPath[0]
                guard section >= 0, section < newCounts.count else {
                    return Failure(message: words.insertIntoMissingSection(indexPath, sectionCount: newCounts.count))
                }
                guard indexPath[1] >= 0, indexPath[1] < newCounts[section] else {
                    return Failure(message: words.insertOutOfRange(indexPath, count: newCounts[section]))
                }
                return nil
            }
        }

        private func checkMoves(
            _ changes: inout SplitChanges, oldCounts: [Int], newCounts: [Int]
        ) throws(Failure) {
            var sectionMoves: [Move<Int>] = []
            var sectionTargets: [Int: Int] = [:]
            var sectionSources: [Int: Int] = [:]
            for move in changes.sectionMoves {
                guard move.from >= 0, move.from < oldCounts.count else {
                    throw Failure(message: words.moveSectionFromMissing(move.from, count: oldCounts.count))
                }
                guard move.to >= 0, move.to < newCounts.count else {
                    throw Failure(message: words.moveSectionToMissing(move, count: newCounts.count))
                }
                if sectionTargets[move.from] == move.to { continue }
                if let earlier = sectionTargets[move.from] {
                    throw Failure(message: words.moveSectionToBoth(move.from, earlier, move.to))
                }
                if let earlier = sectionSources[move.to] {
                    throw Failure(message: words.moveBothSections(earlier, move.from, to: move.to))
                }
                sectionTargets[move.from] = move.to
                sectionSources[move.to] = move.from
                sectionMoves.append(move)
            }
            changes.sectionMoves = sectionMoves
            if changes.movesAreDistinct {
                // No two moves share an index path: each is kept, and the map built with the changes is theirs.
                for move in changes.itemMoves { try checkRange(of: move, oldCounts: oldCounts, newCounts: newCounts) }
                changes.itemMoveTargets = changes.movesFrom
                return
            }
            var itemMoves: [Move<IndexPath>] = []
            var itemTargets = [IndexPath: IndexPath](minimumCapacity: changes.itemMoves.count)
            var itemSources = [IndexPath: IndexPath](minimumCapacity: changes.itemMoves.count)
            for move in changes.itemMoves {
                try checkRange(of: move, oldCounts: oldCounts, newCounts: newCounts)
                // One lookup each: a move asked twice is kept once; two moves of one index path fail.
                if let earlier = itemTargets.updateValue(move.to, forKey: move.from) {
                    if earlier == move.to { continue }
                    throw Failure(message: words.moveToBoth(move.from, earlier, move.to))
                }
                if let earlier = itemSources.updateValue(move.from, forKey: move.to) {
                    throw Failure(message: words.moveBoth(earlier, move.from, to: move.to))
                }
                itemMoves.append(move)
            }
            changes.itemMoves = itemMoves
            changes.itemMoveTargets = itemTargets
        }

        private func checkRange(
            of move: Move<IndexPath>, oldCounts: [Int], newCounts: [Int]
        ) throws(Failure) {
            let from = move.from[0]
            guard from >= 0, from < oldCounts.count else {
                throw Failure(message: words.moveFromMissingSection(move, sectionCount: oldCounts.count))
            }
            guard move.from[1] >= 0, move.from[1] < oldCounts[from] else {
                throw Failure(message: words.moveFromMissingIndexPath(move, count: oldCounts[from]))
            }
            let to = move.to[0]
            guard to >= 0, to < newCounts.count else {
                throw Failure(message: words.moveToMissingSection(move, sectionCount: newCounts.count))
            }
            guard move.to[1] >= 0, move.to[1] < newCounts[to] else {
                throw Failure(message: words.moveToMissingIndexPath(move, count: newCounts[to]))
            }
        }

        private func makePlan(_ changes: SplitChanges, oldSectionCount: Int, newSectionCount: Int) -> Plan {
            var plan = Plan(oldSectionCount: oldSectionCount, newSectionCount: newSectionCount)
            plan.goneSections = Set(changes.deletedSections)
            for move in changes.sectionMoves { plan.sectionMoves[move.from] = move.to }
            plan.removedSections = plan.goneSections.union(plan.sectionMoves.keys).sorted()
            plan.fixedSections = Set(changes.insertedSections).union(plan.sectionMoves.values).sorted()
            // The deleted index paths are those asked and the reloaded ones (deleted, then inserted where they go).
            plan.goneItems = changes.askedDeletedItemSet.union(changes.reloadedItems)
            if !changes.reloadedItems.isEmpty {
                plan.reloadedItems = Set(changes.reloadedItems).intersection(plan.goneItems)
            }
            plan.reconfiguredItems = changes.reconfiguredItems
            var removed: [Int: [Int]] = [:]
            var fixed: [Int: [Int]] = [:]
            for indexPath in changes.deletedItems { removed[indexPath[0], default: []].append(indexPath[1]) }
            for indexPath in changes.insertedItems { fixed[indexPath[0], default: []].append(indexPath[1]) }
            plan.itemMoves = changes.itemMoveTargets
            for move in changes.itemMoves {
                removed[move.from[0], default: []].append(move.from[1])
                fixed[move.to[0], default: []].append(move.to[1])
            }
            plan.removedItems = removed.mapValues { $0.sorted() }
            plan.fixedItems = fixed.mapValues { $0.sorted() }
            return plan
        }

        private func checkCounts(
            _ changes: SplitChanges, plan: Plan, oldCounts: [Int], newCounts: [Int]
        ) throws(Failure) {
            let inserted = changes.insertedSections.count
            let deleted = changes.deletedSections.count
            guard newCounts.count == oldCounts.count + inserted - deleted else {
                throw Failure(
                    message: words.invalidNumberOfSections(
                        after: newCounts.count, before: oldCounts.count, inserted: inserted, deleted: deleted))
            }
            var oldSectionOfNew = [Int?](repeating: nil, count: newCounts.count)
            for old in oldCounts.indices {
                if let new = plan.newSection(forOld: old), new < newCounts.count { oldSectionOfNew[new] = old }
            }
            var insertedIn: [Int: Int] = [:]
            var deletedFrom: [Int: Int] = [:]
            var movedIn: [Int: Int] = [:]
            var movedOut: [Int: Int] = [:]
            for indexPath in changes.insertedItems { insertedIn[indexPath[0], default: 0] += 1 }
            for indexPath in changes.deletedItems { deletedFrom[indexPath[0], default: 0] += 1 }
            for move in changes.itemMoves where plan.newSection(forOld: move.from[0]) != move.to[0] {
                movedOut[move.from[0], default: 0] += 1
                movedIn[move.to[0], default: 0] += 1
            }
            for (new, old) in oldSectionOfNew.enumerated() {
                guard let old else { continue }
                let expected =
                    oldCounts[old] + insertedIn[new, default: 0] + movedIn[new, default: 0]
                    - deletedFrom[old, default: 0] - movedOut[old, default: 0]
                if newCounts[new] != expected {
                    throw Failure(
                        message: words.invalidNumberOfElements(
                            section: new, after: newCounts[new], before: oldCounts[old],
                            inserted: insertedIn[new, default: 0], deleted: deletedFrom[old, default: 0],
                            movedIn: movedIn[new, default: 0], movedOut: movedOut[old, default: 0]))
                }
            }
        }
    }
}
#endif
