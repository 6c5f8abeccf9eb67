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
@Suite("Configuration rows in a table", .timeLimit(.minutes(10)))
struct ConfigurationRowTableTests {
    /// The adapters of the test's views: a view holds its data source weakly.
    private let adapters = AdapterKeeper()

    init() { failOnInconsistency() }

    /// A table of 600 points showing `snapshot`, laid out, with its adapter.
    private func showing(_ snapshot: ListSnapshot, height: CGFloat = 600) -> (UITableView, TableViewAdapter) {
        let table = makeTable(height: height)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(snapshot)
        adapters.keep(adapter)
        table.layoutIfNeeded()
        return (table, adapter)
    }

    private func cell(_ table: UITableView, _ row: Int, section: Int = 0) throws -> UITableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: row, section: section)))
    }

    @Test("A configuration row's table cell shows the text and secondary text its closure gives")
    func showsContent() throws {
        let (table, _) = showing(ListSnapshot { Section(0) { contactRow(1, "Ada", phone: "555-0101") } })
        let cell = try cell(table, 0)
        let content = try #require(listContent(cell.contentConfiguration))
        #expect(content.text == "Ada")
        #expect(content.secondaryText == "555-0101")
        #expect(cell.contentView is UIListContentView)
        #expect(cell.accessoryType == .none)
    }

    @Test(
        "Selecting, highlighting and editing change the cell's state, and the cell shows what the closure gives for it")
    func stateChangesConfiguration() throws {
        let (table, _) = showing(
            ListSnapshot { Section(0) { contactRow(1, phone: "555").selectable().onDelete { _ in } } })
        let cell = try cell(table, 0)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "selected")
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        cell.setHighlighted(true, animated: false)
        table.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "highlighted")
        cell.setHighlighted(false, animated: false)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "editing")
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "555")
    }

    @Test("A changed model under the same id reconfigures the same cell in place; an equal one leaves it as it is")
    func changedModelReconfiguresSameCell() throws {
        let (table, adapter) = showing(
            ListSnapshot {
                Section(0) {
                    contactRow(1, "Ada"); contactRow(2, "Bob")
                }
            })
        let cell = try cell(table, 1)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    contactRow(1, "Ada"); contactRow(2, "Robert")
                }
            })
        table.layoutIfNeeded()
        #expect(try self.cell(table, 1) === cell)
        #expect(listContent(cell.contentConfiguration)?.text == "Robert")

        // The model decides: new closures with an equal model are not a change.
        let renamed = ConfigurationRow(Contact(id: 2, name: "Robert")) { contact, _ in
            var content = UIListContentConfiguration.cell()
            content.text = "never shown"
            return content
        }
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    contactRow(1, "Ada"); renamed
                }
            })
        table.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.text == "Robert")
    }

    @Test("Accessories become the table cell's accessory type, or a label as its accessory view")
    func accessoriesMapToTableCell() throws {
        let (table, _) = showing(
            ListSnapshot {
                Section(0) {
                    contactRow(1).accessories([.disclosureIndicator])
                    contactRow(2).accessories([.checkmark, .disclosureIndicator])
                    contactRow(3).accessories([.label("12"), .disclosureIndicator])
                    contactRow(4).accessories([.delete, .reorder])
                    contactRow(5).accessories { contact, state in state.isSelected ? [.checkmark] : [] }.selectable()
                }
            })
        #expect(try cell(table, 0).accessoryType == .disclosureIndicator)
        #expect(try cell(table, 1).accessoryType == .checkmark)
        #expect((try cell(table, 2).accessoryView as? UILabel)?.text == "12")
        #expect(try cell(table, 3).accessoryType == .none)
        #expect(try cell(table, 3).accessoryView == nil)
        #expect(try cell(table, 4).accessoryType == .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        #expect(try cell(table, 4).accessoryType == .checkmark)
    }

    @Test("The background configuration follows the cell's state")
    func backgroundPerState() throws {
        let (table, _) = showing(
            ListSnapshot {
                Section(0) {
                    contactRow(1).background(stateBackground).selectable(); contactRow(2)
                }
            })
        let cell = try cell(table, 0)
        #expect(cell.backgroundConfiguration?.backgroundColor == .yellow)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .red)
        #expect(try self.cell(table, 1).backgroundConfiguration?.backgroundColor == nil)
    }

    @Test("Configuration rows and rows of cell subclasses share a snapshot, and handlers get the model")
    func mixedWithClassicRows() throws {
        nonisolated(unsafe) var selected: [Contact] = []
        let snapshot = ListSnapshot {
            Section(0) {
                item(1)
                contactRow(2, "Grace").onSelect { selected.append($0) }
                for id in 3...4 { contactRow(id) }
                Row<BadgeCell>(TestItem(id: 5))
            }
        }
        let (table, adapter) = showing(snapshot)
        #expect(try cell(table, 0) is ItemCell)
        #expect(listContent(try cell(table, 1).contentConfiguration)?.text == "Grace")
        #expect(listContent(try cell(table, 3).contentConfiguration)?.text == "Contact 4")
        #expect(try cell(table, 4) is BadgeCell)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(selected.map(\.name) == ["Grace"])
        #expect(adapter.snapshot.row(at: RowPath(section: 0, row: 1))?.model(as: Contact.self)?.id == 2)
    }

    @Test("A reused cell shows only its new row: no accessory, label or background of the row before")
    func reuseDoesNotLeak() throws {
        let rows = (0..<30).map { id in
            id % 3 == 0
                ? contactRow(id).accessories([.label("\(id)"), .checkmark]).background(stateBackground)
                : contactRow(id)
        }
        let (table, _) = showing(ListSnapshot { Section(0) { rows } }, height: 132)
        let first = try cell(table, 0)
        var reused = false
        for offset in stride(from: 44, through: 44 * 27, by: 44) {
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                let cell = try cell(table, indexPath.row)
                reused = reused || (cell === first && indexPath.row != 0)
                let marked = indexPath.row % 3 == 0
                #expect(listContent(cell.contentConfiguration)?.text == "Contact \(indexPath.row)")
                #expect((cell.accessoryView as? UILabel)?.text == (marked ? "\(indexPath.row)" : nil))
                #expect(cell.backgroundConfiguration?.backgroundColor == (marked ? .yellow : nil))
            }
        }
        #expect(reused)
    }

    @Test("A Row of ConfigurationCell made directly shows the model's description, and says how to write it")
    func rowWithoutContentShowsDescription() throws {
        let mark = DiagnosticsRecorder.shared.count
        let (table, _) = showing(ListSnapshot { Section(0) { Row<ConfigurationCell<String>>("plain") } })
        #expect(listContent(try cell(table, 0).contentConfiguration)?.text == "plain")
        let messages = DiagnosticsRecorder.shared.messages(since: mark).filter { $0.contains("ConfigurationCell<") }
        #expect(messages.contains { $0.contains("ConfigurationRow(model)") })
    }
}
