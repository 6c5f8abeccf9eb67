#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A list screen for one type of item in one type of cell, in one line: the third reference article's controller,
/// with animated updates.
///
/// ```swift
/// let people = GenericTableViewController(
///     items: people,
///     configure: { (cell: SubtitleCell, person: Person) in
///         cell.textLabel?.text = person.name
///         cell.detailTextLabel?.text = person.city
///     },
///     select: { person in print(person.name) }
/// )
/// people.items.append(newcomer)  // animated: the new row is inserted
/// ```
///
/// The cell class is registered for you; a `UITableViewCell` style other than `.default` comes from a subclass that
/// passes it to `super.init(style:reuseIdentifier:)`. A tapped row is deselected after `select` runs.
///
/// Setting ``items`` animates the difference: by identity when items are `Identifiable` (changed items are
/// reconfigured in place) or `Hashable`, and with `reloadData()` otherwise.
open class GenericTableViewController<Item, Cell: UITableViewCell>: UITableViewController {
    /// The items shown, top to bottom. Setting them animates the difference.
    public var items: [Item] {
        didSet { itemsDidChange(from: oldValue) }
    }

    private let configure: (Cell, Item) -> Void
    private let select: (Item) -> Void
    private let difference: (([Item], [Item]) -> FlatDiff)?
    private let reuseIdentifier = String(reflecting: Cell.self)

    private init(
        items: [Item],
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void,
        difference: (([Item], [Item]) -> FlatDiff)?
    ) {
        self.items = items
        self.configure = configure
        self.select = select
        self.difference = difference
        super.init(style: .plain)
    }

    /// Creates the controller for items without identity: a change of ``items`` reloads the table.
    ///
    /// - Parameters:
    ///   - items: The items to show.
    ///   - configure: Shows an item in a cell.
    ///   - select: Called with the item the user taps.
    public convenience init(
        items: [Item],
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void = { _ in }
    ) {
        self.init(items: items, configure: configure, select: select, difference: nil)
    }

    /// Creates the controller for `Hashable` items: a change of ``items`` inserts, deletes and moves rows.
    ///
    /// - Parameters:
    ///   - items: The items to show.
    ///   - configure: Shows an item in a cell.
    ///   - select: Called with the item the user taps.
    public convenience init(
        items: [Item],
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void = { _ in }
    ) where Item: Hashable {
        self.init(items: items, configure: configure, select: select) { FlatDiff(from: $0, to: $1) }
    }

    /// Creates the controller for `Identifiable & Equatable` items: a change of ``items`` inserts, deletes and
    /// moves rows by `id`, and reconfigures the rows whose item changed.
    ///
    /// - Parameters:
    ///   - items: The items to show.
    ///   - configure: Shows an item in a cell.
    ///   - select: Called with the item the user taps.
    public convenience init(
        items: [Item],
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void = { _ in }
    ) where Item: Identifiable & Equatable {
        self.init(items: items, configure: configure, select: select) { FlatDiff(from: $0, to: $1) }
    }

    /// Creates the controller for items that are both `Identifiable` and `Hashable`: identity by `id`.
    ///
    /// - Parameters:
    ///   - items: The items to show.
    ///   - configure: Shows an item in a cell.
    ///   - select: Called with the item the user taps.
    public convenience init(
        items: [Item],
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void = { _ in }
    ) where Item: Identifiable & Hashable {
        self.init(items: items, configure: configure, select: select) { FlatDiff(from: $0, to: $1) }
    }

    /// Not available: the controller is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Registers the cell class.
    override open func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
    }

    /// The number of items.
    override open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    /// Dequeues a cell and has `configure` show the item in it.
    override open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        if let cell = cell as? Cell, items.indices.contains(indexPath.row) {
            configure(cell, items[indexPath.row])
        }
        return cell
    }

    /// Deselects the row and calls `select` with its item.
    override open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard items.indices.contains(indexPath.row) else { return }
        select(items[indexPath.row])
    }

    private func itemsDidChange(from old: [Item]) {
        guard isViewLoaded else { return }
        guard let difference else {
            tableView.reloadData()
            return
        }
        let diff = difference(old, items)
        guard !diff.isEmpty else { return }
        let paths = { (indices: [Int]) in indices.map { IndexPath(row: $0, section: 0) } }
        let tableView: UITableView = self.tableView
        tableView.performBatchUpdates {
            tableView.deleteRows(at: paths(diff.deletions), with: .automatic)
            tableView.insertRows(at: paths(diff.insertions), with: .automatic)
            for move in diff.moves {
                tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0))
            }
        }
        // UIKit rejects a reconfigure and a move of one row in one batch: changed rows are refreshed after.
        guard !diff.updates.isEmpty else { return }
        let updated = paths(diff.updates.map(\.to))
        tableView.performBatchUpdates {
            if #available(iOS 15.0, *), UIKitAvailability.hasReconfigure {
                tableView.reconfigureRows(at: updated)
            } else {
                tableView.reloadRows(at: updated, with: .none)
            }
        }
    }
}
