#if !canImport(UIKit)
import Foundation
import ListKit

/// `memory/build-N`: the memory a snapshot of `rows` rows takes beyond its models (the goal: at most 32 bytes
/// a row at 1,000,000 rows), as a view model makes it: sections of 1,000 rows, each a `for` loop of `Row<ItemCell>`.
///
/// The models are made first and the allocator's free pages returned; the snapshot is built, the pages its builder
/// freed returned too, and the growth of the resident set, divided by the rows, is what the snapshot keeps per row.
/// A row keeps a copy of its model, so the model's own size (`MemoryLayout<Item>.stride`) is taken off to give the
/// figure beyond the models.
func snapshotBuildMemory(name: String, rows: Int) -> Measurement {
    var maker = InputMaker(seed: 17)
    let models = maker.items(rows)
    PeakMemory.returnFreePages()
    let before = PeakMemory.currentBytes() ?? 0
    let clock = ContinuousClock()
    var snapshot = ListSnapshot()
    let elapsed = clock.measure {
        snapshot = ListSnapshot {
            for start in stride(from: 0, to: models.count, by: 1_000) {
                Section(start) {
                    for model in models[start..<min(start + 1_000, models.count)] { Row<ItemCell>(model) }
                }
            }
        }
    }
    let trimmed = PeakMemory.returnFreePages()
    let after = PeakMemory.currentBytes() ?? 0
    let perRow = Double(after - before) / Double(rows)
    let beyondModels = perRow - Double(MemoryLayout<Item>.stride)
    withExtendedLifetime((models, snapshot)) {}
    return Measurement(
        scenario: name, library: Library.snapshotMemory, medianSeconds: elapsed.seconds, minSeconds: elapsed.seconds,
        maxSeconds: elapsed.seconds, runs: 1, operations: snapshot.numberOfRows, peakRSSBytes: after,
        bytesPerRow: beyondModels,
        note: String(
            format: "%.0f bytes/row resident, %.0f beyond the model's %d (free pages %@)", perRow, beyondModels,
            MemoryLayout<Item>.stride, trimmed ? "returned" : "kept"))
}
#endif
