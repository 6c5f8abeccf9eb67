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

/// Two screens, each with a cell type named `Cell`.
enum InboxScreen {
    final class Cell: UITableViewCell, ConfigurableCell {
        private(set) var shown: String?
        func configure(with model: String) { shown = "inbox: " + model }
    }
}

/// See ``InboxScreen``.
enum OutboxScreen {
    final class Cell: UITableViewCell, ConfigurableCell {
        private(set) var shown: String?
        func configure(with model: Int) { shown = "outbox: \(model)" }
    }
}

/// Two cell types that override `reuseIdentifier` with the same string.
final class FirstSharedIdentifierCell: UITableViewCell, ConfigurableCell {
    static var reuseIdentifier: String { "cell" }
    func configure(with model: String) { textLabel?.text = model }
}

/// See ``FirstSharedIdentifierCell``.
final class SecondSharedIdentifierCell: UITableViewCell, ConfigurableCell {
    static var reuseIdentifier: String { "cell" }
    func configure(with model: Int) { textLabel?.text = "#\(model)" }
}

@MainActor
@Suite("Reuse identifiers", .timeLimit(.minutes(10)))
struct ReuseIdentifierTests {
    init() { failOnInconsistency() }

    @Test("Cell types of one name in different scopes are registered apart, and each row gets its own type's cell")
    func sameNameDifferentScopes() throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<InboxScreen.Cell>("hello")
                    Row<OutboxScreen.Cell>(7)
                }
            })
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? InboxScreen.Cell)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? OutboxScreen.Cell)
        #expect(first.shown == "inbox: hello")
        #expect(second.shown == "outbox: 7")
        #expect(first.reuseIdentifier != second.reuseIdentifier)
    }

    @Test("Two cell types that give the same reuseIdentifier: the second is registered apart, and the app is told")
    func sharedOverriddenIdentifier() throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let mark = DiagnosticsRecorder.shared.count
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<FirstSharedIdentifierCell>("a")
                    Row<SecondSharedIdentifierCell>(2)
                    Row<FirstSharedIdentifierCell>("b")
                }
            })
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is FirstSharedIdentifierCell)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is SecondSharedIdentifierCell)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) is FirstSharedIdentifierCell)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "#2")
        let report = try #require(
            DiagnosticsRecorder.shared.messages(since: mark).first {
                $0.contains("have the same reuseIdentifier \"cell\"")
            })
        #expect(report.contains("ListKitUIKitTests.FirstSharedIdentifierCell"))
        #expect(report.contains("ListKitUIKitTests.SecondSharedIdentifierCell"))
    }
}
