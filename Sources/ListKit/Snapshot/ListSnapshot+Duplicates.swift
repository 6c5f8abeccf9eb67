extension ListSnapshot {
    /// The row ids that more than one visible row of the same cell type carries, each once, in the order of their
    /// first appearance.
    ///
    /// Duplicates do not stop anything (Apple's diffable data source stops the app): every occurrence is shown as a
    /// distinct row, and the diff pairs the k-th occurrence in the old snapshot with the k-th in the new one, so the
    /// result is deterministic. This property is how a view model or a test finds out.
    ///
    /// - Complexity: O(n) expected hash operations, where n is the number of visible rows.
    public var duplicateIdentifiers: [AnyHashable] {
        var seen = Set<RowKey>()
        var reported = Set<RowKey>()
        var duplicates: [AnyHashable] = []
        for section in sections {
            for row in section.rows {
                let key = RowKey(row)
                if !seen.insert(key).inserted, reported.insert(key).inserted {
                    duplicates.append(row.id)
                }
            }
        }
        return duplicates
    }

    /// The section ids that more than one visible section carries, each once, in the order of their first appearance.
    ///
    /// Duplicate sections are kept and paired by occurrence, as rows are.
    ///
    /// - Complexity: O(number of sections) expected hash operations.
    public var duplicateSectionIdentifiers: [AnyHashable] {
        var seen = Set<StableKey>()
        var reported = Set<StableKey>()
        var duplicates: [AnyHashable] = []
        for section in sections where !seen.insert(section.key).inserted && reported.insert(section.key).inserted {
            duplicates.append(section.id)
        }
        return duplicates
    }
}

/// What to do with rows that share an identity in one snapshot.
///
/// Apple's diffable data source stops the app (`Fatal: supplied item identifiers are not unique.`), RxDataSources
/// traps in debug builds and IGListKit drops the later ones with a log. ListKit keeps them by default — each is a
/// distinct row, paired by occurrence — and lets the app choose otherwise.
public enum DuplicatePolicy: Sendable, Hashable {
    /// Keep every occurrence as a distinct row (the default). ``ListSnapshot/duplicateIdentifiers`` reports them.
    case keep
    /// Keep the first occurrence of each identity and leave the later ones out.
    case dropLaterOccurrences
    /// Stop with a message naming the duplicates in debug builds (`assertionFailure`); keep them in release builds.
    case stopInDebugBuilds
}

extension ListSnapshot {
    /// The snapshot without the rows whose identity (cell type and id) an earlier visible row already has.
    ///
    /// Sections left empty are hidden as any empty section is. Hidden sections are kept as they are.
    ///
    /// - Complexity: O(n) expected hash operations, where n is the number of visible rows.
    public func removingDuplicateRows() -> ListSnapshot {
        var seen = Set<RowKey>()
        var sections = allSections
        for index in sections.indices where !hidesEmptySections || !sections[index].rows.isEmpty {
            sections[index].rows.removeAll { !seen.insert(RowKey($0)).inserted }
        }
        return ListSnapshot(sections: sections, hidesEmptySections: hidesEmptySections)
    }

    /// The snapshot as `policy` wants it: itself, without later duplicates, or itself after stopping in a debug
    /// build when it has duplicates.
    ///
    /// - Complexity: O(1) for ``DuplicatePolicy/keep``; otherwise O(n) expected hash operations.
    package func applying(_ policy: DuplicatePolicy) -> ListSnapshot {
        switch policy {
        case .keep:
            return self
        case .dropLaterOccurrences:
            return removingDuplicateRows()
        case .stopInDebugBuilds:
            let duplicates = duplicateIdentifiers
            assert(
                duplicates.isEmpty,
                "Snapshot has rows with the same identity (cell type and id): \(duplicates.map(\.base))"
            )
            return self
        }
    }
}
