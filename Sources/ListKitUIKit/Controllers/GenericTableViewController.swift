import ListKit

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
///
/// The table is shown by a ``TableViewAdapter``, the table's data source and delegate from `viewDidLoad()` on, so
/// the controller's updates follow the adapter's rules: they never interleave, an update made while another is
/// under way (or from inside `configure` or `select`) waits its turn, and a burst of them collapses to the latest
/// items. ``settled()`` returns once the table shows the items as they are now. Items need not be `Sendable`: they
/// are diffed on the main actor, never in the background.
open class GenericTableViewController<Item, Cell: UITableViewCell>: UITableViewController {
    /// The items shown, top to bottom. Setting them animates the difference.
    ///
    /// - Complexity: O(n + m) on the main actor for n items shown and m new ones (the diff, ``ListDiff``), plus
    ///   UIKit's work for the changes.
    public var items: [Item] {
        didSet { itemsDidChange() }
    }

    private let configure: (Cell, Item) -> Void
    private let select: (Item) -> Void
    /// Makes the row of the item at an index; `nil` for items without identity, whose changes reload. The
    /// convenience initializers set it after the designated one, from what they know of the items' identity.
    private var makeRow: ((GenericTableViewController, Int, Item) -> AnyRow)?
    private let reuseIdentifier = String(reflecting: Cell.self)
    /// The adapter that shows ``items``, made when the view loads.
    private var adapter: TableViewAdapter?

    /// Creates the controller for items identified by `id`: a change of ``items`` inserts, deletes and moves rows
    /// by their ids, and reconfigures every row that stays (items that are not `Equatable` cannot tell a change).
    ///
    /// The designated initializer: a subclass that declares none of its own inherits it, and with it the
    /// convenience initializers that choose the identity from the items' conformances.
    ///
    /// ```swift
    /// let controller = GenericTableViewController(
    ///     items: records, id: { $0.recordID },
    ///     configure: { (cell: UITableViewCell, record) in cell.textLabel?.text = record.name })
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to show.
    ///   - id: An item's identity: unique among the items (duplicates are shown, as distinct rows).
    ///   - configure: Shows an item in a cell.
    ///   - select: Called with the item the user taps.
    public init<ID: Hashable>(
        items: [Item],
        id: @escaping (Item) -> ID,
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void = { _ in }
    ) {
        self.items = items
        self.configure = configure
        self.select = select
        self.makeRow = { controller, _, item in
            controller.row(item, id: MainActorValue(id(item)), contentEquals: nil)
        }
        super.init(style: .plain)
    }

    /// Creates the controller with rows made by `makeRow`, or reloading on every change when it is `nil`.
    private convenience init(
        items: [Item],
        configure: @escaping (Cell, Item) -> Void,
        select: @escaping (Item) -> Void,
        makeRow: ((GenericTableViewController, Int, Item) -> AnyRow)?
    ) {
        self.init(items: items, id: { _ in 0 }, configure: configure, select: select)
        self.makeRow = makeRow
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
        self.init(items: items, configure: configure, select: select, makeRow: nil)
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
        // The item is its own identity: two rows of one identity show the same.
        self.init(items: items, configure: configure, select: select) { controller, _, item in
            controller.row(item, id: MainActorValue(item), contentEquals: { _, _ in true })
        }
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
        self.init(items: items, configure: configure, select: select) { controller, _, item in
            controller.row(item, id: MainActorValue(item.id), contentEquals: { $0.value == $1.value })
        }
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
        self.init(items: items, configure: configure, select: select) { controller, _, item in
            controller.row(item, id: MainActorValue(item.id), contentEquals: { $0.value == $1.value })
        }
    }

    /// Not available: the controller is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Makes a ``TableViewAdapter`` the table's data source and delegate, and shows ``items``.
    override open func viewDidLoad() {
        super.viewDidLoad()
        let adapter = TableViewAdapter(tableView: tableView)
        // The items need not be `Sendable`: they are diffed here, on the main actor, and never leave it.
        adapter.backgroundDiffThreshold = .max
        self.adapter = adapter
        adapter.reload(snapshot())
    }

    /// Returns once the table shows ``items`` as they are now (every change made before the call is on screen).
    public func settled() async {
        await adapter?.settled()
    }

    private func itemsDidChange() {
        guard let adapter else { return }  // shown when the view loads
        if makeRow == nil {
            adapter.reload(snapshot())
        } else {
            adapter.apply(snapshot())
        }
    }

    /// The items as a snapshot of one section; empty items show no section.
    ///
    /// - Complexity: O(n) for n items.
    private func snapshot() -> ListSnapshot {
        let rows = items.enumerated().map { index, item in
            // Without identity a row is its position, never equal to the one it replaces: the table reloads anyway.
            makeRow?(self, index, item) ?? row(item, id: index, contentEquals: nil)
        }
        return ListSnapshot(sections: [Section(0, rows: rows)])
    }

    /// The row that shows `item` in a `Cell`, with `configure` and `select`.
    private func row<ID: Hashable & Sendable>(
        _ item: Item, id: ID,
        contentEquals: ((MainActorValue<Item>, MainActorValue<Item>) -> Bool)?
    ) -> AnyRow {
        AnyRow(
            id: id, model: MainActorValue(item), cellType: Cell.self, reuseIdentifier: reuseIdentifier,
            contentEquals: contentEquals,
            configure: { [weak self] cell, item in self?.configure(cell, item.value) },
            onSelect: { [weak self] item in self?.select(item.value) })
    }
}

/// An item or id of a ``GenericTableViewController``, which need not be `Sendable`, as a row's model or id.
///
/// Sound because the controller's rows never leave the main actor: its adapter diffs on the main actor
/// (`backgroundDiffThreshold` is `Int.max`), and the rows' closures are main-actor closures.
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension MainActorValue: Equatable where Value: Equatable {}
extension MainActorValue: Hashable where Value: Hashable {}
