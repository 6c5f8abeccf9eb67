extension ListSnapshot {
    /// The snapshot as a list shows it when its rows have children: each section's rows followed by the children of
    /// the expanded ones, in pre-order, and the outline of each section that has children, by visible section index.
    ///
    /// A snapshot without children is returned as it is, with no outline.
    ///
    /// - Parameter isExpanded: Whether a row that has children is expanded.
    /// - Returns: The snapshot with each outline unfolded, and the outlines by visible section index.
    /// - Complexity: O(rows) to find the rows with children, plus O(n) for the n rows of each outline (see
    ///   ``OutlineTree/init(roots:isExpanded:)``).
    package func outlined(isExpanded: (AnyRow) -> Bool) -> (snapshot: ListSnapshot, outlines: [Int: OutlineTree]) {
        var outlines: [Int: OutlineTree] = [:]
        var sections = allSections
        var visibleIndex = 0
        for index in sections.indices {
            let rows = sections[index].rows
            guard !hidesEmptySections || !rows.isEmpty else { continue }
            defer { visibleIndex += 1 }
            guard OutlineTree.hasChildren(rows) else { continue }
            let tree = OutlineTree(roots: rows, isExpanded: isExpanded)
            sections[index].rows = tree.shownRows()
            outlines[visibleIndex] = tree
        }
        guard !outlines.isEmpty else { return (self, [:]) }
        return (ListSnapshot(sections: sections, hidesEmptySections: hidesEmptySections), outlines)
    }
}
