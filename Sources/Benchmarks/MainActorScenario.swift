#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The processor time the calling thread has used: unlike the wall clock, it does not advance while the thread waits
/// for a core, so the figures below do not count the time other processes (or ListKit's own background work) took.
func threadCPUTime() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
}

/// A table that times its own batch updates in processor time: what UIKit does for an apply (validation, layout, the
/// cells it configures), to be told apart from ListKit's own work on the main actor.
final class BatchTimingTable: UITableView {
    /// When (wall clock) the last batch update began.
    var lastBatchStart: ContinuousClock.Instant?
    /// The processor time spent in batch updates since the last reset.
    var batchTime = Duration.zero

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        lastBatchStart = lastBatchStart ?? ContinuousClock().now
        let start = threadCPUTime()
        super.performBatchUpdates(updates, completion: completion)
        batchTime += threadCPUTime() - start
    }
}

/// `table/main-actor-100`: an apply of 100 changed rows to tables of 10,000, 100,000 and 1,000,000 rows (sections of
/// 1,000), the sizes interleaved; what is timed is ListKit's own processor time on the main actor per apply: what its
/// main-actor entries take (``ApplyTiming``: the `apply` call, the turn that performs the diff made in the background,
/// the completion of the batch update), less the time inside the table's batch updates (UIKit's work and the cells it
/// configures). Processor time, not the wall clock, so that the time other processes and ListKit's own background
/// work take on this machine's two cores is not counted. The note gives the latency (wall clock) from the call to the
/// start of the batch update, and the batch update itself.
@MainActor
func tableMainActor(name: String, runs: Int, sizes: [Int]) async -> [Measurement] {
    ApplyTiming.clock = { threadCPUTime() }
    defer { ApplyTiming.clock = nil }
    var bodies: [TimedBody] = []
    var latencies: [[Double]] = []
    var batches: [[Double]] = []
    var keep: [TableViewAdapter] = []
    for (index, rows) in sizes.enumerated() {
        let inputs = SnapshotInputs.make(
            seed: UInt64(rows) &+ 7, sections: max(rows / 1_000, 1), rowsPerSection: min(rows, 1_000),
            plan: EditPlan(updated: min(100, rows / 10)), cell: ItemTableCell.self)
        let pair = [inputs.old, inputs.new]
        let table = BatchTimingTable(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        keep.append(adapter)
        await adapter.apply(inputs.old)
        table.layoutIfNeeded()
        latencies.append([])
        batches.append([])
        var shown = 0
        bodies.append(
            TimedBody(library: "ListKit main actor \(sizeName(rows))", note: "100 rows changed") {
                shown = 1 - shown
                table.batchTime = .zero
                table.lastBatchStart = nil
                ApplyTiming.total = .zero
                let clock = ContinuousClock()
                let start = clock.now
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    adapter.apply(pair[shown]) { done.resume() }
                }
                let own = max(.zero, ApplyTiming.total - table.batchTime)
                latencies[index].append(((table.lastBatchStart ?? clock.now) - start).seconds)
                batches[index].append(table.batchTime.seconds)
                // Let the snapshot the apply replaced be freed in the background before the next run starts.
                try? await Task.sleep(nanoseconds: UInt64(rows / 20_000 + 1) * 1_000_000)
                return (own, adapter.snapshot.numberOfSections)
            })
    }
    var measured = await measureInterleaved(scenario: name, runs: runs * 3, bodies)
    for index in measured.indices {
        let latency = median(latencies[index].sorted()) ?? 0
        let batch = median(batches[index].sorted()) ?? 0
        measured[index].note = String(
            format: "%@; latency to the batch update %.3f ms; batch update (UIKit, excluded) %.3f ms",
            measured[index].note ?? "", latency * 1e3, batch * 1e3)
    }
    withExtendedLifetime(keep) {}
    return measured
}

/// The main-actor goals: ListKit's own time per apply of 100 changed rows at 10,000, 100,000 and 1,000,000 rows within
/// 1.5x of each other, and at most 2 ms at 1,000,000.
func mainActorGoalChecks(_ measurements: [Measurement]) -> [GoalCheck] {
    let prefix = "ListKit main actor "
    let medians = measurements.filter { $0.scenario == "table/main-actor-100" && $0.library.hasPrefix(prefix) }
        .compactMap { measurement in measurement.medianSeconds.map { (measurement.library, $0) } }
    guard medians.count == 3, let largest = medians.last, let fastest = medians.map(\.1).min(),
        let slowest = medians.map(\.1).max(), fastest > 0
    else { return [] }
    return [
        GoalCheck(
            goal: "table/main-actor-100: ListKit's main-actor time at 10k, 100k and 1M rows within 1.5x of each other",
            measured: String(format: "%.2fx", slowest / fastest), holds: slowest / fastest <= 1.5),
        GoalCheck(
            goal:
                "table/main-actor-100: ListKit's main-actor time at most 2 ms at \(largest.0.dropFirst(prefix.count))",
            measured: String(format: "%.3f ms", largest.1 * 1e3), holds: largest.1 <= 0.002),
    ]
}
#endif
