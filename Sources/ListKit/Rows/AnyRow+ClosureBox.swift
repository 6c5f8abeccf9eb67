import Foundation

/// The box of a row that ListKit's own modules make from closures rather than from a `ConfigurableCell`: a cell
/// class that the row's `configure` closure fills in (`GenericTableViewController`'s rows, whose cell is any
/// `UITableViewCell` the user names).
///
/// The box's class is `ClosureRowBox<Cell, Model>`, so rows of different cell classes are different kinds of row, as
/// `RowBox<Cell>`'s are. Such rows have no behaviour (height, swipe actions, events): only the parts a closure can
/// give.
///
/// `contentEquals` need not be `Sendable`: the module that makes such rows keeps them on the main actor (its adapter
/// diffs there), which is what lets a `GenericTableViewController` show items that are not `Sendable`.
final class ClosureRowBox<Cell: AnyObject, Model: Sendable>: AnyRowBox, @unchecked Sendable {
    let model: Model
    let contentEquals: ((Model, Model) -> Bool)?
    let configureCell: @MainActor @Sendable (Cell, Model) -> Void
    let onSelect: (@MainActor @Sendable (Model) -> Void)?
    let identifier: String

    init(
        id: any Hashable & Sendable,
        model: Model,
        reuseIdentifier: String,
        contentEquals: ((Model, Model) -> Bool)?,
        configure: @escaping @MainActor @Sendable (Cell, Model) -> Void,
        onSelect: (@MainActor @Sendable (Model) -> Void)?
    ) {
        self.model = model
        self.contentEquals = contentEquals
        self.configureCell = configure
        self.onSelect = onSelect
        self.identifier = reuseIdentifier
        super.init(id: id, behaviour: nil)
    }

    override var id: SendableHashable { SendableHashable(typedID) }
    override var cellType: AnyClass { Cell.self }
    override var anyModel: any Sendable { model }
    override var isSelectable: Bool { onSelect != nil }
    @MainActor override var reuseIdentifier: String { identifier }

    override func isContentEqual(to other: AnyRowBox) -> Bool {
        // Same box class means the same `Model`: the check makes the downcast safe.
        guard hasSameCellType(as: other) else { return false }
        return contentEquals?(model, unsafeDowncast(other, to: type(of: self)).model) ?? false
    }

    override func heightDiffers(from old: AnyRowBox, atWidth width: CGFloat?) -> Bool {
        !hasSameCellType(as: old)
    }

    @MainActor override func configure(_ cell: AnyObject) {
        guard let cell = cell as? Cell else {
            preconditionFailure(
                "Row of \(String(reflecting: Cell.self)) was asked to configure a cell of type "
                    + "\(String(reflecting: type(of: cell))); dequeue it with \"\(identifier)\"")
        }
        configureCell(cell, model)
    }

    @MainActor override func select() { onSelect?(model) }
    @MainActor override func deliver(event: Any) {}
    @MainActor override func contextMenu() -> AnyObject? { nil }
    override var hasContextMenu: Bool { false }
    override var handlesEvents: Bool { false }
    override var behaviourHeight: RowHeight? { nil }
    override var canDelete: Bool { false }
    override var canMove: Bool { false }
    @MainActor override func swipeActions(leading: Bool) -> [AnySwipeAction] { [] }
    @MainActor override func delete() {}
    @MainActor override func move(to destination: RowPath) {}
    @MainActor override func prefetch(cancel: Bool) {}
}

extension AnyRow {
    /// A row shown by a cell of class `Cell`, which `configure` fills in with `model`: for ListKit's own modules,
    /// whose rows name a cell that is not a `ConfigurableCell` (`GenericTableViewController`).
    ///
    /// - Parameters:
    ///   - id: The row's identity within its cell class.
    ///   - model: What the row shows.
    ///   - cellType: The class of the cell that shows the row.
    ///   - reuseIdentifier: The identifier the cell is registered and dequeued with.
    ///   - contentEquals: Whether two models of one identity show the same; `nil` when they never do (the row is
    ///     reconfigured on every apply that keeps it). Not `Sendable`: such rows must be diffed on the main actor
    ///     (an adapter whose `backgroundDiffThreshold` is `Int.max`).
    ///   - configure: Shows a model in a cell.
    ///   - onSelect: Called with the model when the user selects the row; `nil` for a row that cannot be selected.
    /// - Complexity: O(1), plus hashing `id`.
    package init<Cell: AnyObject, Model: Sendable>(
        id: some Hashable & Sendable,
        model: Model,
        cellType: Cell.Type,
        reuseIdentifier: String,
        contentEquals: ((Model, Model) -> Bool)?,
        configure: @escaping @MainActor @Sendable (Cell, Model) -> Void,
        onSelect: (@MainActor @Sendable (Model) -> Void)?
    ) {
        box = ClosureRowBox<Cell, Model>(
            id: id, model: model, reuseIdentifier: reuseIdentifier, contentEquals: contentEquals,
            configure: configure, onSelect: onSelect)
        let idHash = id.hashValue
        keyHash = AnyRowBox.keyHash(cellType: Cell.self, idHash: idHash)
        AnyRowBox.checkIDHash(idHash, of: box)
    }
}
