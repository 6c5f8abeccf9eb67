extension ListSnapshot {
    /// The titles of the table's section index: the ``Section/indexTitle`` of each visible section that has one, top
    /// to bottom; `nil` when no visible section has one (the table then shows no index).
    ///
    /// A hidden section (empty, with ``hidesEmptySections``) is not listed, so every title leads to a section that
    /// is on screen.
    ///
    /// - Complexity: O(s) for s visible sections.
    public var sectionIndexTitles: [String]? {
        let titles = sections.compactMap(\.indexTitle)
        return titles.isEmpty ? nil : titles
    }

    /// The visible section that the section index's title at `index` (in ``sectionIndexTitles``) leads to, or `nil`
    /// when there is no such title.
    ///
    /// - Complexity: O(s) for s visible sections.
    public func section(forSectionIndexTitleAt index: Int) -> Int? {
        guard index >= 0 else { return nil }
        var remaining = index
        for (section, candidate) in sections.enumerated() where candidate.indexTitle != nil {
            if remaining == 0 { return section }
            remaining -= 1
        }
        return nil
    }
}
