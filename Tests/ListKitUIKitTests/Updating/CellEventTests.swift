import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A setting: a title and whether it is on. No closure: its `==` is synthesized.
struct Setting: Identifiable, Hashable, Sendable {
    var id: String
    var isOn: Bool
}

/// A switch cell, as an app writes one: the switch's value change is sent as a typed event.
final class SwitchCell: UITableViewCell, EventSendingCell {
    enum Event: Equatable {
        case toggled(Bool)
    }

    let events = CellEvents<Event>()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        toggle.addAction(UIAction { [weak self] _ in self?.toggled() }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with setting: Setting) {
        textLabel?.text = setting.id
        toggle.setOn(setting.isOn, animated: false)
    }

    private func toggled() {
        events.send(.toggled(toggle.isOn))
    }
}

/// A collection cell with a button that sends an event.
final class TileButtonCell: UICollectionViewCell, EventSendingCell {
    enum Event { case pressed }
    let events = CellEvents<Event>()
    func configure(with model: TestItem) {}
}

@MainActor
@Suite("Typed cell events", .timeLimit(.minutes(10)))
struct CellEventTests {
    init() { failOnInconsistency() }

    private func cell(_ table: UITableView, _ row: Int) throws -> SwitchCell {
        table.layoutIfNeeded()
        return try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? SwitchCell)
    }

    @Test("A switch toggled by the user reaches the row's handler with the row's model and the event")
    func eventReachesHandler() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var received: [String] = []
        let snapshot = ListSnapshot {
            Section(0) {
                for id in ["Wi-Fi", "Bluetooth"] {
                    Row<SwitchCell>(Setting(id: id, isOn: false)).onEvent { setting, event in
                        received.append("\(setting.id): \(event)")
                    }
                }
            }
        }
        await adapter.apply(snapshot)
        try cell(table, 1).toggle.simulateToggle()
        try cell(table, 0).toggle.simulateToggle()
        #expect(received == ["Bluetooth: toggled(true)", "Wi-Fi: toggled(true)"])
        // Setting the value in code (configure) sends nothing, as UIKit's switch does not.
        #expect(try cell(table, 0).events.isBound)
    }

    @Test("The newest snapshot's handler and model receive the event, even when the cell was not reconfigured")
    func newestHandlerAndModel() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var log: [String] = []
        func snapshot(_ label: String) -> ListSnapshot {
            ListSnapshot {
                Section(0) {
                    Row<SwitchCell>(Setting(id: "Wi-Fi", isOn: false)).onEvent { _, _ in log.append(label) }
                }
            }
        }
        await adapter.apply(snapshot("first"))
        let shown = try cell(table, 0)
        // Equal content: not reconfigured, but the new handler is the one called.
        await adapter.apply(snapshot("second"))
        #expect(try cell(table, 0) === shown)
        shown.toggle.simulateToggle()
        #expect(log == ["second"])
    }

    @Test("A reused cell never sends to the row it showed before; an event of a row without a handler goes nowhere")
    func reusedCellsAreRebound() async throws {
        let table = makeTable(height: 88)
        let adapter = TableViewAdapter(tableView: table)
        var received: [String] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    for index in 0..<20 {
                        if index.isMultiple(of: 2) {
                            Row<SwitchCell>(Setting(id: "s\(index)", isOn: false)).onEvent { setting, _ in
                                received.append(setting.id)
                            }
                        } else {
                            Row<SwitchCell>(Setting(id: "s\(index)", isOn: false))
                        }
                    }
                }
            })
        let first = try cell(table, 0)
        #expect(first.events.isBound)
        // Scroll down: the first cells are reused for rows further down, bound or not as their new rows say.
        table.contentOffset = CGPoint(x: 0, y: 44 * 5)
        table.layoutIfNeeded()
        let visible = (table.indexPathsForVisibleRows ?? []).sorted()
        #expect(visible.first?.row == 5)
        #expect(table.visibleCells.contains { $0 === first })
        var expected: [String] = []
        for path in visible {
            let shown = try cell(table, path.row)
            shown.toggle.simulateToggle()
            if path.row.isMultiple(of: 2) { expected.append("s\(path.row)") }
        }
        #expect(received == expected)
    }

    @Test("Collection view cells send events to their rows too")
    func collectionEvents() async throws {
        let view = makeGridView(height: 300)
        let adapter = CollectionViewAdapter(collectionView: view)
        var pressed: [Int] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    for id in 1...3 {
                        Row<TileButtonCell>(TestItem(id: id)).onEvent { item, _ in pressed.append(item.id) }
                    }
                }
            })
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? TileButtonCell)
        cell.events.send(.pressed)
        #expect(pressed == [3])
    }
}
