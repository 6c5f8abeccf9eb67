#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A scroll-view delegate that logs the drag.
@MainActor
final class DragLog: TableSpecDataSource, UITableViewDelegate {
    var drags: [String] = []

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { drags.append("willBegin") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { drags.append("scroll(\(Int(scrollView.contentOffset.y)))") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        drags.append("didEnd(\(decelerate))")
    }
}

@MainActor
@Suite("UIRefreshControl and pull to refresh", .timeLimit(.minutes(10)))
struct UIRefreshControlTests {
    @Test("beginRefreshing and endRefreshing change isRefreshing and send no action")
    func programmaticRefresh() {
        let control = UIRefreshControl()
        let recorder = EventRecorder(control, [("changed", .valueChanged)])
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing && recorder.events.isEmpty)
    }

    @Test("A pull drags past the top, starts refreshing with valueChanged, and comes back to the top")
    func pullToRefresh() {
        let source = DragLog(rows: 30)
        let table = makeTable(source)
        table.delegate = source
        let control = UIRefreshControl()
        var refreshingInAction: Bool?
        control.addAction(UIAction { _ in refreshingInAction = control.isRefreshing }, for: .valueChanged)
        table.refreshControl = control
        #expect(control.superview === table)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(table.simulatePullToRefresh())
        #expect(refreshingInAction == true)
        #expect(control.isRefreshing)
        #expect(source.drags == ["willBegin", "scroll(-130)", "didEnd(true)", "scroll(0)"])
        #expect(visibleTexts(table).first == "0")
    }

    @Test("A pull while refreshing, or with a disabled control, sends nothing; without a control nothing happens")
    func noSecondRefresh() {
        let table = makeTable(TableSpecDataSource(rows: 3))
        #expect(!table.simulatePullToRefresh())
        let control = UIRefreshControl()
        let recorder = EventRecorder(control, [("changed", .valueChanged)])
        table.refreshControl = control
        #expect(table.simulatePullToRefresh())
        #expect(!table.simulatePullToRefresh())
        control.endRefreshing()
        control.isEnabled = false
        #expect(!table.simulatePullToRefresh())
        #expect(recorder.events == ["changed"])
    }

    @Test("Replacing the refresh control removes the old one; the table view controller's is the table's")
    func replacingAndController() {
        let controller = UITableViewController(style: .plain)
        let first = UIRefreshControl()
        controller.refreshControl = first
        #expect(controller.tableView.refreshControl === first)
        let second = UIRefreshControl()
        controller.tableView.refreshControl = second
        #expect(first.superview == nil && second.superview === controller.tableView)
        #expect(controller.refreshControl === second)
    }
}
#endif
