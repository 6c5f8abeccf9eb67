#if !canImport(UIKit)
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

/// Timed runs continue until at least this much time has passed (at most 101 runs); zero with `--quick`.
nonisolated(unsafe) var minimumTimedTime = Duration.milliseconds(100)

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
    await withoutActuallyEscaping(body) { body in
        let timedBody = TimedBody(library: library, note: note) { timed(body) }
        return await measureInterleaved(scenario: scenario, runs: requested, [timedBody])[0]
    }
}

/// Runs `work` once and returns how long it took and its count (for a ``TimedBody`` of synchronous work).
func timed(_ work: () -> Int) -> (elapsed: Duration, result: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = work()
    return (clock.now - start, result)
}

/// One of the bodies that ``measureInterleaved(scenario:runs:_:)`` times.
struct TimedBody {
    /// Who is timed.
    var library: String
    /// Anything to know, printed in the table.
    var note: String?
    /// The work: it returns how long it took and a count to keep.
    var body: () async -> (elapsed: Duration, result: Int)
}

/// Times several bodies in turn, one run of each per round, so that a ratio between them compares runs made at the
/// same moments: on a shared machine, a burst of another process's work slows every body of a round, not only the one
/// that happened to be running.
///
/// Warm-up: rounds until `warmUpTime` has passed (at least one, at most 50), or `--warmup` rounds. Then `runs` rounds
/// (3 when one round takes more than 2 seconds, more when rounds are short: see `minimumTimedTime`). Bodies not selected by `--library` are reported as skipped.
@MainActor
func measureInterleaved(scenario: String, runs requested: Int, _ bodies: [TimedBody]) async -> [Measurement] {
    let selected = bodies.map { timed in
        libraryFilter.map { filter in
            filter.split(separator: ",").contains { timed.library.localizedCaseInsensitiveContains($0) }
        } ?? true
    }
    let peakReset = PeakMemory.reset()
    var operations = [Int](repeating: 0, count: bodies.count)
    var times = [[Double]](repeating: [], count: bodies.count)
    func round(timed: Bool) async -> Duration {
        var total = Duration.zero
        for (index, timedBody) in bodies.enumerated() where selected[index] {
            let (elapsed, result) = await timedBody.body()
            total += elapsed
            operations[index] = result
            if timed {
                blackHole &+= result
                times[index].append(elapsed.seconds)
            }
        }
        return total
    }
    var warmUp = Duration.zero
    var warmUpRounds = 0
    if let fixedWarmUpRuns {
        for _ in 0..<fixedWarmUpRuns {
            warmUp += await round(timed: false)
            warmUpRounds += 1
        }
    } else {
        repeat {
            warmUp += await round(timed: false)
            warmUpRounds += 1
        } while warmUp < warmUpTime && warmUpRounds < 50
    }
    let oneRound = warmUpRounds > 0 ? warmUp / warmUpRounds : .zero
    var runs = requested
    if oneRound > .seconds(2) {
        runs = min(requested, 3)
    } else if oneRound > .zero, fixedWarmUpRuns == nil {
        // Short work runs until `minimumTimedTime` has passed (101 runs at most): the median of 7 runs of half a
        // millisecond would be at the mercy of one burst of another process's work.
        runs = max(requested, min(101, Int((minimumTimedTime / oneRound).rounded(.up))))
    }
    for _ in 0..<runs { _ = await round(timed: true) }
    let peak = PeakMemory.peakBytes()
    return bodies.indices.map { index in
        let timedBody = bodies[index]
        guard selected[index] else {
            return Measurement(
                scenario: scenario, library: timedBody.library, runs: 0, note: "not selected by --library")
        }
        let sorted = times[index].sorted()
        var notes: [String] = []
        if let note = timedBody.note { notes.append(note) }
        if bodies.count > 1 { notes.append("runs interleaved with \(bodies.count - 1) other(s)") }
        if runs < requested {
            notes.append("\(runs) runs: one round takes \(String(format: "%.1f", oneRound.seconds)) s")
        }
        if !peakReset { notes.append("peak RSS is the process's") }
        return Measurement(
            scenario: scenario,
            library: timedBody.library,
            medianSeconds: median(sorted),
            minSeconds: sorted.first,
            maxSeconds: sorted.last,
            runs: runs,
            operations: operations[index],
            peakRSSBytes: peak,
            note: notes.isEmpty ? nil : notes.joined(separator: "; ")
        )
    }
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

    /// Returns the allocator's free pages to the system (glibc's `malloc_trim(0)`, looked up at run time since the
    /// `Glibc` module does not declare it), so that memory freed earlier, still resident, cannot serve a measured
    /// allocation without showing in the resident set. Does nothing elsewhere.
    ///
    /// - Returns: Whether it ran.
    @discardableResult
    static func returnFreePages() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return false }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        return true
        #else
        return false
        #endif
    }

    /// Fixes glibc's allocator thresholds at its own ceilings: blocks up to 32 MB come from the heap, not from fresh
    /// mappings, and the heap's top goes back to the system only when 64 MB of it are free (`mallopt`, looked up at
    /// run time as `malloc_trim` is). Does nothing elsewhere.
    ///
    /// glibc moves both thresholds as a process runs, raising them when it frees a large block; where they stand when
    /// a scenario runs then decides whether each round hands the heap back and faults it in again: ten times the page
    /// faults for the same code from one build of ListKit to the next (`perf stat -e page-faults`), which the clock
    /// shows as a doubling. Fixed, every scenario runs with one allocator, as an iOS app's does.
    ///
    /// - Returns: Whether it ran.
    @discardableResult
    static func fixAllocatorThresholds() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // malloc.h: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD -3.
        return mallopt(-3, 32 << 20) == 1 && mallopt(-1, 64 << 20) == 1
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
#endif
