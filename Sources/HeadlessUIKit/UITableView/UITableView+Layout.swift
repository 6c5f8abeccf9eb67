#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The reuse identifier of the header and footer views HeadlessUIKit makes for section titles.
    static let titleHeaderFooterIdentifier = "_UITableViewHeaderFooterViewTitle"

    /// The height of a row whose height or estimate is automatic: 44 points, UIKit's standard row height.
    static let fallbackRowHeight: CGFloat = 44

    /// Reads the counts from the data source, and heights from the delegate and the table's properties.
    /// - Complexity: O(sections), plus O(rows) when a delegate is set (it is asked each row's height, as UIKit
    ///   asks when heights are not estimated).
    func readGeometry() -> TableGeometry {
        guard let dataSource else { return makeGeometry(rowCounts: []) }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sectionCount).map { presentedRowCount(inSection: $0, dataSource: dataSource) }
        return makeGeometry(rowCounts: counts)
    }

    /// Builds the geometry for the counts, reading heights from the delegate and the table's properties.
    func makeGeometry(rowCounts: [Int]) -> TableGeometry {
        makeGeometry(rowCounts: rowCounts) { section in self.rowHeights(inSection: section, count: rowCounts[section]) }
    }

    /// Builds the geometry for the counts with the given row heights, reading the rest from the delegate and the
    /// table's properties.
    func makeGeometry(
        rowCounts: [Int], rowHeights: (_ section: Int) -> TableGeometry.RowHeights
    ) -> TableGeometry {
        var headersToMeasure = [Bool](repeating: false, count: rowCounts.count)
        var footersToMeasure = [Bool](repeating: false, count: rowCounts.count)
        var selfSizingSections = [Bool](repeating: false, count: rowCounts.count)
        var geometry = TableGeometry(
            rowCounts: rowCounts,
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
            tableFooterHeight: tableFooterView?.frame.height ?? 0,
            headerHeight: { section in
                let height =
                    self.delegate?.tableView(self, heightForHeaderInSection: section) ?? self.sectionHeaderHeight
                guard height < 0 else { return height }
                let title = self.dataSource?.tableView(self, titleForHeaderInSection: section)
                return self.automaticHeaderFooterHeight(
                    title: title, estimate: self.estimatedSectionHeaderHeight, selfSizing: &headersToMeasure[section])
            },
            footerHeight: { section in
                let height =
                    self.delegate?.tableView(self, heightForFooterInSection: section) ?? self.sectionFooterHeight
                guard height < 0 else { return height }
                let title = self.dataSource?.tableView(self, titleForFooterInSection: section)
                return self.automaticHeaderFooterHeight(
                    title: title, estimate: self.estimatedSectionFooterHeight, selfSizing: &footersToMeasure[section])
            },
            rowHeights: { section in
                self.sawSelfSizingRow = false
                let heights = rowHeights(section)
                selfSizingSections[section] = self.sawSelfSizingRow
                return heights
            })
        geometry.sectionHasSelfSizingRows = selfSizingSections
        geometry.headerNeedsMeasurement = headersToMeasure
        geometry.footerNeedsMeasurement = footersToMeasure
        return geometry
    }

    /// The height of an automatic header or footer until it is measured: its estimate, else
    /// ``defaultTitleHeaderFooterHeight`` with a title and 0 without; `selfSizing` says whether it is to be measured
    /// (estimates are on).
    private func automaticHeaderFooterHeight(title: String?, estimate: CGFloat, selfSizing: inout Bool) -> CGFloat {
        selfSizing = estimate != 0
        if estimate > 0 { return estimate }
        return title == nil ? 0 : Self.defaultTitleHeaderFooterHeight
    }

    /// The heights of a section's rows: one number without a delegate, else the delegate's per row (one number still
    /// when they are all the same).
    /// - Complexity: O(rows of the section), with a delegate call for each; O(1) without a delegate.
    func rowHeights(inSection section: Int, count: Int) -> TableGeometry.RowHeights {
        guard let delegate else {
            if rowHeight < 0, estimatedRowHeight != 0, count > 0 { sawSelfSizingRow = true }
            return .uniform(Self.resolvedHeight(rowHeight, estimate: estimatedRowHeight))
        }
        var heights: [CGFloat] = []
        heights.reserveCapacity(count)
        var allEqual = true
        for row in 0..<count {
            let height = askedRowHeight(at: IndexPath(row: row, section: section), delegate: delegate)
            if let first = heights.first { allEqual = allEqual && first == height }
            heights.append(height)
        }
        if allEqual { return .uniform(heights.first ?? Self.resolvedHeight(rowHeight, estimate: estimatedRowHeight)) }
        return .varying(RowHeightBlocks(heights: heights))
    }

    /// The delegate's height of the row, its estimate when the height is automatic (or 44 points when that is too).
    func askedRowHeight(at indexPath: IndexPath, delegate: any UITableViewDelegate) -> CGFloat {
        askedRowHeight(at: indexPath, delegate: delegate, keepingSelfSizing: false) ?? Self.fallbackRowHeight
    }

    /// The delegate's height of the row, as ``askedRowHeight(at:delegate:)``; `nil` for a row that sizes itself when
    /// `keepingSelfSizing` (it keeps the height it has). Notes in ``sawSelfSizingRow`` a row that sizes itself.
    func askedRowHeight(
        at indexPath: IndexPath, delegate: any UITableViewDelegate, keepingSelfSizing: Bool
    ) -> CGFloat? {
        let height = delegate.tableView(self, heightForRowAt: indexPath)
        guard height < 0 else { return height }
        let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        if estimate != 0 {
            sawSelfSizingRow = true
            if keepingSelfSizing { return nil }
        }
        return Self.resolvedHeight(height, estimate: estimate)
    }

    /// A row height, with automatic heights replaced by the estimate (or 44 points when that is automatic or 0).
    static func resolvedHeight(_ height: CGFloat, estimate: CGFloat) -> CGFloat {
        if height >= 0 { return height }
        return estimate > 0 ? estimate : fallbackRowHeight
    }

    /// The geometry, read now if it was never read or was invalidated (without laying out cells).
    func currentGeometry() -> TableGeometry {
        if let geometry, !geometry.heightsAreStale { return geometry }
        let fresh: TableGeometry
        if let stale = geometry {
            fresh = makeGeometry(rowCounts: stale.rowCounts)
        } else {
            endDisplayingEverything()
            fresh = readGeometry()
        }
        geometry = fresh
        return fresh
    }

    /// Lays the table out if a change left it pending (see ``layoutIfNeeded()``).
    func layoutTableIfNeeded() {
        guard needsTableLayout, !isLayingOut else { return }
        isLayingOut = true
        layOutVisibleRows()
        isLayingOut = false
        #if LISTKIT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Reads what is pending, then shows the rows, headers and footers that intersect the bounds, measuring the
    /// self-sizing ones as they come (see UITableView+SelfSizing.swift).
    private func layOutVisibleRows() {
        needsTableLayout = false
        _ = currentGeometry()
        if clampsOffsetAtNextLayout, let geometry {
            // Apple's documentation of reloadData(): the table "adjusts offsets if the table shrinks".
            clampsOffsetAtNextLayout = false
            let maxOffset = max(0, geometry.contentHeight - bounds.height)
            if contentOffset.y > maxOffset {
                contentOffset = CGPoint(x: contentOffset.x, y: maxOffset)
            }
        }
        guard geometry != nil else { return }
        // The cells of rows that are off screen at the heights known now go first, so that their cells can be
        // reused for the rows coming in.
        let before = geometry?.indexPaths(intersecting: contentOffset.y, contentOffset.y + bounds.height) ?? []
        let beforeSet = Set(before)
        for indexPath in visibleCellsByIndexPath.keys.filter({ !beforeSet.contains($0) }).sorted() {
            endDisplayingCell(at: indexPath)
        }
        let wanted = placeRowsMeasuring()
        let wantedSet = Set(wanted)
        for indexPath in visibleCellsByIndexPath.keys.filter({ !wantedSet.contains($0) }).sorted() {
            endDisplayingCell(at: indexPath)
        }
        pendingReconfigures.removeAll()
        visibleRowsNeedMeasurement = false
        guard let geometry else { return }
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        tableHeaderView.map { placeAtTop($0, y: 0) }
        tableFooterView.map { placeAtTop($0, y: geometry.contentHeight - geometry.tableFooterHeight) }
        let minY = contentOffset.y
        let maxY = minY + bounds.height
        layoutHeadersAndFooters(geometry, minY: minY, maxY: maxY)
        retireMeasuredViews()
        updatePrefetching(geometry, visible: wantedSet, minY: minY, maxY: maxY)
        // Offsets changed by measurement leave nothing pending: the rows were placed at them.
        needsTableLayout = false
    }

    private func placeAtTop(_ view: UIView, y: CGFloat) {
        if view.superview !== self { addSubview(view) }
        view.frame = CGRect(x: 0, y: y, width: bounds.width, height: view.frame.height)
    }

    /// Asks the data source for the row's cell and shows it at the frame (the delegate hears `willDisplay` after
    /// the caller has measured and placed it: see ``announceDisplay(of:at:)``).
    func displayNewCell(at indexPath: IndexPath, frame: CGRect) -> UITableViewCell? {
        guard dataSource != nil else { return nil }
        let cell = requestCell(at: indexPath, reconfiguring: nil)
        // A data source may return a cell it kept rather than dequeued; it is on screen now, not reusable.
        cellReuse.remove(cell, identifier: cell.reuseIdentifier)
        cell.separatorHeight = rowSeparatorHeight
        cell.frame = frame
        cell.layOutContentView()
        addSubview(cell)
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        cell.setHighlighted(false, animated: false)
        cell.setEditing(isEditing, animated: false)
        cell.updateConfigurationIfNeeded()
        visibleCellsByIndexPath[indexPath] = cell
        prefetchedIndexPaths.remove(indexPath)
        return cell
    }

    /// Tells the delegate that the cell, measured and placed, is about to be shown.
    func announceDisplay(of cell: UITableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Asks the data source for the row's cell, tracking the request for the dequeue rules. A drop placeholder's row
    /// gets its placeholder's cell instead, and with placeholders showing the data source is asked at the row's data
    /// source index path (see `DropPlaceholders`).
    func requestCell(at indexPath: IndexPath, reconfiguring existing: UITableViewCell?) -> UITableViewCell {
        let outer = cellRequest
        cellRequest = CellRequest(indexPath: indexPath, reconfiguring: existing)
        defer { cellRequest = outer }
        guard let dataSource else { return existing ?? UITableViewCell(style: .default, reuseIdentifier: nil) }
        guard !dropPlaceholders.isEmpty else { return dataSource.tableView(self, cellForRowAt: indexPath) }
        if let cell = placeholderCell(at: indexPath) { return cell }
        let asked = dropPlaceholders.dataSourceIndexPath(forPresentation: indexPath) ?? indexPath
        cellRequest = CellRequest(indexPath: asked, reconfiguring: existing)
        return dataSource.tableView(self, cellForRowAt: asked)
    }

    /// Takes the row's cell off screen, tells the delegate, and puts the cell in its reuse queue (unless
    /// `enqueue` is `false`: the caller enqueues it later, as after an update's animations) and returns it.
    @discardableResult
    func endDisplayingCell(at indexPath: IndexPath, enqueue: Bool = true) -> UITableViewCell? {
        guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return nil }
        cell.removeFromSuperview()
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if enqueue { cellReuse.enqueue(cell, identifier: cell.reuseIdentifier) }
        return cell
    }

    /// Takes the cells of `indexPaths` (in ascending order) off screen without putting them in the reuse queue, and
    /// returns them: as ``endDisplayingCell(at:enqueue:)`` for each, the delegate told in that order, with the cells
    /// taken out of the table's subviews last first (each is then found at once, however many cells the table shows:
    /// O(n) for n subviews in all, not O(n) each).
    func endDisplayingCells(at indexPaths: [IndexPath]) -> [UITableViewCell] {
        let departing = indexPaths.compactMap { path in
            visibleCellsByIndexPath.removeValue(forKey: path).map { (path, $0) }
        }
        if departing.count > 1 {
            refreshSubviewIndexHints()
            for (_, cell) in departing.sorted(by: { $0.1.indexHint > $1.1.indexHint }) { cell.removeFromSuperview() }
        } else {
            departing.first?.1.removeFromSuperview()
        }
        for (indexPath, cell) in departing { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        return departing.map(\.1)
    }

    /// Ends the display of every cell, header and footer (before a reload).
    func endDisplayingEverything() {
        for indexPath in visibleCellsByIndexPath.keys.sorted() { endDisplayingCell(at: indexPath) }
        for section in visibleHeaderViews.keys.sorted() { endDisplayingHeaderFooterView(.header, section: section) }
        for section in visibleFooterViews.keys.sorted() { endDisplayingHeaderFooterView(.footer, section: section) }
    }

    /// Tells the prefetch data source about the rows within one screen height beyond the visible ones, in the
    /// direction of the last scroll, and cancels those that left that range without being shown.
    private func updatePrefetching(
        _ geometry: TableGeometry, visible: Set<IndexPath>, minY: CGFloat, maxY: CGFloat
    ) {
        guard let prefetchDataSource, isPrefetchingEnabled else {
            prefetchedIndexPaths = []
            return
        }
        let height = bounds.height
        let window =
            lastScrollWentDown
            ? geometry.indexPaths(intersecting: maxY, maxY + height)
            : geometry.indexPaths(intersecting: minY - height, minY)
        let wanted = window.filter { !visible.contains($0) }
        let wantedSet = Set(wanted)
        let cancelled = prefetchedIndexPaths.filter { !wantedSet.contains($0) && !visible.contains($0) }.sorted()
        let added = wanted.filter { !prefetchedIndexPaths.contains($0) }
        prefetchedIndexPaths = wantedSet
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !added.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: added) }
    }

    /// Implements `numberOfSections`, declared `open` in the class body.
    var numberOfSectionsNow: Int {
        currentGeometry().sectionCount
    }

    /// Implements `numberOfRows`, declared `open` in the class body.
    func numberOfRowsNow(inSection section: Int) -> Int {
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sectionCount else { return 0 }
        return geometry.rowCounts[section]
    }

    /// Implements `visibleCells`, declared `open` in the class body.
    var visibleCellsNow: [UITableViewCell] {
        layoutTableIfNeeded()
        return visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    /// Implements `indexPathsForVisibleRows`, declared `open` in the class body.
    var indexPathsForVisibleRowsNow: [IndexPath]? {
        layoutTableIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// Implements `cellForRow`, declared `open` in the class body.
    func cellForRowNow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutTableIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// Implements `indexPath`, declared `open` in the class body.
    func indexPathNow(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Implements `headerView`, declared `open` in the class body.
    func headerViewNow(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutTableIfNeeded()
        return visibleHeaderViews[section] as? UITableViewHeaderFooterView
    }

    /// Implements `footerView`, declared `open` in the class body.
    func footerViewNow(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutTableIfNeeded()
        return visibleFooterViews[section] as? UITableViewHeaderFooterView
    }

    /// Implements `rectForRow`, declared `open` in the class body.
    func rectForRowNow(at indexPath: IndexPath) -> CGRect {
        let geometry = currentGeometry()
        guard geometry.contains(indexPath) else {
            Headless.raise("request for rect at invalid index path (\(indexPath.uikitDescription))")
            return .zero
        }
        let extent = geometry.rowExtent(indexPath)
        return CGRect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
    }

    /// Implements `rect`, declared `open` in the class body.
    func rectNow(forSection section: Int) -> CGRect {
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let top = geometry.sectionTops[section]
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionTops[section + 1] - top)
    }

    /// Implements `rectForHeader`, declared `open` in the class body.
    func rectForHeaderNow(inSection section: Int) -> CGRect {
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let extent = geometry.headerExtent(section)
        return CGRect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
    }

    /// Implements `rectForFooter`, declared `open` in the class body.
    func rectForFooterNow(inSection section: Int) -> CGRect {
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let extent = geometry.footerExtent(section)
        return CGRect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
    }

    /// Implements `indexPathForRow`, declared `open` in the class body.
    func indexPathForRowNow(at point: CGPoint) -> IndexPath? {
        currentGeometry().indexPaths(intersecting: point.y, point.y.nextUp).first
    }

    /// Implements `indexPathsForRows`, declared `open` in the class body.
    func indexPathsForRowsNow(in rect: CGRect) -> [IndexPath]? {
        currentGeometry().indexPaths(intersecting: rect.minY, rect.maxY)
    }
}
#endif
