import Foundation

/// The erased row: identity stored, everything typed reached through the subclass.
///
/// Every stored property is a constant and the only subclass is final, so the box is immutable and can cross actors.
///
/// The cell type is the box's own class (one `RowBox<Cell>` per cell type), and the hash of the identity is kept by
/// ``AnyRow``, beside the reference: neither takes room here. Past the caches, the diff's time is the boxes it reads,
/// so the box holds only what the diff and the adapter read.
@usableFromInline
class AnyRowBox: @unchecked Sendable {
    /// The row's id as its own type (the value inside ``id``, which is `Sendable` since every id is), so that two
    /// ids of the same type compare with their own `==` rather than through `AnyHashable`, whose `==` casts one box
    /// to the other's generic type and looks up that type's metadata on every call.
    @usableFromInline let typedID: any Hashable & Sendable
    /// The row's behaviour (a `BehaviourStorage<Model>`), or `nil` when it has none, which is most rows. It is kept
    /// here, untyped, so that the diff tells rows without behaviour (hence without a height) by a load, without a
    /// call through the box.
    @usableFromInline final let behaviourObject: AnyObject?

    @inlinable
    init(id: any Hashable & Sendable, behaviour: AnyObject?) {
        self.typedID = id
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
    /// (``ListKitDiagnostics``). Not inlinable, so that the check follows ListKit's build flags, not the caller's; it
    /// takes the box, which costs the caller a register, where the id would cost a copy of an existential in every
    /// build.
    @usableFromInline
    static func checkIDHash(_ idHash: Int, of box: AnyRowBox) {
        #if LISTKIT_INTERNAL_CHECKS
        HashableChecks.checkStableHash(of: AnyHashable(box.typedID), first: idHash, second: box.typedID.hashValue)
        #endif
    }

    /// Whether `other` is a box of the same class, that is, a row of the same cell type: the two read their classes
    /// from their first word, which the diff reads anyway to call through the box.
    final func hasSameCellType(as other: AnyRowBox) -> Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(type(of: other))
    }

    /// The row's id.
    var id: SendableHashable { preconditionFailure("AnyRowBox is abstract") }

    /// Whether `other` is a row of the same identity: the same cell type, and ids of the same type that are `==`.
    ///
    /// The same box answers at once. Callers compare the rows' ``AnyRow/keyHash`` first (the diff compares every
    /// candidate's full hash before it asks), so this compares only what decides. Ids of different types are
    /// different identities (`AnyHashable` would equate `Int8(1)` with `1`; the rows' hashes already tell them apart).
    ///
    /// - Complexity: O(1), plus the id's `==`.
    final func hasSameIdentity(as other: AnyRowBox) -> Bool {
        if self === other { return true }
        guard hasSameCellType(as: other) else { return false }
        return idsOfOneTypeEqual(typedID, other.typedID) ?? false
    }

    var cellType: AnyClass { preconditionFailure("AnyRowBox is abstract") }
    var anyModel: any Sendable { preconditionFailure("AnyRowBox is abstract") }
    var isSelectable: Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor var reuseIdentifier: String { preconditionFailure("AnyRowBox is abstract") }
    func isContentEqual(to other: AnyRowBox) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    /// Whether `old`, a row of the same cell type, has another height (``RowHeight``) at `width`.
    func heightDiffers(from old: AnyRowBox, atWidth width: CGFloat?) -> Bool {
        preconditionFailure("AnyRowBox is abstract")
    }
    @MainActor func configure(_ cell: AnyObject) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func select() { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func deliver(event: Any) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func contextMenu() -> AnyObject? { preconditionFailure("AnyRowBox is abstract") }
    var hasContextMenu: Bool { preconditionFailure("AnyRowBox is abstract") }
    var handlesEvents: Bool { preconditionFailure("AnyRowBox is abstract") }

    // Behaviour (Row+Behaviour.swift).
    var behaviourHeight: RowHeight? { preconditionFailure("AnyRowBox is abstract") }
    var canDelete: Bool { preconditionFailure("AnyRowBox is abstract") }
    var canMove: Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func swipeActions(leading: Bool) -> [AnySwipeAction] { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func delete() { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func move(to destination: RowPath) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func prefetch(cancel: Bool) { preconditionFailure("AnyRowBox is abstract") }
}

/// Whether two ids are equal when they are of one type, `nil` when their types differ.
///
/// Both existentials are opened, so no metadata is looked up: the types compare by their metadata pointers, and the
/// values with `A`'s own `==`.
private func idsOfOneTypeEqual<A: Hashable, B: Hashable>(_ lhs: A, _ rhs: B) -> Bool? {
    guard A.self == B.self else { return nil }
    // `B` is `A` (their metadata are the same), so reinterpreting `rhs` as an `A` is exact. `rhs as? A` would be the
    // safe spelling, but it is a dynamic cast that instantiates `Optional<A>`'s metadata on every call: a third of a
    // row's cost in the diff, measured with callgrind.
    return lhs == unsafeBitCast(rhs, to: A.self)
}

/// The box of a `Row<Cell>`.
///
/// It keeps the row's parts as its own stored properties rather than one `Row<Cell>`: the diff reads the model and its
/// equality through the box's own field offsets, whereas reaching into a stored `Row<Cell>` from this generic class
/// asks the runtime for `Row<Cell>`'s metadata on every call.
@usableFromInline
final class RowBox<Cell: ConfigurableCell>: AnyRowBox, @unchecked Sendable where Cell.Model: Sendable {
    // A box is small, and what the diff reads of it comes first: past the caches, the diff's time is the rows it
    // reads. The order of the stored properties is their order in memory: the id and the behaviour of `AnyRowBox`,
    // then `contentEquals` and `model`. The id is kept once (`typedID`), and behaviour, which most rows do not have,
    // takes one reference: a box of a 24-byte model takes 120 bytes (two cache lines, with the allocator's header), not
    // the 288 of a box that kept its `Row<Cell>`.
    @usableFromInline let contentEquals: (@Sendable (Cell.Model, Cell.Model) -> Bool)?
    @usableFromInline let model: Cell.Model
    @usableFromInline let onSelect: (@MainActor @Sendable (Cell.Model) -> Void)?

    @inlinable
    init(_ row: borrowing Row<Cell>) {
        contentEquals = row.contentEquals
        model = row.model
        onSelect = row.onSelect
        super.init(id: row.identity, behaviour: row.behaviourStorage)
    }

    /// The row's behaviour, or `nil` when it has none (``RowBehaviour/isEmpty``).
    var behaviourStorage: BehaviourStorage<Cell.Model>? {
        // Only this initializer sets the object, always to a `BehaviourStorage<Cell.Model>`.
        behaviourObject.map { unsafeDowncast($0, to: BehaviourStorage<Cell.Model>.self) }
    }

    /// The row's behaviour.
    var behaviour: RowBehaviour<Cell.Model> {
        behaviourStorage?.behaviour ?? RowBehaviour()
    }

    /// The typed row, as it was given.
    var row: Row<Cell> {
        var row = Row<Cell>(
            model: model, id: typedID, contentEquals: contentEquals, onSelect: onSelect)
        row.behaviourStorage = behaviourStorage
        return row
    }

    override var id: SendableHashable { SendableHashable(typedID) }
    override var cellType: AnyClass { Cell.self }
    override var anyModel: any Sendable { model }
    override var isSelectable: Bool { behaviourStorage?.behaviour.isSelectable ?? (onSelect != nil) }
    @MainActor override var reuseIdentifier: String { Cell.reuseIdentifier }

    override func isContentEqual(to other: AnyRowBox) -> Bool {
        // Same cell type means the same box type; the check makes the downcast safe and cheaper than `as?`.
        guard hasSameCellType(as: other) else { return false }
        return contentEquals?(model, unsafeDowncast(other, to: type(of: self)).model) ?? false
    }

    override func heightDiffers(from old: AnyRowBox, atWidth width: CGFloat?) -> Bool {
        guard hasSameCellType(as: old) else { return true }
        let old = unsafeDowncast(old, to: type(of: self))
        return RowHeight.differ(
            old.behaviourStorage?.behaviour.height, behaviourStorage?.behaviour.height, atWidth: width)
    }

    @MainActor override func configure(_ cell: AnyObject) {
        guard let cell = cell as? Cell else {
            preconditionFailure(
                "Row of \(String(reflecting: Cell.self)) was asked to configure a cell of type "
                    + "\(String(reflecting: type(of: cell))); dequeue it with \"\(Cell.reuseIdentifier)\""
            )
        }
        cell.configure(with: model)
    }

    @MainActor override func contextMenu() -> AnyObject? {
        behaviourStorage?.behaviour.makeContextMenu?(model)
    }

    override var hasContextMenu: Bool { behaviourStorage?.behaviour.makeContextMenu != nil }

    @MainActor override func deliver(event: Any) {
        behaviourStorage?.behaviour.deliverEvent?(model, event)
    }

    override var handlesEvents: Bool { behaviourStorage?.behaviour.deliverEvent != nil }

    @MainActor override func select() {
        onSelect?(model)
    }

    // Behaviour (Row+Behaviour.swift).
    override var behaviourHeight: RowHeight? { behaviourStorage?.behaviour.height }
    override var canDelete: Bool { behaviourStorage?.behaviour.onDelete != nil }
    override var canMove: Bool { behaviourStorage?.behaviour.onMove != nil }

    @MainActor override func swipeActions(leading: Bool) -> [AnySwipeAction] {
        let model = self.model
        guard let behaviour = behaviourStorage?.behaviour else { return [] }
        return (leading ? behaviour.leadingActions : behaviour.trailingActions).map { action in
            let handler = action.handler
            return AnySwipeAction(title: action.title, isDestructive: action.style == .destructive) { handler(model) }
        }
    }

    @MainActor override func delete() {
        behaviourStorage?.behaviour.onDelete?(model)
    }

    @MainActor override func move(to destination: RowPath) {
        behaviourStorage?.behaviour.onMove?(model, destination)
    }

    @MainActor override func prefetch(cancel: Bool) {
        guard let behaviour = behaviourStorage?.behaviour else { return }
        (cancel ? behaviour.onCancelPrefetch : behaviour.onPrefetch)?(model)
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
