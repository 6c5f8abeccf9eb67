/// The box of rows of one cell type: a run of rows made together — a `for` loop whose body is one `Row<Cell>`, an
/// array of `Row<Cell>`s, or ``Rows`` — or a row made on its own, a run of one, which keeps its model in the box
/// itself (``first``), so that it costs one allocation.
///
/// A run keeps the rows' parts in arrays of their own: the models; the ids only when they do not follow from the
/// models; the behaviours only when some row has one (one for all, or one a row). The rule is kept once:
/// ``AnyRow/run(_:)`` makes no run of rows whose rules differ. A run of rows without behaviour thus costs its models
/// and, in the section's array, each row's ``AnyRow``: 24 bytes.
///
/// `Cell` is any class: a `ConfigurableCell` (``run(models:single:ids:rule:behaviours:)``), or a cell that ListKit's own
/// `GenericTableViewController` fills in with a closure. The run is never changed, so its models' storage stays where
/// it is, and the diff compares the models in place, by address (`UnsafeRowAccess.swift`): this class is generic, and
/// a copy of a model out of it goes through the runtime.
@usableFromInline
final class RowRun<Cell: AnyObject, Model: Sendable>: AnyRowBox, RowBoxKind, @unchecked Sendable {
    /// The models, top to bottom; empty in a run of one row made on its own, whose model is ``first``.
    @usableFromInline let models: [Model]
    /// The ids, one a row, when they do not follow from the models (the rule has no `deriveID`); otherwise empty.
    @usableFromInline let ids: [any Hashable & Sendable]
    /// The id of a model, when the rows' rule derives it (``ModelRule/deriveID``). The rest of the rule (its tag and
    /// comparison) is the box's own, kept once: the run's fields are arrays and closures, none of whose layouts
    /// depends on `Model`.
    @usableFromInline let deriveID: (@Sendable (Model) -> any Hashable & Sendable)?
    /// The rows' behaviours: none, one for every row, or one a row (each possibly none).
    @usableFromInline let behaviours: [BehaviourStorage<Model>?]
    /// The identifier the rows' cells are registered and dequeued with.
    @usableFromInline let reuseIdentifier: @MainActor @Sendable () -> String
    /// Shows a model in a cell.
    @usableFromInline let configure: @MainActor @Sendable (Cell, Model) -> Void
    /// The first model, kept in the box itself: all the storage of a row made on its own (``models`` is then empty),
    /// so that such a row is one allocation. A `var` only so that its address can be taken (``pinFirst()``), never
    /// written after `init`; last, so that the fields before it lie where they lie whatever the model's layout.
    @exclusivity(unchecked) @usableFromInline var first: Model

    /// Makes a run of rows from their parts: `models`, or `single` and no models for a row made on its own; `ids` is
    /// empty exactly when the rule derives ids, and `behaviours` holds none, one for all, or one a row.
    ///
    /// - Complexity: O(1): the arrays are kept, not copied (but for models bridged from Objective-C, copied once).
    @inlinable
    init(
        models: [Model],
        single: Model? = nil,
        ids: [any Hashable & Sendable],
        rule: ModelRule<Model>,
        behaviours: [BehaviourStorage<Model>?],
        reuseIdentifier: @escaping @MainActor @Sendable () -> String,
        configure: @escaping @MainActor @Sendable (Cell, Model) -> Void
    ) {
        precondition(models.isEmpty == (single != nil), "A run of rows holds its models, or one model of its own")
        let first = single ?? models[0]
        // An `AnyRow` keeps its place in 32 bits; no array on a 64-bit platform holds that many rows in practice.
        precondition(models.count <= Int(UInt32.max), "A run of rows holds at most \(UInt32.max) rows")
        precondition(
            ids.isEmpty == (rule.deriveID != nil), "A run of rows keeps ids exactly when it cannot derive them")
        // And, as its callers make them, one id a row (or none) and one behaviour a row (or one, or none).
        let models = Array(ContiguousArray(models))
        (self.models, self.first) = (models, first)
        self.ids = ids
        self.deriveID = rule.deriveID
        self.behaviours = behaviours
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        super.init(
            kind: RowRun.self, models: models, rule: rule, keepsIDs: !ids.isEmpty,
            mayHaveBehaviour: behaviours.contains { $0 != nil })
        if models.isEmpty { pinFirst() }
    }

    /// The rule of every row, as the run was made with it.
    var rule: ModelRule<Model> { ModelRule(tag: ruleTag, compare: compareAddresses, deriveID: deriveID) }

    /// The model of the row at `index`: the checked twin of ``AnyRowBox/address(of:)``.
    @usableFromInline func model(at index: Int) -> Model { models.isEmpty ? first : models[index] }

    /// The behaviour of the row at `index`, or `nil` when it has none.
    func behaviour(of index: Int) -> BehaviourStorage<Model>? {
        behaviours.isEmpty ? nil : behaviours[behaviours.count == 1 ? 0 : index]
    }

    @usableFromInline static var cellType: AnyClass { Cell.self }

    @usableFromInline @MainActor static func reuseIdentifier(of box: AnyRowBox) -> String {
        box.unchecked(as: Self.self).reuseIdentifier()
    }

    @usableFromInline static func id(in box: AnyRowBox, at index: Int) -> any Hashable & Sendable {
        let run = box.unchecked(as: Self.self)
        return run.deriveID?(run.model(at: index)) ?? run.ids[index]
    }

    @usableFromInline static func model(in box: AnyRowBox, at index: Int) -> any Sendable {
        box.unchecked(as: Self.self).model(at: index)
    }

    @usableFromInline @MainActor static func configure(_ cell: AnyObject, from box: AnyRowBox, at index: Int) {
        let run = box.unchecked(as: Self.self)
        // The adapter dequeued the cell by the row's reuse identifier, so it is a `Cell`, but for a programming error.
        guard let cell = cell as? Cell else {
            preconditionFailure(
                "Row of \(String(reflecting: Cell.self)) was asked to configure a cell of type "
                    + "\(String(reflecting: type(of: cell))); dequeue it with \"\(run.reuseIdentifier())\"")
        }
        run.configure(cell, run.model(at: index))
    }

    @usableFromInline static func behaviour(in box: AnyRowBox, at index: Int) -> RowBehaviour<Void>? {
        let run = box.unchecked(as: Self.self)
        return run.behaviour(of: index)?.behaviour.bound(to: run.model(at: index))
    }
}

extension RowRun where Cell: ConfigurableCell, Cell.Model == Model {
    /// A run of rows of a `ConfigurableCell`, from their parts, as ``init(models:single:ids:rule:behaviours:reuseIdentifier:configure:)``
    /// takes them.
    ///
    /// Inlinable, so that the closures are made where the cell and model types are known.
    @inlinable
    static func run(
        models: [Model], single: Model? = nil, ids: [any Hashable & Sendable], rule: ModelRule<Model>,
        behaviours: [BehaviourStorage<Model>?]
    ) -> RowRun {
        RowRun(
            models: models, single: single, ids: ids, rule: rule, behaviours: behaviours,
            reuseIdentifier: { Cell.reuseIdentifier }, configure: { $0.configure(with: $1) })
    }

    /// The typed row at `index`, as it was made.
    func row(at index: Int) -> Row<Cell> {
        var row = Row<Cell>(model: model(at: index), id: Self.id(in: self, at: index), rule: rule, onSelect: nil)
        row.behaviourStorage = behaviour(of: index)
        return row
    }
}

extension AnyRow {
    /// The rows of `rows`, in one run: one box and a few arrays for all of them, rather than a box each.
    ///
    /// Rows of different rules (some given their ids, some not, or some compared and some not, made by two
    /// initializers in one expression) cannot share one run: each is then made a run of its own, as ``init(_:)`` makes
    /// it. The run's erased rows are not made here but where the section's array is (``RowPiece``), once.
    ///
    /// Inlinable, so that it is specialized where the rows are made: each row's parts are read where the row's layout
    /// is known.
    ///
    /// - Complexity: O(n) for n rows: one pass over the rows, which a long loop leaves past the caches.
    @inlinable
    static func run<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> RowPiece {
        guard let rule = rows.first?.rule else { return .rows([]) }
        var (sameRule, hasBehaviour, keyHashes) = (true, false, [Int]())
        keyHashes.reserveCapacity(rows.count)
        // By index, so that each row's fields are read in place rather than the row copied.
        let models = gather(count: rows.count) { index in
            sameRule = sameRule && rows[index].rule.tag == rule.tag
            hasBehaviour = hasBehaviour || rows[index].behaviourStorage != nil
            keyHashes.append(rows[index].keyHash)
            return rows[index].model
        }
        guard sameRule else { return .rows(rows.map { AnyRow($0) }) }
        let run = RowRun<Cell, Cell.Model>.run(
            models: models, ids: rule.deriveID != nil ? [] : gather(count: rows.count) { rows[$0].identity },
            rule: rule, behaviours: hasBehaviour ? gather(count: rows.count) { rows[$0].behaviourStorage } : [])
        return .run(run, keyHashes: keyHashes)
    }
}

/// Rows as a ``RowsBuilder`` gathers them before it makes a section's array: rows already erased, or a run of rows
/// (``RowRun``) whose erased rows are made only then, once, in the section's own array.
///
/// An ``AnyRow`` holds a reference to its box, so each copy of a row into another array is an atomic retain, and each
/// array left behind an atomic release a row: a piece is joined by reference, and a run's rows are written once, where
/// they stay (``rows(of:)``).
@usableFromInline
enum RowPiece {
    /// Rows already erased, in order.
    case rows([AnyRow])
    /// The rows of a run: row `index` of `box` for each index of `keyHashes`, which holds each row's
    /// ``AnyRow/keyHash``.
    case run(AnyRowBox, keyHashes: [Int])

    /// The number of rows.
    var count: Int {
        switch self {
        case .rows(let rows): rows.count
        case .run(_, let keyHashes): keyHashes.count
        }
    }
}
