/// A row whose cell type is erased, so that rows of many cell types share one array.
///
/// `AnyRow` is what sections hold. It keeps everything the adapter and the diff need — the identity, the cell type
/// and its reuse identifier, content equality, configuration and handlers — behind a reference to the typed row, so
/// no code outside ListKit casts a cell. The rows of a `for` loop whose body is one `Row<Cell>` share one such
/// reference, a run that keeps their models in one array (``RowsBuilder``): an `AnyRow` is then the run, the row's
/// place in it and the row's hash, 24 bytes, and nothing else is allocated for the row.
///
/// ```swift
/// let rows: [AnyRow] = [AnyRow(Row<UserCell>(user)), AnyRow(Row<WarningCell>(warning))]
/// ```
public struct AnyRow: Sendable {
    /// The typed row, behind a class so that rows of every type share one array: a box of its own, or the run of rows
    /// of its cell type it was made in (``index`` says which of them).
    ///
    /// The diff reads an array of rows in place as an unretained box reference, an index and a hash (`FlatRows`), at
    /// the offsets of ``box``, ``index`` and ``keyHash``.
    @usableFromInline let box: AnyRowBox
    /// The hash of the row's identity, (cell type, id) (``AnyRowBox/keyHash(cellType:idHash:)``), kept beside the
    /// reference rather than in the box: the diff reads every row's hash, and reading it here keeps that pass within
    /// the snapshot's arrays, which a pass over a hundred thousand boxes would push out of the caches.
    @usableFromInline package let keyHash: Int
    /// The row's place in ``box``, 0 for a box of one row, in 32 bits: an `AnyRow` then takes 20 bytes of its 24, and
    /// a statement of the builder that holds one row (an enum with a row as its payload) fits in 24 bytes too.
    @usableFromInline let position: UInt32

    /// The row's place in ``box``: 0 for a box of one row.
    @inlinable
    var index: Int {
        Int(position)
    }

    /// A row of `box` at `index`, whose identity hashes to `keyHash`.
    @inlinable
    init(box: AnyRowBox, index: Int, keyHash: Int) {
        self.box = box
        self.position = UInt32(truncatingIfNeeded: index)
        self.keyHash = keyHash
    }

    /// Wraps a typed row.
    ///
    /// Inlinable, as the rows' initializers and ``RowsBuilder``: the code that makes a snapshot is specialized for its
    /// cell types where it is written, so that making a row asks the runtime for no generic type's metadata. Consuming:
    /// the row's parts move into the box, where a borrowed row was copied into it and then destroyed, both through the
    /// runtime's value witnesses (9% of the instructions of making rows one by one, `build/sectioned-100k`).
    ///
    /// - Complexity: O(1).
    @inlinable
    public init<Cell: ConfigurableCell>(_ row: consuming Row<Cell>) {
        keyHash = AnyRowBox.keyHash(cellType: Cell.self, idHash: row.idHash)
        AnyRowBox.checkIDHash(row.idHash, id: row.identity)
        box = RowBox(row)
        position = 0
    }

    /// The row's identity within its cell type: what the diff matches rows by (together with ``cellType``).
    public var id: AnyHashable {
        AnyHashable(box.id(at: index))
    }

    /// The type of the cell that shows the row.
    public var cellType: AnyClass {
        box.cellType
    }

    /// The model the row shows, as `Any`; ``model(as:)`` reads it typed.
    public var model: any Sendable {
        box.model(at: index)
    }

    /// The identifier the row's cell is registered and dequeued with: the cell type's `reuseIdentifier`.
    @MainActor
    package var reuseIdentifier: String {
        box.reuseIdentifier
    }

    /// Whether the user can highlight and select the row: what ``Row/selectable(_:)`` says, or else whether the
    /// row has an `onSelect` handler.
    package var isSelectable: Bool {
        box.isSelectable(at: index)
    }

    /// Whether `other` is the same kind of row with content equal to this one (both models `==`).
    ///
    /// `false` when the cell types differ or the model is not `Equatable`. Handlers take no part.
    ///
    /// - Complexity: O(1), plus the model's `==`.
    public func isContentEqual(to other: AnyRow) -> Bool {
        box.isContentEqual(at: index, to: other.box, at: other.index)
    }

    /// Shows the row's model in `cell` by calling its `configure(with:)`.
    ///
    /// The cell must be of the row's ``cellType`` (the adapter dequeues it by the row's reuse identifier, so it is);
    /// anything else is a programming error that stops with a message naming both types.
    @MainActor
    package func configure(_ cell: AnyObject) {
        box.configure(cell, at: index)
    }

    /// Calls the row's `onSelect` handler, if any, with its model.
    @MainActor
    package func select() {
        box.select(at: index)
    }

    /// The row's model when it is of type `Model`, otherwise `nil`.
    public func model<Model>(as type: Model.Type) -> Model? {
        box.model(at: index) as? Model
    }

    /// The typed row when the row's cell type is `Cell`, otherwise `nil`.
    public func row<Cell: ConfigurableCell>(as type: Cell.Type) -> Row<Cell>? {
        if let box = box as? RowBox<Cell> { return box.row }
        return (box as? RowRun<Cell>)?.row(at: index)
    }
}

extension AnyRow: CustomStringConvertible {
    /// The cell type and the id, as `UserCell(42)`.
    public var description: String {
        "\(String(describing: box.cellType))(\(box.id(at: index)))"
    }
}

extension AnyRow {
    /// Whether `other` is this very row (one `AnyRow` made from one `Row`, copied): true is certain, false only
    /// means that the two were made apart.
    ///
    /// - Complexity: O(1).
    package func isIdentical(to other: AnyRow) -> Bool {
        box === other.box && index == other.index
    }

    /// Whether the row has a context menu (ListKitUIKit's `Row.contextMenu(_:)`).
    package var hasContextMenu: Bool {
        box.hasContextMenu(at: index)
    }

    /// The row's context menu, made from its model now, or `nil` when it has none.
    @MainActor
    package func makeContextMenu() -> AnyObject? {
        box.contextMenu(at: index)
    }
}
