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
    /// `oldItems` and `newItems` are the two snapshots' items read for the diff (``DiffableItems``): the data source
    /// keeps those of the snapshot it shows from one apply to the next, so each apply hashes only the items it is
    /// given.
    ///
    /// - Complexity: O(sections + items of both snapshots) expected, in hashing, plus O(k log k) for the fewest
    ///   moves among the k items that stay in their section (see ``StagedDiff/stages()``).
    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, _ oldItems: DiffableItems<Item>,
        to new: NSDiffableDataSourceSnapshot<Section, Item>, _ newItems: DiffableItems<Item>
    ) {
        self.init(DiffableDiffInput(old: old, oldItems, new: new, newItems))
    }

    /// The stages of the diff of `input`, the one diff of all identifier types (the input is not generic, so the
    /// staged diff is specialized for it once, here).
    ///
    /// - Complexity: that of ``StagedDiff/stages()``, plus O(changes).
    private init(_ input: DiffableDiffInput) {
        stages = StagedDiff(input).stages().map { update in
            var stage = Stage()
            stage.deletedSections = update.deletedSections
            stage.insertedSections = update.insertedSections
            stage.reloadedSections = update.reloadedSections
            stage.movedSections = update.movedSections
            stage.deletedItems = update.deletedRows.map(\.indexPath)
            stage.insertedItems = update.insertedRows.map(\.indexPath)
            stage.movedItems = update.movedRows.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) }
            for row in update.reconfiguredRows {
                if input.newMarks[input.newRows.start(ofSection: row.section) + row.row] == .reload {
                    stage.reloadedItems.append(row.indexPath)
                } else {
                    stage.reconfiguredItems.append(row.indexPath)
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

/// One snapshot's items read for a diff: flat, top to bottom, with their hashes section by section.
///
/// The data source is not specialized for the app's identifier types, so this reads each item once with plain loops
/// (no `joined()` or `map` through generic sequence code, which asks the runtime for type metadata at every element)
/// and hashes each item once.
struct DiffableItems<Item: Hashable & Sendable> {
    /// The items, top to bottom.
    var items: [Item] = []
    /// The items' hashes, section by section.
    var rows: RowCounts

    /// The items of `snapshot`.
    ///
    /// - Complexity: O(sections + items), one hash per item.
    init<Section>(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) {
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

/// Two diffable snapshots as the staged diff reads them: sections and items by identifier (hash and `==`), and the
/// items the new snapshot marks for reload or reconfigure as changed content.
///
/// Not generic: the identifier types stay behind the closures that compare identifiers (about one call per item that
/// stays), so that the diff itself runs specialized rather than through the protocols' witness tables.
struct DiffableDiffInput: RowComparingDiffInput {
    /// The data source reports the new snapshot from the first stage on (the cell provider reads the app's data,
    /// not the snapshot), so a stage needs no state of its own.
    typealias Snapshot = Void

    /// What the new snapshot marks an item for.
    enum Mark: UInt8 {
        /// Nothing.
        case none
        /// A reconfigure.
        case reconfigure
        /// A reload (also when it is marked for a reconfigure).
        case reload
    }

    /// The old items' hashes, section by section.
    let oldRows: RowCounts
    /// The new items' hashes, section by section.
    let newRows: RowCounts
    /// For each new item (flat index), what the new snapshot marks it for.
    let newMarks: [Mark]
    /// The old sections' hashes.
    let oldSectionHashes: [Int]
    /// The new sections' hashes.
    let newSectionHashes: [Int]
    /// For each new section, whether the new snapshot marks it for reload.
    let newSectionsReloaded: [Bool]
    /// Whether two old sections (indices) are the same identifier.
    let oldSectionsEqual: (Int, Int) -> Bool
    /// Whether an old section and a new one (indices) are the same identifier.
    let sectionsEqual: (Int, Int) -> Bool
    /// Whether two old items (flat indices) are the same identifier.
    let oldItemsEqual: (Int, Int) -> Bool
    /// Whether an old item and a new one (flat indices) are the same identifier.
    let itemsEqual: (Int, Int) -> Bool

    /// The input for a diff from `old` to `new`, whose items are read already.
    ///
    /// - Complexity: O(sections + new items), plus O(1) hashing per marked item.
    init<Section, Item>(
        old: NSDiffableDataSourceSnapshot<Section, Item>, _ oldItems: DiffableItems<Item>,
        new: NSDiffableDataSourceSnapshot<Section, Item>, _ newItems: DiffableItems<Item>
    ) {
        oldRows = oldItems.rows
        newRows = newItems.rows
        var marks = [Mark](repeating: .none, count: newItems.items.count)
        for (identifiers, mark) in [
            (new.reconfiguredItems.identifiers, Mark.reconfigure), (new.reloadedItems.identifiers, .reload),
        ] {
            for item in identifiers {
                guard let location = new.locations[item], let section = new.sectionIndexes[location.section] else {
                    continue
                }
                marks[newItems.rows.start(ofSection: section) + location.index] = mark
            }
        }
        newMarks = marks
        let oldSections = old.sections
        let newSections = new.sections
        oldSectionHashes = oldSections.map(\.hashValue)
        newSectionHashes = newSections.map(\.hashValue)
        newSectionsReloaded = newSections.map { new.reloadedSections.contains($0) }
        oldSectionsEqual = { oldSections[$0] == oldSections[$1] }
        sectionsEqual = { oldSections[$0] == newSections[$1] }
        let old = oldItems.items
        let new = newItems.items
        oldItemsEqual = { old[$0] == old[$1] }
        itemsEqual = { old[$0] == new[$1] }
    }

    func oldSectionHash(_ section: Int) -> Int { oldSectionHashes[section] }

    func newSectionHash(_ section: Int) -> Int { newSectionHashes[section] }

    func oldSectionsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool { oldSectionsEqual(first, second) }

    func sectionsHaveSameIdentity(old oldSection: Int, new newSection: Int) -> Bool {
        sectionsEqual(oldSection, newSection)
    }

    func sectionNeedsReload(old oldSection: Int, new newSection: Int) -> Bool { newSectionsReloaded[newSection] }

    func oldRowsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool { oldItemsEqual(first, second) }

    func compareRows(old oldRow: Int, new newRow: Int) -> RowDifference? {
        guard itemsEqual(oldRow, newRow) else { return nil }
        return newMarks[newRow] == .none ? [] : .content
    }

    var newSnapshot: Void { () }

    func intermediateSnapshot(
        keepingOldRows rows: [Move<RowPath>], keepingOldSupplementariesOf sections: [Move<Int>]
    ) -> () -> Void {
        {}
    }
}
#endif
