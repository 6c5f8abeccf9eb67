#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table diffable data source written as apps write one for editing: a subclass that allows editing and moving,
/// deletes by applying a snapshot, and titles its sections.
final class EditableListDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

// Behaviour from Apple's documentation of UITableViewDiffableDataSource
// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource) and of the table's editing:
// tableView(_:commit:forRowAt:) ("the data source ... should delete the row"), tableView(_:moveRowAt:to:).
@MainActor
@Suite("UITableViewDiffableDataSource", .timeLimit(.minutes(10)))
struct UITableViewDiffableDataSourceTests {
    /// A table of 44-point rows fed by an editable diffable data source whose cells show their item.
    func makeEditableTable() -> (UITableView, EditableListDataSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let dataSource = EditableListDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            cell.showsReorderControl = true
            return cell
        }
        return (table, dataSource)
    }

    /// Applies and waits for the completion; returns the messages raised.
    func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<String, String>, to dataSource: EditableListDataSource
    ) async -> [String] {
        await applyAndWait(snapshot, to: dataSource)
    }

    @Test("The table shows the snapshot's rows and the subclass's section titles")
    func tableShowsSnapshot() async {
        let (table, dataSource) = makeEditableTable()
        #expect(await apply(makeSnapshot([("Today", ["milk", "eggs"]), ("Later", ["tea"])]), to: dataSource).isEmpty)
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["milk", "eggs", "tea"])
        #expect(dataSource.tableView(table, titleForHeaderInSection: 1) == "Later")
        #expect(dataSource.defaultRowAnimation == .automatic)
        dataSource.defaultRowAnimation = .fade
        #expect(dataSource.defaultRowAnimation == .fade)
    }

    @Test("Deleting a row in editing mode applies a snapshot without it")
    func deleteInEditingMode() async throws {
        let (table, dataSource) = makeEditableTable()
        _ = await apply(makeSnapshot([("Today", ["milk", "eggs", "bread"])]), to: dataSource)
        table.layoutIfNeeded()
        let bread = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.setEditing(true, animated: false)
        let messages = raisedMessages { #expect(table.simulateCommitDelete(at: IndexPath(row: 1, section: 0))) }
        #expect(messages.isEmpty)
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["milk", "bread"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === bread)
        #expect(dataSource.snapshot().itemIdentifiers == ["milk", "bread"])
    }

    @Test("Moving a row in editing mode moves the item in the data source's snapshot, across sections too")
    func moveInEditingMode() async {
        let (table, dataSource) = makeEditableTable()
        _ = await apply(makeSnapshot([("Today", ["milk", "eggs"]), ("Later", ["tea"])]), to: dataSource)
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)
        let messages = raisedMessages {
            #expect(table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)) != nil)
        }
        #expect(messages.isEmpty)
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["eggs", "tea", "milk"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "Later") == ["tea", "milk"])
        #expect(dataSource.indexPath(for: "milk") == IndexPath(row: 1, section: 1))
        var next = dataSource.snapshot()
        next.appendItems(["jam"], toSection: "Today")
        #expect(await apply(next, to: dataSource).isEmpty)
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["eggs", "jam", "tea", "milk"])
    }

    @Test("An apply after a row moved in editing mode diffs from the moved rows, not from the last apply's")
    func applyAfterMoveDiffsFromMovedRows() async {
        let (table, dataSource) = makeEditableTable()
        _ = await apply(makeSnapshot([("Today", ["milk", "eggs"]), ("Later", ["tea"])]), to: dataSource)
        // An animated apply, whose items the data source keeps for the next diff; the move must replace them.
        var added = dataSource.snapshot()
        added.appendItems(["jam"], toSection: "Today")
        #expect(await apply(added, to: dataSource).isEmpty)
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)
        let messages = raisedMessages {
            #expect(table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)) != nil)
        }
        #expect(messages.isEmpty)
        var next = dataSource.snapshot()
        next.deleteItems(["tea"])
        next.appendItems(["rice"], toSection: "Today")
        #expect(await apply(next, to: dataSource).isEmpty)
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["eggs", "jam", "rice", "milk"])
        #expect(dataSource.snapshot().itemIdentifiers == ["eggs", "jam", "rice", "milk"])
    }

    @Test("By default rows can be neither edited nor moved")
    func defaultsRefuseEditing() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in nil }
        #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == nil)
    }
}
#endif
