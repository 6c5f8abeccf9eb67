#if !canImport(UIKit)
extension TerminalSession {
    /// The rule between the table and its side panel, with a space on each side.
    nonisolated static let sidePanelRule = " │ "

    /// `table`'s lines, each followed by the rule and the panel line beside it (cut to the panel's width; blank
    /// below the last one). Lines of `panel` below the table's last line are dropped.
    ///
    /// - Complexity: O(t + p), t and p the characters of the table and of the panel lines.
    nonisolated static func drawing(_ panel: [String], besideLinesOf table: String, panelWidth: Int) -> String {
        let textWidth = panelWidth - sidePanelRule.count
        return table.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            let text = index < panel.count ? panel[index] : ""
            return String(line) + sidePanelRule + TextWrapping.fit(text, width: textWidth)
        }.joined(separator: "\n")
    }
}
#endif
