#if !canImport(UIKit)
import HeadlessUIKit

extension TerminalSession {
    /// Scrolls the shown table, as a finger would (`setContentOffset(_:animated:)`), until every line of `row` is in
    /// the frame: up to the row (or to its section's header, for a first row), or down one header, row or footer at
    /// a time.
    ///
    /// - Complexity: O(r · f), r the rows between the old and the new position and f the rows of a frame.
    func scrollToVisible(_ row: IndexPath) {
        let table: UITableView
        switch currentScreen.list {
        case .table(let shown): table = shown
        case .collection(let collection):
            scrollToVisible(row, in: collection)
            return
        }
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

    /// Scrolls a collection view until every line of the item's cell is in the frame: up to the item (to its
    /// section's header for the first item of a section with one), or down until its bottom is the frame's; a
    /// horizontal compositional layout along x, left to the item or right until its right edge is the frame's; then,
    /// for an item of an orthogonally scrolling section that is out of view on that section's axis, that section
    /// along it (`simulateOrthogonalScroll(inSection:by:)`, which rests as the section's behaviour says).
    ///
    /// - Complexity: O(the collection view's layout pass).
    private func scrollToVisible(_ item: IndexPath, in collection: UICollectionView) {
        collection.layoutIfNeeded()
        guard let frame = collection.layoutAttributesForItem(at: item)?.frame else { return }
        let horizontal =
            (collection.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
            == .horizontal
        if horizontal {
            scrollAlongX(collection, toShow: frame)
            scrollOrthogonalSection(of: item, in: collection, alongX: false)
            return
        }
        let height = collection.bounds.height
        let maximum = max(0, collection.contentSize.height - height)
        var top = collection.contentOffset.y
        if frame.minY < top {
            top = frame.minY
            if item.item == 0,
                let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: item.section)),
                header.frame.height > 0, header.frame.minY < top
            {
                top = header.frame.minY
            }
        } else if frame.maxY > top + height {
            top = frame.maxY - height
        }
        top = min(max(0, top), maximum)
        if top != collection.contentOffset.y {
            collection.setContentOffset(CGPoint(x: collection.contentOffset.x, y: top), animated: false)
            collection.layoutIfNeeded()
        }
        scrollOrthogonalSection(of: item, in: collection, alongX: true)
    }

    /// Scrolls a horizontally scrolling collection view along x until the frame is in view. O(a layout pass).
    private func scrollAlongX(_ collection: UICollectionView, toShow frame: CGRect) {
        let width = collection.bounds.width
        var left = collection.contentOffset.x
        if frame.minX < left {
            left = frame.minX
        } else if frame.maxX > left + width {
            left = frame.maxX - width
        }
        left = min(max(0, left), max(0, collection.contentSize.width - width))
        if left != collection.contentOffset.x {
            collection.setContentOffset(CGPoint(x: left, y: collection.contentOffset.y), animated: false)
            collection.layoutIfNeeded()
        }
    }

    /// Drags the item's section along its own axis (x, or y in a horizontal layout) if it scrolls on its own and the
    /// item is out of view on that axis. A section that rests on pages or groups stays where it was after a short
    /// drag: drag further, twice as far each time, until the item is in view or the section no longer moves.
    /// O(a few layout passes).
    private func scrollOrthogonalSection(of item: IndexPath, in collection: UICollectionView, alongX: Bool) {
        var scale: CGFloat = 1
        for _ in 0..<6 {
            guard let placed = collection.layoutAttributesForItem(at: item)?.frame else { return }
            let offset = alongX ? collection.contentOffset.x : collection.contentOffset.y
            let (start, end) = (offset, offset + (alongX ? collection.bounds.width : collection.bounds.height))
            let (low, high) = alongX ? (placed.minX, placed.maxX) : (placed.minY, placed.maxY)
            let distance: CGFloat
            if high > end + 0.5, low > start + 0.5 {
                distance = high - end
            } else if low < start - 0.5 {
                distance = low - start
            } else {
                return
            }
            guard collection.simulateOrthogonalScroll(inSection: item.section, by: distance * scale) else { return }
            scale *= 2
        }
    }

    private func scroll(_ table: UITableView, to y: CGFloat) {
        table.setContentOffset(CGPoint(x: table.contentOffset.x, y: y), animated: false)
        table.layoutIfNeeded()
    }
}
#endif
