#if !canImport(UIKit)
import Foundation

/// The counts and heights of a table view's content, as last read from its data source and delegate, and the
/// vertical position of every section, header, row and footer.
///
/// Rows of one section either share a height (kept as one number) or have their own (kept in a ``RowHeightBlocks``,
/// which sums them in O(log n)), so finding the rows in a vertical range is a search, never a walk over all rows, and
/// a batch update or a measurement changes only the heights it touches.
struct TableGeometry {
    /// The heights of one section's rows.
    enum RowHeights {
        /// Every row has this height.
        case uniform(CGFloat)
        /// Rows have heights of their own, in blocks that updates and measurements edit where they change.
        case varying(RowHeightBlocks)

        /// The height of row `row` (0 for a row out of range).
        /// - Complexity: O(1) for uniform heights, else O(log n).
        func height(of row: Int) -> CGFloat {
            switch self {
            case .uniform(let height): return height
            case .varying(let blocks): return row >= 0 && row < blocks.count ? blocks.height(of: row) : 0
            }
        }
    }

    /// The number of rows in each section.
    var rowCounts: [Int]
    /// The height of each section's header.
    var headerHeights: [CGFloat]
    /// The height of each section's footer.
    var footerHeights: [CGFloat]
    /// The heights of each section's rows.
    var rowHeights: [RowHeights]
    /// `sectionTops[s]` is the top of section `s`; `sectionTops[count]` is the end of the last section.
    var sectionTops: [CGFloat]
    /// The height of the table header view.
    var tableHeaderHeight: CGFloat
    /// The height of the table footer view.
    var tableFooterHeight: CGFloat
    /// Whether heights must be read again before the next layout (counts are still valid).
    var heightsAreStale = false
    /// For each section, whether any of its rows may size itself (its height was automatic with estimates on when it
    /// was read), so that rows of sections without any are not asked again.
    var sectionHasSelfSizingRows: [Bool]
    /// For each section, whether its header sizes itself and is still at its estimate.
    var headerNeedsMeasurement: [Bool]
    /// For each section, whether its footer sizes itself and is still at its estimate.
    var footerNeedsMeasurement: [Bool]

    /// The number of sections.
    var sectionCount: Int { rowCounts.count }

    /// The height of all content.
    var contentHeight: CGFloat { (sectionTops.last ?? tableHeaderHeight) + tableFooterHeight }

    /// Builds the geometry from counts and height functions.
    /// - Complexity: O(sections), plus the height functions.
    init(
        rowCounts: [Int], tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat,
        headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat, rowHeights: (Int) -> RowHeights
    ) {
        self.rowCounts = rowCounts
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.headerHeights = rowCounts.indices.map(headerHeight)
        self.footerHeights = rowCounts.indices.map(footerHeight)
        self.rowHeights = rowCounts.indices.map(rowHeights)
        self.headerNeedsMeasurement = [Bool](repeating: false, count: rowCounts.count)
        self.sectionHasSelfSizingRows = self.headerNeedsMeasurement
        self.footerNeedsMeasurement = self.headerNeedsMeasurement
        var tops: [CGFloat] = []
        tops.reserveCapacity(rowCounts.count + 1)
        var y = tableHeaderHeight
        for section in rowCounts.indices {
            tops.append(y)
            y +=
                headerHeights[section] + Self.totalHeight(self.rowHeights[section], count: rowCounts[section])
                + footerHeights[section]
        }
        tops.append(y)
        self.sectionTops = tops
    }

    /// The total height of `count` rows.
    /// - Complexity: O(1).
    static func totalHeight(_ heights: RowHeights, count: Int) -> CGFloat {
        switch heights {
        case .uniform(let height): return height * CGFloat(count)
        case .varying(let blocks): return blocks.total
        }
    }

    /// Whether the index path names a row of the content.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < rowCounts.count && indexPath.row >= 0
            && indexPath.row < rowCounts[indexPath.section]
    }

    /// The top of the first row of the section.
    func rowsTop(inSection section: Int) -> CGFloat {
        sectionTops[section] + headerHeights[section]
    }

    /// The row's vertical extent, for an index path that ``contains(_:)`` accepts.
    /// - Complexity: O(1) for uniform heights, else O(log r), r the rows of the section.
    func rowExtent(_ indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat) {
        let top = rowsTop(inSection: indexPath.section)
        switch rowHeights[indexPath.section] {
        case .uniform(let height):
            return (top + height * CGFloat(indexPath.row), height)
        case .varying(let blocks):
            let extent = blocks.extent(of: indexPath.row)
            return (top + extent.top, extent.height)
        }
    }

    /// The header's vertical extent.
    func headerExtent(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        (sectionTops[section], headerHeights[section])
    }

    /// The footer's vertical extent.
    func footerExtent(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        let height = footerHeights[section]
        return (sectionTops[section + 1] - height, height)
    }

    /// The first section whose extent ends below `y`, or `sectionCount` if none.
    func firstSection(endingAfter y: CGFloat) -> Int {
        var low = 0
        var high = rowCounts.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid + 1] > y { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The first section that may have a row, header or footer whose frame ends below `y`: ``firstSection(endingAfter:)``
    /// of a point a little above `y`.
    ///
    /// A section's end and the frames of its rows are sums of the same heights taken in different orders (and the
    /// section tops are moved by each measured height), so they may differ in their last bits: a row's frame may end
    /// below `y` while its section's end is at `y`. The sections from this one on are scanned with the frames
    /// themselves, which decide.
    /// - Complexity: O(log s), s the sections.
    func firstSection(reaching y: CGFloat) -> Int {
        firstSection(endingAfter: y - Self.sumSlack(y))
    }

    /// How far apart, at most, two sums of the same heights near `y` may be: a millionth of a point, or more for
    /// offsets so large that a millionth is a few of their last bits.
    static func sumSlack(_ y: CGFloat) -> CGFloat {
        max(1e-6, abs(y) * 1e-12)
    }

    /// The first row of the section whose frame (``rowExtent(_:)``, as ``UITableView/rectForRow(at:)`` gives it) ends
    /// below `y` (relative to the table), or the row count.
    ///
    /// The search works on the section's own scale (row indices times the height, or units of
    /// ``RowHeightBlocks``); the frame adds the section's top to the row's, which may round the sum the other way
    /// when the frame ends right at `y`. So the row found is checked against the frames around it, which decide, as
    /// UIKit's cells are visible when their frames intersect the bounds.
    /// - Complexity: O(1) for uniform heights, else O(log r), r the rows of the section.
    func firstRow(inSection section: Int, endingAfter y: CGFloat) -> Int {
        let count = rowCounts[section]
        let local = y - rowsTop(inSection: section)
        var row: Int
        switch rowHeights[section] {
        case .uniform(let height):
            guard height > 0 else { return count }
            let index = (local / height).rounded(.down)
            row = index <= 0 ? 0 : index < CGFloat(count) ? Int(index) : count
        case .varying(let blocks):
            row = blocks.firstRow(endingAfter: local)
        }
        func frameEnd(_ row: Int) -> CGFloat {
            let extent = rowExtent(IndexPath(row: row, section: section))
            return extent.minY + extent.height
        }
        while row > 0 && frameEnd(row - 1) > y { row -= 1 }
        while row < count && frameEnd(row) <= y { row += 1 }
        return row
    }

    /// Gives row `indexPath` the height, moving what is below it; returns the change. A section whose rows shared a
    /// height keeps its heights in a ``RowHeightBlocks`` from then on.
    ///
    /// - Complexity: O(log r + B + s) for r the rows of the section, B the rows of one of its blocks and s the sections
    ///   after it; O(r / B) more the first time a section's heights change this way.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, ofRow indexPath: IndexPath) -> CGFloat {
        let section = indexPath.section
        var blocks: RowHeightBlocks
        switch rowHeights[section] {
        case .uniform(let uniform):
            guard uniform != height else { return 0 }
            blocks = RowHeightBlocks(repeating: uniform, count: rowCounts[section])
        case .varying(let existing):
            blocks = existing
        }
        // Released before the change, so that the blocks' storage is not copied.
        rowHeights[section] = .uniform(0)
        let delta = blocks.setHeight(height, of: indexPath.row)
        rowHeights[section] = .varying(blocks)
        shiftSections(after: section, by: delta)
        return delta
    }

    /// Gives the section's header (or footer) the height, moving what is below it; returns the change.
    /// - Complexity: O(s), s the sections after it.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, ofHeader isHeader: Bool, section: Int) -> CGFloat {
        let old = isHeader ? headerHeights[section] : footerHeights[section]
        guard old != height else { return 0 }
        if isHeader { headerHeights[section] = height } else { footerHeights[section] = height }
        let delta = height - old
        shiftSections(after: section, by: delta)
        return delta
    }

    /// Moves the tops of the sections after `section` (and the end of the content) by `delta`.
    private mutating func shiftSections(after section: Int, by delta: CGFloat) {
        guard delta != 0 else { return }
        for index in (section + 1)..<sectionTops.count { sectionTops[index] += delta }
    }

    /// The rows with a nonzero height that intersect the vertical range `minY..<maxY`, in order.
    /// - Complexity: O(log(sections) + log(rows) + the number of rows and sections returned or crossed).
    func indexPaths(intersecting minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY else { return [] }
        var result: [IndexPath] = []
        var section = firstSection(reaching: minY)
        while section < rowCounts.count && sectionTops[section] < maxY {
            var row = firstRow(inSection: section, endingAfter: minY)
            while row < rowCounts[section] {
                let extent = rowExtent(IndexPath(row: row, section: section))
                if extent.minY >= maxY { break }
                if extent.height > 0 { result.append(IndexPath(row: row, section: section)) }
                row += 1
            }
            section += 1
        }
        return result
    }

    /// The sections whose header (or footer) intersects the vertical range, in order.
    func sections(
        intersecting minY: CGFloat, _ maxY: CGFloat, extent: (Int) -> (minY: CGFloat, height: CGFloat)
    ) -> [Int] {
        guard maxY > minY else { return [] }
        var result: [Int] = []
        var section = firstSection(reaching: minY)
        while section < rowCounts.count && sectionTops[section] < maxY {
            let box = extent(section)
            if box.height > 0 && box.minY < maxY && box.minY + box.height > minY { result.append(section) }
            section += 1
        }
        return result
    }
}
#endif
