#if !canImport(UIKit)
import HeadlessUIKit

/// The rows of a table (or the items of a collection view) in order, for moving a highlight across sections.
@MainActor
struct RowNavigation {
    /// The table, for ``itemTops()``; `nil` for a collection view.
    let tableView: UITableView?

    /// Every row's (or item's) index path, in order.
    let all: [IndexPath]

    /// The rows of a table.
    init(tableView: UITableView) {
        self.tableView = tableView
        all = (0..<tableView.numberOfSections).flatMap { section in
            (0..<tableView.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
    }

    /// The items of a collection view, section by section.
    init(collectionView: UICollectionView) {
        tableView = nil
        all = (0..<collectionView.numberOfSections).flatMap { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }

    /// The first row, if any.
    var first: IndexPath? { all.first }

    /// The last row, if any.
    var last: IndexPath? { all.last }

    /// `row` if the table has it; otherwise the nearest row before it (or the first row).
    func clamped(_ row: IndexPath?) -> IndexPath? {
        let rows = all
        guard let row else { return rows.first }
        if rows.contains(row) { return row }
        return rows.last(where: { $0 < row }) ?? rows.first
    }

    /// The row `offset` rows after `row` (before it, when negative), stopping at the ends.
    func moved(_ row: IndexPath?, by offset: Int) -> IndexPath? {
        let rows = all
        guard let row, let index = rows.firstIndex(of: row) else { return rows.first }
        return rows[min(max(index + offset, 0), rows.count - 1)]
    }

    /// The tops, in points, of every header, row and footer, in order: where a scroll can stop.
    func itemTops() -> [CGFloat] {
        var tops: [CGFloat] = []
        guard let tableView else { return tops }
        for section in 0..<tableView.numberOfSections {
            let header = tableView.rectForHeader(inSection: section)
            if header.height > 0 { tops.append(header.minY) }
            for row in 0..<tableView.numberOfRows(inSection: section) {
                tops.append(tableView.rectForRow(at: IndexPath(row: row, section: section)).minY)
            }
            let footer = tableView.rectForFooter(inSection: section)
            if footer.height > 0 { tops.append(footer.minY) }
        }
        return tops
    }
}
#endif
