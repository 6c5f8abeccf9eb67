#if !canImport(UIKit)
import Foundation

/// Where and when the figures were taken.
struct MachineInfo: Codable {
    var date: String
    var processors: Int
    var activeProcessors: Int
    var cpuModel: String
    var system: String
    var build: String

    /// Reads the date, the processor counts, the CPU model (from `/proc/cpuinfo`) and the kernel.
    static func current() -> MachineInfo {
        let info = ProcessInfo.processInfo
        var model = "unknown"
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        #if DEBUG
        let build = "debug (figures are not representative: use -c release)"
        #else
        let build = "release"
        #endif
        return MachineInfo(
            date: ISO8601DateFormatter().string(from: Date()),
            processors: info.processorCount,
            activeProcessors: info.activeProcessorCount,
            cpuModel: model,
            system: info.operatingSystemVersionString,
            build: build
        )
    }
}

/// A goal of the performance work, checked against the figures of this run.
struct GoalCheck: Codable {
    var goal: String
    var measured: String
    var holds: Bool
}

/// Everything a run produced, as written with `--json`.
struct Report: Codable {
    var machine: MachineInfo
    var arguments: [String]
    var measurements: [Measurement]
    var goals: [GoalCheck]
}

/// The fixed-width table of the figures: one line per library and scenario.
func renderedTable(_ report: Report) -> String {
    let machine = report.machine
    var lines: [String] = [
        "listkit-bench \(report.arguments.joined(separator: " "))",
        "date \(machine.date)  nproc \(machine.activeProcessors)/\(machine.processors)  cpu \(machine.cpuModel)",
        "system \(machine.system)  build \(machine.build)",
        "times in ms: median (min-max) of the timed runs after a warm-up; ratios are ListKit's median / the peer's",
        "",
    ]
    let header = [
        pad("scenario", 27), pad("library", 21), left("median", 10), left("min", 10), left("max", 10),
        left("runs", 4), left("changes", 8), left("peak MB", 8), left("LK/CD", 7), left("LK/CDmv", 8),
        left("LK/floor", 8), "  note",
    ].joined(separator: " ")
    lines.append(header)
    lines.append(String(repeating: "-", count: header.count))
    var previous = ""
    for measurement in report.measurements {
        if !previous.isEmpty && previous != measurement.scenario { lines.append("") }
        previous = measurement.scenario
        let cells = [
            pad(measurement.scenario, 27), pad(measurement.library, 21),
            left(milliseconds(measurement.medianSeconds), 10), left(milliseconds(measurement.minSeconds), 10),
            left(milliseconds(measurement.maxSeconds), 10), left(measurement.runs > 0 ? "\(measurement.runs)" : "-", 4),
            left(measurement.operations.map(String.init) ?? "-", 8),
            left(measurement.peakRSSBytes.map { String(format: "%.0f", Double($0) / 1_048_576) } ?? "-", 8),
            left(ratioText(measurement.ratioToCollectionDifference), 7),
            left(ratioText(measurement.ratioToInferringMoves), 8), left(ratioText(measurement.ratioToFloor), 8),
            "  " + (measurement.note ?? ""),
        ]
        lines.append(cells.joined(separator: " "))
    }
    if !report.goals.isEmpty {
        lines.append("")
        lines.append("goals")
        for goal in report.goals {
            lines.append("  [\(goal.holds ? "holds" : "MISSED")] \(goal.goal): \(goal.measured)")
        }
    }
    return lines.joined(separator: "\n")
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

private func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

private func milliseconds(_ seconds: Double?) -> String {
    guard let seconds else { return "-" }
    let value = seconds * 1_000
    return value < 10
        ? String(format: "%.3f", value)
        : value < 1_000
            ? String(format: "%.2f", value)
            : String(format: "%.0f", value)
}

func ratioText(_ ratio: Double?) -> String {
    guard let ratio else { return "" }
    return ratio < 0.1 ? String(format: "%.4f", ratio) : String(format: "%.2f", ratio)
}

/// Checks the goals of the performance work on the figures of this run, as far as the scenarios that ran allow.
func goalChecks(_ measurements: [Measurement]) -> [GoalCheck] {
    var checks: [GoalCheck] = []
    let dkCases = measurements.filter { $0.library == Library.listKit && $0.scenario.hasPrefix("flat/dk-") }
    for measurement in dkCases {
        if let ratio = measurement.ratioToFloor {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario): FlatDiff within 1.3x of the floor",
                    measured: String(format: "%.2fx", ratio), holds: ratio <= 1.3))
        }
        if let ratio = measurement.ratioToInferringMoves {
            let needed = measurement.scenario.hasSuffix("-5k") ? 60.0 : 100.0
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario): \(Int(needed))x faster than CD.inferringMoves()",
                    measured: String(format: "%.0fx faster", 1 / ratio), holds: 1 / ratio >= needed))
        }
    }
    for measurement in measurements
    where measurement.library == Library.listKit
        && measurement.scenario.hasPrefix("snapshot/")
    {
        if let ratio = measurement.ratioToFloor {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario): ListDiff within 2.5x of the floor over all rows",
                    measured: String(format: "%.2fx", ratio), holds: ratio <= 2.5))
        }
    }
    // Growth with size, from the scaling scenarios (all sizes interleaved in one process); hashing alone's growth in
    // the same runs is printed beside it: what any diff that hashes every row would grow by.
    for group in ["scaling/flat-1%", "scaling/snapshot-1%"] {
        let series = measurements.filter { $0.scenario == group && $0.library.hasPrefix("ListKit ") }
            .compactMap { measurement -> (rows: Int, median: Double, hashing: Double?)? in
                let size = measurement.library.dropFirst("ListKit ".count)
                guard let rows = rowCount(size), let median = measurement.medianSeconds else { return nil }
                let hashing = measurements.first {
                    $0.scenario == group && $0.library == ScalingLibrary.hashing(rows)
                }?.medianSeconds
                return (rows, median, hashing)
            }
            .sorted { $0.rows < $1.rows }
        for (small, large) in zip(series, series.dropFirst()) where large.rows == small.rows * 10 {
            let growth = large.median / small.median
            var measured = String(format: "%.1fx", growth)
            if let smallHashing = small.hashing, let largeHashing = large.hashing {
                measured += String(format: " (hashing alone %.1fx in the same rounds)", largeHashing / smallHashing)
            }
            checks.append(
                GoalCheck(
                    goal: "\(group) \(sizeName(small.rows)) -> \(sizeName(large.rows)): 10x rows cost at most 11x time",
                    measured: measured, holds: growth <= 11))
        }
    }
    for measurement in measurements where measurement.library == Library.apply {
        if let ratio = measurement.ratioToDiffAlone {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario): the apply within 1.5x of the diff alone",
                    measured: String(format: "%.2fx", ratio), holds: ratio <= 1.5))
        }
    }
    for measurement in measurements where measurement.scenario.hasPrefix("collection/scroll") {
        if let ratio = measurement.ratioToFloor {
            checks.append(
                GoalCheck(
                    goal:
                        "\(measurement.scenario), \(measurement.library): time per screen within 2x of the flow layout's",
                    measured: String(format: "%.2fx", ratio), holds: ratio <= 2))
        }
    }
    for measurement in measurements
    where measurement.scenario.hasPrefix("table/scroll") || measurement.scenario.hasPrefix("collection/scroll") {
        if let made = measurement.cellsMade, let visible = measurement.maxVisibleCells {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario), \(measurement.library): at most visible + 2 cells made",
                    measured: "\(made) made, \(visible) visible at most", holds: made <= visible + 2))
        }
    }
    // Bytes a row: the diff's peak beyond the two snapshots, and what a built snapshot keeps beyond its models.
    let memoryGoals: [String: (what: String, limit: Double)] = [
        Library.memory: ("peak memory of the diff", 200),
        Library.snapshotMemory: ("a snapshot, beyond its models,", 32),
    ]
    for measurement in measurements {
        if let (what, limit) = memoryGoals[measurement.library], let perRow = measurement.bytesPerRow {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario): \(what) at most \(Int(limit)) bytes a row",
                    measured: String(format: "%.0f bytes/row", perRow), holds: perRow <= limit))
        }
    }
    for measurement in measurements
    where [EndToEndLibrary.endToEnd, EndToEndLibrary.endToEndRows].contains(measurement.library)
        && measurement.scenario.hasPrefix("e2e/")
    {
        if let ratio = measurement.ratioToFloor {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario), \(measurement.library): build + diff within 1.1x of the floor",
                    measured: String(format: "%.2fx", ratio), holds: ratio <= 1.1))
        }
    }
    for measurement in measurements
    where measurement.library == Library.listKit && measurement.scenario.hasPrefix("build/") {
        if let ratio = measurement.ratioToFloor {
            checks.append(
                GoalCheck(
                    goal: "\(measurement.scenario): the snapshot built within 1.5x of the floor (copy + hash)",
                    measured: String(format: "%.2fx", ratio), holds: ratio <= 1.5))
        }
    }
    checks += solverGoalChecks(measurements)
    checks += mainActorGoalChecks(measurements)
    checks += layoutGoalChecks(measurements)
    return checks
}

/// `10k` -> 10,000; `1M` -> 1,000,000.
func rowCount(_ name: Substring) -> Int? {
    if name.hasSuffix("M") { return Int(name.dropLast()).map { $0 * 1_000_000 } }
    if name.hasSuffix("k") { return Int(name.dropLast()).map { $0 * 1_000 } }
    return Int(name)
}
#endif
