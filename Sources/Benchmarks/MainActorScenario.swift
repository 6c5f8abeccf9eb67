import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table that times its own batch updates: what UIKit does for an apply (validation, layout, the cells it
/// configures), to be told apart from ListKit's own work on the main actor.
final class BatchTimingTable: UITableView {
    /// When the last batch update began.
    var lastBatchStart: ContinuousClock.Instant?
    /// The time spent in batch updates since the last reset.
    var batchTime = Duration.zero

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let clock = ContinuousClock()
        let start = clock.now
        lastBatchStart = lastBatchStart ?? start
        super.performBatchUpdates(updates, completion: completion)
        batchTime += clock.now - start
    }
}

/// Measures how long the main actor is kept from other work while `work` runs: a probe task yields on the main actor
/// over and over, and every gap between two of its turns beyond its own cost (`probeCost`) is time the main actor
/// spent elsewhere. `work` starts the work and returns once it is done.
@MainActor
func mainActorBusyTime(probeCost: Duration, _ work: () async -> Void) async -> Duration {
    /// Set once `work` is done; the probe stops at its next turn.
    @MainActor final class Flag { var isSet = false }
    let clock = ContinuousClock()
    let isDone = Flag()
    let probe = Task { @MainActor in
        var busy = Duration.zero
        var last = clock.now
        while !isDone.isSet {
            await Task.yield()
            let now = clock.now
            let gap = now - last
            if gap > probeCost { busy += gap - probeCost }
            last = now
        }
        return busy
    }
    await work()
    isDone.isSet = true
    return await probe.value
}

/// The median gap between two turns of a probe that yields on an otherwise idle main actor.
@MainActor
func probeCost() async -> Duration {
    let clock = ContinuousClock()
    var gaps: [Duration] = []
    var last = clock.now
    for _ in 0..<2_000 {
        await Task.yield()
        let now = clock.now
        gaps.append(now - last)
        last = now
    }
    gaps.sort()
    return gaps[gaps.count / 2] * 2
}

/// `table/main-actor-100`: an apply of 100 changed rows to tables of 10,000, 100,000 and 1,000,000 rows (sections of
/// 1,000), the sizes interleaved; what is timed is ListKit's own time on the main actor per apply: the `apply` call
/// plus the main actor's busy time until the completion (found by a probe that yields on the main actor), less the
/// time inside the table's batch updates (UIKit's work and the cells it configures). The note gives the latency from
/// the call to the start of the batch update, and the batch update itself.
@MainActor
func tableMainActor(name: String, runs: Int, sizes: [Int]) async -> [Measurement] {
    let cost = await probeCost()
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
                let clock = ContinuousClock()
                var call = Duration.zero
                var start = clock.now
                let busy = await mainActorBusyTime(probeCost: cost) {
                    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                        start = clock.now
                        adapter.apply(pair[shown]) { done.resume() }
                        call = clock.now - start
                    }
                }
                let batchStart = table.lastBatchStart ?? clock.now
                latencies[index].append((batchStart - start).seconds)
                batches[index].append(table.batchTime.seconds)
                let own = max(.zero, call + busy - table.batchTime)
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
