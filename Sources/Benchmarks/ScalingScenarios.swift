#if !canImport(UIKit)
import Foundation
import ListKit

/// The library names of a scaling scenario: ListKit, and hashing alone, at each size.
enum ScalingLibrary {
    /// `ListKit 100k`.
    static func listKit(_ rows: Int) -> String { "ListKit \(sizeName(rows))" }
    /// `hashing alone 100k`.
    static func hashing(_ rows: Int) -> String { "hashing alone \(sizeName(rows))" }
}

/// What a scaling scenario diffs.
enum ScalingKind {
    /// `FlatDiff` on arrays of `Identifiable & Hashable` items.
    case flat
    /// `ListDiff` on snapshots of sections of 1,000 rows.
    case snapshot
}

/// `scaling/flat-1%`, `scaling/snapshot-1%`: the 1% case at each size, measured in one process with the runs of all
/// sizes interleaved (one run of each size per round), so that the growth from one size to the next compares runs
/// made at the same moments rather than minutes apart on a shared machine. Hashing every identity once runs beside
/// each size, to show the part of the growth that is the machine's.
///
/// Every run finds the caches as the other sizes left them, as a diff in an app finds them after other work: unlike
/// the `flat/` and `snapshot/` scenarios, where each run follows a run of the same diff, nothing is warm from before.
///
/// The rounds are three times `runs`: the goal is a ratio of two medians, which moves with either, and on a shared
/// machine the median of 7 rounds moves by several percent from one invocation to the next. A round of all sizes
/// takes about a fifth of a second, so 21 rounds take seconds.
@MainActor
func scaling(name: String, runs: Int, kind: ScalingKind, sizes: [Int]) async -> [Measurement] {
    var bodies: [TimedBody] = []
    for rows in sizes {
        // The inputs of the `flat/all1%` and `snapshot/all1%` scenarios of the same size.
        switch kind {
        case .flat:
            var maker = InputMaker(seed: UInt64(rows) &+ 2)
            let old = maker.items(rows)
            let new = maker.edit([old], .everything(0.01, of: rows)).sections[0]
            bodies.append(
                TimedBody(library: ScalingLibrary.listKit(rows), note: "FlatDiff") {
                    timed {
                        let diff = FlatDiff(from: old, to: new)
                        return diff.deletions.count + diff.insertions.count + diff.moves.count + diff.updates.count
                    }
                })
            bodies.append(hashingBody(library: ScalingLibrary.hashing(rows), ids: old.map(\.id) + new.map(\.id)))
        case .snapshot:
            let inputs = SnapshotInputs.make(
                seed: UInt64(rows) &+ 3, sections: max(rows / 1_000, 1), rowsPerSection: min(rows, 1_000),
                plan: .everything(0.01, of: rows))
            let (old, new) = (inputs.old, inputs.new)
            bodies.append(
                TimedBody(library: ScalingLibrary.listKit(rows), note: "ListDiff") {
                    timed { ListDiff(from: old, to: new).changeCount }
                })
            bodies.append(
                hashingBody(
                    library: ScalingLibrary.hashing(rows), ids: inputs.oldItems.map(\.id) + inputs.newItems.map(\.id)))
        }
    }
    return await measureInterleaved(scenario: name, runs: runs * 3, bodies)
}

/// Hashing every identity once, with no table: not a floor of the ratios, but what any diff that hashes each row
/// costs, to show how much of the growth with size is the machine's rather than a table's.
func hashingBody(library: String, ids: [UUID]) -> TimedBody {
    TimedBody(library: library, note: "hash every identity once, no table") {
        timed {
            var sum = 0
            for id in ids { sum &+= id.hashValue }
            return sum & 0xFF
        }
    }
}
#endif
