#if !canImport(UIKit)
import HeadlessUIKit

/// Draws a table view as text: its section headers and footers, the visible cells' view trees (see
/// `ViewTreeText`), the highlighted row, and a scroll indicator in the last column.
///
/// ```swift
/// let renderer = TableRenderer(tableView: table, highlightedRow: IndexPath(row: 0, section: 0))
/// print(renderer.rendered(width: 60, height: 20))
/// ```
///
/// The frame starts at the table's `contentOffset` and shows headers, rows and footers top to bottom, each as many
/// lines as its text needs at the width, whatever its height in points. Only cells the table has on screen are
/// drawn, so the table's frame should be at least as tall as the rows the text can show (``TerminalSession`` makes
/// it 44 points a line). The output depends on the table and the arguments only: no terminal is consulted.
///
/// - Headers: `── Title ───…` from the header view's labels (the data source's title, or a custom view's labels).
/// - Rows: two columns of margin, `> ` on each line of the highlighted row; with `usesColor`, that row is also in
///   reverse video and headers are bold.
/// - Footers: their labels' text, indented, dim with `usesColor`.
/// - Scroll indicator: the last column, `█` where the shown part is and `│` elsewhere, when the content is taller
///   than the frame.
@MainActor
public struct TableRenderer {
    /// The table to draw.
    public var tableView: UITableView

    /// The row drawn highlighted, if any.
    public var highlightedRow: IndexPath?

    /// Whether to add ANSI escape sequences (reverse video, bold, dim); the text is the same either way.
    public var usesColor: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - tableView: The table to draw.
    ///   - highlightedRow: The row drawn highlighted, if any.
    ///   - usesColor: Whether to add ANSI escape sequences.
    public init(tableView: UITableView, highlightedRow: IndexPath? = nil, usesColor: Bool = false) {
        self.tableView = tableView
        self.highlightedRow = highlightedRow
        self.usesColor = usesColor
    }

    /// The table as `height` lines of exactly `width` columns (plus escape sequences with ``usesColor``), joined
    /// with newlines.
    ///
    /// - Parameters:
    ///   - width: The columns of each line, the scroll indicator's included; at least 4.
    ///   - height: The number of lines.
    /// - Returns: The frame.
    /// - Complexity: O(s + r + c), s the sections, r the rows up to the last one shown and c the characters shown.
    public func rendered(width: Int, height: Int) -> String {
        let width = max(width, 4)
        let layout = layout(width: width, height: height)
        let indicator = ScrollIndicator(
            top: layout.top, bottom: layout.bottom, contentHeight: layout.contentHeight, lines: layout.lines.count)
        return layout.lines.enumerated().map { index, line in
            colored(line) + indicator.character(at: index)
        }.joined(separator: "\n")
    }

    /// The lines for `height` lines of `width` columns (the last column left for the scroll indicator).
    func layout(width: Int, height: Int) -> TableTextLayout {
        var builder = LayoutBuilder(
            tableView: tableView, highlightedRow: highlightedRow, width: width - 1, height: height)
        builder.build()
        return builder.layout
    }

    private func colored(_ line: TableTextLayout.Line) -> String {
        guard usesColor else { return line.text }
        switch line.kind {
        case .row(let indexPath) where indexPath == highlightedRow: return ANSI.reverse + line.text + ANSI.reset
        case .header: return ANSI.bold + line.text + ANSI.reset
        case .footer: return ANSI.dim + line.text + ANSI.reset
        default: return line.text
        }
    }
}
#endif
