#if !canImport(UIKit)
import BenchmarkSupport
import Foundation

// `listkit-bench`: ListKit's diffs against CollectionDifference and a hash-table floor, on the same seeded inputs.
// `swift run -c release listkit-bench --help` lists the options.

// One allocator for every scenario (see `fixAllocatorThresholds`).
PeakMemory.fixAllocatorThresholds()

let arguments = Array(CommandLine.arguments.dropFirst())
let options: Options
do {
    options = try Options(arguments)
} catch {
    FileHandle.standardError.write(Data("listkit-bench: \(error)\n\n\(Options.usage)\n".utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

if options.quick {
    collectionDifferenceBudget = 1e8
    warmUpTime = .zero
    minimumTimedTime = .zero
}
libraryFilter = options.library
fixedWarmUpRuns = options.warmUpRuns
let machine = MachineInfo.current()
var measurements: [Measurement] = []
let selected = allScenarios(quick: options.quick).filter { options.selects(scenario: $0.name) }
if selected.isEmpty {
    let wanted = options.scenario ?? options.filter ?? ""
    FileHandle.standardError.write(Data("listkit-bench: no scenario matches \"\(wanted)\"\n".utf8))
    exit(2)
}
for scenario in selected {
    if options.scenario == nil { FileHandle.standardError.write(Data("running \(scenario.name)\n".utf8)) }
    if options.inProcess || selected.count == 1 {
        measurements += await scenario.run(scenario.name, options.runs)
    } else {
        do {
            measurements += try runInOwnProcess(scenario.name, arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("listkit-bench: \(scenario.name): \(error)\n".utf8))
            exit(1)
        }
    }
}

// The goals are stated for the full sizes; a quick run's sizes are a hundredth of them.
let report = Report(
    machine: machine, arguments: arguments, measurements: measurements,
    goals: options.quick ? [] : goalChecks(measurements))
print(renderedTable(report))
if let path = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("listkit-bench: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}
if let path = options.svgPath {
    guard let chart = performanceChart(measurements, machine: machine) else {
        FileHandle.standardError.write(Data("listkit-bench: no e2e/ figures to draw into \(path)\n".utf8))
        exit(1)
    }
    do {
        try Data(chart.rendered().utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("listkit-bench: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardError.write(Data("wrote the chart to \(path)\n".utf8))
}
if blackHole == 42 { print("") }  // Keeps the measured results observable.
#else
print("listkit-bench measures ListKit on HeadlessUIKit: run it on Linux or macOS")
#endif
