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
    let typedID: any Hashable & Sendable
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
        self.typedID = id
        self.model = model
        self.contentEquals = contentEquals
        self.configureCell = configure
        self.onSelect = onSelect
        self.identifier = reuseIdentifier
        super.init(behaviour: nil)
    }

    override func hasSameIdentity(at index: Int, as other: AnyRowBox, at otherIndex: Int) -> Bool {
        if self === other { return true }
        // Same class, same cell class and model type: the ids compare in place.
        guard hasSameClass(as: other) else { return false }
        return idsOfOneTypeEqual(typedID, unsafeDowncast(other, to: ClosureRowBox.self).typedID) ?? false
    }

    override func id(at index: Int) -> any Hashable & Sendable { typedID }
    override var cellType: AnyClass { Cell.self }
    override func model(at index: Int) -> any Sendable { model }
    override func isSelectable(at index: Int) -> Bool { onSelect != nil }
    @MainActor override var reuseIdentifier: String { identifier }

    override func isContentEqual(at index: Int, to other: AnyRowBox, at otherIndex: Int) -> Bool {
        // Same box class means the same `Model`: the check makes the downcast safe.
        guard hasSameClass(as: other) else { return false }
        return contentEquals?(model, unsafeDowncast(other, to: ClosureRowBox.self).model) ?? false
    }

    override func heightDiffers(at index: Int, from old: AnyRowBox, at oldIndex: Int, atWidth width: CGFloat?) -> Bool {
        !hasSameClass(as: old)
    }

    @MainActor override func configure(_ cell: AnyObject, at index: Int) {
        guard let cell = cell as? Cell else {
            preconditionFailure(
                "Row of \(String(reflecting: Cell.self)) was asked to configure a cell of type "
                    + "\(String(reflecting: type(of: cell))); dequeue it with \"\(identifier)\"")
        }
        configureCell(cell, model)
    }

    @MainActor override func select(at index: Int) { onSelect?(model) }
    @MainActor override func deliver(event: Any, at index: Int) {}
    @MainActor override func contextMenu(at index: Int) -> AnyObject? { nil }
    override func hasContextMenu(at index: Int) -> Bool { false }
    override func handlesEvents(at index: Int) -> Bool { false }
    override func behaviourHeight(at index: Int) -> RowHeight? { nil }
    override func canDelete(at index: Int) -> Bool { false }
    override func canMove(at index: Int) -> Bool { false }
    @MainActor override func swipeActions(at index: Int, leading: Bool) -> [AnySwipeAction] { [] }
    @MainActor override func delete(at index: Int) {}
    @MainActor override func move(at index: Int, to destination: RowPath) {}
    @MainActor override func prefetch(at index: Int, cancel: Bool) {}
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
        position = 0
        box = ClosureRowBox<Cell, Model>(
            id: id, model: model, reuseIdentifier: reuseIdentifier, contentEquals: contentEquals,
            configure: configure, onSelect: onSelect)
        let idHash = id.hashValue
        keyHash = AnyRowBox.keyHash(cellType: Cell.self, idHash: idHash)
        AnyRowBox.checkIDHash(idHash, id: id)
    }
}
