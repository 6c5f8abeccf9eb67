/// A row whose cell type is erased, so that rows of many cell types share one array.
///
/// `AnyRow` is what sections hold. It keeps everything the adapter and the diff need — the identity, the cell type
/// and its reuse identifier, content equality, configuration and handlers — behind a reference to the typed row, so
/// no code outside ListKit casts a cell.
///
/// ```swift
/// let rows: [AnyRow] = [AnyRow(Row<UserCell>(user)), AnyRow(Row<WarningCell>(warning))]
/// ```
public struct AnyRow: Sendable {
    /// The typed row, behind a class so that rows of every type share one array.
    ///
    /// The diff reads an array of rows in place as pairs of an unretained box reference and a hash (`FlatRows`),
    /// at the offsets of ``box`` and ``keyHash``.
    @usableFromInline let box: AnyRowBox
    /// The hash of the row's identity, (cell type, id) (``AnyRowBox/keyHash(cellType:idHash:)``), kept beside the
    /// reference rather than in the box: the diff reads every row's hash, and reading it here keeps that pass within
    /// the snapshot's arrays, which a pass over a hundred thousand boxes would push out of the caches.
    @usableFromInline package let keyHash: Int

    /// Wraps a typed row.
    ///
    /// Inlinable, as the rows' initializers and ``RowsBuilder``: the code that makes a snapshot is specialized for its
    /// cell types where it is written, so that making a row asks the runtime for no generic type's metadata.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init<Cell: ConfigurableCell>(_ row: borrowing Row<Cell>) {
        box = RowBox(row)
        keyHash = AnyRowBox.keyHash(cellType: Cell.self, idHash: row.idHash)
        AnyRowBox.checkIDHash(row.idHash, of: box)
    }

    /// The row's identity within its cell type: what the diff matches rows by (together with ``cellType``).
    public var id: AnyHashable {
        box.id.base
    }

    /// The type of the cell that shows the row.
    public var cellType: AnyClass {
        box.cellType
    }

    /// The model the row shows, as `Any`; ``model(as:)`` reads it typed.
    public var model: any Sendable {
        box.anyModel
    }

    /// The identifier the row's cell is registered and dequeued with: the cell type's `reuseIdentifier`.
    @MainActor
    package var reuseIdentifier: String {
        box.reuseIdentifier
    }

    /// Whether the user can highlight and select the row: what ``Row/selectable(_:)`` says, or else whether the
    /// row has an `onSelect` handler.
    package var isSelectable: Bool {
        box.isSelectable
    }

    /// Whether `other` is the same kind of row with content equal to this one (both models `==`).
    ///
    /// `false` when the cell types differ or the model is not `Equatable`. Handlers take no part.
    ///
    /// - Complexity: O(1), plus the model's `==`.
    public func isContentEqual(to other: AnyRow) -> Bool {
        box.isContentEqual(to: other.box)
    }

    /// Shows the row's model in `cell` by calling its `configure(with:)`.
    ///
    /// The cell must be of the row's ``cellType`` (the adapter dequeues it by the row's reuse identifier, so it is);
    /// anything else is a programming error that stops with a message naming both types.
    @MainActor
    package func configure(_ cell: AnyObject) {
        box.configure(cell)
    }

    /// Calls the row's `onSelect` handler, if any, with its model.
    @MainActor
    package func select() {
        box.select()
    }

    /// The row's model when it is of type `Model`, otherwise `nil`.
    public func model<Model>(as type: Model.Type) -> Model? {
        box.anyModel as? Model
    }

    /// The typed row when the row's cell type is `Cell`, otherwise `nil`.
    public func row<Cell: ConfigurableCell>(as type: Cell.Type) -> Row<Cell>? {
        (box as? RowBox<Cell>)?.row
    }
}

extension AnyRow: CustomStringConvertible {
    /// The cell type and the id, as `UserCell(42)`.
    public var description: String {
        "\(String(describing: box.cellType))(\(box.id.base.base))"
    }
}

extension AnyRow {
    /// Whether `other` is this very row (one `AnyRow` made from one `Row`, copied): true is certain, false only
    /// means that the two were made apart.
    ///
    /// - Complexity: O(1).
    package func isIdentical(to other: AnyRow) -> Bool {
        box === other.box
    }

    /// Whether the row has a context menu (ListKitUIKit's `Row.contextMenu(_:)`).
    package var hasContextMenu: Bool {
        box.hasContextMenu
    }

    /// The row's context menu, made from its model now, or `nil` when it has none.
    @MainActor
    package func makeContextMenu() -> AnyObject? {
        box.contextMenu()
    }
}
