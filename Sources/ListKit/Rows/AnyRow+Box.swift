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

    /// Whether `other` is a row of the same identity: the same cell type and an equal id.
    ///
    /// The same box answers at once, and a different hash answers without comparing ids, so the `AnyHashable`
    /// comparison (a dynamic cast) runs only for rows that almost surely match.
    final func hasSameIdentity(as other: AnyRowBox) -> Bool {
        self === other || (keyHash == other.keyHash && cellTypeID == other.cellTypeID && id == other.id)
    }

    var cellType: AnyClass { preconditionFailure("AnyRowBox is abstract") }
    var anyModel: any Sendable { preconditionFailure("AnyRowBox is abstract") }
    var isSelectable: Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor var reuseIdentifier: String { preconditionFailure("AnyRowBox is abstract") }
    func isContentEqual(to other: AnyRowBox) -> Bool { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func configure(_ cell: AnyObject) { preconditionFailure("AnyRowBox is abstract") }
    @MainActor func select() { preconditionFailure("AnyRowBox is abstract") }
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
}
