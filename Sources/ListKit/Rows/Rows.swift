/// The rows of a collection of models, one `Row<Cell>` each, written as one statement of a ``RowsBuilder``: the way to
/// write a long list of one cell type.
///
/// `Rows<Cell>(models)` gives the rows that `for model in models { Row<Cell>(model) }` gives — the same identities,
/// the same content equality, in the same order — without making each row on its way: the models' array becomes the
/// run's storage as it is (`RowRun`; a Swift array is shared, not copied), and each model's identity is hashed once,
/// here, where its type is known.
///
/// ```swift
/// Section("Users") {
///     Rows<UserCell>(users).onSelect { user in open(user) }
/// }
/// ```
///
/// The identity and the equality follow from the models' conformances, as ``Row``'s initializers choose them, or from
/// `id:`. The modifiers (``RowModifiers``) give every row the same behaviour, each handler called with its own row's
/// model; rows whose behaviour differs from row to row are written as a loop of `Row`s.
///
/// - Complexity: O(n) for n models, to hash their identities.
public struct Rows<Cell: ConfigurableCell>: RowModifiers where Cell.Model: Sendable {
    /// The models, top to bottom.
    public let models: [Cell.Model]

    /// Each row's ``AnyRow/keyHash``: its cell type and the hash of its id.
    @usableFromInline let keyHashes: [Int]

    /// The ids, one a row, when the rows were given them (`id:`); empty when they follow from the models.
    @usableFromInline let ids: [any Hashable & Sendable]

    /// The rule of every row for identity and content.
    @usableFromInline let rule: ModelRule<Cell.Model>

    /// What every row does besides showing its model (``RowModifiers``). Each handler is called with the model of its
    /// own row.
    public var behaviour: RowBehaviour<Cell.Model>

    /// Makes the rows of `models`, `id` giving each one's id, kept when the rule does not derive it.
    @inlinable
    init<ID: Hashable & Sendable>(
        _ models: some Sequence<Cell.Model>,
        id: (Cell.Model) -> ID,
        rule: ModelRule<Cell.Model>,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        let models = Array(models)
        self.models = models
        keyHashes = models.map { AnyRowBox.keyHash(cellType: Cell.self, idHash: id($0).hashValue) }
        ids = rule.deriveID == nil ? models.map { id($0) as any Hashable & Sendable } : []
        self.rule = rule
        behaviour = RowBehaviour(onSelect: onSelect)
    }

    /// The rows as a ``RowsBuilder`` joins them: one run for all of them.
    ///
    /// - Complexity: O(1): the models, their hashes and the behaviour are kept, not copied.
    @inlinable
    var piece: RowPiece {
        guard !models.isEmpty else { return .rows([]) }
        let run = RowRun<Cell, Cell.Model>.run(
            models: models, ids: ids, rule: rule, behaviours: BehaviourStorage(behaviour).map { [$0] } ?? [])
        return .run(run, keyHashes: keyHashes)
    }
}

extension Rows {
    /// Rows whose identities are given by `id`; the models are not compared, so every row is reconfigured on every
    /// apply.
    ///
    /// - Parameters:
    ///   - models: The models, top to bottom.
    ///   - id: A model's identity, unique among the rows of `Cell` in one snapshot (a key path will do: `\.key`).
    ///   - onSelect: Called with a row's model when the row is selected.
    @inlinable
    public init(
        _ models: some Sequence<Cell.Model>,
        id: (Cell.Model) -> some Hashable & Sendable,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) {
        self.init(models, id: id, rule: .givenID, onSelect: onSelect)
    }
}

extension Rows where Cell.Model: Equatable {
    /// Rows whose identities are given by `id` and whose contents are compared with `==`.
    ///
    /// - Parameters:
    ///   - models: The models, top to bottom.
    ///   - id: A model's identity, unique among the rows of `Cell` in one snapshot (a key path will do: `\.key`).
    ///   - onSelect: Called with a row's model when the row is selected.
    @inlinable
    public init(
        _ models: some Sequence<Cell.Model>,
        id: (Cell.Model) -> some Hashable & Sendable,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) {
        self.init(models, id: id, rule: .givenIDCompared, onSelect: onSelect)
    }
}

extension Rows where Cell.Model: Hashable {
    /// Rows identified by their models, as `Row<Cell>(model)` of a `Hashable` model.
    ///
    /// - Parameters:
    ///   - models: The models, top to bottom; each is its row's identity.
    ///   - onSelect: Called with a row's model when the row is selected.
    @inlinable
    public init(_ models: some Sequence<Cell.Model>, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(models, id: { $0 }, rule: .modelIsID, onSelect: onSelect)
    }
}

extension Rows where Cell.Model: Identifiable, Cell.Model.ID: Sendable {
    /// Rows identified by their models' `id`s, not compared, as `Row<Cell>(model)` of an `Identifiable` model.
    ///
    /// - Parameters:
    ///   - models: The models, top to bottom; each one's `id` is its row's identity.
    ///   - onSelect: Called with a row's model when the row is selected.
    @inlinable
    public init(_ models: some Sequence<Cell.Model>, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(models, id: { $0.id }, rule: .modelID, onSelect: onSelect)
    }
}

extension Rows where Cell.Model: Identifiable & Equatable, Cell.Model.ID: Sendable {
    /// Rows identified by their models' `id`s and compared with `==`, as `Row<Cell>(model)` of an
    /// `Identifiable & Equatable` model.
    ///
    /// - Parameters:
    ///   - models: The models, top to bottom; each one's `id` is its row's identity.
    ///   - onSelect: Called with a row's model when the row is selected.
    @inlinable
    public init(_ models: some Sequence<Cell.Model>, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(models, id: { $0.id }, rule: .modelIDCompared, onSelect: onSelect)
    }
}

extension Rows where Cell.Model: Identifiable & Hashable, Cell.Model.ID: Sendable {
    /// Rows identified by their models' `id`s and compared with `==`, as `Row<Cell>(model)` of an
    /// `Identifiable & Hashable` model (`Identifiable` wins for identity).
    ///
    /// - Parameters:
    ///   - models: The models, top to bottom; each one's `id` is its row's identity.
    ///   - onSelect: Called with a row's model when the row is selected.
    @inlinable
    public init(_ models: some Sequence<Cell.Model>, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil) {
        self.init(models, id: { $0.id }, rule: .modelIDCompared, onSelect: onSelect)
    }
}
