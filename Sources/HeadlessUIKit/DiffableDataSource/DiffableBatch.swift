#if !canImport(UIKit)
import Foundation
import ListDiffing

/// The changes one apply makes to a table or collection view: the stages of the project's one diff (`ListDiffing`),
/// each one batch update that UIKit accepts (deletes and reloads at index paths before it, inserts after it, moves
/// from before to after), the structure first, then the refresh (reconfigures and reloads, at index paths after the
/// structure; UIKIT.md: a reconfigure of a row the structural batch shifts is refused).
struct DiffableBatch: Sendable {
    /// One batch update.
    struct Stage: Sendable {
        /// Sections deleted (indices before the stage).
        var deletedSections = IndexSet()
        /// Sections inserted (indices after the stage).
        var insertedSections = IndexSet()
        /// Sections reloaded (indices before the stage).
        var reloadedSections = IndexSet()
        /// Sections moved, from before to after.
        var movedSections: [Move<Int>] = []
        /// Items deleted (index paths before the stage).
        var deletedItems: [IndexPath] = []
        /// Items inserted (index paths after the stage).
        var insertedItems: [IndexPath] = []
        /// Items reloaded: new cells (index paths before the stage; the refresh stage shifts nothing).
        var reloadedItems: [IndexPath] = []
        /// Items moved, from before to after.
        var movedItems: [Move<IndexPath>] = []
        /// Items reconfigured in place (the refresh stage shifts nothing).
        var reconfiguredItems: [IndexPath] = []
    }

    /// The stages, in order; none when nothing changes.
    var stages: [Stage] = []
}

extension DiffableBatch {
    /// The stages that turn what `old` shows into what `new` shows: sections and items matched by identifier by the
    /// project's staged diff (``StagedDiff``), items `new` marks for reload or reconfigure "changed" (refreshed after
    /// the structure: reloaded, or reconfigured), sections it marks for reload reloaded.
    ///
    /// `oldFlat` and `newFlat` are the two snapshots' items read for the diff (``DiffableDiffInput/FlatItems``): the
    /// data source keeps those of the snapshot it shows from one apply to the next, so each apply hashes only the
    /// items it is given.
    ///
    /// - Complexity: O(sections + items of both snapshots) expected, in hashing, plus O(k log k) for the fewest
    ///   moves among the k items that stay in their section (see ``StagedDiff/stages()``).
    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, _ oldFlat: DiffableDiffInput<Section, Item>.FlatItems,
        to new: NSDiffableDataSourceSnapshot<Section, Item>, _ newFlat: DiffableDiffInput<Section, Item>.FlatItems
    ) {
        let input = DiffableDiffInput(old: old, oldFlat: oldFlat, new: new, newFlat: newFlat)
        let diffed = StagedDiff(input).stages()
        stages = diffed.map { update in
            var stage = Stage()
            stage.deletedSections = update.deletedSections
            stage.insertedSections = update.insertedSections
            stage.reloadedSections = update.reloadedSections
            stage.movedSections = update.movedSections
            stage.deletedItems = update.deletedRows.map(\.indexPath)
            stage.insertedItems = update.insertedRows.map(\.indexPath)
            stage.movedItems = update.movedRows.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) }
            for row in update.reconfiguredRows {
                let indexPath = row.indexPath
                if let item = new.item(at: indexPath), new.reloadedItems.contains(item) {
                    stage.reloadedItems.append(indexPath)
                } else {
                    stage.reconfiguredItems.append(indexPath)
                }
            }
            return stage
        }
    }
}

extension RowPath {
    /// The same place as an index path of UIKit.
    fileprivate var indexPath: IndexPath { IndexPath(item: row, section: section) }
}

/// Two diffable snapshots as the staged diff reads them: sections and items by identifier (hash and `==`), and the
/// items the new snapshot marks for reload or reconfigure as changed content.
///
/// The diff runs generic over the identifier types (the data source is not specialized for the app's types), so the
/// input reads each item once into flat arrays with plain loops (no `joined()` or `map` through generic sequence
/// code, which asks the runtime for type metadata at every element), hashes each item once, and looks the marked
/// items up by their index instead of hashing every matched item again.
struct DiffableDiffInput<Section: Hashable & Sendable, Item: Hashable & Sendable>: RowComparingDiffInput {
    /// The data source reports the new snapshot from the first stage on (the cell provider reads the app's data,
    /// not the snapshot), so a stage needs no state of its own.
    typealias Snapshot = Void

    /// One snapshot's items read for the diff: flat, top to bottom, with their hashes section by section.
    struct FlatItems {
        /// The items, top to bottom.
        var items: [Item] = []
        /// The items' hashes, section by section.
        var rows: RowCounts

        /// The items of `snapshot`.
        ///
        /// - Complexity: O(sections + items), one hash per item.
        init(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) {
            items.reserveCapacity(snapshot.numberOfItems)
            var hashesBySection: [[UInt64]] = []
            hashesBySection.reserveCapacity(snapshot.itemsBySection.count)
            for section in snapshot.itemsBySection {
                var hashes: [UInt64] = []
                hashes.reserveCapacity(section.count)
                for item in section {
                    items.append(item)
                    hashes.append(UInt64(bitPattern: Int64(item.hashValue)))
                }
                hashesBySection.append(hashes)
            }
            rows = RowCounts(hashesBySection: hashesBySection)
        }
    }

    /// The snapshot shown.
    let old: NSDiffableDataSourceSnapshot<Section, Item>
    /// The snapshot applied.
    let new: NSDiffableDataSourceSnapshot<Section, Item>
    /// The old items, top to bottom.
    let oldItems: [Item]
    /// The new items, top to bottom.
    let newItems: [Item]
    /// The old items' hashes, section by section.
    let oldRows: RowCounts
    /// The new items' hashes, section by section.
    let newRows: RowCounts
    /// For each new item (flat index), whether `new` marks it for reload or reconfigure.
    let newMarked: [Bool]

    /// The input for a diff from `old` to `new`.
    ///
    /// - Complexity: O(sections + items), one hash per item, plus O(1) hashing per marked item.
    init(old: NSDiffableDataSourceSnapshot<Section, Item>, new: NSDiffableDataSourceSnapshot<Section, Item>) {
        self.init(old: old, oldFlat: FlatItems(old), new: new, newFlat: FlatItems(new))
    }

    /// The input for a diff from `old` to `new`, whose items are read already.
    ///
    /// - Complexity: O(new items), plus O(1) hashing per marked item.
    init(
        old: NSDiffableDataSourceSnapshot<Section, Item>, oldFlat: FlatItems,
        new: NSDiffableDataSourceSnapshot<Section, Item>, newFlat: FlatItems
    ) {
        self.old = old
        self.new = new
        oldItems = oldFlat.items
        newItems = newFlat.items
        oldRows = oldFlat.rows
        newRows = newFlat.rows
        var marked = [Bool](repeating: false, count: newFlat.items.count)
        for item in new.reloadedItems.identifiers + new.reconfiguredItems.identifiers {
            guard let location = new.locations[item], let section = new.sectionIndexes[location.section] else {
                continue
            }
            marked[newFlat.rows.start(ofSection: section) + location.index] = true
        }
        newMarked = marked
    }

    func oldSectionHash(_ section: Int) -> Int { old.sections[section].hashValue }

    func newSectionHash(_ section: Int) -> Int { new.sections[section].hashValue }

    func oldSectionsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool {
        old.sections[first] == old.sections[second]
    }

    func sectionsHaveSameIdentity(old oldSection: Int, new newSection: Int) -> Bool {
        old.sections[oldSection] == new.sections[newSection]
    }

    func sectionNeedsReload(old oldSection: Int, new newSection: Int) -> Bool {
        new.reloadedSections.contains(new.sections[newSection])
    }

    func oldRowsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool {
        oldItems[first] == oldItems[second]
    }

    func compareRows(old oldRow: Int, new newRow: Int) -> RowDifference? {
        guard oldItems[oldRow] == newItems[newRow] else { return nil }
        return newMarked[newRow] ? .content : []
    }

    var newSnapshot: Void { () }

    func intermediateSnapshot(keepingOldRows rows: [Move<RowPath>], keepingOldSupplementariesOf sections: [Move<Int>]) {
    }
}
#endif
