#if !canImport(UIKit)
import Foundation

/// Why a scenario run in a process of its own gave no figures.
struct IsolationError: Error, CustomStringConvertible {
    /// What went wrong, in words.
    var description: String
}

/// Runs one scenario in a new process of this executable (`--scenario NAME`, with the other options of this run) and
/// returns its figures.
///
/// A process of its own gives each scenario the allocator and the caches as a fresh process has them: after a
/// scenario of a million rows, glibc's malloc has moved its thresholds and the next scenario's tables would be
/// faster or slower for it, depending on the order of the scenarios.
///
/// - Parameters:
///   - name: The scenario's exact name.
///   - arguments: This run's arguments; `--filter` and `--json` are replaced, `--svg` is left to this process.
/// - Returns: The scenario's measurements, as its process wrote them.
/// - Throws: ``IsolationError`` when the process cannot start, fails, or writes no figures.
func runInOwnProcess(_ name: String, arguments: [String]) throws -> [Measurement] {
    var forwarded: [String] = []
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--filter", "--json", "--svg", "--scenario": _ = iterator.next()
        case "--in-process": continue
        default: forwarded.append(argument)
        }
    }
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("listkit-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL =
        Bundle.main.executableURL ?? URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).standardizedFileURL
    process.arguments = forwarded + ["--scenario", name, "--json", output.path]
    process.standardOutput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        throw IsolationError(description: "cannot start \(process.executableURL?.path ?? "?"): \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw IsolationError(description: "the scenario's process exited with status \(process.terminationStatus)")
    }
    do {
        return try JSONDecoder().decode(Report.self, from: Data(contentsOf: output)).measurements
    } catch {
        throw IsolationError(description: "cannot read the scenario's figures: \(error)")
    }
}
#endif
