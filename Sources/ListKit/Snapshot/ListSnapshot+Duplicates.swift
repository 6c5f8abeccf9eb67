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
                let key = RowKey(row.box)
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
        var seen = Set<SendableHashable>()
        var reported = Set<SendableHashable>()
        var duplicates: [AnyHashable] = []
        for section in sections
        where !seen.insert(section.identity).inserted && reported.insert(section.identity).inserted {
            duplicates.append(section.id)
        }
        return duplicates
    }
}
