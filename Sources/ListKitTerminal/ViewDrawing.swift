#if !canImport(UIKit)
import HeadlessUIKit

/// Draws a view tree into a canvas at the views' frames (see ``TerminalGrid`` for the points-to-cells mapping), back to
/// front by layer `zPosition`, then in subview order, so that a view laid out wrong looks wrong here too:
/// - a hidden view, or one with an alpha below 0.01, draws nothing, nor do its subviews;
/// - a label draws its text as laid out at its width (`Headless.displayedText(of:)`; as many lines as its height holds,
///   the last truncated), aligned as its `textAlignment` says, its block centred vertically in its bounds, its lines
///   on consecutive terminal lines from the line of its first line's middle (a terminal has one size of text);
/// - a button draws `[ title ]` centred on its centre; an image view (with an image) shades its cells with `▒`, on
///   the lines its height covers (at least the line of its centre), and writes `[image: name]` over them when that
///   fits its width;
/// - a view of zero width or height draws nothing of its own;
/// - text may run past its own view's edges (a 15-point title takes a cell a character too), but not past an ancestor
///   that clips (`clipsToBounds`), nor past the canvas.
@MainActor
struct ViewDrawing {
    /// What drew where, for the renderer's decorations (header rules, highlights).
    struct Mark {
        /// The view that drew.
        var view: UIView
        /// The line of its first line of text.
        var line: Int
        /// The columns its text took on that line.
        var columns: Range<Int>
    }

    var canvas: TerminalCanvas
    /// The labels and buttons drawn, in order.
    var marks: [Mark] = []

    /// Draws `view`, whose frame's origin is at `origin` (points, in the canvas's coordinates), and its subviews.
    mutating func draw(_ view: UIView, at origin: CGPoint, clip: CellRect) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        let rect = CGRect(origin: origin, size: view.bounds.size)
        var clip = clip
        if view.clipsToBounds { clip = clip.intersection(TerminalGrid.cells(of: rect)) }
        if rect.width > 0, rect.height > 0 { drawContent(of: view, in: rect, clip: clip) }
        let inner = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
        for subview in Self.drawingOrder(of: view.subviews) {
            draw(subview, at: CGPoint(x: inner.x + subview.frame.minX, y: inner.y + subview.frame.minY), clip: clip)
        }
    }

    /// Sibling views back to front, as a screen composites them: by their layers' `zPosition` (which a collection
    /// view sets from each element's `zIndex`), then in subview order. O(n log n) when some `zPosition` is not 0,
    /// O(n) otherwise.
    static func drawingOrder(of views: [UIView]) -> [UIView] {
        guard views.contains(where: { $0.layer.zPosition != 0 }) else { return views }
        return views.enumerated().sorted { left, right in
            let (a, b) = (left.element.layer.zPosition, right.element.layer.zPosition)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }

    /// Draws a section header: a rule `─` across the view on the line of its title (found by drawing it apart), or
    /// on its first line when it shows no text; the view over it; a space each side of the title, over the rule.
    mutating func drawHeader(_ view: UIView, at origin: CGPoint, clip: CellRect) {
        var probe = ViewDrawing(canvas: TerminalCanvas(width: canvas.width, height: canvas.height))
        probe.draw(view, at: origin, clip: probe.canvas.bounds)
        let lines = TerminalGrid.lines(from: origin.y, to: origin.y + view.frame.height)
        if let line = probe.marks.first?.line ?? (lines.isEmpty ? nil : lines.lowerBound) {
            let columns = TerminalGrid.cells(of: CGRect(origin: origin, size: view.frame.size))
            canvas.fill(
                CellRect(minColumn: columns.minColumn, maxColumn: columns.maxColumn, minLine: line, maxLine: line + 1),
                with: "─", clip: clip)
        }
        let marksBefore = marks.count
        draw(view, at: origin, clip: clip)
        guard marks.count > marksBefore else { return }
        let titleLine = marks[marksBefore].line
        for mark in marks[marksBefore...] where mark.line == titleLine {
            canvas.write(" ", column: mark.columns.lowerBound - 1, line: mark.line, clip: clip)
            canvas.write(" ", column: mark.columns.upperBound, line: mark.line, clip: clip)
        }
    }

    /// Draws a box of light lines (`┌─┐`, `│ │`, `└─┘`) around the cells of a rectangle (a section's background);
    /// a rectangle under two cells wide or two lines tall gets none.
    mutating func drawBox(_ rect: CGRect, clip: CellRect) {
        let cells = TerminalGrid.cells(of: rect)
        guard cells.maxColumn - cells.minColumn >= 2, cells.maxLine - cells.minLine >= 2 else { return }
        let (left, right, top, bottom) = (cells.minColumn, cells.maxColumn - 1, cells.minLine, cells.maxLine - 1)
        canvas.fill(
            CellRect(minColumn: left, maxColumn: right + 1, minLine: top, maxLine: top + 1), with: "─", clip: clip)
        canvas.fill(
            CellRect(minColumn: left, maxColumn: right + 1, minLine: bottom, maxLine: bottom + 1), with: "─", clip: clip
        )
        canvas.fill(
            CellRect(minColumn: left, maxColumn: left + 1, minLine: top, maxLine: bottom), with: "│", clip: clip)
        canvas.fill(
            CellRect(minColumn: right, maxColumn: right + 1, minLine: top, maxLine: bottom), with: "│", clip: clip)
        canvas.write("┌", column: left, line: top, clip: clip)
        canvas.write("┐", column: right, line: top, clip: clip)
        canvas.write("└", column: left, line: bottom, clip: clip)
        canvas.write("┘", column: right, line: bottom, clip: clip)
    }

    private mutating func drawContent(of view: UIView, in rect: CGRect, clip: CellRect) {
        if let label = view as? UILabel {
            drawText(of: label, in: rect, clip: clip)
        } else if let button = view as? UIButton {
            guard let title = button.title(for: .normal), !title.isEmpty else { return }
            let text = "[ \(title) ]"
            let columns = Headless.TextModel.columns(of: text)
            let start = TerminalGrid.column(rect.midX) - columns / 2
            let line = TerminalGrid.line(containing: rect.midY)
            canvas.write(text, column: start, line: line, clip: clip)
            marks.append(Mark(view: button, line: line, columns: start..<(start + columns)))
        } else if let toggle = view as? UISwitch {
            let text = toggle.isOn ? "[on ]" : "[off]"
            let start = TerminalGrid.column(rect.midX) - 2
            let line = TerminalGrid.line(containing: rect.midY)
            canvas.write(text, column: start, line: line, clip: clip)
            marks.append(Mark(view: toggle, line: line, columns: start..<(start + 5)))
        } else if let imageView = view as? UIImageView, let image = imageView.image {
            var cells = TerminalGrid.cells(of: rect)
            let lines = max(1, Int((rect.height / TerminalGrid.pointsPerLine).rounded()))
            cells.minLine = TerminalGrid.line(containing: rect.midY) - (lines - 1) / 2
            cells.maxLine = cells.minLine + lines
            if cells.maxColumn <= cells.minColumn { cells.maxColumn = cells.minColumn + 1 }
            canvas.fill(cells, with: "▒", clip: clip)
            let caption = "[image: \(image.name ?? "unnamed")]"
            if Headless.TextModel.columns(of: caption) <= cells.maxColumn - cells.minColumn {
                canvas.write(caption, column: cells.minColumn, line: cells.minLine + (lines - 1) / 2, clip: clip)
            }
        }
    }

    private mutating func drawText(of label: UILabel, in rect: CGRect, clip: CellRect) {
        guard let text = label.text, !text.isEmpty else { return }
        let font = label.font ?? UIFont.systemFont(ofSize: 17)
        let lineHeight = font.lineHeight
        // As many lines as the label's height holds (at least one), as UIKit draws a label too short for its text.
        let fitting = max(1, Int((rect.height + 0.01) / lineHeight))
        let limit = label.numberOfLines == 0 ? fitting : min(label.numberOfLines, fitting)
        let layout = Headless.TextModel.layout(
            text, font: font, width: rect.width, numberOfLines: limit, lineBreakMode: label.lineBreakMode)
        let blockHeight = CGFloat(layout.lines.count) * lineHeight
        let top = rect.minY + (rect.height - blockHeight) / 2
        let firstLine = TerminalGrid.line(containing: top + lineHeight / 2)
        let columnsWide = TerminalGrid.column(rect.maxX) - TerminalGrid.column(rect.minX)
        for (index, line) in layout.lines.enumerated() {
            let width = layout.lineColumns[index]
            var start = TerminalGrid.column(rect.minX)
            switch label.textAlignment {
            case .center: start += max(0, (columnsWide - width) / 2)
            case .right: start += max(0, columnsWide - width)
            default: break
            }
            canvas.write(line, column: start, line: firstLine + index, clip: clip)
            if index == 0 { marks.append(Mark(view: label, line: firstLine, columns: start..<(start + width))) }
        }
    }
}
#endif
