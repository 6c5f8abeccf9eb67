#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITableView viewport and layout", .timeLimit(.minutes(10)))
struct UITableViewLayoutTests {
    @Test("The table asks for the counts, then for the cells of the rows that intersect its bounds, nothing else")
    func asksCountsThenVisibleCells() {
        let source = TableSpecDataSource([["a", "b", "c", "d", "e", "f"], ["g", "h"]])
        let table = makeTable(source, height: 100)
        table.layoutIfNeeded()
        // 100 points of 44-point rows: rows 0, 1 and part of 2.
        #expect(source.log == ["sections", "rows(0)", "rows(1)", "cell(0-0)", "cell(0-1)", "cell(0-2)"])
        #expect(table.indexPathsForVisibleRows == [rowPath(0), rowPath(1), rowPath(2)])
    }

    @Test(
        "A table of 100,000 rows scrolled top to bottom makes at most the visible cells plus two, and asks each row once"
    )
    func hundredThousandRows() {
        let source = CountingTableDataSource(rows: 100_000)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = source
        TableSpecCell.madeCount = 0
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 4_400_000)
        var maxVisible = 0
        var offset: CGFloat = 0
        while offset <= table.contentSize.height - 600 {
            table.scroll(to: CGPoint(x: 0, y: offset))
            maxVisible = max(maxVisible, table.visibleCells.count)
            offset += 100
        }
        let onScreen = Int((CGFloat(600) / 44).rounded(.up)) + 1  // a partial row at each edge
        #expect(maxVisible <= onScreen)
        #expect(TableSpecCell.madeCount <= onScreen + 2)
        #expect(source.requests.allSatisfy { $0 == 1 })
        #expect(source.countQueries == 1)
    }

    @Test("Cells that leave the bounds get didEndDisplaying; cells that enter get willDisplay after cellForRowAt")
    func displayCallbacks() {
        let source = TableSpecDataSource(rows: 10)
        let delegate = TableSpecDelegate()
        let table = makeTable(source, height: 88)
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(delegate.log == ["willDisplay(0-0)", "willDisplay(0-1)"])
        delegate.log = []
        table.scroll(to: CGPoint(x: 0, y: 44))
        #expect(delegate.log == ["didEndDisplaying(0-0)", "willDisplay(0-2)"])
    }

    @Test("Setting contentOffset leaves layout pending until layoutIfNeeded or a visible-cell query")
    func layoutHappensWhenAsked() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        table.layoutIfNeeded()
        source.log = []
        table.contentOffset = CGPoint(x: 0, y: 880)
        #expect(source.log.isEmpty)
        table.layoutIfNeeded()
        #expect(source.log == ["cell(0-20)", "cell(0-21)"])
        table.contentOffset = CGPoint(x: 0, y: 0)
        #expect(table.indexPathsForVisibleRows == [rowPath(0), rowPath(1)])
        table.contentOffset = CGPoint(x: 0, y: 44)
        #expect(table.cellForRow(at: rowPath(2))?.textLabel?.text == "2")
    }

    @Test("Changing the frame's size lays the table out again for the new bounds")
    func frameChangeRelayouts() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        #expect(table.visibleCells.count == 2)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 176)
        #expect(table.visibleCells.count == 4)
    }

    @Test("The table keeps the counts it last saw until reloadData")
    func countsAreCachedUntilReload() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.sections[0].append("new")
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.numberOfSections == 1)
        #expect(visibleTexts(table) == ["0", "1", "2", "new"])
    }

    @Test("A reload that shrinks the content below the offset brings the offset back within the content")
    func reloadAdjustsOffset() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        table.scroll(to: CGPoint(x: 0, y: 4312))
        source.sections[0] = ["a", "b", "c"]
        table.reloadData()
        #expect(visibleTexts(table) == ["b", "c"])
        #expect(table.contentOffset.y == 44)  // 3 rows of 44 points in an 88-point frame
    }

    @Test("reloadData sends visible cells back to the reuse queue and asks for every visible row again")
    func reloadDataReusesCells() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        let before = table.visibleCells
        source.sections[0] = ["x", "y", "z"]
        table.reloadData()
        let after = table.visibleCells
        #expect(visibleTexts(table) == ["x", "y", "z"])
        #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        #expect(after.compactMap { ($0 as? TableSpecCell)?.reuseCount }.allSatisfy { $0 == 1 })
    }

    @Test("contentSize is the sum of rows, headers and footers; rows are placed one after the other")
    func contentSizeAndRects() {
        let source = TableSpecDataSource([["a", "b"], ["c"]])
        source.headerTitles = [0: "First", 1: "Second"]
        source.footerTitles = [1: "End"]
        let table = makeTable(source)
        table.sectionHeaderHeight = 30
        table.layoutIfNeeded()
        // Headers 30 + 30, footer automatic with a title: 28; rows 3 x 44.
        #expect(table.contentSize == CGSize(width: 320, height: 30 + 88 + 30 + 44 + 28))
        #expect(table.rectForRow(at: rowPath(1)) == CGRect(x: 0, y: 74, width: 320, height: 44))
        #expect(table.rectForRow(at: rowPath(0, 1)) == CGRect(x: 0, y: 148, width: 320, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 118, width: 320, height: 102))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 150)) == rowPath(0, 1))
    }

    @Test("The table header view sits above the first section and pushes the rows down")
    func tableHeaderView() {
        let source = TableSpecDataSource(rows: 10)
        let table = makeTable(source, height: 100)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(header.superview === table)
        #expect(table.rectForRow(at: rowPath(0)).minY == 60)
        #expect(table.indexPathsForVisibleRows == [rowPath(0)])
        #expect(table.contentSize.height == 500)  // 60 + 10 rows of 44
    }

    @Test("Delegate heights place rows by their own heights, and only intersecting rows get cells")
    func delegateHeights() {
        let source = TableSpecDataSource(rows: 1000)
        let delegate = TableSpecDelegate()
        delegate.heights = { CGFloat(10 + $0.row % 3 * 10) }  // 10, 20, 30, 10, 20, 30, ...
        let table = makeTable(source, height: 60)
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == [rowPath(0), rowPath(1), rowPath(2)])
        #expect(table.contentSize.height == 19_990)
        table.scroll(to: CGPoint(x: 0, y: 600 + 15))  // inside row 31 (10..30 = 600 per 30 rows; row 30: 600..610)
        #expect(table.indexPathsForVisibleRows?.first == rowPath(31))
        #expect(table.rectForRow(at: rowPath(31)) == CGRect(x: 0, y: 610, width: 320, height: 20))
    }

    @Test("Automatic rows have their estimate until laid out; rows on screen take their cells' height (44 for text)")
    func automaticDimension() {
        let source = TableSpecDataSource(rows: 20)
        let table = makeTable(source, height: 200, rowHeight: UITableView.automaticDimension)
        table.estimatedRowHeight = 60
        table.layoutIfNeeded()
        // Five standard cells of one line are on screen at 44 points (UIKit's standard height); the rest estimated.
        #expect(table.indexPathsForVisibleRows == (0..<5).map { rowPath($0) })
        #expect(table.contentSize.height == CGFloat(5 * 44 + 15 * 60))
        table.estimatedRowHeight = 0
        table.layoutIfNeeded()
        // An estimate of 0 turns estimates, and self-sizing, off: automatic rows are 44 points.
        #expect(table.contentSize.height == CGFloat(20 * 44))
        #expect(UITableView.automaticDimension < 0)
    }

    @Test("Sections with a title get a standard header view showing it; custom header views come from the delegate")
    func headerViews() {
        let source = TableSpecDataSource([["a"], ["b"]])
        source.headerTitles = [0: "Fruit"]
        let delegate = TableSpecDelegate()
        let custom = UILabel()
        delegate.headerViews = [1: custom]
        delegate.headerHeights = [1: 50]
        let table = makeTable(source)
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fruit")
        #expect(custom.superview === table)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 44, width: 320, height: 50))
    }

    @Test("Scrolling sends scrollViewDidScroll to the table's delegate")
    func scrollViewDidScroll() {
        let source = TableSpecDataSource(rows: 100)
        let delegate = TableSpecDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.scroll(to: CGPoint(x: 0, y: 100))
        table.scroll(to: CGPoint(x: 0, y: 100))
        table.contentOffset = CGPoint(x: 0, y: 200)
        #expect(delegate.scrollCount == 2)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, or scrolls the least with .none, within the content")
    func scrollToRow() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 440)
        table.scrollToRow(at: rowPath(50), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: rowPath(50), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1804)
        table.scrollToRow(at: rowPath(50), at: .middle, animated: false)
        #expect(table.contentOffset.y == 2002)
        table.scrollToRow(at: rowPath(99), at: .top, animated: false)
        #expect(table.contentOffset.y == 3960)
        table.scrollToRow(at: rowPath(0), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: rowPath(5), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows?.first == rowPath(0))
    }

    @Test("Scrolling to a row that does not exist raises UIKit's message")
    func scrollToInvalidRow() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        let messages = raisedMessages { table.scrollToRow(at: rowPath(5), at: .top, animated: false) }
        #expect(messages == ["attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 5}"])
    }

    @Test("Without a data source the table has no sections and no cells")
    func noDataSource() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(table.style == .grouped)
    }
}
#endif
