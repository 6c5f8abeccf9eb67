#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A delegate that dequeues registered header views, as apps do.
@MainActor
private final class HeaderDelegate: UITableViewDelegate {
    var made: [Int: UITableViewHeaderFooterView] = [:]

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        view?.textLabel?.text = "Header \(section)"
        made[section] = view
        return view
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

@MainActor
@Suite("UITableView header and footer views")
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
