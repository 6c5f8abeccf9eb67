import Foundation

/// The box of a run of rows of one cell type made together — a `for` loop whose body is one `Row<Cell>` in a
/// ``RowsBuilder``, or an array of `Row<Cell>`s — so that making a snapshot allocates a few arrays per run, not a box
/// per row.
///
/// A run keeps the rows' parts in arrays of their own rather than the rows: the models; the ids only when the rows
/// were given them (`id:`), since an id that follows from the model (``ModelRules``) is read from it again when
/// needed; the `onSelect` handlers and the behaviour only when some row has them. The rule and the comparison are kept
/// once: the rows of a run were made by one expression, and ``AnyRow/run(_:)`` makes no run of rows whose rules
/// differ. A run of rows without handlers or behaviour thus costs its models and, in the section's array, each row's
/// ``AnyRow``: 24 bytes.
///
/// The run is never changed, so its models' storage stays where it is, and the diff reads the models in place, by
/// address, with no copy: this class is generic, and a copy of a model from it goes through the runtime.
@usableFromInline
final class RowRun<Cell: ConfigurableCell>: AnyRowBox, @unchecked Sendable where Cell.Model: Sendable {
    /// The model type.
    @usableFromInline typealias Model = Cell.Model

    /// The models, top to bottom. Never empty.
    let models: [Model]
    /// The first model's address: the start of `models`' storage, which `models` keeps alive and never moves.
    private let base: UnsafeRawPointer
    /// The distance between two models, read once: this class is generic, and asking `Model` for it costs a call
    /// into the runtime each time.
    private let stride: Int
    /// The ids, one a row, when the rows were given them; empty when each follows from its model (``derivesID``).
    private let ids: [any Hashable & Sendable]
    /// The rule of every row for identity and content (``ModelRules``).
    private let rules: any ModelRules.Type
    /// Whether each row's id follows from its model (`rules.derivesID`), read once.
    private let derivesID: Bool
    /// The comparison of every row, made where the model's type is known (``Row``'s `compare`), taking the models by
    /// address (``AnyRow/run(_:)`` makes it), so that the diff reaches two models without asking for their type.
    private let compare: @Sendable (UnsafeRawPointer, UnsafeRawPointer, RowComparison) -> RowComparison
    /// The rows' own comparison, to give a row back as it was made.
    private let rowCompare: @Sendable (Model, Model, RowComparison) -> RowComparison
    /// The rows' `onSelect` handlers: none, one for every row, or one a row.
    private let onSelect: RunPart<SelectHandler<Model>>
    /// The rows' behaviour: none, one for every row, or one a row (each possibly none).
    private let behaviours: RunPart<BehaviourStorage<Model>?>

    /// Makes a run of rows from their parts: `models` must not be empty, `ids` is empty or holds one id a row, and a
    /// part given for each row holds one element a row.
    ///
    /// - Complexity: O(1): the arrays are kept, not copied (but for models bridged from Objective-C, copied once).
    @usableFromInline
    init(
        models: [Model],
        ids: [any Hashable & Sendable],
        rules: any ModelRules.Type,
        compare: @escaping @Sendable (Model, Model, RowComparison) -> RowComparison,
        compareAddresses: @escaping @Sendable (UnsafeRawPointer, UnsafeRawPointer, RowComparison) -> RowComparison,
        onSelect: RunPart<SelectHandler<Model>>,
        behaviours: RunPart<BehaviourStorage<Model>?>
    ) {
        precondition(!models.isEmpty, "A run of rows holds at least one row")
        precondition(rules.derivesID == ids.isEmpty, "A run of rows keeps ids exactly when it cannot derive them")
        precondition(ids.isEmpty || ids.count == models.count, "A run keeps one id a row")
        precondition(onSelect.fits(models.count), "A run keeps one handler a row, one for all, or none")
        precondition(behaviours.fits(models.count), "A run keeps one behaviour a row, one for all, or none")
        // Native storage, which `withUnsafeBufferPointer` reaches in place: an array bridged from Objective-C (of class
        // models, on Apple platforms; `Rows` keeps the user's array) may have none, and the pointer would then be a
        // temporary copy's. `ContiguousArray` copies such an array once, into native storage, and shares a native one.
        let models = Array(ContiguousArray(models))
        self.models = models
        // The pointer outlives the closure: `models` is a constant of this object, so its storage is neither freed nor
        // moved while the run lives, and nothing writes to it.
        guard let base = models.withUnsafeBufferPointer({ $0.baseAddress }) else {
            preconditionFailure("A run of rows holds at least one row")
        }
        self.base = UnsafeRawPointer(base)
        stride = MemoryLayout<Model>.stride
        self.ids = ids
        self.rules = rules
        self.derivesID = rules.derivesID
        self.compare = compareAddresses
        self.rowCompare = compare
        self.onSelect = onSelect
        self.behaviours = behaviours
        super.init(behaviour: behaviours.isNone ? nil : runBehaviourMark)
    }

    /// `compare`, the rows' comparison, taking the two models by address, as the run keeps it.
    ///
    /// Inlinable, so that the closure is made where the model's type is known and reads the models without asking
    /// for their type's metadata.
    @inlinable
    static func comparingAddresses(
        with compare: @escaping @Sendable (Model, Model, RowComparison) -> RowComparison
    ) -> @Sendable (UnsafeRawPointer, UnsafeRawPointer, RowComparison) -> RowComparison {
        { lhs, rhs, wanted in
            compare(
                lhs.assumingMemoryBound(to: Model.self).pointee, rhs.assumingMemoryBound(to: Model.self).pointee, wanted
            )
        }
    }

    /// The behaviour of the row at `index`, or `nil` when it has none. The storage, not the behaviour: callers read
    /// one field of it in place, whereas a `RowBehaviour<Model>` returned by value is copied whole (every handler
    /// retained) through this generic class's metadata: an eighth of a table update's time on the main actor, when
    /// the table asks the rows of a run for their heights (measured with `perf`).
    private func behaviour(of index: Int) -> BehaviourStorage<Model>? {
        behaviours.value(at: index) ?? nil
    }

    private func handler(of index: Int) -> (@MainActor @Sendable (Model) -> Void)? {
        onSelect.value(at: index)?.handler
    }

    /// The model of the row at `index` (the index is one the run gave out, so it is in range).
    private func model(of index: Int) -> Model {
        models[index]
    }

    /// The address of the model of the row at `index`.
    private func address(of index: Int) -> UnsafeRawPointer {
        base + index &* stride
    }

    /// The typed row at `index`, as it was made.
    func row(at index: Int) -> Row<Cell> {
        let id = self.id(at: index)
        var row = Row<Cell>(
            model: models[index], id: id, rules: rules, compare: rowCompare, onSelect: handler(of: index))
        row.behaviourStorage = behaviour(of: index)
        return row
    }

    override func hasSameIdentity(at index: Int, as other: AnyRowBox, at otherIndex: Int) -> Bool {
        if self === other && index == otherIndex { return true }
        // Same class, same cell type: ids derived by one rule compare in the models, in place.
        guard hasSameClass(as: other) else { return super.hasSameIdentity(at: index, as: other, at: otherIndex) }
        let other = unsafeDowncast(other, to: RowRun.self)
        if derivesSameIDs(as: other) {
            return compare(address(of: index), other.address(of: otherIndex), .identity).contains(.identity)
        }
        return idsOfOneTypeEqual(id(at: index), other.id(at: otherIndex)) ?? false
    }

    /// Whether both runs derive their rows' ids from the models by one rule, so that `compare` compares their ids.
    /// (Two rules may derive ids of different types from one model type: the model itself, and its `id`.)
    private func derivesSameIDs(as other: RowRun) -> Bool {
        derivesID && ObjectIdentifier(rules) == ObjectIdentifier(other.rules)
    }

    override func id(at index: Int) -> any Hashable & Sendable {
        derivesID ? rules.id(of: address(of: index)) : ids[index]
    }

    override var cellType: AnyClass { Cell.self }
    override func model(at index: Int) -> any Sendable { model(of: index) }

    override func isSelectable(at index: Int) -> Bool {
        behaviour(of: index)?.behaviour.isSelectable ?? (handler(of: index) != nil)
    }

    @MainActor override var reuseIdentifier: String { Cell.reuseIdentifier }

    override func isContentEqual(at index: Int, to other: AnyRowBox, at otherIndex: Int) -> Bool {
        // Same class means the same cell type; the check makes the downcast safe and cheaper than `as?`.
        if hasSameClass(as: other) {
            return compare(address(of: index), unsafeDowncast(other, to: RowRun.self).address(of: otherIndex), .content)
                .contains(.content)
        }
        guard let other = other as? RowBox<Cell> else { return false }
        return compare(at: index, with: other.model).contains(.content)
    }

    /// Whether the row at `index` shares its content with `model`, of a row of the same cell type (only the content is
    /// compared).
    func compare(at index: Int, with model: Model) -> RowComparison {
        rowCompare(models[index], model, .content)
    }

    override func comparison(at index: Int, with other: AnyRowBox, at otherIndex: Int) -> RowComparison {
        // Two rows of runs of one cell type whose ids follow from their models by one rule: one call compares both.
        guard hasSameClass(as: other), derivesSameIDs(as: unsafeDowncast(other, to: RowRun.self)) else {
            return super.comparison(at: index, with: other, at: otherIndex)
        }
        return compare(
            address(of: index), unsafeDowncast(other, to: RowRun.self).address(of: otherIndex), [.identity, .content])
    }

    override func heightDiffers(at index: Int, from old: AnyRowBox, at oldIndex: Int, atWidth width: CGFloat?) -> Bool {
        guard ObjectIdentifier(old.cellType) == ObjectIdentifier(Cell.self) else { return true }
        return RowHeight.differ(
            old.behaviourHeight(at: oldIndex), behaviour(of: index)?.behaviour.height, atWidth: width)
    }

    @MainActor override func configure(_ cell: AnyObject, at index: Int) {
        Row<Cell>.configure(cell, with: models[index])
    }

    @MainActor override func contextMenu(at index: Int) -> AnyObject? {
        behaviour(of: index)?.behaviour.makeContextMenu?(model(of: index))
    }

    override func hasContextMenu(at index: Int) -> Bool { behaviour(of: index)?.behaviour.makeContextMenu != nil }

    @MainActor override func deliver(event: Any, at index: Int) {
        behaviour(of: index)?.behaviour.deliverEvent?(model(of: index), event)
    }

    override func handlesEvents(at index: Int) -> Bool { behaviour(of: index)?.behaviour.deliverEvent != nil }

    @MainActor override func select(at index: Int) {
        handler(of: index)?(model(of: index))
    }

    // Behaviour (Row+Behaviour.swift).
    override func behaviourHeight(at index: Int) -> RowHeight? { behaviour(of: index)?.behaviour.height }
    override func canDelete(at index: Int) -> Bool { behaviour(of: index)?.behaviour.onDelete != nil }
    override func canMove(at index: Int) -> Bool { behaviour(of: index)?.behaviour.onMove != nil }

    @MainActor override func swipeActions(at index: Int, leading: Bool) -> [AnySwipeAction] {
        behaviour(of: index)?.behaviour.swipeActions(for: model(of: index), leading: leading) ?? []
    }

    @MainActor override func delete(at index: Int) {
        behaviour(of: index)?.behaviour.onDelete?(model(of: index))
    }

    @MainActor override func move(at index: Int, to destination: RowPath) {
        behaviour(of: index)?.behaviour.onMove?(model(of: index), destination)
    }

    @MainActor override func prefetch(at index: Int, cancel: Bool) {
        behaviour(of: index)?.behaviour.prefetch(model(of: index), cancel: cancel)
    }
}

/// What a run keeps as ``AnyRowBox/behaviourObject`` when some of its rows have behaviour (each row keeps its own).
@usableFromInline
let runBehaviourMark = RunBehaviourMark()

/// The type of ``runBehaviourMark``.
@usableFromInline
final class RunBehaviourMark: Sendable {
    init() {}
}

extension AnyRow {
    /// The rows of `rows`, in one run: one box and a few arrays for all of them, rather than a box each.
    ///
    /// Rows of different rules (``ModelRules``: some given their ids, some not, or some compared and some not, made
    /// by two initializers in one expression), or rows given back by their boxes (``KeptIDRule``), cannot share one
    /// run: each is then made a box of its own, as ``init(_:)`` makes it, with the same identity and behaviour.
    ///
    /// The run's erased rows are not made here but where the section's array is (``RowPiece``), once.
    ///
    /// Inlinable, so that it is specialized where the rows are made: each row's parts are read where the row's layout
    /// is known.
    ///
    /// - Complexity: O(n) for n rows: one pass over the rows.
    @inlinable
    static func run<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> RowPiece {
        guard !rows.isEmpty else { return .rows([]) }
        // An `AnyRow` keeps its place in 32 bits; no array on a 64-bit platform holds that many rows in practice.
        precondition(rows.count <= Int(UInt32.max), "A run of rows holds at most \(UInt32.max) rows")
        let rules = ObjectIdentifier(rows[0].rules)
        // Rows taken back out of their boxes may compare differently though they share a rule: each keeps its box.
        guard rules != ObjectIdentifier(KeptIDRule<Cell.Model>.self) else { return .rows(rows.map { AnyRow($0) }) }
        // One pass over the rows, which a long loop leaves past the caches (a row takes about 128 bytes): it checks
        // that they share a rule, notes whether any has a handler or behaviour, and copies out each model and hash.
        var sameRules = true
        var hasHandlers = false
        var hasBehaviour = false
        var models: [Cell.Model] = []
        let keyHashes = [Int](unsafeUninitializedCapacity: rows.count) { hashes, hashCount in
            models = [Cell.Model](unsafeUninitializedCapacity: rows.count) { buffer, initialized in
                // By index, so that each row's fields are read in place rather than the row copied.
                for index in rows.indices {
                    guard ObjectIdentifier(rows[index].rules) == rules else {
                        sameRules = false
                        initialized = index
                        hashCount = index
                        return
                    }
                    hasHandlers = hasHandlers || rows[index].onSelect != nil
                    hasBehaviour = hasBehaviour || rows[index].behaviourStorage != nil
                    hashes.initializeElement(
                        at: index, to: AnyRowBox.keyHash(cellType: Cell.self, idHash: rows[index].idHash))
                    buffer.initializeElement(at: index, to: rows[index].model)
                }
                initialized = rows.count
                hashCount = rows.count
            }
        }
        guard sameRules else { return .rows(rows.map { AnyRow($0) }) }
        let run = RowRun<Cell>(
            models: models,
            ids: rows[0].rules.derivesID ? [] : gather(rows) { rows[$0].identity },
            rules: rows[0].rules,
            compare: rows[0].compare,
            compareAddresses: RowRun<Cell>.comparingAddresses(with: rows[0].compare),
            onSelect: hasHandlers ? .each(gather(rows) { SelectHandler(handler: rows[$0].onSelect) }) : .none,
            behaviours: hasBehaviour ? .each(gather(rows) { rows[$0].behaviourStorage }) : .none)
        return .run(run, keyHashes: keyHashes)
    }

    /// One part of each row of `rows`, read by index: `rows.map` would copy each row whole to read one of its parts.
    ///
    /// - Complexity: O(n) for n rows.
    @inlinable
    static func gather<Cell: ConfigurableCell, Part>(_ rows: [Row<Cell>], _ part: (Int) -> Part) -> [Part] {
        [Part](unsafeUninitializedCapacity: rows.count) { buffer, initialized in
            for index in rows.indices { buffer.initializeElement(at: index, to: part(index)) }
            initialized = rows.count
        }
    }
}

/// A part of the rows of a run (``RowRun``) that rows need not have: no row has it, every row has the same one (the
/// rows of ``Rows``, whose modifiers apply to all), or each row has its own (a loop of rows). Kept once when shared, so
/// that `Rows(models).onSelect { … }` costs one handler, not an array of copies of it with a retain each.
@usableFromInline
enum RunPart<Value> {
    /// No row has the part.
    case none
    /// Every row has this one.
    case shared(Value)
    /// The part of each row, one a row.
    case each([Value])

    /// The part of the row at `index`, or `nil` when no row has one.
    ///
    /// - Complexity: O(1).
    func value(at index: Int) -> Value? {
        switch self {
        case .none: nil
        case .shared(let value): value
        case .each(let values): values[index]
        }
    }

    /// Whether no row has the part.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// Whether the part fits a run of `count` rows: one element a row when given for each.
    func fits(_ count: Int) -> Bool {
        if case .each(let values) = self { return values.count == count }
        return true
    }
}

extension RunPart: Sendable where Value: Sendable {}

/// A row's `onSelect` handler, as a run keeps it (``RowRun``).
///
/// In a struct of its own, not in an array of the closures themselves: an array stores a closure in the form every
/// element type shares (its argument and its result passed indirectly), so each handler put in one is wrapped in a
/// new closure that converts its calls, a heap allocation a row (two thirds of the cost of a handler on every row of a
/// loop, measured with callgrind). A struct's field keeps the row's own form.
@usableFromInline
struct SelectHandler<Model>: Sendable {
    /// The handler, or `nil`.
    @usableFromInline let handler: (@MainActor @Sendable (Model) -> Void)?

    /// Keeps `handler`.
    @inlinable
    init(handler: (@MainActor @Sendable (Model) -> Void)?) {
        self.handler = handler
    }
}
