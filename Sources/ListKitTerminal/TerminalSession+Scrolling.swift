#if !canImport(UIKit)
import HeadlessUIKit

extension TerminalSession {
    /// Scrolls the shown table, as a finger would (`setContentOffset(_:animated:)`), until every line of `row` is in
    /// the frame: up to the row (or to its section's header, for a first row), or down one header, row or footer at
    /// a time.
    ///
    /// - Complexity: O(r · f), r the rows between the old and the new position and f the rows of a frame.
    func scrollToVisible(_ row: IndexPath) {
        let table = currentScreen.tableView
        let size = (
            width: max(Int((table.frame.width / TerminalGrid.pointsPerColumn).rounded()) + 1, 20),
            height: max(Int((table.frame.height / TerminalGrid.pointsPerLine).rounded()), 1)
        )
        let rowRect = table.rectForRow(at: row)
        if rowRect.minY < table.contentOffset.y {
            let header = table.rectForHeader(inSection: row.section)
            let top = row.row == 0 && header.height > 0 ? header.minY : rowRect.minY
            scroll(table, to: top)
            return
        }
        let stops = RowNavigation(tableView: table).itemTops()
        for top in stops where top > table.contentOffset.y {
            let layout = TableRenderer(tableView: table, highlightedRow: row)
                .layout(width: size.width, height: size.height)
            if layout.fullyShownRows.contains(row) { return }
            scroll(table, to: top)
        }
    }

    private func scroll(_ table: UITableView, to y: CGFloat) {
        table.setContentOffset(CGPoint(x: table.contentOffset.x, y: y), animated: false)
        table.layoutIfNeeded()
    }
}
#endif
