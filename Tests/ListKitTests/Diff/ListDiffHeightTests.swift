import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A row of a test cell with a fixed height: `tall(id, content, height)`.
private func tall(_ id: Int, _ content: Int = 0, _ height: CGFloat) -> AnyRow {
    AnyRow(Row<TestTextCell>(TestItem(id: id, content: content)).height(height))
}

/// A row whose height is `fraction` of the width.
private func proportional(_ id: Int, _ fraction: CGFloat) -> AnyRow {
    AnyRow(Row<TestTextCell>(TestItem(id: id)).height { width in width * fraction })
}

/// Diffs at `width`, replays every stage with heights compared at that width, and returns the diff.
@MainActor
private func replayedDiff(
    _ old: ListSnapshot, _ new: ListSnapshot, width: CGFloat? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ListDiff {
    let diff = ListDiff(from: old, to: new, heightsAtWidth: width)
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try Replay.verify(diff, from: old, to: new, heightsAtWidth: width)
    }
    return diff
}

@MainActor
@Suite("ListDiff compares heights apart from content", .timeLimit(.minutes(10)))
struct ListDiffHeightTests {
    @Test(
        "A row whose fixed height changes and whose model does not is resized in a stage of its own, not reconfigured")
    func heightOnlyChangeIsAStageWithoutCalls() throws {
        let diff = replayedDiff(
            snapshot((0, [tall(1, 0, 44), tall(2, 0, 44)])), snapshot((0, [tall(1, 0, 44), tall(2, 0, 88)])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].resizedRows == [path(0, 1)])
        #expect(diff.stages[0].changeCount == 0)
        #expect(!diff.isEmpty)
    }

    @Test("Equal heights, fixed or computed, make no stage")
    func equalHeightsMakeNoStage() {
        let old = snapshot((0, [tall(1, 0, 44), proportional(2, 0.25), r(3)]))
        let new = snapshot((0, [tall(1, 0, 44), proportional(2, 0.25), r(3)]))
        #expect(replayedDiff(old, new, width: 320).isEmpty)
        #expect(replayedDiff(old, new).isEmpty)
    }

    @Test("A computed height is compared at the width given, and taken as unchanged without one")
    func computedHeightsNeedTheWidth() throws {
        let old = snapshot((0, [proportional(1, 0.25), proportional(2, 0.25)]))
        let new = snapshot((0, [proportional(1, 0.25), proportional(2, 0.5)]))
        let diff = replayedDiff(old, new, width: 320)
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].resizedRows == [path(0, 1)])
        #expect(ListDiff(from: old, to: new).isEmpty)
        // A fixed height against a computed one that gives the same points at this width: nothing to do.
        #expect(
            replayedDiff(snapshot((0, [tall(1, 0, 80)])), snapshot((0, [proportional(1, 0.25)])), width: 320).isEmpty)
    }

    @Test("Giving a row a height, or taking its height away, resizes it")
    func addingOrRemovingAHeightResizes() throws {
        let added = replayedDiff(snapshot((0, [r(1), r(2)])), snapshot((0, [r(1), tall(2, 0, 60)])))
        try #require(added.stages.count == 1)
        #expect(added.stages[0].resizedRows == [path(0, 1)])
        let removed = replayedDiff(snapshot((0, [tall(1, 0, 60), r(2)])), snapshot((0, [r(1), r(2)])))
        try #require(removed.stages.count == 1)
        #expect(removed.stages[0].resizedRows == [path(0, 0)])
    }

    @Test("A row that moves to another section with a new height moves, then takes its height in a last stage")
    func movedRowTakesItsNewHeight() throws {
        let old = snapshot((0, [tall(1, 0, 44), tall(2, 0, 44)]), (1, [tall(3, 0, 88)]))
        let new = snapshot((0, [tall(1, 0, 44)]), (1, [tall(3, 0, 88), tall(2, 0, 88)]))
        let diff = replayedDiff(old, new)
        try #require(diff.stages.count == 2)
        #expect(diff.stages[0].movedRows == [Move(from: path(0, 1), to: path(1, 1))])
        #expect(diff.stages[0].resizedRows.isEmpty)
        #expect(diff.stages[1].changeCount == 0)
        #expect(diff.stages[1].resizedRows == [path(1, 1)])
        #expect(diff.stages[1].snapshot.sections.map(\.rows.count) == [1, 2])
    }

    @Test("A row whose content and height change is reconfigured, which asks its height: it is not listed as resized")
    func contentChangeCoversTheHeight() throws {
        let diff = replayedDiff(snapshot((0, [tall(1, 0, 44), r(2)])), snapshot((0, [tall(1, 1, 88), r(2)])))
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].reconfiguredRows == [path(0, 0)])
        #expect(diff.stages[0].resizedRows.isEmpty)
    }

    @Test("Rows of a reloaded section are asked their heights by the reload, and are not listed as resized")
    func reloadedSectionCoversTheHeights() throws {
        let old = ListSnapshot(sections: [Section(0, header: "Old", rows: [tall(1, 0, 44)])])
        let new = ListSnapshot(sections: [Section(0, header: "New", rows: [tall(1, 0, 66)])])
        let diff = replayedDiff(old, new)
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].reloadedSections == [0])
        #expect(diff.stages.allSatisfy { $0.resizedRows.isEmpty })
    }

    @Test("The replay rejects a diff whose heights stage was dropped: the row would keep its old height")
    func replayRejectsAMissingHeightsStage() throws {
        let old = snapshot((0, [tall(1, 0, 44), tall(2, 0, 44)]))
        let new = snapshot((0, [tall(0, 0, 44), tall(1, 0, 44), tall(2, 0, 88)]))
        let diff = ListDiff(from: old, to: new)
        try #require(diff.stages.count == 2)
        #expect(throws: Never.self) { try Replay.verify(diff, from: old, to: new) }
        let failure = #expect(throws: ReplayFailure.self) {
            try Replay.verify(stages: [diff.stages[0]], from: old, to: new)
        }
        #expect(failure?.description.contains("missing batch update without changes") == true)
    }

    @Test("Resized rows are listed in ascending order across sections")
    func resizedRowsAreSorted() throws {
        let old = snapshot((0, [tall(1, 0, 10), tall(2, 0, 10)]), (1, [tall(3, 0, 10), tall(4, 0, 10)]))
        let new = snapshot((0, [tall(1, 0, 20), tall(2, 0, 10)]), (1, [tall(3, 0, 20), tall(4, 0, 20)]))
        let diff = replayedDiff(old, new)
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].resizedRows == [path(0, 0), path(1, 0), path(1, 1)])
        #expect(diff.stages[0].description == "resized rows: [[0, 0], [1, 0], [1, 1]]")
    }

    @Test("1,000 random pairs with random heights replay to the new snapshot's heights", arguments: 0..<2)
    func randomHeightsReplay(batch: Int) async throws {
        var pairs = RandomHeightPairs(batch: batch)
        for pair in 0..<500 {
            // The test runs on the main actor: let the other tests' main-actor work run between pairs.
            await Task.yield()
            let (old, new) = pairs.next()
            let diff = ListDiff(from: old, to: new, heightsAtWidth: 320)
            do {
                try Replay.verify(diff, from: old, to: new, heightsAtWidth: 320)
            } catch {
                let regression = "try expectRandomHeightPairReplays(batch: \(batch), pair: \(pair))"
                Issue.record("\(FuzzFailure(seed: pairs.seed, step: pair, problem: error, regression: regression))")
                return
            }
            #expect(diff.stages.count <= 3)
        }
    }
}

/// The pairs of ``ListDiffHeightTests/randomHeightsReplay(batch:)``: random snapshots and edits with random heights.
private struct RandomHeightPairs {
    let seed: UInt64
    private var random: RandomSnapshots
    private var heights: SplitMix64

    init(batch: Int) {
        seed = 0x4E16_0000 + UInt64(batch)
        random = RandomSnapshots(seed: seed)
        heights = SplitMix64(seed: 0x4E16_1000 + UInt64(batch))
    }

    mutating func next() -> (old: ListSnapshot, new: ListSnapshot) {
        let old = withRandomHeights(random.snapshot(), &heights)
        return (old, withRandomHeights(random.edit(old), &heights))
    }
}

/// Pair number `pair` of batch `batch` of the random-heights fuzz replays to the new snapshot's heights: the body of
/// a regression test that keeps a failure of that fuzz.
func expectRandomHeightPairReplays(batch: Int, pair: Int) throws {
    var pairs = RandomHeightPairs(batch: batch)
    for _ in 0..<pair { _ = pairs.next() }
    let (old, new) = pairs.next()
    try Replay.verify(ListDiff(from: old, to: new, heightsAtWidth: 320), from: old, to: new, heightsAtWidth: 320)
}

/// `snapshot` with each test row given one of four heights at random: none, 44, 88, or a quarter of the width.
private func withRandomHeights(_ snapshot: ListSnapshot, _ generator: inout SplitMix64) -> ListSnapshot {
    let sections = snapshot.sections.map { section in
        var section = section
        section.rows = section.rows.map { row in
            guard let model = row.model(as: TestItem.self), let typed = row.row(as: TestTextCell.self) else {
                return row
            }
            switch generator.next() % 4 {
            case 0: return AnyRow(typed)
            case 1: return AnyRow(Row<TestTextCell>(model).height(44))
            case 2: return AnyRow(Row<TestTextCell>(model).height(88))
            default: return AnyRow(Row<TestTextCell>(model).height { width in width / 4 })
            }
        }
        return section
    }
    return ListSnapshot(sections: sections, hidesEmptySections: snapshot.hidesEmptySections)
}
