extension AnyRow {
    /// Wraps a typed row whose cells `configure` fills in, in place of the cell type's own `configure(with:)`: for a
    /// row that carries how it is shown (ListKitUIKit's `ConfigurationRow`, whose closures belong to the row, not to
    /// its cell type). Identity, content equality and behaviour are the row's, as ``init(_:)`` keeps them: `configure`
    /// is never compared, and the newest row's is used.
    ///
    /// - Complexity: O(1).
    package init<Cell: ConfigurableCell>(
        _ row: consuming Row<Cell>, configure: @escaping @MainActor @Sendable (Cell, Cell.Model) -> Void
    ) {
        keyHash = row.keyHash
        box = RowRun<Cell, Cell.Model>(
            models: [row.model], ids: row.rule.deriveID != nil ? [] : [row.identity], rule: row.rule,
            behaviours: row.behaviourStorage.map { [$0] } ?? [], reuseIdentifier: { Cell.reuseIdentifier },
            configure: configure)
        position = 0
    }
}
