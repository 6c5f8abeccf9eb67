import ListKit
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
@Suite("GenericTableViewController")
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
    func test_peopleScreen() {
        var selected: [String] = []
        let controller = makePeople { selected.append($0.name) }
        #expect(shown(controller) == ["Alfred", "Barbara"])
        controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(selected == ["Barbara"])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("Films in subtitle cells made by a subclass")
    func test_filmsScreenWithSubtitleCells() throws {
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
    func test_newItemsAnimate() throws {
        let controller = makePeople()
        #expect(shown(controller) == ["Alfred", "Barbara"])
        let barbara = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        controller.items = [Person(name: "Barbara"), Person(name: "Carol"), Person(name: "Alfred")]
        #expect(shown(controller) == ["Barbara", "Carol", "Alfred"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === barbara)
    }

    @Test("An edited Identifiable item is reconfigured in place, even when it also moves")
    func test_editedItemsAreReconfigured() throws {
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

    @Test("Items without identity reload")
    func test_itemsWithoutIdentityReload() {
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
    func test_tabBarOfGenericControllers() throws {
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
}
