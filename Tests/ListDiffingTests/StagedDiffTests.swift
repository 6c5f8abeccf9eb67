import Testing

@testable import ListDiffing

/// Two states of a list of section and item identifiers, as a diffable data source holds them, with the items marked
/// as changed (to be reconfigured): the generic input of the staged diff, without any snapshot type of ListKit.
private struct IdentifierInput: RowComparingDiffInput {
    /// Each section's identifier and its items' identifiers.
    typealias State = [(section: String, items: [Int])]

    let old: State
    let new: State
    let changed: Set<Int>
    /// Counts the states in between built.
    let builds = BuildCount()
    let oldRows: RowCounts
    let newRows: RowCounts
    private let oldItems: [Int]
    private let newItems: [Int]

    init(from old: State, to new: State, changed: Set<Int> = []) {
        self.old = old
        self.new = new
        self.changed = changed
        oldRows = RowCounts(hashesBySection: old.map { $0.items.map { UInt64(truncatingIfNeeded: $0.hashValue) } })
        newRows = RowCounts(hashesBySection: new.map { $0.items.map { UInt64(truncatingIfNeeded: $0.hashValue) } })
        oldItems = old.flatMap(\.items)
        newItems = new.flatMap(\.items)
    }

    var newSnapshot: [String] { new.map(\.section) }

    func oldSectionHash(_ section: Int) -> Int { old[section].section.hashValue }
    func newSectionHash(_ section: Int) -> Int { new[section].section.hashValue }
    func oldSectionsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool { old[first].section == old[second].section }
    func sectionsHaveSameIdentity(old: Int, new: Int) -> Bool { self.old[old].section == self.new[new].section }
    func sectionNeedsReload(old: Int, new: Int) -> Bool { false }

    func oldRowsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool { oldItems[first] == oldItems[second] }
    func compareRows(old: Int, new: Int) -> RowDifference? {
        guard oldItems[old] == newItems[new] else { return nil }
        return changed.contains(newItems[new]) ? .content : []
    }

    func intermediateSnapshot(
        keepingOldRows rows: [Move<RowPath>], keepingOldSupplementariesOf sections: [Move<Int>]
    )
        -> () -> [String]
    {
        let snapshot = newSnapshot + ["kept \(rows.map(\.to))"]
        let builds = self.builds
        return {
            builds.count += 1
            return snapshot
        }
    }
}

/// How many times a builder ran.
private final class BuildCount {
    var count = 0
}

@Suite("Staged diff over identifiers", .timeLimit(.minutes(10)))
struct StagedDiffTests {
    @Test("Sections and items by identifier: deletes before, inserts after, a move across sections")
    func structureOfIdentifiers() throws {
        let input = IdentifierInput(
            from: [("a", [1, 2, 3]), ("b", [4, 5])],
            to: [("b", [4, 3]), ("c", [6]), ("a", [1])])
        let stages = StagedDiff(input).stages()
        try #require(stages.count == 1)
        let structure = stages[0]
        #expect(structure.insertedSections == [1])
        #expect(structure.movedSections == [Move(from: 1, to: 0)])
        #expect(structure.deletedRows == [RowPath(section: 0, row: 1), RowPath(section: 1, row: 1)])
        #expect(structure.movedRows == [Move(from: RowPath(section: 0, row: 2), to: RowPath(section: 0, row: 1))])
        #expect(structure.insertedRows.isEmpty)
        #expect(structure.reconfiguredRows.isEmpty)
        #expect(structure.snapshot == ["b", "c", "a"])
    }

    @Test("Changed items are reconfigured in a stage of their own, after the structure, at their new paths")
    func changedItemsAfterTheStructure() throws {
        let input = IdentifierInput(
            from: [("a", [1, 2, 3])],
            to: [("a", [0, 3, 1, 2])],
            changed: [1, 3])
        let stages = StagedDiff(input).stages()
        try #require(stages.count == 2)
        // Built when first read, once.
        #expect(input.builds.count == 0)
        #expect(stages[0].insertedRows == [RowPath(section: 0, row: 0)])
        #expect(stages[0].movedRows == [Move(from: RowPath(section: 0, row: 2), to: RowPath(section: 0, row: 1))])
        #expect(stages[0].reconfiguredRows.isEmpty)
        // The structure stage ends in the state in between, which the input builds from the rows it keeps.
        #expect(stages[0].snapshot == ["a", "kept [[0, 1], [0, 2]]"])
        #expect(stages[0].snapshot == ["a", "kept [[0, 1], [0, 2]]"])
        #expect(input.builds.count == 1)
        #expect(stages[1].changeCount == 2)
        #expect(stages[1].reconfiguredRows == [RowPath(section: 0, row: 1), RowPath(section: 0, row: 2)])
        #expect(stages[1].snapshot == ["a"])
    }

    @Test("Only changed items: one refresh stage ending in the new state; nothing changed: no stage")
    func refreshOnly() {
        let state: IdentifierInput.State = [("a", [1, 2]), ("b", [])]
        let stages = StagedDiff(IdentifierInput(from: state, to: state, changed: [2])).stages()
        #expect(stages.map(\.reconfiguredRows) == [[RowPath(section: 0, row: 1)]])
        #expect(stages.map(\.snapshot) == [["a", "b"]])
        #expect(StagedDiff(IdentifierInput(from: state, to: state)).stages().isEmpty)
    }

    @Test("Row counts find the section of a flat index, empty sections included")
    func rowCountsFindSections() {
        let rows = RowCounts(hashesBySection: [[1, 2], [], [3], []])
        #expect(rows.count == 3 && rows.sectionCount == 4)
        #expect([0, 1, 2].map { rows.section(of: $0, hint: -1) } == [0, 0, 2])
        #expect(rows.path(of: 2, hint: 0) == RowPath(section: 2, row: 0))
        #expect(rows.start(ofSection: 4) == 3)
        #expect(rows.gathered() == [1, 2, 3])
    }
}
