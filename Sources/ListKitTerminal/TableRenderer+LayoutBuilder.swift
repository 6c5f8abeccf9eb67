#if !canImport(UIKit)
import HeadlessUIKit

extension TableRenderer {
    /// Lays the table out, then draws what it shows from its content offset down, each view at its frame
    /// (``ViewDrawing``, ``TerminalGrid``), and decorates it: a rule through each section header's title line, `>`
    /// in the first column of the highlighted row's lines.
    @MainActor
    struct LayoutBuilder {
        let tableView: UITableView
        let highlightedRow: IndexPath?
        /// The columns of a line, without the scroll indicator's.
        let width: Int
        let height: Int
        var layout = TableTextLayout()

        init(tableView: UITableView, highlightedRow: IndexPath?, width: Int, height: Int) {
            self.tableView = tableView
            self.highlightedRow = highlightedRow
            self.width = width
            self.height = height
        }

        /// What a view of the table shows: a row's cell, a section's header or footer, or something else.
        private enum Part {
            case row(IndexPath)
            case header
            case footer
            case other
        }

        mutating func build() {
            // As a screen is drawn after its layout pass: the table's rows, then the views' layouts.
            tableView.layoutIfNeeded()
            let top = tableView.contentOffset.y
            let sections = tableView.numberOfSections
            layout.top = top
            layout.bottom = top
            layout.contentHeight = max(
                tableView.contentSize.height, sections > 0 ? tableView.rect(forSection: sections - 1).maxY : 0)
            var drawing = ViewDrawing(canvas: TerminalCanvas(width: width, height: height))
            let clip = drawing.canvas.bounds
            var kinds = [TableTextLayout.Line.Kind](repeating: .blank, count: height)
            var shown: [(part: Part, minY: CGFloat, maxY: CGFloat)] = []
            for view in tableView.subviews where !view.isHidden {
                let origin = CGPoint(x: view.frame.minX - tableView.bounds.minX, y: view.frame.minY - top)
                let part = self.part(of: view)
                if case .header = part {
                    drawing.drawHeader(view, at: origin, clip: clip)
                } else {
                    drawing.draw(view, at: origin, clip: clip)
                }
                let lines = Self.lines(from: origin.y, to: origin.y + view.frame.height)
                for line in lines where line >= 0 && line < height {
                    switch part {
                    case .row(let indexPath): kinds[line] = .row(indexPath)
                    case .header: kinds[line] = .header
                    case .footer: kinds[line] = .footer
                    case .other: break
                    }
                }
                if case .other = part { continue }
                shown.append((part, origin.y, origin.y + view.frame.height))
            }
            if let highlightedRow, let cell = tableView.cellForRow(at: highlightedRow), cell.superview === tableView {
                let minY = cell.frame.minY - top
                for line in Self.lines(from: minY, to: minY + cell.frame.height) {
                    drawing.canvas.write(">", column: 0, line: line, clip: clip)
                }
            }
            var firstTop: CGFloat?
            for item in shown.sorted(by: { $0.minY < $1.minY }) {
                let lines = Self.lines(from: item.minY, to: item.maxY)
                let fits = lines.lowerBound >= 0 && lines.upperBound <= height
                let startsAtTop = item.minY >= -0.5 && (firstTop == nil || firstTop == item.minY)
                if firstTop == nil { firstTop = item.minY }
                if case .row(let indexPath) = item.part, fits || (startsAtTop && lines.lowerBound <= 0) {
                    layout.fullyShownRows.append(indexPath)
                }
                if fits { layout.bottom = max(layout.bottom, top + item.maxY) }
            }
            layout.fullyShownRows.sort()
            layout.lines = (0..<height).map { line in
                TableTextLayout.Line(text: drawing.canvas.text(ofLine: line), kind: kinds[line])
            }
        }

        /// The lines whose middles a vertical extent covers (points, from the top of the frame).
        static func lines(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
            TerminalGrid.lines(from: minY, to: maxY)
        }

        private func part(of view: UIView) -> Part {
            if let cell = view as? UITableViewCell {
                return tableView.indexPath(for: cell).map(Part.row) ?? .other
            }
            for section in 0..<tableView.numberOfSections {
                if tableView.headerView(forSection: section) === view { return .header }
                if tableView.footerView(forSection: section) === view { return .footer }
            }
            return .other
        }
    }
}
#endif
