import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// `Rows` on a table: every modifier reaches the row the user acts on, with that row's model.
@MainActor
@Suite("Rows on a table", .timeLimit(.minutes(10)))
struct RowsAdapterTests {
    init() { failOnInconsistency() }

    private let items = (0..<30).map { TestItem(id: $0, content: $0) }

    @Test("Taps, swipes from both edges, deletion, moves and prefetching reach each row with its own model")
    func handlersReachTheirRow() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var log: [String] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Rows<ItemCell>(items)
                        .onSelect { log.append("select \($0.id)") }
                        .trailingActions([
                            SwipeAction("Archive", style: .destructive) { log.append("archive \($0.id)") }
                        ])
                        .leadingActions([SwipeAction("Pin") { log.append("pin \($0.id)") }])
                        .onDelete { log.append("delete \($0.id)") }
                        .onMove { model, destination in log.append("move \(model.id) to \(destination.row)") }
                        .onPrefetch({ log.append("prefetch \($0.id)") }, cancel: { log.append("cancel \($0.id)") })
                }
            })
        table.layoutIfNeeded()
        // The table prefetched the rows below the screen as it laid them out, each with its own model.
        #expect(log.first == "prefetch 14")
        #expect(log.allSatisfy { $0.hasPrefix("prefetch ") })
        log.removeAll()
        table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(table.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing))
        #expect(table.simulateSwipe(at: IndexPath(row: 7, section: 0), edge: .leading))
        #expect(table.simulateCommitDelete(at: IndexPath(row: 9, section: 0)))
        // The reorder control shows only in editing mode, as on iOS.
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 5, section: 0)) != nil)
        adapter.tableView(table, prefetchRowsAt: [IndexPath(row: 25, section: 0)])
        adapter.tableView(table, cancelPrefetchingForRowsAt: [IndexPath(row: 25, section: 0)])
        #expect(
            log == [
                "select 4", "archive 2", "pin 7", "delete 9", "move 1 to 5", "prefetch 25", "cancel 25",
            ])
    }

    @Test("A height given to Rows is every row's, and a row without a handler is not selectable unless asked")
    func heightsAndSelection() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(ListSnapshot { Section(0) { Rows<ItemCell>(items).height(60).selectable() } })
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 60)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 180)
        #expect(adapter.tableView(table, shouldHighlightRowAt: IndexPath(row: 3, section: 0)))
        adapter.apply(ListSnapshot { Section(0) { Rows<ItemCell>(items).height { width in width / 8 } } })
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 40)
        #expect(!adapter.tableView(table, shouldHighlightRowAt: IndexPath(row: 3, section: 0)))
    }

    @Test("A cell's event reaches the handler of Rows with the model of the row whose cell sent it")
    func eventsReachTheirRow() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var received: [String] = []
        let settings = ["Wi-Fi", "Bluetooth", "Cellular"].map { Setting(id: $0, isOn: false) }
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Rows<SwitchCell>(settings).onEvent { setting, event in received.append("\(setting.id): \(event)") }
                }
            })
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? SwitchCell)
        cell.toggle.simulateToggle()
        #expect(received == ["Cellular: toggled(true)"])
    }

    @Test("A context menu given to Rows is made from the long-pressed row's model")
    func contextMenusOfTheirRow() throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section(0) { Rows<ItemCell>(items).contextMenu { UIMenu(title: "Item \($0.id)", children: []) } }
            })
        table.layoutIfNeeded()
        let menu = try #require(table.simulateLongPress(at: IndexPath(row: 6, section: 0)))
        #expect(menu.title == "Item 6")
    }
}
