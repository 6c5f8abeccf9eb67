import Foundation
import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("TableViewAdapter: heights are content", .timeLimit(.minutes(10)))
struct RowHeightAdapterTests {
    init() { failOnInconsistency() }

    private func rowHeights(_ table: UITableView, section: Int = 0) -> [CGFloat] {
        (0..<table.numberOfRows(inSection: section)).map {
            table.rectForRow(at: IndexPath(row: $0, section: section)).height
        }
    }

    @Test("A row whose height alone changes takes its new height, animated, and keeps its cell unconfigured")
    func heightOnlyChangeReachesTheTable() async throws {
        let table = makeRecordingTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).height(44); item(2).height(44); item(3).height(44)
                }
            })
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
        let configurations = cell.configurations
        let updates = table.states.count

        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).height(44); item(2).height(120); item(3).height(44)
                }
            })
        table.layoutIfNeeded()

        #expect(rowHeights(table) == [44, 120, 44])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 164)
        #expect(table.states.count == updates + 1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.configurations == configurations)
    }

    @Test("A height computed from the width follows the table's width, and a change of the function reaches the table")
    func computedHeightFollowsTheWidth() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        // The function captures the value it reads (a text size setting, say), as each snapshot is built.
        func snapshot(factor: CGFloat) -> ListSnapshot {
            ListSnapshot {
                Section(0) {
                    item(1).height { width in width * factor }; item(2).height(30)
                }
            }
        }
        await adapter.apply(snapshot(factor: 0.25))
        table.layoutIfNeeded()
        #expect(rowHeights(table) == [80, 30])

        await adapter.apply(snapshot(factor: 0.5))
        table.layoutIfNeeded()
        #expect(rowHeights(table) == [160, 30])
    }

    @Test("A row that moves to another section takes the height its new place gives it")
    func movedRowTakesItsNewHeight() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).height(44); item(2).height(44)
                }
                Section(1) { item(3).height(90) }
            })
        await adapter.apply(
            ListSnapshot {
                Section(0) { item(1).height(44) }
                Section(1) {
                    item(3).height(90); item(2).height(90)
                }
            })
        table.layoutIfNeeded()
        #expect(rowHeights(table, section: 0) == [44])
        #expect(rowHeights(table, section: 1) == [90, 90])
        expectShows(
            table,
            ListSnapshot {
                Section(0) { item(1) }
                Section(1) {
                    item(3); item(2)
                }
            })
    }

    @Test("An apply that changes nothing, heights included, performs no batch update")
    func unchangedHeightsCostNothing() async {
        let table = makeRecordingTable()
        let adapter = TableViewAdapter(tableView: table)
        let snapshot = ListSnapshot {
            Section(0) {
                item(1).height(50); item(2).height { width in width / 8 }
            }
        }
        await adapter.apply(snapshot)
        let updates = table.states.count
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).height(50); item(2).height { width in width / 8 }
                }
            })
        #expect(table.states.count == updates)
        #expect(rowHeights(table) == [50, 40])
    }

    @Test(
        "Measured heights are kept per content: a row deleted and inserted again with other content is estimated afresh"
    )
    func measurementsAreKeyedByContent() async {
        // A table of no height shows no row: the delegate calls below are the table's, as UIKit makes them.
        let table = makeTable(height: 0)
        let adapter = TableViewAdapter(tableView: table)
        adapter.estimatedRowHeight = 50
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2)
                }
            })
        let cell = ItemCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
        adapter.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 120)

        // Deleted, then back with other content: the old measurement is not this content's.
        await adapter.apply(ListSnapshot { Section(0) { item(2) } })
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1, 5); item(2)
                }
            })
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 50)

        // Two rows of one identity with different content: each finds only its own measurement.
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(7, 1); item(7, 2)
                }
            })
        adapter.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 120)
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0)) == 50)

        // The same content at another width has no measurement; back at this width, it has.
        table.frame.size.width = 400
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 50)
        table.frame.size.width = 320
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 120)
    }
}
