// The identity and the content equality of a row are chosen by the model's conformances, through overloads:
// the most specific one wins, so an `Identifiable & Hashable` model is identified by its `id` and compared with `==`.

extension Row {
    /// Creates a row whose identity is given explicitly; the model is not compared, so the row is reconfigured on
    /// every apply.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows.
    ///   - id: The row's identity, unique among the rows of `Cell` in one snapshot.
    ///   - onSelect: Called with the model when the row is selected.
    @inlinable
    public init(
        _ model: Cell.Model,
        id: some Hashable & Sendable,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) {
        self.init(
            model: model, id: id, rules: GivenIDRule<Cell.Model>.self,
            compare: GivenIDRule.compare, onSelect: onSelect)
    }
}

extension Row where Cell.Model: Equatable {
    /// Creates a row whose identity is given explicitly and whose content is compared with `==`.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows.
    ///   - id: The row's identity, unique among the rows of `Cell` in one snapshot.
    ///   - onSelect: Called with the model when the row is selected.
    @inlinable
    public init(
        _ model: Cell.Model,
        id: some Hashable & Sendable,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) {
        self.init(
            model: model, id: id, rules: GivenIDComparedRule<Cell.Model>.self,
            compare: GivenIDComparedRule.compare,
            onSelect: onSelect)
    }
}

extension Row where Cell.Model: Hashable {
    /// Creates a row identified by its model: a changed model is a different row (a delete and an insert).
    ///
    /// - Parameters:
    ///   - model: The model the cell shows and the row's identity.
    ///   - onSelect: Called with the model when the row is selected.
    @inlinable
    public init(_ model: Cell.Model, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(
            model: model, id: model, rules: ModelIsIDRule<Cell.Model>.self,
            compare: ModelIsIDRule.compare, onSelect: onSelect)
    }
}

extension Row where Cell.Model: Identifiable, Cell.Model.ID: Sendable {
    /// Creates a row identified by the model's `id`; the model is not compared, so the row is reconfigured on
    /// every apply.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows; its `id` is the row's identity.
    ///   - onSelect: Called with the model when the row is selected.
    @inlinable
    public init(_ model: Cell.Model, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(
            model: model, id: model.id, rules: ModelIDRule<Cell.Model>.self,
            compare: ModelIDRule.compare,
            onSelect: onSelect)
    }
}

extension Row where Cell.Model: Identifiable & Equatable, Cell.Model.ID: Sendable {
    /// Creates a row identified by the model's `id` whose content is compared with `==`: a changed model with the
    /// same `id` is the same row, reconfigured in place.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows; its `id` is the row's identity.
    ///   - onSelect: Called with the model when the row is selected.
    @inlinable
    public init(_ model: Cell.Model, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(
            model: model, id: model.id, rules: ModelIDComparedRule<Cell.Model>.self,
            compare: ModelIDComparedRule.compare,
            onSelect: onSelect)
    }
}

extension Row where Cell.Model: Identifiable & Hashable, Cell.Model.ID: Sendable {
    /// Creates a row identified by the model's `id` whose content is compared with `==`. (`Identifiable` wins over
    /// `Hashable` for identity, so editing a model reconfigures its row rather than replacing it.)
    ///
    /// - Parameters:
    ///   - model: The model the cell shows; its `id` is the row's identity.
    ///   - onSelect: Called with the model when the row is selected.
    @inlinable
    public init(_ model: Cell.Model, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(
            model: model, id: model.id, rules: ModelIDComparedRule<Cell.Model>.self,
            compare: ModelIDComparedRule.compare,
            onSelect: onSelect)
    }
}
