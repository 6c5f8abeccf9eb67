#if !canImport(UIKit)
import HeadlessUIKit
import Testing

/// `count` words of five letters: five of them and their spaces (29 columns) fit a line of 288 points (33 columns of
/// 17-point text), six (35) do not, so the text takes `count / 5` lines, rounded up, at that width.
private func words(_ count: Int) -> String {
    Array(repeating: "abcde", count: count).joined(separator: " ")
}

/// The separator below a self-sizing row: a pixel of the 3× screen.
private let separator: CGFloat = 1.0 / 3

/// A cell as an app writes one for self-sizing rows: a label of any number of lines pinned to the content view's
/// margins. It counts the table's measurements of it.
private final class WrappingCell: UITableViewCell {
    let label = UILabel()
    var measurements = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        measurements += 1
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

/// A data source of wrapping cells with the given texts, and optional header views of wrapping text.
@MainActor
private final class WrappingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    var headerText: String?
    var footerTitle: String?
    var accessory: UITableViewCell.AccessoryType = .none
    var indentation = 0
    private(set) var configured: [Int] = []
    private(set) var cells: [Int: WrappingCell] = [:]

    init(texts: [String]) {
        self.texts = texts
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Wrapping", for: indexPath)
        guard let cell = cell as? WrappingCell else { return cell }
        cell.label.text = texts[indexPath.row]
        cell.accessoryType = accessory
        cell.indentationLevel = indentation
        configured.append(indexPath.row)
        cells[indexPath.row] = cell
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let headerText else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = headerText
        label.translatesAutoresizingMaskIntoConstraints = false
        view.contentView.addSubview(label)
        let margins = view.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return view
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitle }

    func forgetConfigurations() { configured = [] }
}

/// A self-sizing table of wrapping cells, 320 points wide (the content view's margins leave 288 for the label).
@MainActor
private func selfSizingTable(_ source: WrappingSource, height: CGFloat = 600) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.register(WrappingCell.self, forCellReuseIdentifier: "Wrapping")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.sectionHeaderHeight = 0
    table.dataSource = source
    table.delegate = source
    return table
}

/// The height UIKit gives a self-sizing row whose content view holds `lines` lines of body text between its 11-point
/// top and bottom margins: the content view's fitting height and the separator, on the pixel grid.
private func rowHeight(lines: Int) -> CGFloat {
    onGrid(textHeight(lines: lines) + 22 + separator)
}

@MainActor
@Suite("UITableView self-sizing rows", .timeLimit(.minutes(10)))
struct UITableViewSelfSizingTests {
    @Test("A multi-line label pinned to the margins wraps at the table's width and its row grows with the text")
    func labelWrapsAndRowGrows() throws {
        let source = WrappingSource(texts: [words(3), words(12), words(3)])
        let table = selfSizingTable(source)
        table.layoutIfNeeded()
        let cell = try #require(source.cells[1])
        // The table's width less the content view's 16-point margins; three lines of five, five and two words.
        #expect(cell.label.frame == CGRect(x: 16, y: 11, width: 288, height: textHeight(lines: 3)))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == rowHeight(lines: 1))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == rowHeight(lines: 3))
        // The row below starts where the measured one ends.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == rowHeight(lines: 1) + rowHeight(lines: 3))

        source.texts[1] = words(22)
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == rowHeight(lines: 5))
        #expect(cell.label.frame.height == textHeight(lines: 5))
        #expect(table.contentSize.height == 2 * rowHeight(lines: 1) + rowHeight(lines: 5))
    }

    @Test("systemLayoutSizeFitting of the cell at the table's width agrees with the row height")
    func fittingAgreesWithRowHeight() throws {
        let source = WrappingSource(texts: [words(7)])
        let table = selfSizingTable(source)
        table.layoutIfNeeded()
        let cell = try #require(source.cells[0])
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(fitted == CGSize(width: 320, height: row.height))
        // The content view alone: the row less its separator.
        let content = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(onGrid(content.height + separator) == row.height)
        #expect(cell.frame.height == row.height)
        #expect(cell.contentView.frame.height == onGrid(row.height - separator))
    }

    @Test("The content view is narrowed by the accessory and the indentation, and the text wraps at that width")
    func accessoryAndIndentation() throws {
        // Eleven words: three lines at 288 points (five a line); at 288 - 34 = 254 points (29 columns: four words a
        // line) three lines too; at 254 - 30 = 224 (26 columns: four words) still three; at 194 (22 columns: three
        // words) four.
        let source = WrappingSource(texts: [words(11)])
        source.accessory = .disclosureIndicator
        source.indentation = 6
        let table = selfSizingTable(source)
        table.layoutIfNeeded()
        let cell = try #require(source.cells[0])
        #expect(cell.contentView.frame.minX == 60)
        #expect(cell.contentView.frame.width == CGFloat(320 - 60 - 34))
        #expect(cell.label.frame.width == CGFloat(320 - 60 - 34 - 32))
        #expect(cell.label.frame.height == textHeight(lines: 4))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == rowHeight(lines: 4))
    }

    @Test("Rows never laid out keep their estimates; only rows on screen are measured, each once")
    func estimatesBelowTheScreen() {
        let source = WrappingSource(texts: Array(repeating: words(7), count: 1_000))
        let table = selfSizingTable(source, height: 200)
        table.estimatedRowHeight = 100
        table.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows ?? []
        // Two-line rows of 63 points from the top: four reach into 200 points.
        #expect(visible.count == 4)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == rowHeight(lines: 2))
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).height == 100)
        #expect(table.contentSize.height == 4 * rowHeight(lines: 2) + 996 * 100)
        #expect(source.cells.values.map(\.measurements).reduce(0, +) == 4)
    }

    @Test("A row above the top measured shorter than its estimate brings the rows before it on screen, measured too")
    func shorterRowAboveTheTop() {
        let source = WrappingSource(texts: Array(repeating: words(3), count: 12))
        let table = selfSizingTable(source, height: 400)
        table.estimatedRowHeight = 200
        // Row 1 (200..<400 at its estimate) starts above the top; measured, it shrinks to one line, and the offset
        // moves up by as much, which brings row 0 into the bounds; measured in turn, it moves the offset again.
        table.contentOffset = CGPoint(x: 0, y: 350)
        table.layoutIfNeeded()
        let height = rowHeight(lines: 1)
        #expect(table.contentOffset.y == 350 - 2 * (200 - height))
        // The bottom of row 1 stays where it was on screen, 50 points from the top (to a rounding of the last bit).
        #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY - table.contentOffset.y - 50) < 1e-9)
        let bounds = table.contentOffset.y..<(table.contentOffset.y + 400)
        let inBounds = (0..<12).map { IndexPath(row: $0, section: 0) }.filter {
            let rect = table.rectForRow(at: $0)
            return rect.minY < bounds.upperBound && rect.maxY > bounds.lowerBound
        }
        #expect(inBounds.first == IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForVisibleRows == inBounds)
        for indexPath in inBounds {
            #expect(table.cellForRow(at: indexPath)?.frame == table.rectForRow(at: indexPath))
        }
    }

    @Test("Measured rows keep their heights across inserts and deletes; rows never laid out keep their estimates")
    func measuredHeightsSurviveUpdates() {
        let lines = (0..<1_000).map { $0 % 4 + 1 }
        let source = WrappingSource(texts: lines.map { words($0 * 5) })
        let table = selfSizingTable(source, height: 400)
        table.contentOffset = CGPoint(x: 0, y: 44 * 500)
        table.layoutIfNeeded()
        let measured = Set((table.indexPathsForVisibleRows ?? []).map(\.row))
        #expect(!measured.isEmpty)
        // Rows go above the screen and below it; none of the rows on screen changes.
        var shown = Array(zip(lines.indices, lines))
        let deleted = [3, 10, 700, 800]
        let inserted = [0, 1, 400, 900]
        for row in deleted.reversed() { shown.remove(at: row) }
        for row in inserted { shown.insert((-1, 2), at: row) }
        source.texts = shown.map { words($0.1 * 5) }
        table.performBatchUpdates({
            table.deleteRows(at: deleted.map { IndexPath(row: $0, section: 0) }, with: .fade)
            table.insertRows(at: inserted.map { IndexPath(row: $0, section: 0) }, with: .fade)
        })
        // Tops are sums on the pixel grid: equal to the rows' heights added up, to a rounding of the last bit.
        var top: CGFloat = 0
        let onScreen = Set(table.indexPathsForVisibleRows ?? [])
        var wrong: [Int] = []
        for (row, entry) in shown.enumerated() {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            let isMeasured = measured.contains(entry.0) || onScreen.contains(IndexPath(row: row, section: 0))
            let expected = isMeasured ? rowHeight(lines: entry.1) : 44
            if abs(rect.minY - top) > 1e-6 || abs(rect.height - expected) > 1e-9 { wrong.append(row) }
            top += expected
        }
        #expect(wrong.isEmpty, "rows \(wrong.prefix(10))")
        #expect(abs(table.contentSize.height - top) < 1e-6)
    }

    @Test("Scrolling 100,000 self-sizing rows makes only the cells on screen, and two more at most")
    func scrollingManyRows() {
        let source = WrappingSource(texts: (0..<100_000).map { words($0 % 3 == 0 ? 12 : 3) })
        let table = selfSizingTable(source, height: 600)
        table.layoutIfNeeded()
        var mostVisible = 0
        func scroll(to y: CGFloat) {
            table.contentOffset = CGPoint(x: 0, y: min(max(0, y), table.contentSize.height - table.bounds.height))
            table.layoutIfNeeded()
            mostVisible = max(mostVisible, table.indexPathsForVisibleRows?.count ?? 0)
        }
        // A quarter of a screen at a time through the first 300 screens, then to the end and back up a few screens.
        for step in 1...1_200 { scroll(to: CGFloat(step) * 150) }
        // The rows measured at the end change the content's height (UIKit lands short of the end the same way with
        // estimates): a second jump reaches it.
        scroll(to: .greatestFiniteMagnitude)
        scroll(to: .greatestFiniteMagnitude)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
        for _ in 0..<20 { scroll(to: table.contentOffset.y - 150) }
        let cellsMade = Set(source.cells.values.map(ObjectIdentifier.init)).count
        #expect(cellsMade <= mostVisible + 2)
        // Rows measured on their way past have their heights; rows never laid out their estimates.
        #expect(table.rectForRow(at: IndexPath(row: 3_000, section: 0)).height == rowHeight(lines: 3))
        #expect(table.rectForRow(at: IndexPath(row: 3_001, section: 0)).height == rowHeight(lines: 1))
        #expect(table.rectForRow(at: IndexPath(row: 50_000, section: 0)).height == 44)
    }

    @Test("A header view with automaticDimension and an estimate is measured at the table's width")
    func selfSizingHeader() throws {
        let source = WrappingSource(texts: [words(1)])
        source.headerText = words(13)
        let table = selfSizingTable(source)
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.estimatedSectionHeaderHeight = 30
        table.layoutIfNeeded()
        // Thirteen words take three lines at the header's width less its content view's margins.
        let view = try #require(table.headerView(forSection: 0))
        let margins = view.contentView.layoutMargins
        let header = table.rectForHeader(inSection: 0)
        #expect(header.height == onGrid(textHeight(lines: 3) + margins.top + margins.bottom))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.height)
        #expect(view.frame == header)
        // With the estimate off, an automatic header without a title has no height.
        table.estimatedSectionHeaderHeight = 0
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 0)
    }

    @Test("A footer title with automaticDimension and an estimate wraps in the standard view and its footer grows")
    func selfSizingFooterTitle() throws {
        let source = WrappingSource(texts: [words(1)])
        source.footerTitle = words(13)
        let table = selfSizingTable(source)
        table.sectionFooterHeight = UITableView.automaticDimension
        table.estimatedSectionFooterHeight = 30
        table.layoutIfNeeded()
        // The standard view's label is 16 points from each side (288 points: five words a line, three lines), with
        // 3.5 points above and below its text.
        #expect(table.rectForFooter(inSection: 0).height == onGrid(textHeight(lines: 3) + 7))
        let view = try #require(table.footerView(forSection: 0))
        #expect(view.textLabel?.text == words(13))
        #expect(view.textLabel?.frame.width == 288)
        // Without the estimate: the 28 points of a title footer, whatever its text.
        table.estimatedSectionFooterHeight = 0
        table.layoutIfNeeded()
        #expect(table.rectForFooter(inSection: 0).height == 28)
    }
}
#endif
