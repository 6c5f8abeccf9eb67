import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The third reference article's screens: people and films in one generic controller, in a tab bar.

struct Person: Hashable, Sendable {
    var name: String
}

struct Film: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var releaseYear: Int
}

final class SubtitleTableViewCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// Items without identity: the controller reloads.
struct Note: Sendable {
    var text: String
}

@MainActor
@Suite("GenericTableViewController", .timeLimit(.minutes(10)))
struct GenericTableViewControllerTests {
    init() { failOnInconsistency() }

    private func shown(_ controller: UITableViewController) -> [String?] {
        controller.tableView.layoutIfNeeded()
        return (controller.tableView.indexPathsForVisibleRows ?? []).map {
            controller.tableView.cellForRow(at: $0)?.textLabel?.text
        }
    }

    private func makePeople(
        select: @escaping (Person) -> Void = { _ in }
    )
        -> GenericTableViewController<Person, UITableViewCell>
    {
        let controller = GenericTableViewController(
            items: [Person(name: "Alfred"), Person(name: "Barbara")],
            configure: { (cell: UITableViewCell, person) in cell.textLabel?.text = person.name },
            select: select
        )
        controller.loadViewIfNeeded()
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        return controller
    }

    @Test("People in basic cells; a tap calls select with the person and deselects the row")
    func peopleScreen() {
        var selected: [String] = []
        let controller = makePeople { selected.append($0.name) }
        #expect(shown(controller) == ["Alfred", "Barbara"])
        controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(selected == ["Barbara"])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("Films in subtitle cells made by a subclass")
    func filmsScreenWithSubtitleCells() throws {
        let controller = GenericTableViewController(
            items: [
                Film(id: 1, title: "Star Wars", releaseYear: 1977), Film(id: 2, title: "Alien", releaseYear: 1979),
            ],
            configure: { (cell: SubtitleTableViewCell, film) in
                cell.textLabel?.text = film.title
                cell.detailTextLabel?.text = "\(film.releaseYear)"
            }
        )
        controller.loadViewIfNeeded()
        #expect(shown(controller) == ["Star Wars", "Alien"])
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell is SubtitleTableViewCell)
        #expect(cell.detailTextLabel?.text == "1979")
    }

    @Test("New items animate: inserts, deletes and moves keep the cells of the rows that stay")
    func newItemsAnimate() throws {
        let controller = makePeople()
        #expect(shown(controller) == ["Alfred", "Barbara"])
        let barbara = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        controller.items = [Person(name: "Barbara"), Person(name: "Carol"), Person(name: "Alfred")]
        #expect(shown(controller) == ["Barbara", "Carol", "Alfred"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === barbara)
    }

    @Test("An edited Identifiable item is reconfigured in place, even when it also moves")
    func editedItemsAreReconfigured() throws {
        let controller = GenericTableViewController(
            items: [
                Film(id: 1, title: "Star Wars", releaseYear: 1977), Film(id: 2, title: "Alien", releaseYear: 1979),
            ],
            configure: { (cell: UITableViewCell, film) in cell.textLabel?.text = film.title }
        )
        controller.loadViewIfNeeded()
        _ = shown(controller)
        let alien = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        controller.items = [
            Film(id: 2, title: "Aliens", releaseYear: 1986), Film(id: 1, title: "Star Wars", releaseYear: 1977),
        ]
        #expect(shown(controller) == ["Aliens", "Star Wars"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === alien)
    }

    @Test("Items identified by a closure animate by it; a row that stays is reconfigured in its cell")
    func itemsIdentifiedByAClosure() throws {
        /// Neither `Hashable` nor `Identifiable` nor `Sendable`: a record with a key.
        final class Record {
            let key: String
            let name: String

            init(_ key: String, _ name: String) {
                self.key = key
                self.name = name
            }
        }
        let controller = GenericTableViewController(
            items: [Record("a", "Ann"), Record("b", "Bob")], id: { $0.key },
            configure: { (cell: UITableViewCell, record) in cell.textLabel?.text = record.name }
        )
        controller.loadViewIfNeeded()
        #expect(shown(controller) == ["Ann", "Bob"])
        let bob = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        controller.items = [Record("b", "Bobby"), Record("c", "Cy")]
        #expect(shown(controller) == ["Bobby", "Cy"])
        // Moved to the top and reconfigured: the same cell, not a new one.
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === bob)
    }

    @Test("Items without identity reload")
    func itemsWithoutIdentityReload() {
        let controller = GenericTableViewController(
            items: [Note(text: "a")],
            configure: { (cell: UITableViewCell, note) in cell.textLabel?.text = note.text }
        )
        controller.loadViewIfNeeded()
        #expect(shown(controller) == ["a"])
        controller.items = [Note(text: "b"), Note(text: "c")]
        #expect(shown(controller) == ["b", "c"])
    }

    @Test("The article's app: two generic controllers in navigation controllers in a tab bar")
    func tabBarOfGenericControllers() throws {
        let people = makePeople()
        people.title = "People"
        let films = GenericTableViewController(
            items: [Film(id: 1, title: "Star Wars", releaseYear: 1977)],
            configure: { (cell: SubtitleTableViewCell, film) in cell.textLabel?.text = film.title }
        )
        films.title = "Films"
        let tabs = UITabBarController()
        tabs.setViewControllers(
            [UINavigationController(rootViewController: people), UINavigationController(rootViewController: films)],
            animated: false
        )
        tabs.selectedIndex = 1
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.topViewController === films)
        films.loadViewIfNeeded()
        #expect(shown(films) == ["Star Wars"])
    }

    @Test("Fifty changes of items in a row, some made from select: one batch update at a time, ending on the last")
    func aBurstOfFiftyChangesNeverInterleavesAndEndsOnTheLastItems() async throws {
        /// What a tapped row's `select` assigns to the controller's items: changes made from inside the table's
        /// delegate call.
        final class PendingChange {
            weak var controller: CountingFilmsController?
            var items: [Film]?
        }
        let pending = PendingChange()
        let controller = CountingFilmsController(
            items: (0..<20).map { Film(id: $0, title: "Film \($0)", releaseYear: 1970) },
            configure: { (cell: UITableViewCell, film) in cell.textLabel?.text = film.title },
            select: { _ in
                if let items = pending.items { pending.controller?.items = items }
            }
        )
        pending.controller = controller
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView as? BatchCountingTable)
        await controller.settled()
        var random = SplitMix64(seed: 50)
        var items = controller.items
        var nextID = 20
        for step in 0..<50 {
            items = Self.edit(items, nextID: &nextID, using: &random)
            if step % 7 == 3, !controller.items.isEmpty {
                pending.items = items
                table.simulateTap(at: IndexPath(row: 0, section: 0))
            } else {
                controller.items = items
            }
        }
        await controller.settled()
        #expect(shown(controller) == items.map(\.title))
        // At most the two stages of one apply under way together: the structure, then the reconfigure of the retitled
        // film performed right after it, as PhotoKit's documentation says ("after performBatchUpdates"); an apply
        // never starts while another's batch updates are under way.
        #expect(table.mostInFlight <= 2, "batch updates of two applies performed at once")
        // Collapsed: far fewer batch updates than the 50 changes (each changes the items).
        #expect(table.batchUpdates > 0)
        #expect(table.batchUpdates < 15, "\(table.batchUpdates) batch updates for 50 changes")
    }

    /// `items` with one film deleted, one inserted, one moved and one retitled, chosen by `random`.
    private static func edit(_ items: [Film], nextID: inout Int, using random: inout SplitMix64) -> [Film] {
        var items = items
        if !items.isEmpty { items.remove(at: Int.random(in: 0..<items.count, using: &random)) }
        items.insert(
            Film(id: nextID, title: "Film \(nextID)", releaseYear: 1970),
            at: Int.random(in: 0...items.count, using: &random))
        nextID += 1
        if items.count > 1 {
            let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
            items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
        }
        let retitled = Int.random(in: 0..<items.count, using: &random)
        items[retitled].title += "′"
        return items
    }
}

/// The films' controller on a ``BatchCountingTable`` (made in `loadView`, as a subclass of UIKit's controller may).
final class CountingFilmsController: GenericTableViewController<Film, UITableViewCell> {
    override func loadView() {
        tableView = BatchCountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 3_000), style: .plain)
    }
}
