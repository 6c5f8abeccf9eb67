/// The rows of a collection of models, one `Row<Cell>` each, written as one statement of a ``RowsBuilder``.
///
/// `Rows<Cell>(models)` gives the rows that `for model in models { Row<Cell>(model) }` gives — the same identities,
/// the same content equality, in the same order — without making each row on its way: the models' array becomes the
/// run's storage as it is (a Swift array is shared, not copied; one bridged from Objective-C is copied once), and each
/// model's identity is hashed once, here, where its type is known. A loop keeps every row of 128 bytes in an array that the builder grows and then destroys, each copy
/// and destruction through `Row`'s generic value witnesses; this is for long lists whose rows have the same behaviour,
/// the common case of a screen that shows an array from an API.
///
/// ```swift
/// Section("Users") {
///     Rows<UserCell>(users).onSelect { user in open(user) }
/// }
/// ```
///
/// The identity and the equality follow from the models' conformances, as ``Row``'s initializers choose them, or from
/// `id:`. The modifiers of ``Row`` (``onSelect(_:)``, ``onDelete(_:)``, ``trailingActions(_:)``, `height(_:)` and the
/// others) give every row the same behaviour, each handler called with its own row's model; rows whose behaviour
/// differs from row to row are written as a loop of `Row`s.
///
/// - Complexity: O(n) for n models, to hash their identities.
public struct Rows<Cell: ConfigurableCell>: Sendable where Cell.Model: Sendable {
    /// The models, top to bottom.
    public let models: [Cell.Model]

    /// Each row's ``AnyRow/keyHash``: its cell type and the hash of its id.
    @usableFromInline let keyHashes: [Int]

    /// The ids, one a row, when the rows were given them (`id:`); empty when they follow from the models.
    @usableFromInline let ids: [any Hashable & Sendable]

    /// The rule of every row for identity and content (``ModelRules``).
    @usableFromInline let rules: any ModelRules.Type

    /// The comparison of every row, as ``Row``'s.
    @usableFromInline let compare: @Sendable (Cell.Model, Cell.Model, _ wanted: RowComparison) -> RowComparison

    /// Called on the main actor with a row's model when the user selects the row.
    public var onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?

    /// What every row does besides showing its model: deletion, reordering, swipe actions, prefetching, height
    /// (``Rows/onDelete(_:)`` and the other modifiers). Each handler is called with the model of its own row.
    @usableFromInline package var behaviour = RowBehaviour<Cell.Model>()

    /// Makes the rows from their parts, `keyHashes` holding each row's ``AnyRow/keyHash`` in order; the public
    /// initializers choose the identity and the equality.
    @inlinable
    init(
        models: [Cell.Model],
        keyHashes: [Int],
        ids: [any Hashable & Sendable],
        rules: any ModelRules.Type,
        compare: @escaping @Sendable (Cell.Model, Cell.Model, _ wanted: RowComparison) -> RowComparison,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        // An `AnyRow` keeps its place in 32 bits; no array on a 64-bit platform holds that many rows in practice.
        precondition(models.count <= Int(UInt32.max), "A run of rows holds at most \(UInt32.max) rows")
        self.models = models
        precondition(keyHashes.count == models.count, "Rows keep one hash a row")
        self.keyHashes = keyHashes
        self.ids = ids
        self.rules = rules
        self.compare = compare
        self.onSelect = onSelect
    }

    /// Makes the rows of models whose ids follow from them by `rules`, `id` giving each one's id.
    @inlinable
    init<ID: Hashable>(
        derivingFrom models: some Sequence<Cell.Model>,
        id: (Cell.Model) -> ID,
        rules: any ModelRules.Type,
        compare: @escaping @Sendable (Cell.Model, Cell.Model, _ wanted: RowComparison) -> RowComparison,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        let models = Array(models)
        self.init(
            models: models, keyHashes: models.map { AnyRowBox.keyHash(cellType: Cell.self, idHash: id($0).hashValue) },
            ids: [], rules: rules, compare: compare, onSelect: onSelect)
    }

    /// Makes the rows of models given their ids by `id`.
    @inlinable
    init<ID: Hashable & Sendable>(
        givingIDs models: some Sequence<Cell.Model>,
        id: (Cell.Model) -> ID,
        rules: any ModelRules.Type,
        compare: @escaping @Sendable (Cell.Model, Cell.Model, _ wanted: RowComparison) -> RowComparison,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        let models = Array(models)
        let ids = models.map(id)
        self.init(
            models: models, keyHashes: ids.map { AnyRowBox.keyHash(cellType: Cell.self, idHash: $0.hashValue) },
            ids: ids.map { $0 }, rules: rules, compare: compare, onSelect: onSelect)
    }

    /// Returns the rows with `handler` as the ``onSelect`` of each.
    ///
    /// ```swift
    /// Rows<UserCell>(users).onSelect { user in viewModel.open(user) }
    /// ```
    @inlinable
    public consuming func onSelect(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Rows<Cell> {
        onSelect = handler
        return self
    }

    /// The rows as a ``RowsBuilder`` joins them: one run for all of them.
    ///
    /// - Complexity: O(1): the models, their hashes and the behaviour are kept, not copied.
    @inlinable
    var piece: RowPiece {
        guard !models.isEmpty else { return .rows([]) }
        let run = RowRun<Cell>(
            models: models,
            ids: ids,
            rules: rules,
            compare: compare,
            compareAddresses: RowRun<Cell>.comparingAddresses(with: compare),
            onSelect: onSelect.map { .shared(SelectHandler(handler: $0)) } ?? .none,
            behaviours: sharedBehaviour)
        return .run(run, keyHashes: keyHashes)
    }
}

extension Rows {
    /// The behaviour of every row, as a run keeps it: one for all the rows, or none.
    ///
    /// - Complexity: O(1).
    @usableFromInline var sharedBehaviour: RunPart<BehaviourStorage<Cell.Model>?> {
        behaviour.isEmpty ? .none : .shared(BehaviourStorage(behaviour))
    }

    /// A copy of the rows with `change` made to the behaviour of every row.
    package func changingBehaviour(_ change: (inout RowBehaviour<Cell.Model>) -> Void) -> Rows<Cell> {
        var rows = self
        change(&rows.behaviour)
        return rows
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
        self.init(
            givingIDs: models, id: id, rules: GivenIDRule<Cell.Model>.self, compare: GivenIDRule.compare,
            onSelect: onSelect)
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
        self.init(
            givingIDs: models, id: id, rules: GivenIDComparedRule<Cell.Model>.self,
            compare: GivenIDComparedRule.compare, onSelect: onSelect)
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
        self.init(
            derivingFrom: models, id: { $0 }, rules: ModelIsIDRule<Cell.Model>.self, compare: ModelIsIDRule.compare,
            onSelect: onSelect)
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
        self.init(
            derivingFrom: models, id: { $0.id }, rules: ModelIDRule<Cell.Model>.self, compare: ModelIDRule.compare,
            onSelect: onSelect)
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
        self.init(
            derivingFrom: models, id: { $0.id }, rules: ModelIDComparedRule<Cell.Model>.self,
            compare: ModelIDComparedRule.compare, onSelect: onSelect)
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
        self.init(
            derivingFrom: models, id: { $0.id }, rules: ModelIDComparedRule<Cell.Model>.self,
            compare: ModelIDComparedRule.compare, onSelect: onSelect)
    }
}
