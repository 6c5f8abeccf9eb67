#if !canImport(UIKit)
import Foundation

// Self-sizing rows, headers and footers, as UIKit sizes them (Apple's "Working with Self-Sizing Table View Cells",
// the documentation of `rowHeight`, `estimatedRowHeight` and `estimatedSectionHeaderHeight`):
// - A row whose height is `automaticDimension` (the delegate's `heightForRowAt`, else `rowHeight`) and whose estimate
//   is not 0 sizes itself: until it is laid out it is as tall as its estimate (the delegate's `estimatedHeightForRowAt`,
//   else `estimatedRowHeight`; 44 points when that is automatic too); when its cell is laid out on screen the table asks
//   the cell `systemLayoutSizeFitting(CGSize(width: tableWidth, height: 0), withHorizontalFittingPriority: .required,
//   verticalFittingPriority: .fittingSizeLevel)`, which measures the content view at its width (the table's, less the
//   accessory and the indentation) and adds the separator (a third of a point), and the row takes that height. An
//   estimate of 0 turns estimates off and with them self-sizing: such rows are 44 points.
// - Rows are measured top to bottom as they come on screen, so a row placed after a measured one is placed where that
//   one ends, and only the cells of rows that end up on screen are made. The content's size follows each measurement;
//   when a row that starts above the top of the screen changes height, the offset moves by as much, so that what is on
//   screen stays where it is (UIKit "actively manages the contentOffset" with estimates).
// - A row is measured when its cell is shown, when it is reconfigured or reloaded on screen, when the table's width
//   changes, and when heights are read again (`reloadData()`, a change of `rowHeight`, an empty batch update: UIKit's
//   idiom for animating rows to new heights). Other rows keep their heights across updates and scrolling.
// - A content view whose constraints give it no height (and no standard label or image) is UIKit's "ambiguously
//   suggest a height of zero" case: the row gets the standard 44 points, with UIKit's warning (once per table here,
//   once per process in UIKit).
// - A header or footer whose height is automatic sizes itself when the table's `estimatedSectionHeaderHeight` (or
//   `estimatedSectionFooterHeight`) is not 0: until it is laid out it has its estimate (or 28 points with a title, 0
//   without, when that is automatic), and when its place comes on screen the table asks its view (the delegate's, or
//   the standard one for a title) `systemLayoutSizeFitting` at the table's width.
extension UITableView {
    /// The separator's height below each row: a pixel (a third of a point), none without separators.
    var rowSeparatorHeight: CGFloat {
        separatorStyle == .none ? 0 : 1 / PixelGrid.scale
    }

    /// Whether the row sizes itself: its height is automatic and estimates are on.
    func rowSizesItself(at indexPath: IndexPath) -> Bool {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height < 0 else { return false }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate != 0
    }

    /// Places the rows from the top of the bounds down, measuring the self-sizing ones that need it, and returns the
    /// rows on screen: those whose frames intersect the bounds once every height is settled, as UIKit's
    /// `visibleCells` and `indexPathsForVisibleRows` are ("the table cells that are visible in the table view",
    /// developer.apple.com/documentation/uikit/uitableview/visiblecells). Headers and footers that size themselves are
    /// measured as their places come.
    ///
    /// A measurement of an extent that starts above the top moves the offset by the change, so that what is on screen
    /// stays where it is. When the extent got shorter, the top moves up, over rows (and a header) that the pass had
    /// already gone by: one more pass from the new top places them, and reframes the rows placed before without
    /// measuring them again. Each extra pass follows a measurement, and each extent is measured at most once.
    ///
    /// - Complexity: O(log s + log r + v) for the v rows placed (each measured at most once), plus the measurements
    ///   and O(s) for each height that changes (the tops of the sections below move); a pass more, O(log s + log r + v),
    ///   for each measurement that moves the top up.
    func placeRowsMeasuring() -> [IndexPath] {
        guard var geometry else { return [] }
        var minY = contentOffset.y
        var maxY = minY + bounds.height
        var wanted: [IndexPath] = []
        // The rows shown (and measured, if they needed it) by an earlier pass of this layout.
        var placed: Set<IndexPath> = []
        /// Changes the geometry in place: the table's copy is let go for the change (which runs no code of the app), so
        /// that the change does not copy the geometry's storage, shared with the table's copy until then.
        func change(_ body: (inout TableGeometry) -> CGFloat) -> CGFloat {
            self.geometry = nil
            let delta = body(&geometry)
            self.geometry = geometry
            return delta
        }
        /// Gives a measured height to an extent, moving the offset when the extent starts above the top.
        func settle(_ delta: CGFloat, startingAt top: CGFloat) {
            guard delta != 0, top < minY else { return }
            minY += delta
            // The bottom is the top plus the height, as for the visible rows after the layout: moved by `delta` as well,
            // it could differ from that sum in the last bit, and miss (or take) a row starting right at the bottom.
            maxY = minY + bounds.height
            contentOffset = CGPoint(x: contentOffset.x, y: minY)
        }
        /// Measures the section's self-sizing header or footer if it still needs it and reaches into the bounds.
        func measureIfNeeded(_ kind: HeaderFooterKind, of section: Int) {
            let isHeader = kind == .header
            guard isHeader ? geometry.headerNeedsMeasurement[section] : geometry.footerNeedsMeasurement[section] else {
                return
            }
            let top = (isHeader ? geometry.headerExtent(section) : geometry.footerExtent(section)).minY
            let height = isHeader ? geometry.headerHeights[section] : geometry.footerHeights[section]
            guard top < maxY, top + height >= minY else { return }
            self.geometry = geometry
            let measured = measureHeaderFooter(kind, section: section)
            let delta = change {
                if isHeader {
                    $0.headerNeedsMeasurement[section] = false
                } else {
                    $0.footerNeedsMeasurement[section] = false
                }
                return $0.setHeight(measured, ofHeader: isHeader, section: section)
            }
            settle(delta, startingAt: top)
        }
        var passTop = CGFloat.infinity
        while minY < passTop {
            passTop = minY
            if !wanted.isEmpty {
                placed.formUnion(wanted)
                wanted.removeAll(keepingCapacity: true)
            }
            var section = geometry.firstSection(reaching: minY)
            while section < geometry.sectionCount, geometry.sectionTops[section] < maxY {
                // A section that ends at the top by its sum (reached for a row whose frame may end below it) measures
                // no header or footer, as before that section was reached.
                let reached = geometry.sectionTops[section + 1] > minY
                if reached { measureIfNeeded(.header, of: section) }
                var row = geometry.firstRow(inSection: section, endingAfter: minY)
                while row < geometry.rowCounts[section] {
                    let indexPath = IndexPath(row: row, section: section)
                    let extent = geometry.rowExtent(indexPath)
                    if extent.minY >= maxY { break }
                    row += 1
                    guard extent.height > 0 else { continue }
                    if !placed.isEmpty, placed.contains(indexPath), let cell = visibleCellsByIndexPath[indexPath] {
                        // Placed by an earlier pass: only what is above it moved.
                        let frame = CGRect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
                        if cell.frame != frame {
                            cell.frame = frame
                            cell.layOutContentView()
                        }
                        wanted.append(indexPath)
                        continue
                    }
                    // The data source and the delegate see the geometry as it is so far.
                    self.geometry = geometry
                    guard let (cell, isNew, measures) = showCell(at: indexPath, extent: extent) else { continue }
                    if measures, let height = measuredHeight(of: cell, at: indexPath), height != extent.height {
                        settle(change { $0.setHeight(height, ofRow: indexPath) }, startingAt: extent.minY)
                    }
                    let placedExtent = geometry.rowExtent(indexPath)
                    let frame = CGRect(x: 0, y: placedExtent.minY, width: bounds.width, height: placedExtent.height)
                    if cell.frame != frame { cell.frame = frame }
                    cell.layOutContentView()
                    if isNew { announceDisplay(of: cell, at: indexPath) }
                    wanted.append(indexPath)
                }
                if reached { measureIfNeeded(.footer, of: section) }
                section += 1
            }
        }
        self.geometry = geometry
        return wanted
    }

    /// The cell showing the row: the one on screen (reconfigured first if an update asked), or a new one from the data
    /// source, which the caller announces (`willDisplay`) once placed; and whether it needs measuring.
    private func showCell(
        at indexPath: IndexPath, extent: (minY: CGFloat, height: CGFloat)
    ) -> (cell: UITableViewCell, isNew: Bool, measures: Bool)? {
        if let cell = visibleCellsByIndexPath[indexPath] {
            if pendingReconfigures.remove(indexPath) != nil {
                return (reconfigure(cell, at: indexPath), false, true)
            }
            return (cell, false, visibleRowsNeedMeasurement || cell.frame.width != bounds.width)
        }
        let frame = CGRect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
        guard let cell = displayNewCell(at: indexPath, frame: frame) else { return nil }
        return (cell, true, true)
    }

    /// The row's measured height, if it sizes itself.
    private func measuredHeight(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat? {
        guard geometry?.sectionHasSelfSizingRows[indexPath.section] == true, rowSizesItself(at: indexPath) else {
            return nil
        }
        cell.separatorHeight = rowSeparatorHeight
        if cellLayoutMarginsFollowReadableWidth { followReadableWidth(cell) }
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite, size.height - cell.separatorHeight > 0 else {
            if !hasWarnedOfZeroHeight {
                hasWarnedOfZeroHeight = true
                Headless.reportLayout(
                    "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of "
                        + "zero for a table view cell's content view. We're considering the collapse unintentional and "
                        + "using standard height instead. Cell: <\(type(of: cell))>")
            }
            return Self.fallbackRowHeight
        }
        return PixelGrid.ceil(size.height)
    }

    /// With ``cellLayoutMarginsFollowReadableWidth``, the cell's content margins keep its content within the readable
    /// width (672 points, centred), and are the standard 16 points at least.
    private func followReadableWidth(_ cell: UITableViewCell) {
        let side = max(UITableViewCell.standardContentMargins.left, ((bounds.width - 672) / 2).rounded(.down))
        var margins = cell.contentView.layoutMargins
        guard margins.left != side || margins.right != side else { return }
        margins.left = side
        margins.right = side
        cell.contentView.layoutMargins = margins
    }

    /// Measures the section's header or footer view at the table's width and keeps the view for display; 0 when
    /// the section has none.
    private func measureHeaderFooter(_ kind: HeaderFooterKind, section: Int) -> CGFloat {
        let shown = kind == .header ? visibleHeaderViews[section] : visibleFooterViews[section]
        guard let view = shown ?? makeHeaderFooterView(kind, section: section) else { return 0 }
        if shown == nil {
            switch kind {
            case .header: measuredHeaderViews[section] = view
            case .footer: measuredFooterViews[section] = view
            }
        }
        let size = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? max(0, PixelGrid.ceil(size.height)) : 0
    }
}
#endif
