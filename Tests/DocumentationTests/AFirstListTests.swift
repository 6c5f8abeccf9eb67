import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs README's "A first list" on a table: its rows appear, and its diff is what the README says.
@MainActor
struct AFirstListTests {
    private let ada = User(id: UUID(), name: "Ada")
    private let grace = User(id: UUID(), name: "Grace")

    @Test("When the first snapshot is applied, the table shows its rows")
    func whenTheFirstSnapshotIsAppliedTheTableShowsItsRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(firstSnapshot(of: [ada, grace], message: "Hello"))
        table.layoutIfNeeded()

        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Ada", "Grace", "Hello"])
    }

    @Test("When a user is renamed and one added, the diff reconfigures one row and inserts one")
    func whenAUserIsRenamedAndOneAddedTheDiffReconfiguresOneRowAndInsertsOne() {
        let before = firstSnapshot(of: [ada], message: "Hello")
        var renamed = ada
        renamed.name = "Ada Lovelace"
        let after = firstSnapshot(of: [renamed, grace], message: "Hello")

        let rows = ListDiff(from: before, to: after).stages.reduce(into: (inserted: 0, reconfigured: 0, deleted: 0)) {
            $0.inserted += $1.insertedRows.count
            $0.reconfigured += $1.reconfiguredRows.count
            $0.deleted += $1.deletedRows.count
        }
        #expect(rows.inserted == 1)
        #expect(rows.reconfigured == 1)
        #expect(rows.deleted == 0)
        printStages(from: before, to: after)  // the README's loop compiles and runs
    }

    @Test("Rows of users show as the loop's rows do, and a tap opens the user tapped")
    func rowsOfUsersShowAndOpen() {
        let opened = Opened()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        let snapshot = usersSnapshot(of: [ada, grace]) { opened.names.append($0.name) }
        adapter.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Ada", "Grace"])
        let looped = ListSnapshot { Section("Users") { for user in [ada, grace] { Row<UserCell>(user) } } }
        #expect(ListDiff(from: looped, to: snapshot).isEmpty)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(opened.names == ["Grace"])
    }
}

/// The users a test's rows opened, in order.
@MainActor
private final class Opened {
    var names: [String] = []
}
