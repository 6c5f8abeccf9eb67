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
/// - **behaviour** (``onSelect``), which is never part of content equality and is always taken from the newest row.
///
/// ```swift
/// Row<UserCell>(user)                     // User: Identifiable
/// Row<TitleCell>("Settings")              // String: Hashable
/// Row<LegacyCell>(record, id: record.key) // neither
/// ```
///
/// Several cell types may show the same model type: `Row<CompactUserCell>(user)` and `Row<UserCell>(user)` are
/// different rows.
public struct Row<Cell: ConfigurableCell>: Sendable where Cell.Model: Sendable {
    // The stored properties of fixed size come first, so that code that does not know `Cell.Model` (the row is made
    // into an `AnyRow` in ListKit, unspecialized) reaches them at fixed offsets, without asking for the row's layout.

    /// The identity as its own type (a `UUID`, an `Int`): hashed and compared with that type's own conformance, never
    /// through `AnyHashable`, whose initializer looks a conformance up at run time for every row.
    @usableFromInline let identity: any Hashable & Sendable

    /// The identity's own `hashValue`, taken where the row is made, where the id's type is known: hashing it there is a
    /// direct call, as cheap as hashing the id in the user's own code; hashing `identity` later goes through the
    /// existential (about 80 instructions a row more, measured with callgrind).
    @usableFromInline let idHash: Int

    /// Called on the main actor with the row's model when the user selects the row.
    public var onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?

    /// Which of identity and content two models share, of those `wanted`, by the row's ``rules``: made by the
    /// initializer, where the model's type and conformances are known, so that the diff calls it without going
    /// through the runtime. A part not wanted is not compared (nor reported).
    @usableFromInline let compare: @Sendable (Cell.Model, Cell.Model, _ wanted: RowComparison) -> RowComparison

    /// The behaviour, or `nil` when it has none (most rows): ``behaviour`` reads and writes it.
    @usableFromInline var behaviourStorage: BehaviourStorage<Cell.Model>?

    /// The rule the initializer chose for the identity and the content (``ModelRules``): whether the id follows from
    /// the model, so that a run of rows (``RowsBuilder``) keeps their models alone, not their ids.
    @usableFromInline let rules: any ModelRules.Type

    /// The model the cell shows.
    public var model: Cell.Model

    /// The row's identity within its cell type.
    public var id: AnyHashable {
        AnyHashable(identity)
    }

    /// What the row does besides showing its model: deletion, reordering, swipe actions, prefetching, height.
    ///
    /// A row without behaviour stores none; each change of it stores the behaviour anew.
    package var behaviour: RowBehaviour<Cell.Model> {
        get { behaviourStorage?.behaviour ?? RowBehaviour() }
        set { behaviourStorage = newValue.isEmpty ? nil : BehaviourStorage(newValue) }
    }

    /// Creates a row with every part given; the public initializers choose the identity and the equality.
    @inlinable
    init<ID: Hashable & Sendable>(
        model: Cell.Model,
        id: ID,
        rules: any ModelRules.Type,
        compare: @escaping @Sendable (Cell.Model, Cell.Model, _ wanted: RowComparison) -> RowComparison,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        self.model = model
        self.identity = id
        self.idHash = id.hashValue
        self.rules = rules
        self.compare = compare
        self.onSelect = onSelect
    }

    /// Whether `other` shows the same content as this row: both models are `==`.
    ///
    /// Always `false` when the model is not `Equatable`, so such a row is reconfigured whenever a new snapshot
    /// is applied. Handlers are behaviour and take no part.
    public func isContentEqual(to other: Row<Cell>) -> Bool {
        compare(model, other.model, .content).contains(.content)
    }

    /// Shows `model` in `cell`, which must be a `Cell`: anything else is a programming error that stops with a message
    /// naming both types.
    @MainActor
    static func configure(_ cell: AnyObject, with model: Cell.Model) {
        guard let cell = cell as? Cell else {
            preconditionFailure(
                "Row of \(String(reflecting: Cell.self)) was asked to configure a cell of type "
                    + "\(String(reflecting: type(of: cell))); dequeue it with \"\(Cell.reuseIdentifier)\""
            )
        }
        cell.configure(with: model)
    }

    /// Returns a copy of the row whose ``onSelect`` is `handler`.
    ///
    /// ```swift
    /// Row<UserCell>(user).onSelect { user in viewModel.open(user) }
    /// ```
    ///
    /// Inlinable and consuming, as every modifier that a loop of rows is likely to call: the row is changed in place
    /// where it is made, not copied.
    @inlinable
    public consuming func onSelect(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Row<Cell> {
        onSelect = handler
        return self
    }
}
