#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A delegate that dequeues registered header views, as apps do.
@MainActor
private final class HeaderDelegate: NSObject, UITableViewDelegate {
    var made: [Int: UITableViewHeaderFooterView] = [:]

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        view?.textLabel?.text = "Header \(section)"
        made[section] = view
        return view
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }

    var log: [String] = []

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader(\(section))")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader(\(section))")
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessory(\(indexPath.row))")
    }
}

@MainActor
@Suite("UITableView header and footer views", .timeLimit(.minutes(10)))
struct UITableViewHeaderFooterTests {
    @Test("Header views are asked for only when on screen, and reused after they scroll away")
    func headerViewsAreReused() {
        let source = TableSpecDataSource((0..<20).map { section in ["\(section)a", "\(section)b"] })
        let delegate = HeaderDelegate()
        let table = makeTable(source, height: 100)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.delegate = delegate
        table.layoutIfNeeded()
        // Each section is 40 + 88 = 128 points: only section 0's header is on screen.
        #expect(delegate.made.keys.sorted() == [0])
        let first = delegate.made[0]
        table.scroll(to: CGPoint(x: 0, y: 200))
        table.scroll(to: CGPoint(x: 0, y: 256))
        #expect(table.headerView(forSection: 2)?.textLabel?.text == "Header 2")
        #expect(table.headerView(forSection: 2) === first)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test("The delegate hears when header views are shown and when they leave")
    func headerDisplayCallbacks() {
        let source = TableSpecDataSource((0..<20).map { section in ["\(section)a", "\(section)b"] })
        let delegate = HeaderDelegate()
        let table = makeTable(source, height: 100)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.delegate = delegate
        table.layoutIfNeeded()
        table.scroll(to: CGPoint(x: 0, y: 200))
        #expect(delegate.log == ["willDisplayHeader(0)", "didEndDisplayingHeader(0)", "willDisplayHeader(2)"])
        delegate.log = []
        source.sections.remove(at: 2)
        table.deleteSections([2], with: .fade)
        #expect(delegate.log.first == "didEndDisplayingHeader(2)")
    }

    @Test("Tapping a row's detail button tells the delegate without selecting the row")
    func accessoryButtonTap() {
        let source = TableSpecDataSource([["a", "b"]])
        let delegate = HeaderDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.simulateAccessoryButtonTap(at: rowPath(1))
        #expect(delegate.log.contains("accessory(1)"))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("indexPath(for:) finds the row a visible cell shows, and nil for a cell not on screen")
    func indexPathForCell() throws {
        let source = TableSpecDataSource(rows: 50)
        let table = makeTable(source, height: 88)
        let cell = try #require(table.cellForRow(at: rowPath(1)))
        #expect(table.indexPath(for: cell) == rowPath(1))
        #expect(table.indexPath(for: UITableViewCell()) == nil)
    }
}
#endif
