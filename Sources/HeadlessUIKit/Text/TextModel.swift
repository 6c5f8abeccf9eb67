#if !canImport(UIKit)
import Foundation

extension Headless {
    /// HeadlessUIKit's one text model: how wide a string is, where its lines break, and what is left of it when it
    /// does not fit. Labels and buttons size themselves with it, and the terminal draws with the same numbers.
    ///
    /// There are no glyphs on Linux, so the model is a deliberate, deterministic simplification of what UIKit's
    /// text system measures:
    /// - **Advance.** Every character (a grapheme cluster: `é`, `👍🏽`) takes one or two *columns*; a column is
    ///   ``advancePerColumn`` × the font's point size wide (8.5 points at 17 points). East Asian wide and fullwidth
    ///   characters and emoji take two columns, combining marks and controls none, everything else (spaces
    ///   included) one. Weight and slant do not change the advance. One column is one terminal cell.
    /// - **Lines.** A line is `font.lineHeight` tall (20.3 points at 17 points); the height of text is the number
    ///   of lines × the line height. `\n`, `\r\n` and U+2028 end a paragraph.
    /// - **Wrapping.** Lines break at spaces (at any character with `.byCharWrapping`); a word longer than the
    ///   width is broken between characters; the spaces at a break hang past the edge and are not measured.
    /// - **Limits.** With a line limit (`numberOfLines`), text beyond the last line is dropped; the last line then
    ///   keeps what fits of the rest of its paragraph and, as the line break mode says, ends with `…` (tail),
    ///   starts with it (head), has it in the middle, or is clipped. The ellipsis takes one column.
    ///
    /// Sizes here are exact multiples of a column and of a line; views round them up to the pixel grid (a third of a
    /// point) as UIKit does (``UILabel``).
    public enum TextModel {
        /// The width of one column, as a fraction of the font's point size: 0.5.
        public static let advancePerColumn: CGFloat = 0.5

        /// The width of one column in the font, in points.
        public static func columnWidth(for font: UIFont) -> CGFloat {
            font.pointSize * advancePerColumn
        }

        /// The number of columns the character takes: 0, 1 or 2 (see ``TextModel``).
        ///
        /// - Complexity: O(s), s the Unicode scalars of the character.
        public static func columns(of character: Character) -> Int {
            guard let first = character.unicodeScalars.first else { return 0 }
            let properties = first.properties
            if properties.isEmojiPresentation { return 2 }
            if properties.isEmoji, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if isWide(first.value) { return 2 }
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .control, .format: return 0
            default: return 1
            }
        }

        /// The number of columns the text takes on one line.
        ///
        /// - Complexity: O(n), n the characters of the text.
        public static func columns(of text: some StringProtocol) -> Int {
            var total = 0
            for character in text { total += columns(of: character) }
            return total
        }

        /// The width of the text on one line in the font, in points.
        ///
        /// - Complexity: O(n), n the characters of the text.
        public static func width(of text: some StringProtocol, font: UIFont) -> CGFloat {
            CGFloat(columns(of: text)) * columnWidth(for: font)
        }

        /// Lays the text out in lines no wider than `width` (`nil`: unbounded, one line per paragraph), at most
        /// `numberOfLines` of them (0: no limit), and truncates the last as `lineBreakMode` says.
        ///
        /// - Complexity: O(n), n the characters of the text (ASCII text is read byte by byte, without Unicode
        ///   property lookups).
        public static func layout(
            _ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int = 0,
            lineBreakMode: NSLineBreakMode = .byWordWrapping
        ) -> TextLayout {
            let columnWidth = columnWidth(for: font)
            let maxColumns = width.map { Int(max(0, ($0 / columnWidth) + 1e-9).rounded(.down)) }
            let limit = numberOfLines > 0 ? numberOfLines : Int.max
            let glyphs = Glyphs(text)
            let paragraphs = glyphs.paragraphs()
            var lines: [Line] = []
            for (index, paragraph) in paragraphs.enumerated() {
                // A single-line label does not wrap: its one line is truncated instead.
                let wrapWidth = limit == 1 ? nil : maxColumns
                var wrapped = glyphs.wrap(
                    paragraph, maxColumns: wrapWidth, byCharacters: lineBreakMode == .byCharWrapping)
                for line in wrapped.indices { wrapped[line].paragraph = index }
                lines.append(contentsOf: wrapped)
                if lines.count > limit { break }
            }
            var truncated = false
            let overflows = limit == 1 && (lines.first.map { $0.columns > (maxColumns ?? .max) } ?? false)
            if lines.count > limit || overflows {
                truncated = true
                let last = min(limit, lines.count) - 1
                let rest = lines[last].start..<paragraphs[lines[last].paragraph].upperBound
                let more = lines.count > limit && lines[last + 1].paragraph != lines[last].paragraph
                let cut = glyphs.truncate(rest, maxColumns: maxColumns, mode: lineBreakMode, moreFollows: more)
                lines = Array(lines.prefix(last))
                lines.append(cut)
            }
            var widest = 0
            for line in lines { widest = max(widest, line.columns) }
            return TextLayout(
                lines: lines.map { $0.text ?? glyphs.string($0.start..<$0.end) }, lineColumns: lines.map(\.columns),
                isTruncated: truncated,
                size: CGSize(width: CGFloat(widest) * columnWidth, height: CGFloat(lines.count) * font.lineHeight))
        }

        /// A line of the layout: the glyphs it shows (`start..<end`, trailing spaces not included) or, for a
        /// truncated line, its text; its width in columns; its paragraph.
        struct Line {
            var start: Int
            var end: Int
            var columns: Int
            var text: String? = nil
            var paragraph = 0
        }

        /// Whether the scalar is East Asian wide or fullwidth (Unicode's EastAsianWidth W and F ranges, as terminals
        /// count them).
        static func isWide(_ value: UInt32) -> Bool {
            switch value {
            case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
                0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
                0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
                0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
                return true
            default:
                return false
            }
        }
    }

    /// The label's text as the label shows it in its bounds: its lines, wrapped at its width, at most its
    /// `numberOfLines`, the last truncated as its `lineBreakMode` says (for tests and the terminal).
    ///
    /// - Complexity: O(n), n the characters of the text.
    public static func displayedText(of label: UILabel) -> TextLayout {
        label.textLayout(width: label.bounds.width, lines: label.numberOfLines)
    }

    /// Text laid out by ``TextModel``: its lines as shown (truncated where it did not fit) and its size.
    public struct TextLayout: Equatable, Sendable {
        /// The lines as shown, without the spaces at their breaks.
        public var lines: [String]
        /// The width of each line in columns (one terminal cell each).
        public var lineColumns: [Int]
        /// Whether text was lost: more lines than the limit, or a single line wider than the width.
        public var isTruncated: Bool
        /// The width of the widest line and the height of the lines, in points, not rounded.
        public var size: CGSize
    }
}

/// The text as glyphs: one entry per character (per byte for ASCII text), with its columns and whether it is a
/// space or ends a paragraph; wrapping and truncation work on their indices.
private struct Glyphs {
    typealias Line = Headless.TextModel.Line

    /// The kinds of glyph the layout cares about.
    enum Kind: UInt8 {
        case other, space, paragraphEnd
    }

    /// The text's bytes, when it is ASCII.
    let bytes: [UInt8]?
    /// The text's characters, when it is not.
    let characters: [Character]
    /// Each glyph's columns and kind.
    let columns: [UInt8]
    let kinds: [Kind]

    init(_ text: String) {
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii {
            let bytes = Array(text.utf8)
            self.bytes = bytes
            characters = []
            columns = bytes.map { $0 < 0x20 || $0 == 0x7F ? 0 : 1 }
            kinds = bytes.map {
                $0 == 0x20 || $0 == 0x09 ? .space : ($0 == 0x0A || $0 == 0x0D ? .paragraphEnd : .other)
            }
        } else {
            bytes = nil
            characters = Array(text)
            columns = characters.map { UInt8(Headless.TextModel.columns(of: $0)) }
            kinds = characters.map {
                $0 == " " || $0 == "\t"
                    ? .space : ($0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" ? .paragraphEnd : .other)
            }
        }
    }

    var count: Int { kinds.count }

    /// The text of the glyphs.
    func string(_ range: Range<Int>) -> String {
        if let bytes { return String(decoding: bytes[range], as: UTF8.self) }
        return String(characters[range])
    }

    /// The ranges of the paragraphs (without their ends); empty text has none. In ASCII text `\r\n` is one end.
    func paragraphs() -> [Range<Int>] {
        guard count > 0 else { return [] }
        var result: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < count {
            if kinds[index] == .paragraphEnd {
                result.append(start..<index)
                if bytes != nil, bytes?[index] == 0x0D, index + 1 < count, bytes?[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        result.append(start..<count)
        return result
    }

    /// The columns of the glyphs.
    func width(_ range: Range<Int>) -> Int {
        var total = 0
        for index in range { total += Int(columns[index]) }
        return total
    }

    /// The range without its trailing spaces.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, kinds[end - 1] == .space { end -= 1 }
        return range.lowerBound..<end
    }

    /// The lines of a paragraph wrapped at spaces (at any glyph `byCharacters`); at least one line. The spaces that
    /// start a paragraph are kept; those at a break hang past the edge; a word wider than a line breaks between
    /// glyphs.
    func wrap(_ paragraph: Range<Int>, maxColumns: Int?, byCharacters: Bool) -> [Line] {
        let limit = maxColumns ?? Int.max
        var lines: [Line] = []
        var current: Line?
        var index = paragraph.lowerBound
        var spaceStart = index
        var spaceColumns = 0
        while index < paragraph.upperBound {
            if kinds[index] == .space {
                if spaceColumns == 0 { spaceStart = index }
                spaceColumns += Int(columns[index])
                index += 1
                continue
            }
            let wordStart = index
            var wordColumns = 0
            repeat {
                wordColumns += Int(columns[index])
                index += 1
            } while !byCharacters && index < paragraph.upperBound && kinds[index] != .space
            if var line = current, line.columns + spaceColumns + wordColumns <= limit {
                line.end = index
                line.columns += spaceColumns + wordColumns
                current = line
            } else {
                if let line = current { lines.append(line) }
                let leading = lines.isEmpty && current == nil && spaceColumns > 0
                if leading, spaceColumns + wordColumns <= limit {
                    current = Line(start: spaceStart, end: index, columns: spaceColumns + wordColumns)
                } else if wordColumns <= limit {
                    current = Line(start: wordStart, end: index, columns: wordColumns)
                } else {
                    // A word wider than a line: full lines of its glyphs, then the rest as the current line.
                    var line = Line(start: wordStart, end: wordStart, columns: 0)
                    for glyph in wordStart..<index {
                        let width = Int(columns[glyph])
                        if line.end > line.start, line.columns + width > limit {
                            lines.append(line)
                            line = Line(start: glyph, end: glyph, columns: 0)
                        }
                        line.end = glyph + 1
                        line.columns += width
                    }
                    current = line
                }
            }
            spaceColumns = 0
        }
        if let line = current { lines.append(line) }
        if lines.isEmpty { lines.append(Line(start: paragraph.lowerBound, end: paragraph.lowerBound, columns: 0)) }
        return lines
    }

    /// The longest start of the range at most `limit` columns wide.
    func prefix(_ range: Range<Int>, fitting limit: Int) -> (range: Range<Int>, columns: Int) {
        var used = 0
        var end = range.lowerBound
        while end < range.upperBound, used + Int(columns[end]) <= limit {
            used += Int(columns[end])
            end += 1
        }
        return (range.lowerBound..<end, used)
    }

    /// The longest end of the range at most `limit` columns wide.
    func suffix(_ range: Range<Int>, fitting limit: Int) -> (range: Range<Int>, columns: Int) {
        var used = 0
        var start = range.upperBound
        while start > range.lowerBound, used + Int(columns[start - 1]) <= limit {
            used += Int(columns[start - 1])
            start -= 1
        }
        return (start..<range.upperBound, used)
    }

    /// The last visible line: the rest of its paragraph cut to the width as the mode says, with an ellipsis when
    /// text is lost.
    func truncate(_ rest: Range<Int>, maxColumns: Int?, mode: NSLineBreakMode, moreFollows: Bool) -> Line {
        let rest = trimmed(rest)
        let restColumns = width(rest)
        let limit = maxColumns ?? Int.max
        let fits = restColumns <= limit
        func line(_ text: String, _ columns: Int) -> Line {
            Line(start: rest.lowerBound, end: rest.lowerBound, columns: columns, text: text)
        }
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            let first = wrap(rest, maxColumns: maxColumns, byCharacters: mode == .byCharWrapping)[0]
            return line(string(first.start..<first.end), first.columns)
        case .byClipping:
            let kept = prefix(rest, fitting: limit)
            return line(string(kept.range), kept.columns)
        case .byTruncatingHead:
            if fits && !moreFollows { return line(string(rest), restColumns) }
            guard limit >= 1 else { return line("", 0) }
            let kept = suffix(rest, fitting: limit - 1)
            return line("…" + string(kept.range), kept.columns + 1)
        case .byTruncatingTail:
            guard limit >= 1 else { return line("", 0) }
            let kept = trimmed(prefix(rest, fitting: limit - 1).range)
            return line(string(kept) + "…", width(kept) + 1)
        case .byTruncatingMiddle:
            if fits && !moreFollows { return line(string(rest), restColumns) }
            guard limit >= 1 else { return line("", 0) }
            let available = limit - 1
            let head = prefix(rest, fitting: (available + 1) / 2)
            let tail = suffix(head.range.upperBound..<rest.upperBound, fitting: available - head.columns)
            return line(string(head.range) + "…" + string(tail.range), head.columns + 1 + tail.columns)
        }
    }
}
#endif
