import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// The replay on arrays is the oracle of every diff test of the core: these plant one fault in a diff it accepts and
/// check that it says no, and why. An oracle that accepts anything would let every diff test pass.
@Suite("The replay on arrays rejects planted faults in diffs it accepts", .timeLimit(.minutes(10)))
struct ReplayOracleTests {
    @Test("The replay on arrays accepts a diff and rejects it with one fault planted", arguments: PlantedFault.all)
    func plantedFaultIsRejected(_ fault: PlantedFault) throws {
        let failure = try fault.rejection { try Replay.verify(stages: $0, from: fault.old, to: fault.new) }
        if let expected = fault.expectedMessage {
            #expect(failure.description.contains(expected), "\(failure)")
        }
    }

    @Test("A flat diff applied with a dropped insert or a bad index is rejected")
    func flatDiffFaultsAreRejected() throws {
        let old = Array("abc")
        let new = Array("abxc")
        var diff = FlatDiff(from: old, to: new)
        #expect(try Replay.applied(diff, to: old, new: new) == new)
        diff.insertions.removeAll()
        #expect(throws: ReplayFailure.self) { try Replay.applied(diff, to: old, new: new) }
        diff.insertions = [7]
        #expect(throws: ReplayFailure.self) { try Replay.applied(diff, to: old, new: new) }
        diff.insertions = [2]
        diff.deletions = [1, 1]
        #expect(throws: ReplayFailure.self) { try Replay.applied(diff, to: old, new: new) }
    }
}
