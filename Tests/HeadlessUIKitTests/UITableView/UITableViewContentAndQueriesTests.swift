#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A cell whose content view holds a box 100 points tall, pinned to its top and bottom.
@MainActor
private final class TallBoxCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A table view subclass that counts its layout passes.
@MainActor
private final class CountingTableView: UITableView {
    var layoutPasses = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}

/// A delegate that shows the header view it dequeues for the identifier.
@MainActor
private final class DequeuingHeaderDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

@MainActor
@Suite("UITableView content, layout requests and row queries", .timeLimit(.minutes(10)))
struct UITableViewContentAndQueriesTests {
    @Test("A table made with init(frame:) is a plain table of that frame")
    func initWithFrameIsPlain() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(table.style == .plain)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test("Table views and cells cannot be unarchived: init(coder:) returns nil")
    func initWithCoderReturnsNil() {
        #expect(UITableView(coder: NSCoder()) == nil)
        #expect(UITableViewCell(coder: NSCoder()) == nil)
        #expect(UITableViewHeaderFooterView(coder: NSCoder()) == nil)
    }

    @Test("The table footer view sits below the last section and adds its height to the content")
    func tableFooterViewFollowsTheRows() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source, height: 400)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 132)
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 182)
        #expect(footer.frame.minY == 132)
    }

    @Test("A self-sizing row is its content and a pixel of separator, or its content alone without separators")
    func separatorStyleDecidesTheSeparatorPixel() {
        let source = TableSpecDataSource(rows: 2)
        let table = makeTable(source, rowHeight: UITableView.automaticDimension)
        table.register(TallBoxCell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = 44
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: rowPath(0)).height == 100 + 1.0 / 3)
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: rowPath(0)).height == 100)
        #expect(table.rectForRow(at: rowPath(1)).minY == 100)
    }

    @Test("With cellLayoutMarginsFollowReadableWidth, a wide table's cells keep their content in the readable width")
    func cellMarginsFollowTheReadableWidth() throws {
        let source = TableSpecDataSource(rows: 1)
        let table = makeTable(source, rowHeight: UITableView.automaticDimension)
        table.frame = CGRect(x: 0, y: 0, width: 1024, height: 400)
        table.estimatedRowHeight = 44
        table.layoutIfNeeded()
        var cell = try #require(table.cellForRow(at: rowPath(0)))
        #expect(cell.contentView.layoutMargins.left == 16)
        table.cellLayoutMarginsFollowReadableWidth = true
        table.reloadData()
        table.layoutIfNeeded()
        cell = try #require(table.cellForRow(at: rowPath(0)))
        // The readable width is 672 points, centred: (1024 - 672) / 2 = 176 on each side.
        #expect(cell.contentView.layoutMargins.left == 176)
        #expect(cell.contentView.layoutMargins.right == 176)
        #expect(cell.textLabel?.frame.minX == 176)
    }

    @Test("setNeedsLayout makes the next layoutIfNeeded lay the table out again, and only then")
    func setNeedsLayoutSchedulesOnePass() {
        let source = TableSpecDataSource(rows: 3)
        let table = CountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.layoutIfNeeded()
        let passes = table.layoutPasses
        table.layoutIfNeeded()
        #expect(table.layoutPasses == passes)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(table.layoutPasses == passes + 1)
    }

    @Test("rectForRow(at:) of a row that does not exist raises UIKit's 'request for rect at invalid index path'")
    func rectForInvalidRowRaises() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        var rect = CGRect(x: 1, y: 1, width: 1, height: 1)
        let messages = raisedMessages { rect = table.rectForRow(at: rowPath(5)) }
        #expect(messages == ["request for rect at invalid index path (<NSIndexPath> {length = 2, path = 0 - 5})"])
        #expect(rect == .zero)
    }

    @Test("indexPathsForRows(in:) lists the rows whose rectangles intersect the rectangle, on screen or not")
    func indexPathsForRowsInRect() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 200)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 50, width: 320, height: 60)) == [rowPath(1), rowPath(2)])
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 880, width: 320, height: 44)) == [rowPath(20)])
    }

    @Test("reloadSectionIndexTitles() asks the data source for no counts and no cells")
    func reloadSectionIndexTitlesReloadsNoRows() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.log = []
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        #expect(source.log.isEmpty)
    }

    @Test("A header view registered by nib is made from the nib and carries the identifier it was dequeued with")
    func headerFooterViewFromNib() throws {
        Headless.registerNib(named: "SectionHeader") { UITableViewHeaderFooterView(reuseIdentifier: nil) }
        defer { Headless.unregisterNib(named: "SectionHeader") }
        let source = TableSpecDataSource(rows: 2)
        let delegate = DequeuingHeaderDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "Header")
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.reuseIdentifier == "Header")
        #expect(header.frame.height == 30)
        #expect(table.rectForRow(at: rowPath(0)).minY == 30)
    }
}
#endif
