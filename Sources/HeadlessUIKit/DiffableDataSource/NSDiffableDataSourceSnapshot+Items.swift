#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Appends the items to the section (by default the last one).
    ///
    /// With no section at all, raises UIKit's "There are currently no sections in the data source. Please add a
    /// section first."; with a section the snapshot does not have, UIKit's assertion; in both cases nothing is added.
    /// Identifiers repeated in `identifiers` raise UIKit's "Fatal: supplied item identifiers are not unique." and are
    /// added once. An item already in the snapshot is moved to its new place, as UIKit does (it logs that this costs
    /// more).
    ///
    /// - Complexity: O(identifiers), plus O(items after them in their sections) for those that move.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let target = sectionIdentifier ?? sections.last else {
            DiffableFailure.raise("There are currently no sections in the data source. Please add a section first.")
            return
        }
        guard let section = existingSection(target) else { return }
        let unique = DiffableFailure.unique(identifiers, kind: "item")
        removeItems(Set(unique.filter { locations[$0] != nil }))
        let start = itemsBySection[section].count
        itemsBySection[section].append(contentsOf: unique)
        reindex(section: section, from: start)
    }

    /// Inserts the items just before an item of the snapshot. An item that is not in the snapshot raises a message and
    /// nothing is inserted.
    ///
    /// - Complexity: O(identifiers + items after the place in its section).
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false, method: "insertItems(_:beforeItem:)")
    }

    /// Inserts the items just after an item of the snapshot. An item that is not in the snapshot raises a message and
    /// nothing is inserted.
    ///
    /// - Complexity: O(identifiers + items after the place in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true, method: "insertItems(_:afterItem:)")
    }

    /// Deletes the items; those that are not in the snapshot are ignored.
    ///
    /// - Complexity: O(identifiers + items of the sections they leave).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeItems(Set(identifiers.filter { locations[$0] != nil }))
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item to just before another item (in any section). Either one missing raises a message.
    ///
    /// - Complexity: O(items of the two sections).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false, method: "moveItem(_:beforeItem:)")
    }

    /// Moves the item to just after another item (in any section). Either one missing raises a message.
    ///
    /// - Complexity: O(items of the two sections).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true, method: "moveItem(_:afterItem:)")
    }

    /// Marks the items for reload: the next apply asks the cell provider for new cells for them (dequeued afresh).
    /// An item that is not in the snapshot raises UIKit's "Attempted to reload item identifier that does not exist in
    /// the snapshot: …" and is not marked.
    ///
    /// - Complexity: O(identifiers).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.insert(existingItems(identifiers, verb: "reload"))
    }

    /// Marks the items for reconfigure: the next apply runs the cell provider again for the cells that show them,
    /// and dequeueing in it returns the same cell. An item that is not in the snapshot raises UIKit's "Attempted to
    /// reconfigure item identifier that does not exist in the snapshot: …" and is not marked.
    ///
    /// - Complexity: O(identifiers).
    @available(iOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems.insert(existingItems(identifiers, verb: "reconfigure"))
    }

    /// The identifiers that are in the snapshot; each other one raises UIKit's message for the verb.
    private func existingItems(_ identifiers: [ItemIdentifierType], verb: String) -> [ItemIdentifierType] {
        identifiers.filter { identifier in
            guard locations[identifier] == nil else { return true }
            DiffableFailure.raise(
                "Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)")
            return false
        }
    }

    /// Inserts items next to an anchor item, moving those already in the snapshot.
    private mutating func insert(
        _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, method: String
    ) {
        guard locations[anchor] != nil else {
            DiffableFailure.raise(
                "HeadlessUIKit: \(method) was given the item identifier \(anchor), which is not in the snapshot; "
                    + "nothing was inserted")
            return
        }
        let unique = DiffableFailure.unique(identifiers, kind: "item")
        guard !unique.contains(anchor) else {
            DiffableFailure.raise(
                "HeadlessUIKit: \(method) was asked to insert the item identifier \(anchor) next to itself; "
                    + "nothing was inserted")
            return
        }
        removeItems(Set(unique.filter { locations[$0] != nil }))
        guard let location = locations[anchor], let section = sectionIndexes[location.section] else { return }
        let position = location.index + (after ? 1 : 0)
        itemsBySection[section].insert(contentsOf: unique, at: position)
        reindex(section: section, from: position)
    }

    /// Moves one item next to another.
    private mutating func move(
        _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, method: String
    ) {
        guard locations[identifier] != nil, locations[anchor] != nil else {
            let missing = locations[identifier] == nil ? identifier : anchor
            DiffableFailure.raise(
                "HeadlessUIKit: \(method) was given the item identifier \(missing), which is not in the snapshot; "
                    + "nothing moved")
            return
        }
        guard identifier != anchor else { return }
        removeItems([identifier])
        guard let location = locations[anchor], let section = sectionIndexes[location.section] else { return }
        let position = location.index + (after ? 1 : 0)
        itemsBySection[section].insert(identifier, at: position)
        reindex(section: section, from: position)
    }

    /// Removes items that are all in the snapshot.
    ///
    /// - Complexity: O(items of the sections they leave).
    mutating func removeItems(_ removed: Set<ItemIdentifierType>) {
        guard !removed.isEmpty else { return }
        var firstRemoved: [Int: Int] = [:]
        for identifier in removed {
            guard let location = locations.removeValue(forKey: identifier),
                let section = sectionIndexes[location.section]
            else { continue }
            firstRemoved[section] = min(firstRemoved[section] ?? location.index, location.index)
        }
        for (section, start) in firstRemoved {
            itemsBySection[section].removeAll { removed.contains($0) }
            reindex(section: section, from: start)
        }
    }

    /// Records the locations of the section's items from `start` on.
    mutating func reindex(section: Int, from start: Int) {
        let identifier = sections[section]
        let items = itemsBySection[section]
        for index in start..<items.count {
            locations[items[index]] = Location(section: identifier, index: index)
        }
    }
}
#endif
