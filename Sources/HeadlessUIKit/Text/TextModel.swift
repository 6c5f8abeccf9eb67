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
        /// - Complexity: O(n), n the characters of the text.
        public static func layout(
            _ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int = 0,
            lineBreakMode: NSLineBreakMode = .byWordWrapping
        ) -> TextLayout {
            let columnWidth = columnWidth(for: font)
            let maxColumns = width.map { Int(max(0, ($0 / columnWidth) + 1e-9).rounded(.down)) }
            let limit = numberOfLines > 0 ? numberOfLines : Int.max
            let paragraphs = splitParagraphs(text)
            var lines: [Line] = []
            for (index, paragraph) in paragraphs.enumerated() {
                // A single-line label does not wrap: its one line is truncated instead.
                let wrapWidth = limit == 1 ? nil : maxColumns
                var wrapped = wrap(paragraph, maxColumns: wrapWidth, byCharacters: lineBreakMode == .byCharWrapping)
                for line in wrapped.indices { wrapped[line].paragraph = index }
                lines.append(contentsOf: wrapped)
                if lines.count > limit { break }
            }
            var truncated = false
            let overflows = limit == 1 && (lines.first.map { $0.columns > (maxColumns ?? .max) } ?? false)
            if lines.count > limit || overflows {
                truncated = true
                let last = min(limit, lines.count) - 1
                let rest = paragraphs[lines[last].paragraph].dropFirst(lines[last].start)
                let more = lines.count > limit && lines[last + 1].paragraph != lines[last].paragraph
                let cut = truncate(rest, maxColumns: maxColumns, mode: lineBreakMode, moreFollows: more)
                lines = Array(lines.prefix(last))
                lines.append(cut)
            }
            let widest = lines.map(\.columns).max() ?? 0
            return TextLayout(
                lines: lines.map(\.text), lineColumns: lines.map(\.columns), isTruncated: truncated,
                size: CGSize(width: CGFloat(widest) * columnWidth, height: CGFloat(lines.count) * font.lineHeight))
        }

        /// A line of the layout: its text, its width in columns (trailing spaces not counted), the offset in
        /// characters of its start in its paragraph, and the paragraph's index.
        struct Line {
            var text: String
            var columns: Int
            var start: Int
            var paragraph = 0
        }

        /// The paragraphs of the text: the text between line and paragraph separators. Empty text has none.
        static func splitParagraphs(_ text: String) -> [Substring] {
            guard !text.isEmpty else { return [] }
            return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\u{2028}" }
        }

        /// The lines of a paragraph wrapped at spaces, or at any character (see ``TextModel``); at least one line.
        static func wrap(_ paragraph: Substring, maxColumns: Int?, byCharacters: Bool) -> [Line] {
            var wrapper = LineWrapper(maxColumns: maxColumns, byCharacters: byCharacters)
            for character in paragraph { wrapper.add(character) }
            return wrapper.finish()
        }

        /// The last visible line: `rest` cut to the width as the mode says, with an ellipsis when text is lost.
        static func truncate(_ rest: Substring, maxColumns: Int?, mode: NSLineBreakMode, moreFollows: Bool) -> Line {
            let restText = trimmedTrailingSpaces(String(rest))
            let restColumns = columns(of: restText)
            let limit = maxColumns ?? Int.max
            let fits = restColumns <= limit
            switch mode {
            case .byWordWrapping, .byCharWrapping:
                let first = wrap(rest, maxColumns: maxColumns, byCharacters: mode == .byCharWrapping)[0]
                return Line(text: first.text, columns: first.columns, start: 0)
            case .byClipping:
                let kept = prefix(of: restText, fitting: limit)
                return Line(text: kept.text, columns: kept.columns, start: 0)
            case .byTruncatingHead:
                if fits && !moreFollows { return Line(text: restText, columns: restColumns, start: 0) }
                guard limit >= 1 else { return Line(text: "", columns: 0, start: 0) }
                let kept = suffix(of: restText, fitting: limit - 1)
                return Line(text: "…" + kept.text, columns: kept.columns + 1, start: 0)
            case .byTruncatingTail:
                guard limit >= 1 else { return Line(text: "", columns: 0, start: 0) }
                let text = trimmedTrailingSpaces(prefix(of: restText, fitting: limit - 1).text)
                return Line(text: text + "…", columns: columns(of: text) + 1, start: 0)
            case .byTruncatingMiddle:
                if fits && !moreFollows { return Line(text: restText, columns: restColumns, start: 0) }
                guard limit >= 1 else { return Line(text: "", columns: 0, start: 0) }
                let available = limit - 1
                let head = prefix(of: restText, fitting: (available + 1) / 2)
                let tail = suffix(of: restText, fitting: available - head.columns)
                return Line(text: head.text + "…" + tail.text, columns: head.columns + 1 + tail.columns, start: 0)
            }
        }

        /// The longest start of the text at most `limit` columns wide.
        static func prefix(of text: String, fitting limit: Int) -> (text: String, columns: Int) {
            var kept = ""
            var used = 0
            for character in text {
                let width = columns(of: character)
                if used + width > limit { break }
                kept.append(character)
                used += width
            }
            return (kept, used)
        }

        /// The longest end of the text at most `limit` columns wide.
        static func suffix(of text: String, fitting limit: Int) -> (text: String, columns: Int) {
            var kept: [Character] = []
            var used = 0
            for character in text.reversed() {
                let width = columns(of: character)
                if used + width > limit { break }
                kept.append(character)
                used += width
            }
            return (String(kept.reversed()), used)
        }

        /// The text without its trailing spaces and tabs.
        static func trimmedTrailingSpaces(_ text: String) -> String {
            var result = text
            while let last = result.last, last == " " || last == "\t" { result.removeLast() }
            return result
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

/// Collects the lines of a paragraph, wrapped at spaces (or at any character), with each line's start.
private struct LineWrapper {
    typealias Line = Headless.TextModel.Line

    let maxColumns: Int?
    let byCharacters: Bool
    var lines: [Line] = []
    /// The line being filled: its text, width and start; `nil` before its first word.
    var current: Line?
    /// The word being read and the offset of its first character.
    var word = ""
    var wordColumns = 0
    var wordStart = 0
    /// The spaces read since the last word, and the offset of the first.
    var spaces = ""
    var spaceColumns = 0
    var spaceStart = 0
    /// The offset of the next character.
    var offset = 0

    init(maxColumns: Int?, byCharacters: Bool) {
        self.maxColumns = maxColumns
        self.byCharacters = byCharacters
    }

    var limit: Int { maxColumns ?? Int.max }

    mutating func add(_ character: Character) {
        let width = Headless.TextModel.columns(of: character)
        if character == " " || character == "\t" {
            endWord()
            if spaces.isEmpty { spaceStart = offset }
            spaces.append(character)
            spaceColumns += width
        } else {
            if word.isEmpty { wordStart = offset }
            word.append(character)
            wordColumns += width
            // Wrapping at characters: every character is a word of its own.
            if byCharacters { endWord() }
        }
        offset += 1
    }

    /// Places the word that just ended: on the current line if it fits after the spaces before it, else on a new
    /// line (broken between characters when it is wider than a line).
    mutating func endWord() {
        guard !word.isEmpty else { return }
        if var line = current, line.columns + spaceColumns + wordColumns <= limit {
            line.text += spaces + word
            line.columns += spaceColumns + wordColumns
            current = line
        } else {
            if let line = current { lines.append(line) }
            // The spaces that start a paragraph are kept; those at a break hang on the previous line.
            let keepsSpaces = lines.isEmpty && current == nil && spaceColumns + wordColumns <= limit
            if keepsSpaces {
                current = Line(
                    text: spaces + word, columns: spaceColumns + wordColumns,
                    start: spaces.isEmpty ? wordStart : spaceStart)
            } else {
                placeWord()
            }
        }
        word = ""
        wordColumns = 0
        spaces = ""
        spaceColumns = 0
    }

    /// Starts a line with the word, broken between characters into full lines when it is wider than a line.
    private mutating func placeWord() {
        var line = Line(text: "", columns: 0, start: wordStart)
        var position = wordStart
        for character in word {
            let width = Headless.TextModel.columns(of: character)
            if !line.text.isEmpty, line.columns + width > limit {
                lines.append(line)
                line = Line(text: "", columns: 0, start: position)
            }
            line.text.append(character)
            line.columns += width
            position += 1
        }
        current = line
    }

    /// The lines, the last one included; a paragraph without words has one empty line.
    mutating func finish() -> [Line] {
        endWord()
        if let line = current { lines.append(line) }
        if lines.isEmpty { lines.append(Line(text: "", columns: 0, start: 0)) }
        return lines
    }
}
#endif
