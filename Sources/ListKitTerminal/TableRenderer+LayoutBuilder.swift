#if !canImport(UIKit)
import HeadlessUIKit

extension TableRenderer {
    /// Walks the table from its content offset down, turning headers, rows and footers into lines until the frame is
    /// full.
    @MainActor
    struct LayoutBuilder {
        let tableView: UITableView
        let highlightedRow: IndexPath?
        /// The columns of a line, without the scroll indicator's.
        let width: Int
        let height: Int
        var layout = TableTextLayout()
        private var isFull: Bool { layout.lines.count >= height }

        init(tableView: UITableView, highlightedRow: IndexPath?, width: Int, height: Int) {
            self.tableView = tableView
            self.highlightedRow = highlightedRow
            self.width = width
            self.height = height
        }

        mutating func build() {
            let top = tableView.contentOffset.y
            let sections = tableView.numberOfSections
            layout.top = top
            layout.bottom = top
            layout.contentHeight = sections > 0 ? tableView.rect(forSection: sections - 1).maxY : 0
            sectionLoop: for section in 0..<sections where !isFull {
                let header = tableView.rectForHeader(inSection: section)
                if header.height > 0, header.maxY > top {
                    add(headerFooter: section, isHeader: true, maxY: header.maxY)
                }
                for row in 0..<tableView.numberOfRows(inSection: section) where !isFull {
                    let indexPath = IndexPath(row: row, section: section)
                    let rect = tableView.rectForRow(at: indexPath)
                    guard rect.maxY > top else { continue }
                    guard let cell = tableView.cellForRow(at: indexPath) else { break sectionLoop }
                    add(cell: cell, at: indexPath, maxY: rect.maxY)
                }
                let footer = tableView.rectForFooter(inSection: section)
                if !isFull, footer.height > 0, footer.maxY > top {
                    add(headerFooter: section, isHeader: false, maxY: footer.maxY)
                }
            }
            while layout.lines.count < height {
                layout.lines.append(TableTextLayout.Line(text: TextWrapping.fit("", width: width), kind: .blank))
            }
        }

        private mutating func add(cell: UITableViewCell, at indexPath: IndexPath, maxY: CGFloat) {
            let marker = indexPath == highlightedRow ? "> " : "  "
            var texts = ViewTreeText.paragraphs(of: cell).flatMap {
                TextWrapping.wrap($0.text, width: width - 2, maxLines: $0.maxLines)
            }
            if texts.isEmpty { texts = [""] }
            let startsAtTop = layout.lines.isEmpty
            let fits = append(texts.map { marker + $0 }, kind: .row(indexPath))
            if fits || startsAtTop {
                layout.fullyShownRows.append(indexPath)
            }
            if fits { layout.bottom = maxY }
        }

        private mutating func add(headerFooter section: Int, isHeader: Bool, maxY: CGFloat) {
            let view = isHeader ? tableView.headerView(forSection: section) : tableView.footerView(forSection: section)
            var texts = view.map { ViewTreeText.paragraphs(of: $0).map(\.text) } ?? []
            if texts.isEmpty, let dataSource = tableView.dataSource {
                let title =
                    isHeader
                    ? dataSource.tableView(tableView, titleForHeaderInSection: section)
                    : dataSource.tableView(tableView, titleForFooterInSection: section)
                texts = title.map { [$0] } ?? []
            }
            let lines: [String]
            if isHeader {
                let title = texts.joined(separator: " · ")
                lines = [
                    title.isEmpty
                        ? String(repeating: "─", count: width) : "── \(title) " + String(repeating: "─", count: width)
                ]
            } else {
                lines = texts.flatMap { TextWrapping.wrap($0, width: width - 4) }.map { "    " + $0 }
            }
            if append(lines, kind: isHeader ? .header : .footer) { layout.bottom = maxY }
        }

        /// Appends lines up to the height; whether all of them fitted.
        private mutating func append(_ texts: [String], kind: TableTextLayout.Line.Kind) -> Bool {
            for text in texts {
                guard !isFull else { return false }
                layout.lines.append(TableTextLayout.Line(text: TextWrapping.fit(text, width: width), kind: kind))
            }
            return true
        }
    }
}
#endif
