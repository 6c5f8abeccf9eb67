#if !canImport(UIKit)
import Foundation

/// The geometry of one section of a flow layout: a header, a grid of equal items, a footer, stacked vertically.
///
/// Every frame is computed from these numbers, so a section of any size costs the same to store, and finding the
/// items in a rectangle is arithmetic on its rows.
struct FlowLayoutSection {
    /// The top of the section (of its header).
    var top: CGFloat = 0
    /// The header's height (zero: no header).
    var headerHeight: CGFloat = 0
    /// The top of the first row of items.
    var itemsTop: CGFloat = 0
    /// The number of items.
    var itemCount = 0
    /// The number of items per row (at least one).
    var columns = 1
    /// The size of every item.
    var itemSize: CGSize = .zero
    /// The space between rows.
    var lineSpacing: CGFloat = 0
    /// The space between items in a row.
    var interitemSpacing: CGFloat = 0
    /// The left edge of the first column.
    var left: CGFloat = 0
    /// The top of the footer.
    var footerTop: CGFloat = 0
    /// The footer's height (zero: no footer).
    var footerHeight: CGFloat = 0
    /// The bottom of the section (of its footer).
    var bottom: CGFloat = 0
    /// The frames of the items, when each has its own size (self-sizing items); `nil` for a grid of equal items.
    var itemFrames: [CGRect]?
    /// The lines of items with their own sizes, top to bottom.
    var lines: [Line] = []

    /// A line of items with their own sizes: its first item, its top and its bottom.
    struct Line {
        var first: Int
        var top: CGFloat
        var bottom: CGFloat
    }

    /// The number of rows of items.
    var rowCount: Int {
        itemCount == 0 ? 0 : (itemCount + columns - 1) / columns
    }

    /// The height of the rows of items, spacing included.
    var itemsHeight: CGFloat {
        if itemFrames != nil { return (lines.last?.bottom ?? itemsTop) - itemsTop }
        return rowCount == 0 ? 0 : CGFloat(rowCount) * itemSize.height + CGFloat(rowCount - 1) * lineSpacing
    }

    /// The frame of an item. O(1).
    func frame(ofItem item: Int) -> CGRect {
        if let itemFrames { return itemFrames[item] }
        let row = item / columns
        let column = item % columns
        return CGRect(
            x: left + CGFloat(column) * (itemSize.width + interitemSpacing),
            y: itemsTop + CGFloat(row) * (itemSize.height + lineSpacing),
            width: itemSize.width, height: itemSize.height)
    }

    /// The items whose rows intersect the vertical extent of `rect`. O(1).
    func items(intersecting rect: CGRect) -> Range<Int> {
        if itemFrames != nil { return linedItems(intersecting: rect) }
        let pitch = itemSize.height + lineSpacing
        guard itemCount > 0, itemSize.height > 0, pitch > 0 else { return 0..<0 }
        let firstRow = max(0, Int(((rect.minY - itemsTop - itemSize.height) / pitch).rounded(.down)) + 1)
        let lastRow = min(rowCount - 1, Int(((rect.maxY - itemsTop) / pitch).rounded(.up)) - 1)
        guard firstRow <= lastRow else { return 0..<0 }
        return (firstRow * columns)..<min(itemCount, (lastRow + 1) * columns)
    }

    /// The items of the lines that intersect the vertical extent of `rect`. O(log lines).
    private func linedItems(intersecting rect: CGRect) -> Range<Int> {
        let low = firstIndex(endingAfter: rect.minY, count: lines.count) { lines[$0].bottom }
        var end = low
        while end < lines.count, lines[end].top < rect.maxY { end += 1 }
        guard low < end else { return 0..<0 }
        let last = end < lines.count ? lines[end].first : itemCount
        return lines[low].first..<last
    }
}
#endif
