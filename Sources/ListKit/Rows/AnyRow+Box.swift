import Foundation

/// The erased row, or rows: one row of a cell type (``RowBox``), a run of rows of one cell type (``RowRun``), or a
/// row made from closures (``ClosureRowBox``); everything typed is reached through the subclass, by the row's index
/// in the box (``AnyRow/index``, 0 in a box of one row).
///
/// Every stored property is a constant and the subclasses are final, so a box is immutable and can cross actors.
///
/// The cell type is the box's own class's, and the hash of each row's identity is kept by ``AnyRow``, beside the
/// reference: neither takes room here. Past the caches, the diff's time is the boxes it reads, so a box holds only
/// what the diff and the adapter read.
@usableFromInline
class AnyRowBox: @unchecked Sendable {
    /// The behaviour of a box of one row (a `BehaviourStorage<Model>`), or for a run, ``runBehaviourMark`` when some of
    /// its rows have behaviour; `nil` when no row of the box has any, which is most boxes. Kept here, untyped, so that
    /// the diff passes over rows without behaviour (hence without a height) with a load, without a call through the
    /// box; and kept once, so that a box of one row with a model of 24 bytes still takes 120 bytes, within the
    /// allocator's smallest bins (a box of 128 bytes takes a chunk of 144, and the system's pages then go back and
    /// forth as boxes are freed and made: ten times the page faults, measured with `perf stat`).
    @usableFromInline final let behaviourObject: AnyObject?

    @inlinable
    init(behaviour: AnyObject?) {
        self.behaviourObject = behaviour
    }

    /// The hash of a row's identity, (cell type, id), from the id's own `hashValue`: computed once, when the row is
    /// made (a snapshot is diffed twice, as the new one and then as the old one), so that the diff hashes nothing.
    ///
    /// The id's hash is taken by the caller, where its type is known (``Row``'s initializers), and the cell type is
    /// mixed in with one multiplication rather than a second pass of `Hasher`: the id's hash is already seeded and
    /// spread by `Hasher`, so the rows of one cell type keep its spread, and rows of two cell types that share an id
    /// hash apart. Ids of different types are different identities (`Int8(5)` is not `5`, though `AnyHashable`
    /// equates them): the rows' equality tells them apart whatever their hashes.
    ///
    /// `Int` arithmetic throughout (wrapping), so the mix is right on 32-bit platforms too.
    ///
    /// - Complexity: O(1).
    @inlinable
    static func keyHash(cellType: AnyClass, idHash: Int) -> Int {
        // An odd constant (the 64 bits of the golden ratio, truncated on 32-bit platforms) spreads the class's address,
        // whose low bits are zero by alignment, over every bit the diff's hash table reads.
        let spread = Int(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
        return idHash ^ (Int(bitPattern: ObjectIdentifier(cellType)) &* spread)
    }

    /// Debug builds (`LISTKIT_INTERNAL_CHECKS`): reports an id whose hash changes from one call to the next
    /// (``ListKitDiagnostics``). Not inlinable, so that the check follows ListKit's build flags, not the caller's.
    @usableFromInline
    static func checkIDHash(_ idHash: Int, id: @autoclosure () -> any Hashable & Sendable) {
        #if LISTKIT_INTERNAL_CHECKS
        let id = id()
        HashableChecks.checkStableHash(of: AnyHashable(id), first: idHash, second: id.hashValue)
        #endif
    }

    /// Debug builds (`LISTKIT_INTERNAL_CHECKS`): ``checkIDHash(_:id:)`` for each of `rows`, the rows of a run, whose
    /// ids are read again from the run: one call for the run, which release builds return from at once.
    static func checkIDHashes(of rows: UnsafeBufferPointer<AnyRow>) {
        #if LISTKIT_INTERNAL_CHECKS
        for row in rows {
            let id = row.box.id(at: row.index)
            HashableChecks.checkStableHash(
                of: AnyHashable(id), first: row.keyHash,
                second: keyHash(cellType: row.box.cellType, idHash: id.hashValue))
        }
        #endif
    }

    /// Whether `other` is a box of the same class: for boxes of one row each (``RowBox``), a row of the same cell type.
    /// The two read their classes from their first word, which the diff reads anyway to call through the box.
    final func hasSameClass(as other: AnyRowBox) -> Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(type(of: other))
    }

    /// Whether the row at `index` has the same identity as `other`'s row at `otherIndex`: the same cell type, and ids
    /// of the same type that are `==`.
    ///
    /// The same row answers at once. Callers compare the rows' ``AnyRow/keyHash`` first (the diff compares every
    /// candidate's full hash before it asks), so this compares only what decides. Ids of different types are
    /// different identities (`AnyHashable` would equate `Int8(1)` with `1`; the rows' hashes already tell them apart).
    ///
    /// - Complexity: O(1), plus the id's `==`.
    ///
    /// Subclasses compare rows of their own class in place; this is the way for rows of two classes (a row of a run and
    /// one of a box of its own), which copies both ids.
    func hasSameIdentity(at index: Int, as other: AnyRowBox, at otherIndex: Int) -> Bool {
        if self === other && index == otherIndex { return true }
        guard ObjectIdentifier(cellType) == ObjectIdentifier(other.cellType) else { return false }
        return idsOfOneTypeEqual(id(at: index), other.id(at: otherIndex)) ?? false
    }

    /// Which of identity and content the row at `index` shares with `other`'s row at `otherIndex`: the diff's question
    /// for two rows whose hashes are equal, in one call.
    ///
    /// - Complexity: O(1), plus the id's and the model's `==`.
    func comparison(at index: Int, with other: AnyRowBox, at otherIndex: Int) -> RowComparison {
        guard hasSameIdentity(at: index, as: other, at: otherIndex) else { return [] }
        return isContentEqual(at: index, to: other, at: otherIndex) ? [.identity, .content] : .identity
    }

    /// Whether the rows of the box may have behaviour (hence a height): `false` means certainly not.
    final var mayHaveBehaviour: Bool {
        behaviourObject != nil
    }

    /// The id of the row at `index`, as its own type.
    func id(at index: Int) -> any Hashable & Sendable { preconditionFailure("AnyRowBox is abstract") }
    var cellType: AnyClass { preconditionFailure("AnyRowBox is abstract") }
    func model(at index: Int) -> any Sendable { preconditionFailure("AnyRowBox is abstract") }
    func isSelectable(at index: Int) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor var reuseIdentifier: String { preconditionFailure("AnyRowBox is abstract") }
    /// Whether `other`'s row at `otherIndex`, of the same identity, shows the same content as the row at `index`.
    func isContentEqual(at index: Int, to other: AnyRowBox, at otherIndex: Int) -> Bool {
        preconditionFailure("AnyRowBox is abstract")
    }
    /// Whether `old`'s row at `oldIndex`, of the same identity, has another height (``RowHeight``) at `width` than
    /// the row at `index`.
    func heightDiffers(at index: Int, from old: AnyRowBox, at oldIndex: Int, atWidth width: CGFloat?) -> Bool {
        preconditionFailure("AnyRowBox is abstract")
    }
    @MainActor func configure(_ cell: AnyObject, at index: Int) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func select(at index: Int) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func deliver(event: Any, at index: Int) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func contextMenu(at index: Int) -> AnyObject? { preconditionFailure("AnyRowBox is abstract") }
    func hasContextMenu(at index: Int) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    func handlesEvents(at index: Int) -> Bool { preconditionFailure("AnyRowBox is abstract") }

    // Behaviour (Row+Behaviour.swift).
    func behaviourHeight(at index: Int) -> RowHeight? { preconditionFailure("AnyRowBox is abstract") }
    func canDelete(at index: Int) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    func canMove(at index: Int) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func swipeActions(at index: Int, leading: Bool) -> [AnySwipeAction] {
        preconditionFailure("AnyRowBox is abstract")
    }
    @MainActor func delete(at index: Int) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func move(at index: Int, to destination: RowPath) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func prefetch(at index: Int, cancel: Bool) { preconditionFailure("AnyRowBox is abstract") }
}

/// Whether two ids are equal when they are of one type, `nil` when their types differ.
///
/// Both existentials are opened, so no metadata is looked up: the types compare by their metadata pointers, and the
/// values with `A`'s own `==`.
func idsOfOneTypeEqual<A: Hashable, B: Hashable>(_ lhs: A, _ rhs: B) -> Bool? {
    guard A.self == B.self else { return nil }
    // `B` is `A` (their metadata are the same), so reinterpreting `rhs` as an `A` is exact. `rhs as? A` would be the
    // safe spelling, but it is a dynamic cast that instantiates `Optional<A>`'s metadata on every call: a third of a
    // row's cost in the diff, measured with callgrind.
    return lhs == unsafeBitCast(rhs, to: A.self)
}

/// The box of one `Row<Cell>`: a row made on its own (`AnyRow(row)`), not in a run of its cell type.
///
/// It keeps the row's parts as its own stored properties rather than one `Row<Cell>`: the diff reads the model and its
/// equality through the box's own field offsets, whereas reaching into a stored `Row<Cell>` from this generic class
/// asks the runtime for `Row<Cell>`'s metadata on every call.
@usableFromInline
final class RowBox<Cell: ConfigurableCell>: AnyRowBox, @unchecked Sendable where Cell.Model: Sendable {
    // A box is small, and what the diff reads of it comes first: past the caches, the diff's time is the rows it
    // reads. The order of the stored properties is their order in memory: the behaviour of `AnyRowBox`, then the id,
    // `compare` and `model`. Behaviour, which most rows do not have, takes one reference.
    /// The row's id as its own type, so that two ids of the same type compare with their own `==` rather than through
    /// `AnyHashable`, whose `==` casts one box to the other's generic type and looks up that type's metadata on every
    /// call.
    @usableFromInline let typedID: any Hashable & Sendable
    /// The row's comparison (``Row``'s `compare`), made where the model's type is known. The box keeps it and the id,
    /// not the row's rule (``ModelRules``): a box takes 120 bytes, and one more field would take it past the
    /// allocator's smallest bins (see ``AnyRowBox/behaviourObject``). A row given back by the box has ``KeptIDRule``.
    @usableFromInline let compare: @Sendable (Cell.Model, Cell.Model, RowComparison) -> RowComparison
    @usableFromInline let model: Cell.Model
    @usableFromInline let onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?

    @inlinable
    init(_ row: consuming Row<Cell>) {
        typedID = row.identity
        compare = row.compare
        model = row.model
        onSelect = row.onSelect
        super.init(behaviour: row.behaviourStorage)
    }

    /// The row's behaviour, or `nil` when it has none (``RowBehaviour/isEmpty``).
    var behaviourStorage: BehaviourStorage<Cell.Model>? {
        // Only this class's initializer sets the object, always to a `BehaviourStorage<Cell.Model>`.
        // Not `Optional.map`, whose closure asks the runtime for the class's generic metadata on every call.
        guard let object = behaviourObject else { return nil }
        return unsafeDowncast(object, to: BehaviourStorage<Cell.Model>.self)
    }

    /// The typed row, as it was given.
    var row: Row<Cell> {
        // The box kept the id, not the rule: the row it gives back keeps its id too (``KeptIDRule``).
        var row = Row<Cell>(
            model: model, id: typedID, rules: KeptIDRule<Cell.Model>.self, compare: compare, onSelect: onSelect)
        row.behaviourStorage = behaviourStorage
        return row
    }

    override func hasSameIdentity(at index: Int, as other: AnyRowBox, at otherIndex: Int) -> Bool {
        if self === other { return true }
        // Same class, same cell type: the ids compare in place.
        guard hasSameClass(as: other) else { return super.hasSameIdentity(at: index, as: other, at: otherIndex) }
        return idsOfOneTypeEqual(typedID, unsafeDowncast(other, to: RowBox.self).typedID) ?? false
    }

    override func id(at index: Int) -> any Hashable & Sendable { typedID }
    override var cellType: AnyClass { Cell.self }
    override func model(at index: Int) -> any Sendable { model }
    override func isSelectable(at index: Int) -> Bool { behaviourStorage?.behaviour.isSelectable ?? (onSelect != nil) }
    @MainActor override var reuseIdentifier: String { Cell.reuseIdentifier }

    override func isContentEqual(at index: Int, to other: AnyRowBox, at otherIndex: Int) -> Bool {
        // Same class means the same cell type; the check makes the downcast safe and cheaper than `as?`.
        if hasSameClass(as: other) {
            return compare(model, unsafeDowncast(other, to: RowBox.self).model, .content).contains(.content)
        }
        guard let other = other as? RowRun<Cell> else { return false }
        return other.compare(at: otherIndex, with: model).contains(.content)
    }

    override func heightDiffers(at index: Int, from old: AnyRowBox, at oldIndex: Int, atWidth width: CGFloat?) -> Bool {
        guard ObjectIdentifier(old.cellType) == ObjectIdentifier(Cell.self) else { return true }
        return RowHeight.differ(old.behaviourHeight(at: oldIndex), behaviourStorage?.behaviour.height, atWidth: width)
    }

    @MainActor override func configure(_ cell: AnyObject, at index: Int) {
        Row<Cell>.configure(cell, with: model)
    }

    @MainActor override func contextMenu(at index: Int) -> AnyObject? {
        behaviourStorage?.behaviour.makeContextMenu?(model)
    }

    override func hasContextMenu(at index: Int) -> Bool { behaviourStorage?.behaviour.makeContextMenu != nil }

    @MainActor override func deliver(event: Any, at index: Int) {
        behaviourStorage?.behaviour.deliverEvent?(model, event)
    }

    override func handlesEvents(at index: Int) -> Bool { behaviourStorage?.behaviour.deliverEvent != nil }

    @MainActor override func select(at index: Int) {
        onSelect?(model)
    }

    // Behaviour (Row+Behaviour.swift).
    override func behaviourHeight(at index: Int) -> RowHeight? { behaviourStorage?.behaviour.height }
    override func canDelete(at index: Int) -> Bool { behaviourStorage?.behaviour.onDelete != nil }
    override func canMove(at index: Int) -> Bool { behaviourStorage?.behaviour.onMove != nil }

    @MainActor override func swipeActions(at index: Int, leading: Bool) -> [AnySwipeAction] {
        behaviourStorage?.behaviour.swipeActions(for: model, leading: leading) ?? []
    }

    @MainActor override func delete(at index: Int) {
        behaviourStorage?.behaviour.onDelete?(model)
    }

    @MainActor override func move(at index: Int, to destination: RowPath) {
        behaviourStorage?.behaviour.onMove?(model, destination)
    }

    @MainActor override func prefetch(at index: Int, cancel: Bool) {
        behaviourStorage?.behaviour.prefetch(model, cancel: cancel)
    }
}

/// What differs between two rows of one identity, as the diff sees them.
struct RowChanges: OptionSet, Sendable {
    let rawValue: UInt8

    /// The models are not `==` (or not `Equatable`): the cell is reconfigured.
    static let content = RowChanges(rawValue: 1)
    /// The heights differ (``RowHeight``): the table is asked for the row's height again.
    static let height = RowChanges(rawValue: 2)
}

/// The behaviour of a row that has some, behind a reference so that rows without behaviour do not carry its fields.
@usableFromInline
final class BehaviourStorage<Model>: Sendable {
    /// The behaviour.
    @usableFromInline let behaviour: RowBehaviour<Model>

    @inlinable
    init(_ behaviour: RowBehaviour<Model>) {
        self.behaviour = behaviour
    }
}
