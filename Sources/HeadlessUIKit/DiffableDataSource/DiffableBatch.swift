#if !canImport(UIKit)
import Foundation

/// The changes one apply makes to a table or collection view: one batch update that UIKit accepts (deletes and
/// reloads at index paths before it, inserts after it, moves from before to after), then reconfigures at index paths
/// after it, in a batch of their own (UIKIT.md: a reconfigure of a row the structural batch shifts is refused).
struct DiffableBatch: Sendable {
    /// A move from an index before the batch to one after it.
    struct Move<Index: Sendable>: Sendable {
        /// Where it was before the batch.
        var from: Index
        /// Where it is after the batch.
        var to: Index
    }

    /// Sections deleted (indices before the batch).
    var deletedSections = IndexSet()
    /// Sections inserted (indices after the batch).
    var insertedSections = IndexSet()
    /// Sections reloaded (indices before the batch).
    var reloadedSections = IndexSet()
    /// Sections moved.
    var movedSections: [Move<Int>] = []
    /// Items deleted (index paths before the batch).
    var deletedItems: [IndexPath] = []
    /// Items inserted (index paths after the batch).
    var insertedItems: [IndexPath] = []
    /// Items reloaded: new cells (index paths before the batch).
    var reloadedItems: [IndexPath] = []
    /// Items moved.
    var movedItems: [Move<IndexPath>] = []
    /// Items reconfigured after the batch (index paths after it).
    var reconfiguredItems: [IndexPath] = []

    /// Whether the structural batch changes nothing.
    var isStructurallyEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

extension DiffableBatch {
    /// The batch that turns what `old` shows into what `new` shows: sections and items matched by identifier, the
    /// items `new` marks for reload or reconfigure changed.
    ///
    /// This is the one place a diffable data source computes its changes. It is the interim "simplest correct"
    /// batch, to be replaced by the project's one diff (`ListDiffing`) when it lands: a section or item keeps its
    /// place when its old index is larger than that of the last one kept (a greedy increasing run, not the longest),
    /// and every other one that stays moves. UIKit's conflicts are avoided as follows: a reloaded section is replaced
    /// whole (reloaded in place, or deleted and inserted when it moves), so no item moves into or out of it; an item
    /// whose old or new section is deleted, inserted or replaced is deleted and inserted instead of moved; an item
    /// marked for reload that moves is deleted and inserted.
    ///
    /// - Complexity: O(sections + items of both snapshots), expected, in hashing.
    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        // Sections: which stay, which of those keep their place, which are replaced.
        var liveOldSections = Set<Int>()
        var keptSectionCount = -1
        for (newIndex, identifier) in new.sections.enumerated() {
            guard let oldIndex = old.sectionIndexes[identifier] else {
                insertedSections.insert(newIndex)
                continue
            }
            let inPlace = oldIndex > keptSectionCount
            if inPlace { keptSectionCount = oldIndex }
            if new.reloadedSections.contains(identifier) {
                if inPlace {
                    reloadedSections.insert(oldIndex)
                } else {
                    deletedSections.insert(oldIndex)
                    insertedSections.insert(newIndex)
                }
                continue
            }
            liveOldSections.insert(oldIndex)
            if !inPlace { movedSections.append(Move(from: oldIndex, to: newIndex)) }
        }
        for (oldIndex, identifier) in old.sections.enumerated() where new.sectionIndexes[identifier] == nil {
            deletedSections.insert(oldIndex)
        }
        // Items of the sections that stay.
        func liveOldPath(of item: Item) -> IndexPath? {
            guard let path = old.indexPath(of: item), liveOldSections.contains(path.section) else { return nil }
            return path
        }
        for (newSection, identifier) in new.sections.enumerated() {
            guard let oldSection = old.sectionIndexes[identifier], liveOldSections.contains(oldSection) else {
                continue
            }
            var lastKept = -1
            for (newItem, item) in new.itemsBySection[newSection].enumerated() {
                let newPath = IndexPath(item: newItem, section: newSection)
                guard let oldPath = liveOldPath(of: item) else {
                    insertedItems.append(newPath)
                    continue
                }
                let inPlace = oldPath.section == oldSection && oldPath.item > lastKept
                if inPlace { lastKept = oldPath.item }
                let reloaded = new.reloadedItems.contains(item)
                switch (inPlace, reloaded) {
                case (true, true): reloadedItems.append(oldPath)
                case (true, false): break
                case (false, true):
                    deletedItems.append(oldPath)
                    insertedItems.append(newPath)
                case (false, false): movedItems.append(Move(from: oldPath, to: newPath))
                }
                if !reloaded, new.reconfiguredItems.contains(item) { reconfiguredItems.append(newPath) }
            }
        }
        // Items that leave the sections that stay.
        func staysInLiveSection(_ item: Item) -> Bool {
            guard let section = new.locations[item]?.section, let oldIndex = old.sectionIndexes[section] else {
                return false
            }
            return liveOldSections.contains(oldIndex)
        }
        for oldSection in liveOldSections.sorted() {
            for (oldItem, item) in old.itemsBySection[oldSection].enumerated() where !staysInLiveSection(item) {
                deletedItems.append(IndexPath(item: oldItem, section: oldSection))
            }
        }
    }
}
#endif
