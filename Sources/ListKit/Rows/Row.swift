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

    /// Decides whether two models show the same content; `nil` when the model is not `Equatable`.
    @usableFromInline let contentEquals: (@Sendable (Cell.Model, Cell.Model) -> Bool)?

    /// The behaviour, or `nil` when it has none (most rows): ``behaviour`` reads and writes it.
    @usableFromInline var behaviourStorage: BehaviourStorage<Cell.Model>?

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
        contentEquals: (@Sendable (Cell.Model, Cell.Model) -> Bool)?,
        onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?
    ) {
        self.model = model
        self.identity = id
        self.idHash = id.hashValue
        self.contentEquals = contentEquals
        self.onSelect = onSelect
    }

    /// Whether `other` shows the same content as this row: both models are `==`.
    ///
    /// Always `false` when the model is not `Equatable`, so such a row is reconfigured whenever a new snapshot
    /// is applied. Handlers are behaviour and take no part.
    public func isContentEqual(to other: Row<Cell>) -> Bool {
        guard let contentEquals else { return false }
        return contentEquals(model, other.model)
    }

    /// Returns a copy of the row whose ``onSelect`` is `handler`.
    ///
    /// ```swift
    /// Row<UserCell>(user).onSelect { user in viewModel.open(user) }
    /// ```
    public func onSelect(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Row<Cell> {
        var row = self
        row.onSelect = handler
        return row
    }
}
