import Foundation
import Testing

/// Compares rendered frames as text, the way STYLE.md asks: inline expected text at a fixed width, a line diff on
/// failure. Trailing spaces are ignored on every line (frames are padded to their width; source text is not).
public enum FrameComparison {
    /// `text` with the trailing spaces of each line removed, and without trailing empty lines.
    ///
    /// - Parameter text: A frame or an expected frame.
    /// - Returns: The normalised text.
    public static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// A line diff: `-` for expected lines missing from `actual`, `+` for lines only in `actual`, two spaces for
    /// lines in both, in order (a longest-common-subsequence diff).
    ///
    /// - Parameters:
    ///   - expected: The expected text.
    ///   - actual: The actual text.
    /// - Returns: The diff, one line per line of either text.
    /// - Complexity: O(e · a), e and a the lines of each text.
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Records a test issue with a line diff unless the frame equals the expected text (trailing spaces aside).
///
/// - Parameters:
///   - actual: The rendered frame.
///   - expected: The expected frame, usually an inline `"""` literal.
///   - sourceLocation: Where the issue is reported.
public func expectFrame(
    _ actual: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = FrameComparison.normalized(actual)
    let expected = FrameComparison.normalized(expected)
    guard actual != expected else { return }
    let message =
        "The frame differs from the expected one (- expected, + actual):\n"
        + FrameComparison.lineDiff(expected: expected, actual: actual)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Compares a frame with the snapshot file `Snapshots/<name>.txt` beside the test file, or writes the file when the
/// environment variable `LISTKIT_RECORD_SNAPSHOTS` is `1` (or the file does not exist yet; that run fails, so that a
/// new snapshot is looked at before it is trusted).
///
/// - Parameters:
///   - actual: The rendered frame.
///   - name: The snapshot's name, without extension.
///   - filePath: The test file's path (the default finds `Snapshots/` beside it).
///   - sourceLocation: Where the issue is reported.
public func expectSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name + ".txt")
    let actual = FrameComparison.normalized(actual)
    let recording = ProcessInfo.processInfo.environment["LISTKIT_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let data = FileManager.default.contents(atPath: file.path) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data((actual + "\n").utf8).write(to: file)
        } catch {
            Issue.record("Could not write the snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if !recording {
            Issue.record(
                "Recorded a new snapshot at \(file.path); check it and run again.", sourceLocation: sourceLocation)
        }
        return
    }
    let expected = FrameComparison.normalized(String(decoding: data, as: UTF8.self))
    guard actual != expected else { return }
    let message =
        "The frame differs from the snapshot \(name).txt (- snapshot, + actual; LISTKIT_RECORD_SNAPSHOTS=1 "
        + "re-records):\n" + FrameComparison.lineDiff(expected: expected, actual: actual)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
