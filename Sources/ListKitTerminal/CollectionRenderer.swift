#if !canImport(UIKit)
import HeadlessUIKit

/// Draws a collection view as text, each view it shows at its frame, as ``TableRenderer`` draws a table: grids, lists,
/// orthogonally scrolling sections at their own scroll offset, headers, footers, badges and section backgrounds,
/// whatever the layout (flow or compositional).
///
/// ```swift
/// let renderer = CollectionRenderer(collectionView: grid, highlightedItem: IndexPath(item: 0, section: 0))
/// print(renderer.rendered(width: 60, height: 20))
/// ```
///
/// The collection view is laid out first (`layoutIfNeeded()`); then the cells, supplementary and decoration views it
/// shows are drawn from its `contentOffset`, back to front by `zIndex` (the collection view gives it to each view's
/// layer as `zPosition`), each view's text at its frame (``ViewDrawing``), clipped to the frame. Cells draw their
/// labels, buttons and content configurations' text as table cells do.
///
/// - Section headers (`UICollectionView.elementKindSectionHeader`): a rule `─` through the title's line, as a
///   table's headers; bold with ``usesColor``. Footers (`elementKindSectionFooter`): dim with ``usesColor``.
/// - Other supplementary views (badges, custom kinds): their text at their frame, in front of the cells they sit on
///   when their `zIndex` is higher.
/// - Views behind the cells (`zIndex` below 0: section backgrounds, whose decoration items default to -1): a box of
///   light lines `┌─┐ │ └─┘` around their frame.
/// - The highlighted item: `>` in the first column of its cell on each of its lines; with ``usesColor``, its cell's
///   columns in reverse video.
/// - Scroll indicator: the last column, as for tables, when the content is taller than the frame.
@MainActor
public struct CollectionRenderer {
    /// The collection view to draw.
    public var collectionView: UICollectionView

    /// The item drawn highlighted, if any.
    public var highlightedItem: IndexPath?

    /// Whether to add ANSI escape sequences (reverse video, bold, dim); the text is the same either way.
    public var usesColor: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to draw.
    ///   - highlightedItem: The item drawn highlighted, if any.
    ///   - usesColor: Whether to add ANSI escape sequences.
    public init(collectionView: UICollectionView, highlightedItem: IndexPath? = nil, usesColor: Bool = false) {
        self.collectionView = collectionView
        self.highlightedItem = highlightedItem
        self.usesColor = usesColor
    }

    /// The collection view as `height` lines of exactly `width` columns (plus escape sequences with ``usesColor``),
    /// joined with newlines.
    ///
    /// - Parameters:
    ///   - width: The columns of each line, the scroll indicator's included; at least 4.
    ///   - height: The number of lines.
    /// - Returns: The frame.
    /// - Complexity: O(v log v + w · h), v the views the collection view shows and w · h the cells of the frame, plus
    ///   its layout.
    public func rendered(width: Int, height: Int) -> String {
        let width = max(width, 4)
        let height = max(height, 0)
        let layout = layout(width: width, height: height)
        let indicator = ScrollIndicator(
            top: layout.top, bottom: layout.bottom, contentHeight: layout.contentHeight, lines: height)
        return (0..<height).map { line in
            colored(layout, line: line) + indicator.character(at: line)
        }.joined(separator: "\n")
    }

    /// The drawn lines for `height` lines of `width` columns (the last column left for the scroll indicator).
    func layout(width: Int, height: Int) -> CollectionTextLayout {
        collectionView.layoutIfNeeded()
        let top = collectionView.contentOffset.y
        let left = collectionView.contentOffset.x
        var result = CollectionTextLayout(top: top, bottom: top, contentHeight: collectionView.contentSize.height)
        var drawing = ViewDrawing(canvas: TerminalCanvas(width: width - 1, height: height))
        let clip = drawing.canvas.bounds
        let cells = Dictionary(
            collectionView.indexPathsForVisibleItems.compactMap { indexPath in
                collectionView.cellForItem(at: indexPath).map { (ObjectIdentifier($0), indexPath) }
            }, uniquingKeysWith: { first, _ in first })
        let headers = Set(
            collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(
                ObjectIdentifier.init))
        let footers = Set(
            collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).map(
                ObjectIdentifier.init))
        var shown: [(indexPath: IndexPath, frame: CGRect)] = []
        for view in ViewDrawing.drawingOrder(of: collectionView.subviews) where !view.isHidden {
            let origin = CGPoint(x: view.frame.minX - left, y: view.frame.minY - top)
            let id = ObjectIdentifier(view)
            let lines = TerminalGrid.lines(from: origin.y, to: origin.y + view.frame.height)
            if headers.contains(id) {
                drawing.drawHeader(view, at: origin, clip: clip)
                result.headerLines.formUnion(lines)
            } else if view is UICollectionReusableView, !(view is UICollectionViewCell), !footers.contains(id),
                view.layer.zPosition < 0
            {
                // A view behind the cells (a section background's decoration, at zIndex -1 by default): a box around
                // it, then whatever it holds.
                drawing.drawBox(CGRect(origin: origin, size: view.frame.size), clip: clip)
                drawing.draw(view, at: origin, clip: clip)
            } else {
                drawing.draw(view, at: origin, clip: clip)
                if footers.contains(id) { result.footerLines.formUnion(lines) }
            }
            if let indexPath = cells[id] {
                shown.append((indexPath, CGRect(origin: origin, size: view.frame.size)))
            }
            if view.frame.height > 0, lines.lowerBound >= 0, lines.upperBound <= height {
                result.bottom = max(result.bottom, top + origin.y + view.frame.height)
            }
        }
        let columns = width - 1
        for item in shown {
            let lines = TerminalGrid.lines(from: item.frame.minY, to: item.frame.maxY)
            let cells = TerminalGrid.cells(of: item.frame)
            let fitsDown = lines.lowerBound >= 0 && lines.upperBound <= height
            let fitsAcross = cells.minColumn >= 0 && cells.maxColumn <= columns
            if fitsDown, fitsAcross { result.fullyShownItems.append(item.indexPath) }
            if item.indexPath == highlightedItem {
                let shownColumns = max(0, cells.minColumn)..<min(columns, max(cells.minColumn, cells.maxColumn))
                result.highlight = (lines.clamped(to: 0..<height), shownColumns)
                for line in lines where cells.minColumn >= 0 {
                    drawing.canvas.write(">", column: cells.minColumn, line: line, clip: clip)
                }
            }
        }
        result.fullyShownItems.sort()
        result.cells = drawing.canvas.cells
        return result
    }

    private func colored(_ layout: CollectionTextLayout, line: Int) -> String {
        let cells = layout.cells[line]
        guard usesColor else { return cells.joined() }
        if let highlight = layout.highlight, highlight.lines.contains(line), !highlight.columns.isEmpty {
            let columns = highlight.columns
            return cells[..<columns.lowerBound].joined() + ANSI.reverse + cells[columns].joined() + ANSI.reset
                + cells[columns.upperBound...].joined()
        }
        if layout.headerLines.contains(line) { return ANSI.bold + cells.joined() + ANSI.reset }
        if layout.footerLines.contains(line) { return ANSI.dim + cells.joined() + ANSI.reset }
        return cells.joined()
    }
}

/// What a collection view's frame shows, before the scroll indicator and colours are added.
struct CollectionTextLayout {
    /// The content offset the frame starts at, in points.
    var top: CGFloat
    /// The bottom, in points, of the lowest view (cell, header, footer, badge, background) shown whole down the
    /// frame.
    var bottom: CGFloat
    /// The height of the collection view's content, in points.
    var contentHeight: CGFloat
    /// Each line's cells (``TerminalCanvas``), the content width.
    var cells: [[String]] = []
    /// The items whose cells are wholly in the frame, in order.
    var fullyShownItems: [IndexPath] = []
    /// The lines of section headers and of section footers, for their colours.
    var headerLines = Set<Int>()
    /// The lines of section footers.
    var footerLines = Set<Int>()
    /// The highlighted item's lines and columns in the frame.
    var highlight: (lines: Range<Int>, columns: Range<Int>)?
}
#endif
