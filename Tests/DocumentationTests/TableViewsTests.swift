import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs README's "Table views": a tap opens the user, a full swipe deletes it, a switch's event reaches the view model.
@MainActor
struct TableViewsTests {
    private let ada = User(id: UUID(), name: "Ada")
    private let grace = User(id: UUID(), name: "Grace")

    @Test("When a row is tapped and another swiped, the user opens and the other is deleted")
    func whenARowIsTappedAndAnotherSwipedTheUserOpensAndTheOtherIsDeleted() {
        let screen = UsersViewController()
        let table = screen.tableView
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var opened: [User] = []
        screen.open = { opened.append($0) }
        screen.show([ada, grace])
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Ada", "Grace"])

        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(opened == [grace])

        #expect(table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing))
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Grace"])
    }

    @Test("When the switch cell sends an event, the view model receives it with the setting")
    func whenTheSwitchCellSendsAnEventTheViewModelReceivesItWithTheSetting() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        let viewModel = SettingsViewModel()
        let setting = Setting(id: "Wi-Fi", isOn: false)
        adapter.apply(ListSnapshot { Section("settings") { switchRow(for: setting, viewModel: viewModel) } })
        table.layoutIfNeeded()

        let cell = table.visibleCells.first as? SwitchCell
        cell?.events.send(.toggled(true))
        #expect(viewModel.settings == ["Wi-Fi": true])
    }
}
