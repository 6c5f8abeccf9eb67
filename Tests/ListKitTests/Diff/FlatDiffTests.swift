import ListKit
import ListKitTestSupport
import Testing

private struct Note: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

@Suite("FlatDiff")
struct FlatDiffTests {
    @Test("Hashable elements: deletes, inserts and the fewest moves")
    func hashableElements() throws {
        let old = Array("abcdef")
        let new = Array("bxcdfa")
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions == [4])
        #expect(diff.insertions == [1])
        #expect(diff.moves == [Move(from: 0, to: 5)])
        #expect(diff.updates.isEmpty)
        #expect(try Replay.applied(diff, to: old, new: new) == new)
    }

    @Test("Identifiable & Equatable elements: identity by id, updates by ==")
    func identifiableElements() throws {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 3, text: "c"), Note(id: 1, text: "A"), Note(id: 4, text: "d")]
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions == [1])
        #expect(diff.insertions == [2])
        #expect(diff.moves.count == 1)
        #expect(diff.updates == [Move(from: 0, to: 1)])
        #expect(try Replay.applied(diff, to: old, new: new) == new)
    }

    @Test("Identifiable & Hashable elements are identified by id, so an edit is an update")
    func identifiableHashableElementsUseID() {
        let old = [TestItem(id: 1, content: 0), TestItem(id: 2, content: 0)]
        let new = [TestItem(id: 1, content: 1), TestItem(id: 2, content: 0)]
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions.isEmpty && diff.insertions.isEmpty && diff.moves.isEmpty)
        #expect(diff.updates == [Move(from: 0, to: 0)])
    }

    @Test("Duplicates pair in order of occurrence")
    func duplicatesPairInOrder() throws {
        let old = Array("abab")
        let new = Array("aabb")
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions.isEmpty && diff.insertions.isEmpty)
        #expect(diff.moves.count == 1)
        #expect(try Replay.applied(diff, to: old, new: new) == new)
    }

    @Test("Random arrays: the diff applied the UIKit way gives the new array", arguments: 0..<4)
    func randomArraysApply(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<250 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Int.random(in: 0..<25, using: &generator)
            }
            let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Int.random(in: 0..<25, using: &generator)
            }
            let diff = FlatDiff(from: old, to: new)
            #expect(try Replay.applied(diff, to: old, new: new) == new)
            #expect(diff.deletions.count - diff.insertions.count == old.count - new.count)
        }
    }

    @Test("Equal arrays give an empty diff")
    func equalArrays() {
        #expect(FlatDiff(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
        #expect(FlatDiff(from: [Int](), to: []).isEmpty)
    }
}
