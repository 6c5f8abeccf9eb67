// README "Testing table views without a simulator" and its article (ListKitUIKit.docc/TestingWithoutASimulator.md):
// the snippets verbatim. The first is a test as it is.
// swift-format-ignore-file

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit   // re-exports Foundation, as UIKit does
#endif
import Testing

@MainActor
@Test("Tapping a contact opens it") func tappingAContactOpensIt() {
    let screen = ContactsViewController(contacts: [ada, grace])
    screen.loadViewIfNeeded()                        // registers cells, sets the data source
    let table = screen.tableView
    table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    table.layoutIfNeeded()                           // counts, then cells for the rows on screen only
    #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Ada", "Grace"])

    var opened: [Contact] = []
    screen.onSelect = { opened.append($0) }
    table.simulateTap(at: IndexPath(row: 1, section: 0))   // highlight, willSelect, select, didSelect
    #expect(opened == [grace])
}

/// The second snippet, a test of UIKit's message for an inconsistent batch update.
@MainActor
@Test("Recording an inconsistency") func recordingAnInconsistency() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource = OneRowSection()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    var messages: [String] = []
    Headless.inconsistencyHandler = { messages.append($0) }
    defer { Headless.inconsistencyHandler = Headless.defaultInconsistencyHandler }
    table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) })
    #expect(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(messages.count == 1)
}
