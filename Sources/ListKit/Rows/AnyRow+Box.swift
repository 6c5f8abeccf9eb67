import Foundation

/// The erased row: identity stored, everything typed reached through the subclass.
///
/// Every stored property is a constant and the only subclass is final, so the box is immutable and can cross actors.
class AnyRowBox: @unchecked Sendable {
    /// The row's id.
    let id: SendableHashable
    /// The cell type, as an identifier, for matching rows by (cell type, id) without a metatype comparison.
    let cellTypeID: ObjectIdentifier
    /// The hash of (cell type, id), computed once: a snapshot is diffed twice (as the new one, then as the old one),
    /// and the diff then hashes one `Int` per row instead of an `AnyHashable`.
    let keyHash: Int

    init(id: SendableHashable, cellTypeID: ObjectIdentifier) {
        self.id = id
        self.cellTypeID = cellTypeID
        var hasher = Hasher()
        hasher.combine(cellTypeID)
        hasher.combine(id)
        self.keyHash = hasher.finalize()
    }

    var cellType: AnyClass { preconditionFailure("AnyRowBox is abstract") }
    var anyModel: any Sendable { preconditionFailure("AnyRowBox is abstract") }
    var isSelectable: Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor var reuseIdentifier: String { preconditionFailure("AnyRowBox is abstract") }
    func isContentEqual(to other: AnyRowBox) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func configure(_ cell: AnyObject) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func select() { preconditionFailure("AnyRowBox is abstract") }

    // Behaviour (Row+Behaviour.swift).
    var behaviourHeight: CGFloat? { preconditionFailure("AnyRowBox is abstract") }
    var canDelete: Bool { preconditionFailure("AnyRowBox is abstract") }
    var canMove: Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func swipeActions(leading: Bool) -> [AnySwipeAction] { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func delete() { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func move(to destination: RowPath) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func prefetch(cancel: Bool) { preconditionFailure("AnyRowBox is abstract") }
}

/// The box of a `Row<Cell>`.
final class RowBox<Cell: ConfigurableCell>: AnyRowBox, @unchecked Sendable where Cell.Model: Sendable {
    let row: Row<Cell>

    init(_ row: Row<Cell>) {
        self.row = row
        super.init(id: row.identity, cellTypeID: ObjectIdentifier(Cell.self))
    }

    override var cellType: AnyClass { Cell.self }
    override var anyModel: any Sendable { row.model }
    override var isSelectable: Bool { row.onSelect != nil }
    @MainActor override var reuseIdentifier: String { Cell.reuseIdentifier }

    override func isContentEqual(to other: AnyRowBox) -> Bool {
        // Same cell type means the same box type; the check makes the downcast safe and cheaper than `as?`.
        guard other.cellTypeID == cellTypeID, let equals = row.contentEquals else { return false }
        return equals(row.model, unsafeDowncast(other, to: RowBox<Cell>.self).row.model)
    }

    @MainActor override func configure(_ cell: AnyObject) {
        guard let cell = cell as? Cell else {
            preconditionFailure(
                "Row of \(Cell.self) was asked to configure a cell of type \(type(of: cell)); "
                    + "dequeue it with \"\(Cell.reuseIdentifier)\""
            )
        }
        cell.configure(with: row.model)
    }

    @MainActor override func select() {
        row.onSelect?(row.model)
    }

    // Behaviour (Row+Behaviour.swift).
    override var behaviourHeight: CGFloat? { row.behaviour.height }
    override var canDelete: Bool { row.behaviour.onDelete != nil }
    override var canMove: Bool { row.behaviour.onMove != nil }

    @MainActor override func swipeActions(leading: Bool) -> [AnySwipeAction] {
        let model = row.model
        return (leading ? row.behaviour.leadingActions : row.behaviour.trailingActions).map { action in
            let handler = action.handler
            return AnySwipeAction(title: action.title, isDestructive: action.style == .destructive) { handler(model) }
        }
    }

    @MainActor override func delete() {
        row.behaviour.onDelete?(row.model)
    }

    @MainActor override func move(to destination: RowPath) {
        row.behaviour.onMove?(row.model, destination)
    }

    @MainActor override func prefetch(cancel: Bool) {
        (cancel ? row.behaviour.onCancelPrefetch : row.behaviour.onPrefetch)?(row.model)
    }
}
