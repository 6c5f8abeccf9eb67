#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitTestSupport
import ListKitUIKitTestSupport
import Testing

/// The table replay performs the stages through the adapters' mapping on a HeadlessUIKit table, whose batch updates
/// follow UIKit's rules: it must reject every planted fault, and accept every diff that the replay on arrays (the
/// core's oracle) accepts, so the two oracles agree.
@MainActor
@Suite("The table replay rejects planted faults and agrees with the replay on arrays", .timeLimit(.minutes(10)))
struct TableReplayTests {
    @Test("The table replay accepts a diff and rejects it with one fault planted", arguments: PlantedFault.all)
    func plantedFaultIsRejected(_ fault: PlantedFault) throws {
        let failure = try fault.rejection { try TableReplay.verify(stages: $0, from: fault.old, to: fault.new) }
        #expect(fault.expectedMessage.map(failure.description.contains) ?? true, "\(failure)")
    }

    /// Seeded random pairs: the table accepts every diff that the arrays accept.
    @Test("500 random snapshot pairs that replay on arrays replay on a HeadlessUIKit table", arguments: 0..<2)
    func randomPairsReplayOnTheTable(batch: Int) async {
        let seed = 0x7AB1_E000 + UInt64(batch)
        var random = RandomSnapshots(seed: seed)
        var failure: FuzzFailure?
        for pair in 0..<250 where failure == nil {
            await Task.yield()
            let (old, new) = random.nextPair()
            let diff = ListDiff(from: old, to: new)
            do {
                try Replay.verify(diff, from: old, to: new)
                try TableReplay.verify(diff, from: old, to: new)
            } catch {
                failure = FuzzFailure(
                    seed: seed, step: pair, problem: error,
                    regression: "try expectRandomPairReplaysOnTheTable(seed: \(seed), pair: \(pair))")
            }
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}

/// Pair number `pair` from `seed` replays on arrays and on a table: a fuzz failure of ``TableReplayTests``, kept.
@MainActor
func expectRandomPairReplaysOnTheTable(seed: UInt64, pair: Int) throws {
    let (old, new) = RandomSnapshots.pair(pair, seed: seed)
    let diff = ListDiff(from: old, to: new)
    try Replay.verify(diff, from: old, to: new)
    try TableReplay.verify(diff, from: old, to: new)
}
#endif
