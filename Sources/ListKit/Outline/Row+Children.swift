extension Row {
    /// Returns a copy with `children`: the rows shown under this one, indented, while it is expanded.
    ///
    /// A row with children is a node of an outline (a folder, a settings group, a sidebar item). The children are any
    /// rows, of any cell types, and may have children of their own. Which rows are expanded is kept by the adapter by
    /// row identity (`expand(_:)`, `collapse(_:)`, `toggle(_:)`, a tap on the row or its outline disclosure), so it
    /// outlives the snapshot: a new snapshot shows the children of the rows that are expanded.
    ///
    /// ```swift
    /// Row<FolderCell>(folder).children(folder.files.map { AnyRow(Row<FileCell>($0)) })
    /// ```
    ///
    /// An empty array is no children: the row is a leaf, and expanding it does nothing.
    ///
    /// - Parameter children: The rows under this one, top to bottom.
    /// - Returns: The copy with the children.
    /// - Complexity: O(1).
    public consuming func children(_ children: [AnyRow]) -> Self {
        changingBehaviour { $0.children = children.isEmpty ? nil : children }
    }

    /// Returns a copy whose children are listed in a builder: `Row` values, `AnyRow`s, `for` loops, `if`s.
    ///
    /// ```swift
    /// Row<FolderCell>(folder).children {
    ///     for subfolder in folder.subfolders { Row<FolderCell>(subfolder).children { … } }
    ///     for file in folder.files { Row<FileCell>(file) }
    /// }
    /// ```
    ///
    /// - Parameter children: The rows under this one, top to bottom.
    /// - Returns: The copy with the children.
    /// - Complexity: O(1), plus the builder's own work.
    public consuming func children(@RowsBuilder _ children: () -> [AnyRow]) -> Self {
        self.children(children())
    }
}

extension AnyRow {
    /// The rows under this one in an outline (`Row.children(_:)`), or `nil` for a row without children.
    ///
    /// - Complexity: O(1) for a row without behaviour; otherwise it binds the row's handlers (``behaviour``).
    public var children: [AnyRow]? {
        behaviour?.children
    }
}

extension AnyRow {
    /// The row's identity within its cell type, as a sendable value (what ``ExpansionState`` keeps).
    package var sendableID: any Hashable & Sendable {
        box.id(at: index)
    }
}
