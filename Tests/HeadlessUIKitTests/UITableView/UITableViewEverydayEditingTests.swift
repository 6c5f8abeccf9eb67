#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A delegate with the deprecated row actions and the multiple-selection interaction methods, recording calls.
@MainActor
final class RowActionsDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    var allowsMultipleSelectionInteraction = true

    @available(iOS, introduced: 8.0, deprecated: 13.0)
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { action, indexPath in
            self.log.append("\(action.title ?? "") \(indexPath.row)")
        }
        archive.backgroundColor = .systemBlue
        return [archive, UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
    }

    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        log.append("shouldBegin \(indexPath.row) editing=\(tableView.isEditing)")
        return allowsMultipleSelectionInteraction
    }

    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        log.append("didBegin \(indexPath.row) editing=\(tableView.isEditing)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        log.append("didEnd")
    }
}

@MainActor
@Suite("Everyday table editing: row actions, multiple selection, selection scrolling", .timeLimit(.minutes(10)))
struct UITableViewEverydayEditingTests {
    // https://developer.apple.com/documentation/uikit/uitableviewrowaction and
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editactionsforrowat:).
    @Test("With no trailing swipe configuration, a swipe shows the deprecated row actions and a tap runs the first")
    func rowActionsRunOnSwipe() {
        let dataSource = TableSpecDataSource([["A", "B", "C"]])
        let table = makeTable(dataSource)
        let delegate = RowActionsDelegate()
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(table.simulateSwipe(at: rowPath(1), edge: .trailing))
        #expect(delegate.log == ["Archive 1"])
        #expect(!table.simulateSwipe(at: rowPath(1), edge: .leading))
        let action = UITableViewRowAction(style: .default, title: nil) { _, _ in }
        #expect(action.style == .destructive && UITableViewRowAction.Style.destructive == .default)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)
    // ("The default value is false") and
    // https://developer.apple.com/documentation/uikit/selecting-multiple-items-with-a-two-finger-pan-gesture.
    @Test("A two-finger pan asks the delegate, enters editing, selects each row and ends; by default it does nothing")
    func multipleSelectionPan() {
        let dataSource = TableSpecDataSource([["A", "B", "C", "D"]])
        let table = makeTable(dataSource)
        table.allowsMultipleSelectionDuringEditing = true
        let delegate = RowActionsDelegate()
        table.delegate = delegate
        #expect(table.simulateMultipleSelectionPan(over: [rowPath(1), rowPath(2), rowPath(3)]))
        #expect(
            delegate.log == [
                "shouldBegin 1 editing=false", "didBegin 1 editing=true", "didSelect 1", "didSelect 2", "didSelect 3",
                "didEnd",
            ])
        #expect(table.indexPathsForSelectedRows == [rowPath(1), rowPath(2), rowPath(3)])

        let plainDataSource = TableSpecDataSource([["A", "B"]])
        let plainDelegate = TableSpecDelegate()
        let plain = makeTable(plainDataSource)
        plain.delegate = plainDelegate
        #expect(!plain.simulateMultipleSelectionPan(over: [rowPath(0), rowPath(1)]))
        #expect(!plain.isEditing && plain.indexPathsForSelectedRows == nil)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/scrolltonearestselectedrow(at:animated:)
    @Test("scrollToNearestSelectedRow scrolls the selected row nearest the position to it, and nothing without one")
    func scrollToNearestSelectedRow() {
        let dataSource = TableSpecDataSource([(0..<100).map { "Row \($0)" }])
        let table = makeTable(dataSource)
        table.layoutIfNeeded()
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 0)
        table.selectRow(at: rowPath(30), animated: false, scrollPosition: .none)
        table.selectRow(at: rowPath(80), animated: false, scrollPosition: .none)
        table.allowsMultipleSelection = true
        table.selectRow(at: rowPath(30), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == table.rectForRow(at: rowPath(30)).minY)
        #expect(abs(table.contentOffset.y - 30 * 44) < 0.01)
    }

    @Test("A header's background view sits behind its content view and is replaced when set again")
    func headerFooterBackgroundView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        #expect(header.backgroundView == nil)
        let first = UIView()
        header.backgroundView = first
        #expect(header.subviews.first === first && first.frame == header.bounds)
        let second = UIView()
        header.backgroundView = second
        #expect(first.superview == nil && header.subviews.first === second)
        #expect(header.subviews.contains { $0 === header.contentView })
    }

    @Test("Bar button items run their primary action, show their menu, and a disabled one does neither")
    func barButtonItems() {
        var taps = 0
        let action = UIAction(title: "Share", handler: { _ in taps += 1 })
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Share" && item.style == .plain)
        #expect(item.simulateTap() == nil && taps == 1)
        let menu = UIMenu(title: "More", children: [])
        let menuItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        #expect(menuItem.simulateTap() === menu)
        item.isEnabled = false
        #expect(item.simulateTap() == nil && taps == 1)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        let navigation = UINavigationItem(title: "List")
        navigation.setRightBarButtonItems([item, menuItem], animated: true)
        #expect(navigation.rightBarButtonItem === item && navigation.rightBarButtonItems?.count == 2)
        navigation.leftBarButtonItem = menuItem
        #expect(navigation.leftBarButtonItems?.first === menuItem)
    }
}
#endif
