import ListKitUIKit

/// The text beside the live screen's table: what the last update did, as its ``ListUpdateReport`` says: how it
/// reached the table, its stages (batch updates), its time, and its counts of row and section changes.
enum LiveUpdatePanel {
    /// The panel's columns in the terminal, its rule included.
    static let width = 26

    /// The panel's lines for the update `report` made by tick `tick` (`nil`: none yet): the tick and how the update
    /// reached the table, its stages and time, its row and section counts, and how many rows it touched.
    ///
    /// - Parameters:
    ///   - report: The last update's report.
    ///   - tick: The tick that made it.
    ///   - showsTime: Whether to give the update's time (`—` instead: scripted frames are the same every run).
    /// - Returns: The lines, top to bottom, each at most 23 columns.
    static func lines(for report: ListUpdateReport?, tick: Int, showsTime: Bool) -> [String] {
        guard let report else { return ["Last update: none"] }
        let kind: String
        switch report.kind {
        case .batchUpdates: kind = "batch updates"
        case .reloadData: kind = "reloadData"
        case .unchanged: kind = "unchanged"
        }
        return [
            "Tick \(tick): \(kind)",
            line("stages", "\(report.stageCount)"),
            line("time", showsTime ? timeText(report.duration) : "—"),
            "Rows",
            line("inserted", "\(report.rowInserts)"),
            line("deleted", "\(report.rowDeletes)"),
            line("moved", "\(report.rowMoves)"),
            line("reconfigured", "\(report.rowReconfigures)"),
            "Sections",
            line("inserted", "\(report.sectionInserts)"),
            line("deleted", "\(report.sectionDeletes)"),
            line("moved", "\(report.sectionMoves)"),
            line("reloaded", "\(report.sectionReloads)"),
            "",
            "● \(report.touchedRows.count) rows touched",
        ]
    }

    /// `  name      value`: the name indented, the value from the sixteenth column.
    private static func line(_ name: String, _ value: String) -> String {
        let label = "  " + name
        return label + String(repeating: " ", count: max(1, 16 - label.count)) + value
    }

    /// A time in milliseconds with two decimals (`0.42 ms`), or in seconds from ten seconds up.
    static func timeText(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if seconds >= 10 { return "\(seconds) s" }
        let hundredths = Int(seconds) * 100_000 + Int(attoseconds / 10_000_000_000_000)
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction) ms"
    }
}
