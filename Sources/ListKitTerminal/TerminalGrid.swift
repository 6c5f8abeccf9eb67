#if !canImport(UIKit)
import HeadlessUIKit

/// How points become character cells, from HeadlessUIKit's text model (`Headless.TextModel`): a column is the width
/// of one column of the 17-point body font (8.5 points: every character of body text takes exactly one cell), a line
/// is that font's line height on the pixel grid (20⅓ points: a line of body text is one terminal line). So a label of
/// body text laid out at its width shows in the terminal exactly as its lines break, and a 44-point row takes a little
/// over two lines.
///
/// A rectangle covers the cells between its edges, each edge rounded to the nearest cell boundary, so a view of zero
/// width or height covers none.
public enum TerminalGrid {
    /// The width of a column, in points: 8.5.
    public static let pointsPerColumn: CGFloat = Headless.TextModel.columnWidth(for: UIFont.systemFont(ofSize: 17))

    /// The height of a line, in points: 20⅓.
    public static let pointsPerLine: CGFloat = {
        let height = UIFont.systemFont(ofSize: 17).lineHeight
        return (height * 3 - 1e-6).rounded(.up) / 3
    }()

    /// The width in points of `columns` columns.
    public static func width(ofColumns columns: Int) -> CGFloat {
        CGFloat(columns) * pointsPerColumn
    }

    /// The height in points of `lines` lines.
    public static func height(ofLines lines: Int) -> CGFloat {
        CGFloat(lines) * pointsPerLine
    }

    /// The column of the cell boundary nearest to `x`.
    static func column(_ x: CGFloat) -> Int {
        Int((x / pointsPerColumn).rounded())
    }

    /// The line of the cell boundary nearest to `y`.
    static func line(_ y: CGFloat) -> Int {
        Int((y / pointsPerLine).rounded())
    }

    /// The line whose middle third `y` falls in, or the nearest (for placing one line of text by its centre).
    static func line(containing y: CGFloat) -> Int {
        Int((y / pointsPerLine).rounded(.down))
    }

    /// The lines whose middles a vertical extent covers (points, from the top of the frame).
    static func lines(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        let first = Int((minY / pointsPerLine - 0.5).rounded(.up))
        let end = Int((maxY / pointsPerLine - 0.5).rounded(.up))
        return first..<max(first, end)
    }

    /// The cells a rectangle covers.
    static func cells(of rect: CGRect) -> CellRect {
        CellRect(
            minColumn: column(rect.minX), maxColumn: column(rect.maxX), minLine: line(rect.minY),
            maxLine: line(rect.maxY))
    }
}

/// A rectangle of character cells: columns `minColumn..<maxColumn`, lines `minLine..<maxLine`.
struct CellRect: Equatable {
    var minColumn: Int
    var maxColumn: Int
    var minLine: Int
    var maxLine: Int

    /// Whether it covers no cell.
    var isEmpty: Bool { maxColumn <= minColumn || maxLine <= minLine }

    /// The cells both rectangles cover.
    func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minColumn: max(minColumn, other.minColumn), maxColumn: min(maxColumn, other.maxColumn),
            minLine: max(minLine, other.minLine), maxLine: min(maxLine, other.maxLine))
    }

    /// Whether the cell is inside.
    func contains(column: Int, line: Int) -> Bool {
        column >= minColumn && column < maxColumn && line >= minLine && line < maxLine
    }
}

/// Lines of character cells that views are drawn into, clipped to a rectangle of cells.
struct TerminalCanvas {
    /// The columns of a line.
    let width: Int
    /// The lines.
    let height: Int
    /// Each cell's text: one character, or empty for the right half of a wide character.
    private(set) var cells: [[String]]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
    }

    /// The whole canvas, as a clip.
    var bounds: CellRect { CellRect(minColumn: 0, maxColumn: width, minLine: 0, maxLine: height) }

    /// Writes the text from `column` on `line`, a character per cell (two for a wide one), within the clip.
    mutating func write(_ text: some StringProtocol, column: Int, line: Int, clip: CellRect) {
        let clip = clip.intersection(bounds)
        guard line >= clip.minLine, line < clip.maxLine else { return }
        var x = column
        for character in text {
            let columns = Headless.TextModel.columns(of: character)
            guard columns > 0 else { continue }
            if x >= clip.maxColumn { break }
            if x >= clip.minColumn, x + columns <= clip.maxColumn {
                // A wide character written over half of another clears that other's other half.
                if cells[line][x].isEmpty, x > 0 { cells[line][x - 1] = " " }
                cells[line][x] = String(character)
                if columns == 2 { cells[line][x + 1] = "" }
                if x + columns < width, cells[line][x + columns].isEmpty { cells[line][x + columns] = " " }
            }
            x += columns
        }
    }

    /// Fills the cells of `rect` within the clip with `character`.
    mutating func fill(_ rect: CellRect, with character: Character, clip: CellRect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for line in area.minLine..<area.maxLine {
            for column in area.minColumn..<area.maxColumn { cells[line][column] = String(character) }
        }
    }

    /// The text of a line: its cells joined, exactly ``width`` columns.
    func text(ofLine line: Int) -> String {
        cells[line].joined()
    }
}
#endif
