import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The figures of one library on one scenario.
struct Measurement: Codable {
    /// The scenario's name.
    var scenario: String
    /// Who was timed: `ListKit`, `CollectionDifference`, `floor`, ...
    var library: String
    /// The median time of the timed runs, in seconds; `nil` when skipped.
    var medianSeconds: Double?
    /// The fastest run, in seconds.
    var minSeconds: Double?
    /// The slowest run, in seconds.
    var maxSeconds: Double?
    /// How many timed runs the figures come from.
    var runs: Int
    /// What the library counted: changes in a diff, hits in the floor's lookups.
    var operations: Int?
    /// The process's peak resident set while this library ran, in bytes (VmHWM, reset before the runs when the
    /// kernel allows it; otherwise the peak of the process so far).
    var peakRSSBytes: Int?
    /// For the memory scenario: the growth of the peak resident set during the diff, per row of one snapshot.
    var bytesPerRow: Double?
    /// `median / CollectionDifference's median` on the same scenario.
    var ratioToCollectionDifference: Double?
    /// `median / the median of CollectionDifference.inferringMoves()` on the same scenario.
    var ratioToInferringMoves: Double?
    /// `median / floor's median` on the same scenario.
    var ratioToFloor: Double?
    /// For a table apply: `median / the median of the same diff alone`.
    var ratioToDiffAlone: Double?
    /// For a table apply: `median / the median of reloadData()` with the same snapshot.
    var ratioToReload: Double?
    /// For a scroll: the table's cells made from the first row to the last one, on a fresh table.
    var cellsMade: Int?
    /// For a scroll: the most cells on screen at once.
    var maxVisibleCells: Int?
    /// For a scroll: the calls of `tableView(_:cellForRowAt:)`.
    var cellRequests: Int?
    /// For a scroll: the median divided by the screens scrolled.
    var secondsPerScreen: Double?
    /// Why it was skipped, or anything else to know.
    var note: String?
}

/// Keeps results alive so that the optimizer cannot drop the work being timed.
nonisolated(unsafe) var blackHole = 0

/// How long the warm-up of each measurement lasts at least (one run at least, 50 at most).
nonisolated(unsafe) var warmUpTime = Duration.milliseconds(200)

/// When set, exactly this many warm-up runs, whatever they take.
nonisolated(unsafe) var fixedWarmUpRuns: Int?

/// When set, only libraries whose name contains one of its comma-separated parts are timed; the others are reported
/// as skipped.
nonisolated(unsafe) var libraryFilter: String?

/// Times `body`: warm-up, then `runs` timed runs (fewer when one run takes seconds), and reports median, min and max.
///
/// The inputs are made by the caller before, so only `body` is timed. `body` returns a count that is kept (the
/// number of changes a diff found) so that its work cannot be optimized away.
@MainActor
func measure(
    scenario: String,
    library: String,
    runs requested: Int,
    note: String? = nil,
    _ body: () -> Int
) async -> Measurement {
    await measureTiming(scenario: scenario, library: library, runs: requested, note: note) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = body()
        return (clock.now - start, result)
    }
}

/// Like ``measure(scenario:library:runs:note:_:)``, for a `body` that times itself: it returns how long its work
/// took, and may await what follows outside that time (the completion of a table's batch updates).
@MainActor
func measureTiming(
    scenario: String,
    library: String,
    runs requested: Int,
    note: String? = nil,
    _ body: () async -> (elapsed: Duration, result: Int)
) async -> Measurement {
    if let libraryFilter,
        !libraryFilter.split(separator: ",").contains(where: { library.localizedCaseInsensitiveContains($0) })
    {
        return Measurement(scenario: scenario, library: library, runs: 0, note: "not selected by --library")
    }
    let peakReset = PeakMemory.reset()
    // Warm-up: at least one run and at least `warmUpTime`, so caches, page tables and the allocator are warm.
    var warmUp = Duration.zero
    var operations = 0
    var warmUpRuns = 0
    func warmUpRun() async {
        let (elapsed, result) = await body()
        warmUp += elapsed
        operations = result
        warmUpRuns += 1
    }
    if let fixedWarmUpRuns {
        for _ in 0..<fixedWarmUpRuns { await warmUpRun() }
    } else {
        repeat { await warmUpRun() } while warmUp < warmUpTime && warmUpRuns < 50
    }
    let oneRun = warmUpRuns > 0 ? warmUp / warmUpRuns : .zero
    let runs = oneRun > .seconds(2) ? min(requested, 3) : requested
    var times: [Double] = []
    for _ in 0..<runs {
        let (elapsed, result) = await body()
        blackHole &+= result
        operations = result
        times.append(elapsed.seconds)
    }
    times.sort()
    var notes: [String] = []
    if let note { notes.append(note) }
    if runs < requested { notes.append("\(runs) runs: one takes \(String(format: "%.1f", oneRun.seconds)) s") }
    if !peakReset { notes.append("peak RSS is the process's") }
    return Measurement(
        scenario: scenario,
        library: library,
        medianSeconds: median(times),
        minSeconds: times.first,
        maxSeconds: times.last,
        runs: runs,
        operations: operations,
        peakRSSBytes: PeakMemory.peakBytes(),
        note: notes.isEmpty ? nil : notes.joined(separator: "; ")
    )
}

/// The middle of sorted values (the mean of the two middle ones for an even count).
func median(_ sorted: [Double]) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// The process's resident memory, read from `/proc/self/status` on Linux, from `getrusage` elsewhere.
enum PeakMemory {
    /// Resets the peak resident set (VmHWM) to the current one, by writing 5 to `/proc/self/clear_refs` (Linux).
    ///
    /// - Returns: Whether the kernel accepted it; if not, later peaks are the process's peak so far.
    @discardableResult
    static func reset() -> Bool {
        #if os(Linux)
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
        #else
        return false
        #endif
    }

    /// The peak resident set in bytes: VmHWM, or `getrusage`'s `ru_maxrss`.
    static func peakBytes() -> Int? {
        statusField("VmHWM") ?? maxRSSFromRusage()
    }

    /// The current resident set in bytes (VmRSS), when known.
    static func currentBytes() -> Int? {
        statusField("VmRSS")
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    private static func maxRSSFromRusage() -> Int? {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
        #endif
    }
}
