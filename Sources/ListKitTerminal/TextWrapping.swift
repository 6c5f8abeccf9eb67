#if !canImport(UIKit)
/// Word wrapping for the renderer: a pure function of the text and the width.
enum TextWrapping {
    /// The lines of `text` wrapped at word boundaries to `width` columns, at most `maxLines` of them (0: no limit).
    ///
    /// Words longer than the width are broken; explicit newlines start new lines; a text cut short by `maxLines`
    /// ends with `…` (as UIKit truncates a label's last line). Every column is one `Character`.
    ///
    /// - Complexity: O(n), n the characters of `text`.
    static func wrap(_ text: String, width: Int, maxLines: Int = 0) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                if !line.isEmpty, line.count + 1 + word.count <= width {
                    line += " " + word
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                while word.count > width {
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                line = String(word)
            }
            lines.append(line)
        }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1]
        kept[maxLines - 1] = (last.count < width ? last : String(last.prefix(width - 1))) + "…"
        return kept
    }

    /// `text` cut or padded with spaces to exactly `width` columns.
    static func fit(_ text: String, width: Int) -> String {
        let count = text.count
        if count == width { return text }
        if count > width { return String(text.prefix(width)) }
        return text + String(repeating: " ", count: width - count)
    }
}
#endif
