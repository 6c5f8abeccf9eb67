import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// The replay is the oracle of every diff test: these plant one fault in a diff it accepts and check that it says no,
/// and why. An oracle that accepts anything would let every diff test pass.
@MainActor
@Suite("The replay rejects planted faults in diffs it accepts")
struct ReplayOracleTests {
    /// `[a, b, c, d]` to `[d, a, b′, c, e]`: one move, one reconfigure, one insert.
    private let old = snapshot((0, [r(1), r(2), r(3), r(4)]))
    private let new = snapshot((0, [r(4), r(1), r(2, 1), r(3), r(5)]))

    /// The diff of `old` to `new`, which the replay accepts.
    private func acceptedStages(
        from old: ListSnapshot, to new: ListSnapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [BatchUpdate] {
        let stages = ListDiff(from: old, to: new).stages
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try Replay.verify(stages: stages, from: old, to: new)
        }
        return stages
    }

    /// The replay's verdict on `stages`, or `nil` when it accepts them.
    private func rejection(of stages: [BatchUpdate], from old: ListSnapshot, to new: ListSnapshot) -> String? {
        do {
            try Replay.verify(stages: stages, from: old, to: new)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// The index of the first stage with some rows of the kind `what` lists, which the fault is planted in.
    private func stage(
        _ stages: [BatchUpdate], with what: KeyPath<BatchUpdate, [RowPath]>, sourceLocation: SourceLocation
    ) throws -> Int {
        try #require(stages.firstIndex { !$0[keyPath: what].isEmpty }, sourceLocation: sourceLocation)
    }

    @Test("A dropped insert breaks UIKit's count rule")
    func droppedInsertIsRejected() throws {
        var stages = try acceptedStages(from: old, to: new)
        let index = try stage(stages, with: \.insertedRows, sourceLocation: #_sourceLocation)
        stages[index].insertedRows.removeAll()
        let message = try #require(rejection(of: stages, from: old, to: new))
        #expect(message.contains("Invalid update: invalid number of rows in section 0"), "\(message)")
    }

    @Test("A dropped delete breaks UIKit's count rule")
    func droppedDeleteIsRejected() throws {
        let old = snapshot((0, [r(1), r(2), r(3)]))
        let new = snapshot((0, [r(1), r(3)]))
        var stages = try acceptedStages(from: old, to: new)
        let index = try stage(stages, with: \.deletedRows, sourceLocation: #_sourceLocation)
        stages[index].deletedRows.removeAll()
        let message = try #require(rejection(of: stages, from: old, to: new))
        #expect(message.contains("Invalid update: invalid number of rows in section 0"), "\(message)")
    }

    @Test("A move whose source and destination are swapped leaves the rows in the wrong order")
    func reversedMoveIsRejected() throws {
        var stages = try acceptedStages(from: old, to: new)
        let index = try #require(stages.firstIndex { !$0.movedRows.isEmpty })
        let move = stages[index].movedRows[0]
        stages[index].movedRows[0] = Move(from: move.to, to: move.from)
        #expect(rejection(of: stages, from: old, to: new) != nil)
    }

    @Test("Two moves whose destinations are swapped put each row in the other's place")
    func swappedMoveDestinationsAreRejected() throws {
        // [a, b, c, d, e] to [b, a, c, e, d]: two moves, one in each pair.
        let old = snapshot((0, [r(1), r(2), r(3), r(4), r(5)]))
        let new = snapshot((0, [r(2), r(1), r(3), r(5), r(4)]))
        var stages = try acceptedStages(from: old, to: new)
        let index = try #require(stages.firstIndex { $0.movedRows.count == 2 })
        let (first, second) = (stages[index].movedRows[0], stages[index].movedRows[1])
        stages[index].movedRows = [Move(from: first.from, to: second.to), Move(from: second.from, to: first.to)]
        #expect(rejection(of: stages, from: old, to: new) != nil)
    }

    @Test("A missing reconfigure leaves a cell showing the old content")
    func missingReconfigureIsRejected() throws {
        var stages = try acceptedStages(from: old, to: new)
        let index = try stage(stages, with: \.reconfiguredRows, sourceLocation: #_sourceLocation)
        stages[index].reconfiguredRows.removeAll()
        let message = try #require(rejection(of: stages, from: old, to: new))
        #expect(message.contains("missing reconfigure"), "\(message)")
    }

    @Test("A missing section reload leaves the old header on screen")
    func missingSectionReloadIsRejected() throws {
        let old = ListSnapshot(sections: [Section(0, header: "Old", rows: [r(1)])])
        let new = ListSnapshot(sections: [Section(0, header: "New", rows: [r(1)])])
        var stages = try acceptedStages(from: old, to: new)
        let index = try #require(stages.firstIndex { !$0.reloadedSections.isEmpty })
        stages[index].reloadedSections = IndexSet()
        let message = try #require(rejection(of: stages, from: old, to: new))
        #expect(message.contains("header"), "\(message)")
    }

    @Test("A reconfigure of a row that also moves is UIKit's error, not a fix")
    func reconfigureOfAMovedRowIsRejected() throws {
        var stages = try acceptedStages(from: old, to: new)
        let index = try #require(stages.firstIndex { !$0.movedRows.isEmpty })
        stages[index].reconfiguredRows.append(stages[index].movedRows[0].from)
        #expect(rejection(of: stages, from: old, to: new) != nil)
    }

    @Test("Stages left out altogether: the table does not end on the new snapshot")
    func missingStagesAreRejected() throws {
        let stages = try acceptedStages(from: old, to: new)
        #expect(rejection(of: [], from: old, to: new) != nil)
        #expect(rejection(of: Array(stages.dropLast()), from: old, to: new) != nil)
    }
}
