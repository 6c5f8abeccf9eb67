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
            models: [], single: row.model, ids: row.rule.deriveID != nil ? [] : [row.identity], rule: row.rule,
            behaviours: row.behaviourStorage.map { [$0] } ?? [], reuseIdentifier: { Cell.reuseIdentifier },
            configure: configure)
        position = 0
    }

    /// A row shown by a cell of class `Cell`, which `configure` fills in with `model`: for ListKit's own modules,
    /// whose rows name a cell that is not a `ConfigurableCell` (`GenericTableViewController`).
    ///
    /// - Parameters:
    ///   - id: The row's identity within its cell class.
    ///   - model: What the row shows.
    ///   - cellType: The class of the cell that shows the row.
    ///   - reuseIdentifier: The identifier the cell is registered and dequeued with.
    ///   - contentEquals: Whether two models of one identity show the same; `nil` when they never do (the row is
    ///     reconfigured on every apply that keeps it). Not `Sendable`: such rows must be diffed on the main actor
    ///     (an adapter whose `backgroundDiffThreshold` is `Int.max`).
    ///   - configure: Shows a model in a cell.
    ///   - onSelect: Called with the model when the user selects the row; `nil` for a row that cannot be selected.
    /// - Complexity: O(1), plus hashing `id`.
    package init<Cell: AnyObject, Model: Sendable>(
        id: some Hashable & Sendable,
        model: Model,
        cellType: Cell.Type,
        reuseIdentifier: String,
        contentEquals: ((Model, Model) -> Bool)?,
        configure: @escaping @MainActor @Sendable (Cell, Model) -> Void,
        onSelect: (@MainActor @Sendable (Model) -> Void)?
    ) {
        // Kept on the main actor by the module that makes such rows (see `contentEquals`).
        nonisolated(unsafe) let contentEquals = contentEquals
        let rule = ModelRule<Model>(tag: .max) { lhs, rhs, _ in
            contentEquals?(lhs.model(Model.self), rhs.model(Model.self)) == true ? .content : []
        }
        let box = RowRun<Cell, Model>(
            models: [], single: model, ids: [id], rule: rule, behaviours: onSelect.map { [.onSelect($0)] } ?? [],
            reuseIdentifier: { reuseIdentifier }, configure: configure)
        self.init(box: box, index: 0, keyHash: AnyRowBox.keyHash(cellType: Cell.self, idHash: id.hashValue))
        AnyRowBox.checkKeyHashes(of: CollectionOfOne(self))
    }
}
