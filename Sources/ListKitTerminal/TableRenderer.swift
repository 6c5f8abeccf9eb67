#if !canImport(UIKit)
import HeadlessUIKit

/// Draws a table view as text, each visible view at its frame: the cells, section headers and footers the table
/// shows, the highlighted row, and a scroll indicator in the last column.
///
/// ```swift
/// let renderer = TableRenderer(tableView: table, highlightedRow: IndexPath(row: 0, section: 0))
/// print(renderer.rendered(width: 60, height: 20))
/// ```
///
/// The table is laid out first (`layoutIfNeeded()`), as before a screen is drawn; then its subviews are drawn from its
/// `contentOffset` down, points converted to cells by ``TerminalGrid`` (a column is 8.5 points, a line 20⅓: one
/// character and one line of 17-point body text), each view's text at its frame, clipped to the ancestors that clip
/// and to the frame. A view laid out wrong looks wrong here: a label of zero size draws nothing, text at the wrong
/// place is drawn there. The table should be as wide as the columns and as tall as the lines (``TerminalSession``
/// makes it so). The output depends on the table and the arguments only: no terminal is consulted.
///
/// - Labels: their lines as they break at the label's width; buttons `[ title ]` at their centre; images `▒` over
///   their cells, with `[image: name]` when it fits (see ``ViewDrawing``).
/// - Headers: a rule `─` through the title's line: `─ Title ─────…`; bold with `usesColor`.
/// - The highlighted row: `>` in the first column of each of its lines; with `usesColor`, its lines in reverse video.
/// - Footers: dim with `usesColor`.
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
    /// - Complexity: O(v + w · h), v the views the table shows and w · h the cells of the frame, plus the table's
    ///   layout.
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
