#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A delegate that implements nothing: the table must act as UIKit does when no optional method is implemented.
@MainActor
private final class BareTableDelegate: NSObject, UITableViewDelegate {}

/// A delegate that implements only the context menu's configuration, not its display and end notifications.
@MainActor
private final class MenuOnlyTableDelegate: NSObject, UITableViewDelegate {
    var chosen: [String] = []

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in self.chosen.append("Copy \(indexPath.row)") }])
        }
    }
}

@MainActor
@Suite("UITableView with a delegate that implements nothing", .timeLimit(.minutes(10)))
struct UITableViewUnimplementedDelegateTests {
    @Test("A tapped row is selected and a second tap in multiple selection deselects it, with no delegate answers")
    func tapsSelectAndDeselectWithoutDelegateMethods() {
        let source = TableSpecDataSource(rows: 5)
        let delegate = BareTableDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        table.simulateTap(at: rowPath(1))
        table.simulateTap(at: rowPath(3))
        #expect(table.indexPathsForSelectedRows?.sorted() == [rowPath(1), rowPath(3)])
        table.simulateTap(at: rowPath(1))
        #expect(table.indexPathsForSelectedRows == [rowPath(3)])
    }

    @Test("Tapping a row's detail button does nothing when the delegate does not implement its method")
    func accessoryTapWithoutDelegateMethodDoesNothing() {
        let source = TableSpecDataSource(rows: 3)
        let delegate = BareTableDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.layoutIfNeeded()
        table.simulateAccessoryButtonTap(at: rowPath(0))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("Without swipe configurations from the delegate, no leading or trailing swipe action runs")
    func swipesWithoutConfigurationsDoNothing() {
        let source = TableSpecDataSource(rows: 3)
        let delegate = BareTableDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(!table.simulateSwipe(at: rowPath(0), edge: .leading))
        #expect(!table.simulateSwipe(at: rowPath(0), edge: .trailing))
        #expect(source.committed.isEmpty)
    }

    @Test("A long press shows no menu when the delegate gives no context menu configuration")
    func longPressWithoutConfigurationShowsNothing() {
        let source = TableSpecDataSource(rows: 3)
        let delegate = BareTableDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        #expect(table.simulateLongPress(at: rowPath(1)) == nil)
    }

    @Test("A delegate that gives only a context menu configuration gets its menu shown and its action run")
    func menuOnlyDelegateGetsItsMenu() throws {
        let source = TableSpecDataSource(rows: 3)
        let delegate = MenuOnlyTableDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        let menu = try #require(table.simulateLongPress(at: rowPath(2)))
        #expect(menu.children.map(\.title) == ["Copy"])
        #expect(table.simulateTapContextMenuAction(titled: "Copy"))
        #expect(delegate.chosen == ["Copy 2"])
        #expect(table.simulateLongPress(at: rowPath(0)) != nil)
        #expect(table.simulateDismissContextMenu())
        #expect(delegate.chosen == ["Copy 2"])
    }

    @Test("A delegate that does not give a delete confirmation title gives nil: UIKit's standard title is used")
    func noDeleteConfirmationTitle() {
        let source = TableSpecDataSource(rows: 1)
        let delegate = BareTableDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        #expect(delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: rowPath(0)) == nil)
    }

    @Test("Footers scroll away and come back without the delegate's display notifications")
    func footersScrollWithoutDisplayNotifications() {
        let source = TableSpecDataSource([["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]])
        source.footerTitles = [0: "F0", 1: "F1", 2: "F2", 3: "F3"]
        let delegate = BareTableDelegate()
        let table = makeTable(source, height: 100)
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0) != nil)
        table.contentOffset = CGPoint(x: 0, y: table.rect(forSection: 2).minY)
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0) == nil)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "F0")
    }
}
#endif
