#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Appends empty sections.
    ///
    /// Identifiers repeated in `identifiers` raise UIKit's "Fatal: supplied section identifiers are not unique." and
    /// are added once; a section already in the snapshot raises UIKit's "Diffable data source detected an attempt to
    /// insert or append … section identifier that already exists in the snapshot." and is left where it is.
    ///
    /// - Complexity: O(identifiers).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(newSections(identifiers), at: sections.count)
    }

    /// Inserts empty sections just before a section of the snapshot (one that is not there raises a message).
    ///
    /// - Complexity: O(sections).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = anchorSection(toIdentifier, method: "insertSections(_:beforeSection:)") else { return }
        insertSections(newSections(identifiers), at: index)
    }

    /// Inserts empty sections just after a section of the snapshot (one that is not there raises a message).
    ///
    /// - Complexity: O(sections).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = anchorSection(toIdentifier, method: "insertSections(_:afterSection:)") else { return }
        insertSections(newSections(identifiers), at: index + 1)
    }

    /// Deletes the sections and their items; sections that are not in the snapshot are ignored.
    ///
    /// - Complexity: O(sections + items of the deleted sections).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let deleted = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !deleted.isEmpty else { return }
        for identifier in deleted {
            guard let index = sectionIndexes.removeValue(forKey: identifier) else { continue }
            for item in itemsBySection[index] { locations.removeValue(forKey: item) }
        }
        var kept: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (index, identifier) in sections.enumerated() where !deleted.contains(identifier) {
            kept.append(identifier)
            keptItems.append(itemsBySection[index])
        }
        sections = kept
        itemsBySection = keptItems
        reindexSections(from: 0)
    }

    /// Moves the section (with its items) to just before another section. Either one missing raises a message.
    ///
    /// - Complexity: O(sections).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false, method: "moveSection(_:beforeSection:)")
    }

    /// Moves the section (with its items) to just after another section. Either one missing raises a message.
    ///
    /// - Complexity: O(sections).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true, method: "moveSection(_:afterSection:)")
    }

    /// Marks the sections for reload: the next apply replaces them and all their cells. A section that is not in the
    /// snapshot raises UIKit's message and is not marked.
    ///
    /// - Complexity: O(identifiers).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections.insert(
            identifiers.filter { identifier in
                guard sectionIndexes[identifier] == nil else { return true }
                // UIKit's words, quoted in CovidTrackerFr/vitemadose-ios#69 (a section reload).
                DiffableFailure.raise(
                    "Section identifier was not found. You can verify the section exists by calling the "
                        + "indexOfSectionIdentifier API (which has O(1) performance)")
                return false
            })
    }

    /// The identifiers that may be added: repeats and sections already there raise UIKit's messages and are left
    /// out.
    private func newSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        let unique = DiffableFailure.unique(identifiers, kind: "section")
        let existing = unique.filter { sectionIndexes[$0] != nil }
        if !existing.isEmpty {
            let one = existing.count == 1
            DiffableFailure.raise(
                "Diffable data source detected an attempt to insert or append \(existing.count) section "
                    + (one ? "identifier that already exists" : "identifiers that already exist")
                    + " in the snapshot. Identifiers in a snapshot must be unique. Section "
                    + (one ? "identifier that already exists: " : "identifiers that already exist: ")
                    + existing.map { String(describing: $0) }.joined(separator: ", "))
        }
        return unique.filter { sectionIndexes[$0] == nil }
    }

    /// The index of a section named as the place of an insert or move; raises a message when it is not there.
    private func anchorSection(_ identifier: SectionIdentifierType, method: String) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            DiffableFailure.raise(
                "HeadlessUIKit: \(method) was given the section identifier \(identifier), which is not in the "
                    + "snapshot; nothing changed")
            return nil
        }
        return index
    }

    /// Inserts new, empty sections at the index.
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    /// Moves one section next to another.
    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, method: String
    ) {
        guard let from = sectionIndexes[identifier], sectionIndexes[anchor] != nil else {
            let missing = sectionIndexes[identifier] == nil ? identifier : anchor
            DiffableFailure.raise(
                "HeadlessUIKit: \(method) was given the section identifier \(missing), which is not in the "
                    + "snapshot; nothing moved")
            return
        }
        guard identifier != anchor else { return }
        sections.remove(at: from)
        let items = itemsBySection.remove(at: from)
        reindexSections(from: from)
        guard let anchorIndex = sectionIndexes[anchor] else { return }
        let to = anchorIndex + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections(from: min(from, to))
    }

    /// Records the indexes of the sections from `start` on.
    private mutating func reindexSections(from start: Int) {
        for index in start..<sections.count { sectionIndexes[sections[index]] = index }
    }
}
#endif
