#if !canImport(UIKit)
import BenchmarkSupport
import Foundation

/// The chart `--svg FILE` writes, from the figures of the `e2e/` scenarios of this run: time against rows, one series
/// each for ListKit end to end (rows written as a loop, and as `Rows`), ListKit's diff alone, the floor and
/// `CollectionDifference`.
///
/// A size whose figure is missing (not run, or skipped) has no point. Where `CollectionDifference` was skipped above
/// the sizes it ran at, the legend says so and what it would take, projected from its largest measured size: with 1%
/// of the rows changed its edit distance grows with the rows, so its O((n + m) · D) time grows with their square.
/// Another series without its largest sizes (left out by `--library`, say) says only that it was not run there.
///
/// - Returns: The chart, or `nil` when no `e2e/` scenario has a figure.
func performanceChart(_ measurements: [Measurement], machine: MachineInfo) -> SVGChart? {
    let charted = measurements.filter { $0.scenario.hasPrefix(Options.chartedScenarioPrefix) }
    let sizes = Set(charted.compactMap { chartedRows(ofScenario: $0.scenario) }).sorted()
    guard !sizes.isEmpty else { return nil }
    func milliseconds(_ library: String, _ rows: Int) -> Double? {
        charted.first { $0.library == library && chartedRows(ofScenario: $0.scenario) == rows }?.medianSeconds
            .map { $0 * 1_000 }
    }
    let libraries: [(library: String, name: String)] = [
        (EndToEndLibrary.endToEnd, "ListKit end to end: build the new snapshot + diff"),
        (EndToEndLibrary.endToEndRows, "ListKit end to end, rows written as Rows<Cell>(models)"),
        (EndToEndLibrary.diffAlone, "ListKit's diff alone (ListDiff)"),
        (Library.floorDictionary, "floor: hash every identity once, dictionary of the old"),
        (Library.collectionDifference, "CollectionDifference on the identities"),
    ]
    let series = libraries.map { library, name in
        let points = sizes.map { SVGChart.Point(x: Double($0), y: milliseconds(library, $0)) }
        var note: String?
        if let last = points.lastIndex(where: { $0.y != nil }), last < points.count - 1, let value = points[last].y {
            let largest = grouped(sizes[sizes.count - 1])
            if library == Library.collectionDifference {
                let factor = pow(Double(sizes[sizes.count - 1]) / Double(sizes[last]), 2)
                note = String(
                    format: "not run at %@ rows: O((n+m)·D), about %.0f s projected from %@", largest,
                    value * factor / 1_000, sizeName(sizes[last]))
            } else {
                note = "not run at \(largest) rows"
            }
        }
        if points.allSatisfy({ $0.y == nil }) { note = "not run" }
        return SVGChart.Series(name: name, points: points, note: note)
    }
    let date = machine.date.prefix(10)
    // The load when the chart is drawn: on a shared machine, how busy it was (the other work slows every series).
    let load =
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first
        .map { ", load \($0)" } ?? ""
    return SVGChart(
        title: "ListKit: time against rows, 1% of the rows deleted, inserted, moved and updated",
        subtitle: "listkit-bench --svg, \(date), \(machine.build) build, \(machine.activeProcessors) cores of "
            + "\(machine.cpuModel) (\(machine.system)\(load)); medians",
        xLabel: "rows (sections of 1,000)", yLabel: "time (ms)", series: series)
}

/// `1234567` -> `1,234,567`.
private func grouped(_ number: Int) -> String {
    var digits = String(number)
    var result = ""
    while digits.count > 3 {
        result = "," + digits.suffix(3) + result
        digits.removeLast(3)
    }
    return digits + result
}

/// `e2e/1%-100k` -> 100,000.
private func chartedRows(ofScenario name: String) -> Int? {
    guard let dash = name.lastIndex(of: "-") else { return nil }
    return rowCount(name[name.index(after: dash)...])
}
#endif
