import Foundation

/// A row whose cell type is erased, so that rows of many cell types share one array.
///
/// `AnyRow` is what sections hold: a reference to the box that holds the typed row (`AnyRowBox`), the row's place
/// in it, and the hash of its identity, 24 bytes. The rows of a `for` loop whose body is one `Row<Cell>`, and those of
/// ``Rows``, share one box, a run that keeps their models in one array (`RowRun`), so nothing else is allocated for
/// such a row; a row made on its own is a run of one. The diff reads the hash and the box's comparison; the adapters read the box's configure and, when the
/// user acts, the row's `behaviour`. No code outside ListKit casts a cell.
///
/// ```swift
/// let rows: [AnyRow] = [AnyRow(Row<UserCell>(user)), AnyRow(Row<WarningCell>(warning))]
/// ```
public struct AnyRow: Sendable {
    /// The box of the typed row: a box of its own, or the run of rows it was made in (``index`` says which of them).
    @usableFromInline let box: AnyRowBox
    /// The hash of the row's identity, (cell type, id) (``AnyRowBox/keyHash(cellType:idHash:)``), kept beside the
    /// reference rather than in the box: the diff reads every row's hash, and reading it here keeps that pass within
    /// the snapshot's arrays.
    @usableFromInline package let keyHash: Int
    /// The row's place in ``box``, 0 for a box of one row, in 32 bits: an `AnyRow` then takes 20 bytes of its 24.
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
    /// cell types where it is written, so that making a row asks the runtime for no generic type's metadata.
    /// Consuming: the row's parts move into the box.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init<Cell: ConfigurableCell>(_ row: consuming Row<Cell>) {
        keyHash = row.keyHash
        box = RowRun<Cell, Cell.Model>.run(
            models: [], single: row.model, ids: row.rule.deriveID != nil ? [] : [row.identity], rule: row.rule,
            behaviours: row.behaviourStorage == nil ? [] : [row.behaviourStorage])
        position = 0
        AnyRowBox.checkKeyHashes(of: CollectionOfOne(self))
    }

    /// The row's identity within its cell type: what the diff matches rows by (together with ``cellType``).
    public var id: AnyHashable {
        AnyHashable(box.id(at: index))
    }

    /// The type of the cell that shows the row.
    public var cellType: AnyClass {
        box.kind.cellType
    }

    /// The model the row shows, as `Any`; ``model(as:)`` reads it typed.
    public var model: any Sendable {
        box.kind.model(in: box, at: index)
    }

    /// The identifier the row's cell is registered and dequeued with: the cell type's `reuseIdentifier`.
    @MainActor
    package var reuseIdentifier: String {
        box.kind.reuseIdentifier(of: box)
    }

    /// What the row does besides showing its model, with the model given to every handler, or `nil` when it has no
    /// behaviour: what the adapters read when the user acts (``RowBehaviour``).
    ///
    /// - Complexity: O(1) for a row without behaviour; otherwise it binds each handler (a closure each).
    package var behaviour: RowBehaviour<Void>? {
        box.behaviour(at: index)
    }

    /// Whether `other` is the same kind of row with content equal to this one (both models `==`).
    ///
    /// `false` when the cell types differ or the model is not `Equatable`. Handlers take no part.
    ///
    /// - Complexity: O(1), plus the model's `==`.
    public func isContentEqual(to other: AnyRow) -> Bool {
        box.comparison(at: index, with: other.box, at: other.index, wanted: .content).contains(.content)
    }

    /// Shows the row's model in `cell` by calling its `configure(with:)`.
    ///
    /// The cell must be of the row's ``cellType`` (the adapter dequeues it by the row's reuse identifier, so it is);
    /// anything else is a programming error that stops with a message naming both types.
    @MainActor
    package func configure(_ cell: AnyObject) {
        box.kind.configure(cell, from: box, at: index)
    }

    /// The row's model when it is of type `Model`, otherwise `nil`.
    public func model<Model>(as type: Model.Type) -> Model? {
        model as? Model
    }

    /// The typed row when the row's cell type is `Cell`, otherwise `nil`.
    public func row<Cell: ConfigurableCell>(as type: Cell.Type) -> Row<Cell>? {
        box.checked(as: RowRun<Cell, Cell.Model>.self)?.row(at: index)
    }

    /// Whether `other` is this very row (one `AnyRow` made from one `Row`, copied): true is certain, false only
    /// means that the two were made apart.
    ///
    /// - Complexity: O(1).
    package func isIdentical(to other: AnyRow) -> Bool {
        box === other.box && index == other.index
    }
}

extension AnyRow: CustomStringConvertible {
    /// The cell type and the id, as `UserCell(42)`.
    public var description: String {
        "\(String(describing: cellType))(\(box.id(at: index)))"
    }
}

// What the adapters and the tests read of a row's behaviour most often, by name; the rest is `behaviour?.x`.
extension AnyRow {
    /// The row's height, fixed or a function of the width, or `nil` for the adapter's default.
    package var height: RowHeight? { behaviour?.height }
    /// Whether the user can highlight and select the row: what ``RowModifiers/selectable(_:)`` says, or else whether
    /// the row has an `onSelect` handler.
    package var isSelectable: Bool { behaviour?.isSelectable ?? false }
    /// Calls the row's `onSelect` handler, if any, with its model.
    @MainActor package func select() { behaviour?.onSelect?(()) }
}
