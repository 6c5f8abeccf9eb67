import ListKit

extension ConfigurationRow {
    /// Returns a copy with `children`: the rows shown under this one, indented, while it is expanded, as
    /// `Row.children(_:)` gives them to a row of a cell subclass (see the Outlines article).
    ///
    /// In a collection view list, the cell of a configuration row with children shows an outline disclosure after
    /// the row's own accessories, kept whenever a change of the cell's state shows them anew.
    ///
    /// ```swift
    /// ConfigurationRow(folder) { folder, _ in
    ///     var content = UIListContentConfiguration.sidebarCell()
    ///     content.text = folder.name
    ///     return content
    /// }
    /// .children { for file in folder.files { Row<FileCell>(file) } }
    /// ```
    ///
    /// - Parameter children: The rows under this one, top to bottom; an empty array is no children (a leaf).
    /// - Returns: The copy with the children.
    /// - Complexity: O(1).
    public consuming func children(_ children: [AnyRow]) -> Self {
        var copy = self
        copy.row = copy.row.children(children)
        return copy
    }

    /// Returns a copy whose children are listed in a builder: rows, `for` loops, `if`s.
    ///
    /// - Parameter children: The rows under this one, top to bottom.
    /// - Returns: The copy with the children.
    /// - Complexity: O(1), plus the builder's own work.
    public consuming func children(@RowsBuilder _ children: () -> [AnyRow]) -> Self {
        self.children(children())
    }
}
