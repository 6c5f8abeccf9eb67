#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table view controller written as for UIKit, overriding the controller's data source and delegate methods.
final class InboxController: UITableViewController {
    let sections = [["Ann", "Bob", "Cy"], ["Dee", "Eve", "Fay"]]
    var selected: [IndexPath] = []
    var loadCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loadCount += 1
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Today" : "Earlier"
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 30 : 60
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("UITableViewController", .timeLimit(.minutes(10)))
struct UITableViewControllerTests {
    @Test("tableView is the lazily loaded view with the controller as data source and delegate")
    func tableViewIsTheLazilyLoadedViewWithTheControllerAsDataSourceAndDelegate() {
        let controller = InboxController(style: .grouped)
        #expect(!controller.isViewLoaded)
        let table = controller.tableView
        #expect(controller.loadCount == 1)
        #expect(controller.view === table)
        #expect(table?.dataSource === controller)
        #expect(table?.delegate === controller)
        #expect(table?.style == .grouped)
    }

    @Test("Subclass overrides are called through the table")
    func subclassOverridesAreCalledThroughTheTable() throws {
        let controller = InboxController(style: .plain)
        let table = try #require(controller.tableView)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).height == 60)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Earlier")
        table.simulateTap(at: IndexPath(row: 2, section: 1))
        #expect(controller.selected == [IndexPath(row: 2, section: 1)])
    }

    @Test("Defaults are UIKit's when nothing is overridden")
    func defaultsAreUIKitsWhenNothingIsOverridden() throws {
        let controller = UITableViewController(style: .plain)
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == table.rowHeight)
        #expect(
            controller.tableView(table, willSelectRowAt: IndexPath(row: 1, section: 0)) == IndexPath(row: 1, section: 0)
        )
    }

    @Test("Header display and accessory overrides are called through the table")
    func headerDisplayAndAccessoryOverridesAreCalledThroughTheTable() throws {
        final class AccessoryController: UITableViewController {
            var events: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                "Header"
            }
            override func tableView(
                _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
            ) {
                events.append("willDisplayHeader \(section)")
            }
            override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                events.append("accessory \(indexPath.row)")
            }
        }
        let controller = AccessoryController(style: .plain)
        let table = try #require(controller.tableView)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.layoutIfNeeded()
        table.simulateAccessoryButtonTap(at: IndexPath(row: 1, section: 0))
        #expect(controller.events == ["willDisplayHeader 0", "accessory 1"])
    }

    @Test("New defaults match the protocol defaults")
    func newDefaultsMatchTheProtocolDefaults() throws {
        final class Bare: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let controller = UITableViewController(style: .plain)
        let table = try #require(controller.tableView)
        let bare = Bare()
        let row = IndexPath(row: 0, section: 0)
        #expect(controller.numberOfSections(in: table) == bare.numberOfSections(in: table))
        #expect(controller.tableView(table, canEditRowAt: row) == bare.tableView(table, canEditRowAt: row))
        #expect(
            controller.tableView(table, editingStyleForRowAt: row) == bare.tableView(table, editingStyleForRowAt: row))
        #expect(
            controller.tableView(table, shouldIndentWhileEditingRowAt: row)
                == bare.tableView(table, shouldIndentWhileEditingRowAt: row))
        #expect(
            controller.tableView(table, sectionForSectionIndexTitle: "B", at: 1)
                == bare.tableView(table, sectionForSectionIndexTitle: "B", at: 1))
        #expect(
            controller.tableView(table, estimatedHeightForRowAt: row)
                == bare.tableView(table, estimatedHeightForRowAt: row))
    }

    @Test("viewWillAppear clears the selection")
    func viewWillAppearClearsTheSelection() throws {
        let controller = InboxController(style: .plain)
        let table = try #require(controller.tableView)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(table.indexPathsForSelectedRows ?? [] == [])
    }
}
#endif
