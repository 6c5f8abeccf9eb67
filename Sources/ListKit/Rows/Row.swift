/// One row of a list: a model and the cell type that shows it.
///
/// A row is a value. It names the cell type in its generic parameter, so the adapter registers, dequeues and
/// configures that cell without a cast, and it carries what the diff needs:
///
/// - an **identity**, which decides whether a row was inserted, deleted or moved: the model's `id` when the model is
///   `Identifiable`, the model itself when it is `Hashable`, or an explicit `id:` otherwise. Two rows are the same
///   row when they have the same cell type and ids of the same type that are `==` (an `Int8` id is never an `Int` one);
/// - a **content equality**, which decides whether a row that stayed must be reconfigured: `==` when the model is
///   `Equatable`; a row whose model is not `Equatable` is reconfigured on every apply;
/// - **behaviour** (``RowModifiers/onSelect(_:)`` and the other modifiers), which is never part of content equality
///   and is always taken from the newest row.
///
/// ```swift
/// Row<UserCell>(user)                     // User: Identifiable
/// Row<TitleCell>("Settings")              // String: Hashable
/// Row<LegacyCell>(record, id: record.key) // neither
/// ```
///
/// Several cell types may show the same model type: `Row<CompactUserCell>(user)` and `Row<UserCell>(user)` are
/// different rows. A long list of one cell type is written ``Rows``.
public struct Row<Cell: ConfigurableCell>: RowModifiers where Cell.Model: Sendable {
    // The stored properties of fixed size come first, so that code that does not know `Cell.Model` (the row is made
    // into an `AnyRow` in ListKit, unspecialized) reaches them at fixed offsets, without asking for the row's layout.

    /// The identity as its own type (a `UUID`, an `Int`): compared with that type's own `==`, never through
    /// `AnyHashable`, whose `==` equates `Int8(1)` and `1`.
    @usableFromInline let identity: any Hashable & Sendable

    /// The hash of (cell type, id) (``AnyRowBox/keyHash(cellType:idHash:)``), taken where the row is made and the id's
    /// type is known: the hash that ``AnyRow``, the diff and ``RowKey`` read, never taken again.
    @usableFromInline let keyHash: Int

    /// How identity and content follow from the model: the rule the initializer chose.
    @usableFromInline let rule: ModelRule<Cell.Model>

    /// The behaviour, or `nil` when it has none (most rows): ``behaviour`` reads and writes it.
    @usableFromInline var behaviourStorage: BehaviourStorage<Cell.Model>?

    /// The model the cell shows.
    public var model: Cell.Model

    /// The row's identity within its cell type.
    public var id: AnyHashable {
        AnyHashable(identity)
    }

    /// What the row does besides showing its model, as its modifiers set it (``RowModifiers``).
    ///
    /// A row without behaviour stores none; each change of it stores the behaviour anew.
    @inlinable
    public var behaviour: RowBehaviour<Cell.Model> {
        get { behaviourStorage?.behaviour ?? RowBehaviour() }
        set { behaviourStorage = BehaviourStorage(newValue) }
    }

    /// Returns a copy whose `onSelect` is `handler` (``RowModifiers/onSelect(_:)``): kept without the rest of the
    /// behaviour while it is the row's only part (most rows), so that no ``RowBehaviour`` is built for it.
    @inlinable
    public consuming func onSelect(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Row {
        if case .whole = behaviourStorage { return changingBehaviour { $0.onSelect = handler } }
        behaviourStorage = .onSelect(handler)
        return self
    }

    /// Creates a row with every part given; the public initializers choose the identity and the equality.
    @inlinable
    init(
        model: Cell.Model,
        id: some Hashable & Sendable,
        rule: ModelRule<Cell.Model>,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        self.model = model
        self.identity = id
        self.keyHash = AnyRowBox.keyHash(cellType: Cell.self, idHash: id.hashValue)
        self.rule = rule
        behaviourStorage = onSelect.map { .onSelect($0) }
    }

    /// Whether `other` shows the same content as this row: both models are `==`.
    ///
    /// Always `false` when the model is not `Equatable`, so such a row is reconfigured whenever a new snapshot
    /// is applied. Handlers are behaviour and take no part.
    public func isContentEqual(to other: Row<Cell>) -> Bool {
        rule.compare(model, other.model, .content).contains(.content)
    }
}

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
        _ model: Cell.Model, id: some Hashable & Sendable, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) {
        self.init(model: model, id: id, rule: .givenID, onSelect: onSelect)
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
        _ model: Cell.Model, id: some Hashable & Sendable, onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) {
        self.init(model: model, id: id, rule: .givenIDCompared, onSelect: onSelect)
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
        self.init(model: model, id: model, rule: .modelIsID, onSelect: onSelect)
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
        self.init(model: model, id: model.id, rule: .modelID, onSelect: onSelect)
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
        self.init(model: model, id: model.id, rule: .modelIDCompared, onSelect: onSelect)
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
        self.init(model: model, id: model.id, rule: .modelIDCompared, onSelect: onSelect)
    }
}
