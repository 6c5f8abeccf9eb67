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

/// Calls that UIKit refuses, planted in the stages of a diff: the replay on arrays names each. (They are not in
/// ``PlantedFault/all``: the table replay refuses them in HeadlessUIKit's own words.)
@Suite("The replay on arrays refuses the calls UIKit refuses", .timeLimit(.minutes(10)))
struct ReplayRefusalTests {
    /// A fault: the snapshots, what to change in the first stage with structure (or the last stage), and the words.
    struct Refusal: Sendable, CustomStringConvertible {
        var description: String
        var old: ListSnapshot
        var new: ListSnapshot
        var inLastStage = false
        var change: @Sendable (inout BatchUpdate) -> Void
    }

    private static let abcd = snapshot((0, [r(1), r(2), r(3), r(4)]))
    private static let moved = snapshot((0, [r(4), r(1), r(2, 1), r(3), r(5)]))

    static let refusals: [Refusal] = [
        Refusal(description: "attempt to delete section 9", old: abcd, new: moved) { $0.deletedSections.insert(9) },
        Refusal(description: "attempt to insert section 9", old: abcd, new: moved) { $0.insertedSections.insert(9) },
        Refusal(description: "attempt to reload section 9", old: abcd, new: moved) { $0.reloadedSections.insert(9) },
        Refusal(description: "where another row is already inserted or moved", old: abcd, new: moved) {
            $0.insertedRows.append($0.insertedRows[0])
        },
        Refusal(description: "of a section that is deleted or does not exist", old: abcd, new: moved) {
            $0.deletedRows.append(RowPath(section: 5, row: 0))
        },
        Refusal(description: "in a section that is inserted or does not exist", old: abcd, new: moved) {
            $0.insertedRows.append(RowPath(section: 5, row: 0))
        },
        Refusal(description: "resized row [0, 99] does not exist", old: abcd, new: moved, inLastStage: true) {
            $0.resizedRows = [RowPath(section: 0, row: 99)]
        },
        Refusal(description: "reconfigured row [0, 99] does not exist", old: abcd, new: moved, inLastStage: true) {
            $0.reconfiguredRows.append(RowPath(section: 0, row: 99))
        },
        Refusal(
            description: "section 0 is 0, expected 1", old: snapshot((0, [r(1)])), new: snapshot((1, [r(1)]))
        ) {
            $0.deletedSections = IndexSet()
            $0.insertedSections = IndexSet()
        },
        Refusal(description: "row [0, 3] is", old: abcd, new: snapshot((0, [r(1), r(2), r(3), r(5)]))) {
            $0.deletedRows.removeAll()
            $0.insertedRows.removeAll()
        },
    ]

    @Test("The replay on arrays names the call UIKit refuses", arguments: refusals)
    func callIsRefused(_ refusal: Refusal) throws {
        var stages = ListDiff(from: refusal.old, to: refusal.new).stages
        try #require(!stages.isEmpty)
        refusal.change(&stages[refusal.inLastStage ? stages.count - 1 : 0])
        let failure = #expect(throws: ReplayFailure.self) {
            try Replay.verify(stages: stages, from: refusal.old, to: refusal.new)
        }
        #expect(failure?.description.contains(refusal.description) == true, "\(String(describing: failure))")
    }

    @Test("A flat diff whose update is out of range is refused")
    func flatDiffUpdateOutOfRangeIsRefused() {
        var diff = FlatDiff(from: [1, 2], to: [1, 2])
        diff.updates = [Move(from: 0, to: 5)]
        #expect(throws: ReplayFailure.self) { try Replay.applied(diff, to: [1, 2], new: [1, 2]) }
    }
}
