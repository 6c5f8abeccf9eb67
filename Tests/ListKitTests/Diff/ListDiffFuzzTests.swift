import ListKit
import ListKitTestSupport
import Testing

@MainActor
@Suite("ListDiff fuzzing", .timeLimit(.minutes(10)))
struct ListDiffFuzzTests {
    /// 2,000 seeded random pairs: every diff replays the way UIKit applies it and ends at the new snapshot.
    @Test("2,000 random snapshot pairs replay to the new snapshot", arguments: 0..<4)
    func randomPairsReplay(batch: Int) async throws {
        let seed = 0x5EED_0000 + UInt64(batch)
        var random = RandomSnapshots(seed: seed)
        for pair in 0..<500 {
            // The test runs on the main actor: let the other tests' main-actor work run between pairs.
            await Task.yield()
            let (old, new) = random.nextPair()
            let diff = ListDiff(from: old, to: new)
            do {
                try Replay.verify(diff, from: old, to: new)
            } catch {
                let regression = "try expectRandomPairReplays(seed: \(seed), pair: \(pair))"
                Issue.record("\(FuzzFailure(seed: seed, step: pair, problem: error, regression: regression))")
                return
            }
            #expect(diff.stages.count <= 2)
        }
    }

    /// A chain: each snapshot is the previous one edited, as a screen sees them one apply after another.
    @Test("A chain of 500 edits replays step by step")
    func chainOfEditsReplays() async throws {
        var random = RandomSnapshots(seed: 42, rowIDPool: 200, allowsDuplicates: false)
        var current = random.snapshot(maxSections: 8, maxRows: 20)
        for _ in 0..<500 {
            await Task.yield()
            let next = random.edit(current)
            try Replay.verify(ListDiff(from: current, to: next), from: current, to: next)
            current = next
        }
    }

    /// Without duplicates and with the same content, the diff back and forth are both minimal in moves: a diff from
    /// a snapshot to itself is empty.
    @Test("A random snapshot diffed with itself gives no stage")
    func selfDiffIsEmpty() {
        var random = RandomSnapshots(seed: 7)
        for _ in 0..<200 {
            let snapshot = random.snapshot()
            #expect(ListDiff(from: snapshot, to: snapshot).isEmpty)
        }
    }

    /// Snapshots large enough for the partitioned matching (more than 32,768 old rows), with duplicates and changed
    /// content: the diff still replays to the new snapshot. One pair (the replay on arrays checks every row of every
    /// stage); the matching itself is checked against the plain table on many more inputs by the partition tests.
    @Test("Large random snapshot pairs, matched by partitions, replay to the new snapshot")
    func largePairsReplay() throws {
        var random = RandomSnapshots(seed: 0xB16, rowIDPool: 60_000)
        var checked = 0
        while checked < 1 {
            let old = random.snapshot(maxSections: 60, maxRows: 2_500)
            guard old.allSections.reduce(0, { $0 + $1.rows.count }) >= 32_768 else { continue }
            let new = random.edit(old)
            try Replay.verify(ListDiff(from: old, to: new), from: old, to: new)
            checked += 1
        }
    }
}

/// Pair number `pair` of ``ListDiffFuzzTests/randomPairsReplay(batch:)`` from `seed` replays to the new snapshot, in
/// at most two stages: the body of a regression test that keeps a failure of that fuzz.
func expectRandomPairReplays(seed: UInt64, pair: Int) throws {
    let (old, new) = RandomSnapshots.pair(pair, seed: seed)
    let diff = ListDiff(from: old, to: new)
    try Replay.verify(diff, from: old, to: new)
    #expect(diff.stages.count <= 2)
}
