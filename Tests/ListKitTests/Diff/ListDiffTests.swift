import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A row of a test cell: `r(id, content)`.
func r(_ id: Int, _ content: Int = 0) -> AnyRow {
    AnyRow(Row<TestTextCell>(TestItem(id: id, content: content)))
}

/// A badge row: the same ids as `r`, another cell type.
func badge(_ id: Int, _ content: Int = 0) -> AnyRow {
    AnyRow(Row<TestBadgeCell>(TestItem(id: id, content: content)))
}

/// A snapshot of sections given as (id, rows).
func snapshot(_ sections: (Int, [AnyRow])...) -> ListSnapshot {
    ListSnapshot(sections: sections.map { Section($0.0, rows: $0.1) })
}

func path(_ section: Int, _ row: Int) -> RowPath {
    RowPath(section: section, row: row)
}

/// Diffs, replays every stage the way UIKit would, and returns the diff for assertions on its calls.
@MainActor
func replayedDiff(
    _ old: ListSnapshot, _ new: ListSnapshot, sourceLocation: SourceLocation = #_sourceLocation
)
    -> ListDiff
{
    let diff = ListDiff(from: old, to: new)
    #expect(throws: Never.self, sourceLocation: sourceLocation) { try Replay.verify(diff, from: old, to: new) }
    if let last = diff.stages.last {
        #expect(last.snapshot.sections.map(\.id) == new.sections.map(\.id), sourceLocation: sourceLocation)
    }
    return diff
}

@MainActor
@Suite("ListDiff", .timeLimit(.minutes(10)))
struct ListDiffTests {
    @Test("Equal snapshots give no stage")
    func whenNothingChangesThereAreNoStages() {
        let old = snapshot((0, [r(1), r(2)]), (1, [r(3)]))
        let diff = replayedDiff(old, snapshot((0, [r(1), r(2)]), (1, [r(3)])))
        #expect(diff.isEmpty)
        #expect(diff.changeCount == 0)
    }

    @Test("Inserted and deleted rows: one stage, deletes before, inserts after")
    func whenRowsAreInsertedAndDeletedOneStage() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2), r(3)])), snapshot((0, [r(0), r(1), r(3), r(4)])))
        try #require(diff.stages.count == 1)
        let stage = diff.stages[0]
        #expect(stage.deletedRows == [path(0, 1)])
        #expect(stage.insertedRows == [path(0, 0), path(0, 3)])
        #expect(stage.movedRows.isEmpty)
        #expect(stage.reconfiguredRows.isEmpty)
    }

    @Test("A changed row shifted by an insert is reconfigured after it, at its new index, in a stage of its own")
    func whenContentChangesRowIsReconfiguredAfterTheStructure() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2), r(3)])), snapshot((0, [r(0), r(1), r(2, 9), r(3)])))
        try #require(diff.stages.count == 2)
        #expect(diff.stages[0].insertedRows == [path(0, 0)])
        #expect(diff.stages[0].reconfiguredRows.isEmpty)
        #expect(diff.stages[0].snapshot.row(at: path(0, 2))?.model(as: TestItem.self) == TestItem(id: 2, content: 0))
        #expect(diff.stages[1].reconfiguredRows == [path(0, 2)])
        #expect(diff.stages[1].changeCount == 1)
        #expect(diff.stages[1].snapshot.row(at: path(0, 2))?.model(as: TestItem.self) == TestItem(id: 2, content: 9))
    }

    @Test("Changed rows and nothing else: one stage of reconfigures, at indices that nothing shifts")
    func whenOnlyContentChangesOneReconfigureStage() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2), r(3)])), snapshot((0, [r(1, 4), r(2), r(3, 5)])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].reconfiguredRows == [path(0, 0), path(0, 2)])
        #expect(diff.stages[0].changeCount == 2)
    }

    @Test("Moving one row to the end moves that row only (longest increasing run)")
    func whenOneRowMovesToTheEndOnlyItMoves() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2), r(3), r(4)])), snapshot((0, [r(2), r(3), r(4), r(1)])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].movedRows == [Move(from: path(0, 0), to: path(0, 3))])
    }

    @Test("Reversing n rows moves n - 1 of them")
    func whenRowsAreReversedAllButOneMove() throws {
        let rows = (0..<6).map { r($0) }
        let diff = replayedDiff(snapshot((0, rows)), snapshot((0, rows.reversed())))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].movedRows.count == 5)
    }

    @Test("A row that moves and changes is moved with its old content, then reconfigured at its new place")
    func whenMovedRowChangesItIsReconfiguredInASecondStage() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2), r(3)])), snapshot((0, [r(2), r(3), r(1, 5)])))
        try #require(diff.stages.count == 2)
        #expect(diff.stages[0].movedRows == [Move(from: path(0, 0), to: path(0, 2))])
        #expect(diff.stages[0].reconfiguredRows.isEmpty)
        #expect(diff.stages[0].snapshot.row(at: path(0, 2))?.model(as: TestItem.self) == TestItem(id: 1, content: 0))
        #expect(diff.stages[1].reconfiguredRows == [path(0, 2)])
        #expect(diff.stages[1].movedRows.isEmpty)
        #expect(diff.stages[1].snapshot.row(at: path(0, 2))?.model(as: TestItem.self) == TestItem(id: 1, content: 5))
    }

    @Test("A stage describes its non-empty parts one per line, in UIKit's order of kinds; an empty one says so")
    func stageDescription() {
        var stage = BatchUpdate(snapshot: snapshot())
        #expect("\(stage)" == "no changes")
        stage.deletedSections = [1]
        stage.insertedSections = [0, 2]
        stage.reloadedSections = [3]
        stage.movedSections = [Move(from: 4, to: 5)]
        stage.deletedRows = [path(0, 1)]
        stage.insertedRows = [path(2, 0)]
        stage.reconfiguredRows = [path(0, 3)]
        stage.movedRows = [Move(from: path(0, 0), to: path(0, 2))]
        #expect(
            "\(stage)" == """
                deleted sections: [1]
                inserted sections: [0, 2]
                reloaded sections: [3]
                moved sections: [4 -> 5]
                deleted rows: [[0, 1]]
                inserted rows: [[2, 0]]
                reconfigured rows: [[0, 3]]
                moved rows: [[0, 0] -> [0, 2]]
                """)
        #expect(stage.changeCount == 9)
    }

    @Test("Moving a row across sections is one move")
    func whenMovingRowAcrossSectionsProducesOneMove() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2)]), (1, [r(3)])), snapshot((0, [r(1)]), (1, [r(2), r(3)])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].movedRows == [Move(from: path(0, 1), to: path(1, 0))])
        #expect(diff.stages[0].deletedRows.isEmpty)
        #expect(diff.stages[0].insertedRows.isEmpty)
    }

    @Test("A row leaving a deleted section is inserted where it arrives (UIKit cannot move it out)")
    func whenRowLeavesDeletedSectionItIsInserted() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2)]), (1, [r(3)])), snapshot((1, [r(1), r(3)])))
        try #require(diff.stages.count == 1)
        let stage = diff.stages[0]
        #expect(stage.deletedSections == IndexSet([0]))
        #expect(stage.insertedRows == [path(0, 0)])
        #expect(stage.movedRows.isEmpty)
        #expect(stage.deletedRows.isEmpty)
    }

    @Test("A row entering an inserted section is deleted where it was (UIKit cannot move it in)")
    func whenRowEntersInsertedSectionItIsDeleted() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2)])), snapshot((0, [r(1)]), (5, [r(2), r(7)])))
        try #require(diff.stages.count == 1)
        let stage = diff.stages[0]
        #expect(stage.insertedSections == IndexSet([1]))
        #expect(stage.deletedRows == [path(0, 1)])
        #expect(stage.insertedRows.isEmpty)
        #expect(stage.movedRows.isEmpty)
    }

    @Test("Sections move by the fewest moves; their rows follow")
    func whenSectionsReorderFewestSectionMoves() throws {
        let diff = replayedDiff(
            snapshot((0, [r(1)]), (1, [r(2)]), (2, [r(3)]), (3, [r(4)])),
            snapshot((1, [r(2)]), (2, [r(3)]), (3, [r(4)]), (0, [r(1)]))
        )
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].movedSections == [Move(from: 0, to: 3)])
        #expect(diff.stages[0].movedRows.isEmpty)
    }

    @Test("A changed row in a moved section is refreshed after the move")
    func whenRowChangesInMovedSectionItIsReconfiguredAfterwards() throws {
        let diff = replayedDiff(
            snapshot((0, [r(1)]), (1, [r(2)]), (2, [r(3)])),
            snapshot((1, [r(2)]), (2, [r(3)]), (0, [r(1, 4)]))
        )
        try #require(diff.stages.count == 2)
        #expect(diff.stages[0].movedSections == [Move(from: 0, to: 2)])
        #expect(diff.stages[0].reconfiguredRows.isEmpty)
        #expect(diff.stages[1].reconfiguredRows == [path(2, 0)])
    }

    @Test("A changed header reloads its section in the refresh stage")
    func whenHeaderChangesSectionIsReloaded() throws {
        let old = ListSnapshot { Section(0, header: "Old") { Row<TestTextCell>(TestItem(id: 1)) } }
        let new = ListSnapshot {
            Section(0, header: "New") {
                Row<TestTextCell>(TestItem(id: 0))
                Row<TestTextCell>(TestItem(id: 1, content: 1))
            }
        }
        let diff = replayedDiff(old, new)
        try #require(diff.stages.count == 2)
        #expect(diff.stages[0].insertedRows == [path(0, 0)])
        #expect(diff.stages[0].reconfiguredRows.isEmpty)
        #expect(diff.stages[0].snapshot.sections[0].header == "Old")
        #expect(diff.stages[1].reloadedSections == IndexSet([0]))
        #expect(diff.stages[1].reconfiguredRows.isEmpty)
    }

    @Test("A section that empties out is deleted, since empty sections are hidden")
    func whenSectionEmptiesItIsDeleted() throws {
        let diff = replayedDiff(snapshot((0, [r(1)]), (1, [r(2)])), snapshot((0, [r(1)]), (1, [])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].deletedSections == IndexSet([1]))
        #expect(diff.stages[0].deletedRows.isEmpty)
    }

    @Test("With hidesEmptySections off, an emptied section stays and its rows are deleted")
    func whenEmptySectionsShownRowsAreDeleted() {
        let old = ListSnapshot(
            sections: [Section(0, rows: [r(1)]), Section(1, rows: [r(2)])], hidesEmptySections: false)
        let new = ListSnapshot(sections: [Section(0, rows: [r(1)]), Section(1, rows: [])], hidesEmptySections: false)
        let diff = replayedDiff(old, new)
        #expect(diff.stages[0].deletedSections.isEmpty)
        #expect(diff.stages[0].deletedRows == [path(1, 0)])
    }

    @Test("A row whose cell type changes is a different row: deleted and inserted")
    func whenCellTypeChangesRowIsReplaced() throws {
        let diff = replayedDiff(snapshot((0, [r(1), r(2)])), snapshot((0, [r(1), badge(2)])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].deletedRows == [path(0, 1)])
        #expect(diff.stages[0].insertedRows == [path(0, 1)])
    }

    @Test("Duplicate identities pair by occurrence and never crash")
    func whenIdentitiesRepeatOccurrencesPairInOrder() throws {
        let old = snapshot((0, [r(1, 0), r(2), r(1, 1)]))
        let new = snapshot((0, [r(1, 0), r(1, 1), r(1, 2)]))
        let diff = replayedDiff(old, new)
        #expect(new.duplicateIdentifiers == [1])
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].deletedRows == [path(0, 1)])
        #expect(diff.stages[0].insertedRows == [path(0, 2)])
        #expect(diff.stages[0].reconfiguredRows.isEmpty)
    }

    @Test("Everything at once: section and row deletes, inserts, moves and updates replay correctly")
    func whenEverythingChangesStagesReplay() throws {
        let old = snapshot((0, [r(1), r(2), r(3)]), (1, [r(4), r(5)]), (2, [r(6)]), (3, [r(7), r(8)]))
        let new = snapshot((3, [r(8, 1), r(2)]), (9, [r(10), r(5)]), (0, [r(3, 1), r(1), r(4)]), (2, [r(6, 2)]))
        let diff = replayedDiff(old, new)
        try #require(diff.stages.count == 2)
        #expect(diff.stages[0].deletedSections == IndexSet([1]))
        #expect(diff.stages[0].insertedSections == IndexSet([1]))
    }

    @Test("The diff of empty snapshots, and to and from an empty one")
    func emptySnapshots() {
        #expect(replayedDiff(ListSnapshot(), ListSnapshot()).isEmpty)
        let full = snapshot((0, [r(1)]), (1, [r(2)]))
        #expect(replayedDiff(ListSnapshot(), full).stages.first?.insertedSections == IndexSet([0, 1]))
        #expect(replayedDiff(full, ListSnapshot()).stages.first?.deletedSections == IndexSet([0, 1]))
    }
}
