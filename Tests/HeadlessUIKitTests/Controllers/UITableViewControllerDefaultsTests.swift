#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table view controller that only supplies its rows (and, optionally, header and footer titles), leaving every
/// other data source and delegate method to `UITableViewController`'s defaults.
final class RowsOnlyTableController: UITableViewController {
    var rows: [[String]] = [["A", "B", "C"]]
    var headerTitle: String?
    var footerTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 30
        tableView.sectionFooterHeight = 30
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitle
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitle
    }
}

@MainActor
@Suite("UITableViewController defaults", .timeLimit(.minutes(10)))
struct UITableViewControllerDefaultsTests {
    @Test("A table view controller made with init(nibName:bundle:) manages a plain table, itself its data source")
    func nibNameInitMakesAPlainTable() throws {
        let controller = UITableViewController(nibName: nil, bundle: nil)
        let table = try #require(controller.tableView)
        #expect(table.style == .plain)
        #expect(table.dataSource === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }

    @Test("Setting tableView makes the new table the controller's view")
    func settingTheTableReplacesTheView() throws {
        let controller = UITableViewController(style: .plain)
        let replacement = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        controller.tableView = replacement
        #expect(controller.tableView === replacement)
        #expect(controller.view === replacement)
    }

    @Test("With the controller's delegate defaults a tap highlights, then selects one row at a time")
    func tapsSelectOneRowAtATime() throws {
        let controller = RowsOnlyTableController(style: .plain)
        let table = try #require(controller.tableView)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        let cells = table.visibleCells
        #expect(cells.map(\.isSelected) == [false, false, true])
        #expect(cells.allSatisfy { !$0.isHighlighted })
    }

    @Test("A tap on a row's accessory button does not select the row")
    func accessoryTapDoesNotSelect() throws {
        let controller = RowsOnlyTableController(style: .plain)
        let table = try #require(controller.tableView)
        table.layoutIfNeeded()
        table.simulateAccessoryButtonTap(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("Deleting a row with the controller's default commit changes nothing: the data source must delete it")
    func defaultCommitDoesNothing() throws {
        let controller = RowsOnlyTableController(style: .plain)
        let table = try #require(controller.tableView)
        table.layoutIfNeeded()
        #expect(table.simulateCommitDelete(at: IndexPath(row: 1, section: 0)))
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "B", "C"])
    }

    @Test("Without an override of moveRowAt no row moves, as UIKit then shows no reorder control")
    func noMoveWithoutMoveRowAt() throws {
        let controller = RowsOnlyTableController(style: .plain)
        let table = try #require(controller.tableView)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl = true
        #expect(table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) == nil)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "B", "C"])
    }

    @Test("A row moved with an override of moveRowAt and the other defaults lands where it was dropped")
    func moveLandsAtTheProposedDestination() throws {
        final class MovingRowsController: UITableViewController {
            var rows = ["A", "B", "C"]
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                rows.count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = rows[indexPath.row]
                cell.showsReorderControl = true
                return cell
            }
            override func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
        }
        let controller = MovingRowsController(style: .plain)
        let table = try #require(controller.tableView)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let moved = table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(moved == IndexPath(row: 2, section: 0))
        #expect(controller.rows == ["B", "C", "A"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["B", "C", "A"])
    }

    @Test("Without swipe actions from the controller a leading swipe performs nothing")
    func noLeadingSwipeActions() throws {
        let controller = RowsOnlyTableController(style: .plain)
        let table = try #require(controller.tableView)
        table.layoutIfNeeded()
        #expect(!table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .leading))
    }

    @Test("A long press on a row shows no context menu unless the controller supplies a configuration")
    func noContextMenuByDefault() throws {
        let controller = RowsOnlyTableController(style: .plain)
        let table = try #require(controller.tableView)
        #expect(table.simulateLongPress(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(!table.simulateDismissContextMenu())
    }

    @Test("A context menu shows and dismisses when the controller only supplies the configuration")
    func contextMenuWithDefaultDisplayCallbacks() throws {
        final class MenuController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            override func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
                }
            }
        }
        let controller = MenuController(style: .plain)
        let table = try #require(controller.tableView)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let menu = table.simulateLongPress(at: IndexPath(row: 1, section: 0))
        #expect(menu?.children.map(\.title) == ["Share"])
        #expect(table.simulateDismissContextMenu())
        #expect(!table.simulateDismissContextMenu())
    }

    @Test("Scrolling a long table moves the first section's header and footer off screen and shows later rows")
    func scrollingEndsDisplayingHeadersAndFooters() throws {
        let controller = RowsOnlyTableController(style: .plain)
        controller.rows = [(0..<5).map { "First \($0)" }, (0..<60).map { "Second \($0)" }]
        controller.headerTitle = "Header"
        controller.footerTitle = "Footer"
        let table = try #require(controller.tableView)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Footer")
        table.scroll(to: CGPoint(x: 0, y: 1500))
        #expect(table.contentOffset.y == 1500)
        #expect(table.footerView(forSection: 0) == nil)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: 0)) == false)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 40, section: 1)) == true)
    }

    @Test("The controller's defaults that the table does not route answer as a delegate without the method")
    func unroutedDefaultsMatchTheProtocols() throws {
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
        // No section index, and the standard "Delete" title for the delete confirmation button.
        #expect(controller.sectionIndexTitles(for: table) == nil)
        #expect(bare.sectionIndexTitles(for: table) == nil)
        #expect(controller.tableView(table, titleForDeleteConfirmationButtonForRowAt: row) == nil)
        #expect(bare.tableView(table, titleForDeleteConfirmationButtonForRowAt: row) == nil)
        // No trailing swipe configuration: the table offers its standard Delete action for an editable row.
        #expect(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
        #expect(bare.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
    }

    @Test("A table view controller cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UITableViewController(coder: NSCoder()) == nil)
    }
}
#endif
