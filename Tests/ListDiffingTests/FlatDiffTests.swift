import ListDiffing
import SeededRandom
import Testing

/// Applies a flat diff the way UIKit applies a batch update: deletes and moves leave from old indices, inserts and
/// moves arrive at new indices, the rest keep their order and fill the free places.
private func applied<Element>(_ diff: FlatDiff, to old: [Element], new: [Element]) -> [Element] {
    var result = [Element?](repeating: nil, count: new.count)
    for index in diff.insertions { result[index] = new[index] }
    for move in diff.moves { result[move.to] = old[move.from] }
    let leaving = Set(diff.deletions).union(diff.moves.map(\.from))
    var free = result.indices.filter { result[$0] == nil }.makeIterator()
    for (index, element) in old.enumerated() where !leaving.contains(index) {
        if let slot = free.next() { result[slot] = element }
    }
    return result.compactMap { $0 }
}

/// An element both `Identifiable` and `Hashable`: its id is its identity, its content what an update changes.
private struct Item: Hashable, Identifiable {
    var id: Int
    var content: Int
}

private struct Note: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

@Suite("FlatDiff", .timeLimit(.minutes(10)))
struct FlatDiffTests {
    @Test("Hashable elements: deletes, inserts and the fewest moves")
    func hashableElements() {
        let old = Array("abcdef")
        let new = Array("bxcdfa")
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions == [4])
        #expect(diff.insertions == [1])
        #expect(diff.moves == [Move(from: 0, to: 5)])
        #expect(diff.updates.isEmpty)
        #expect(applied(diff, to: old, new: new) == new)
    }

    @Test("Identifiable & Equatable elements: identity by id, updates by ==")
    func identifiableElements() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 3, text: "c"), Note(id: 1, text: "A"), Note(id: 4, text: "d")]
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions == [1])
        #expect(diff.insertions == [2])
        #expect(diff.moves.count == 1)
        #expect(diff.updates == [Move(from: 0, to: 1)])
        #expect(applied(diff, to: old, new: new).map(\.id) == new.map(\.id))
    }

    @Test("Identifiable & Hashable elements are identified by id, so an edit is an update")
    func identifiableHashableElementsUseID() {
        let old = [Item(id: 1, content: 0), Item(id: 2, content: 0)]
        let new = [Item(id: 1, content: 1), Item(id: 2, content: 0)]
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions.isEmpty && diff.insertions.isEmpty && diff.moves.isEmpty)
        #expect(diff.updates == [Move(from: 0, to: 0)])
    }

    @Test("Duplicates pair in order of occurrence")
    func duplicatesPairInOrder() {
        let old = Array("abab")
        let new = Array("aabb")
        let diff = FlatDiff(from: old, to: new)
        #expect(diff.deletions.isEmpty && diff.insertions.isEmpty)
        #expect(diff.moves.count == 1)
        #expect(applied(diff, to: old, new: new) == new)
    }

    @Test("Random arrays: the diff applied the UIKit way gives the new array", arguments: 0..<4)
    func randomArraysApply(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<250 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Int.random(in: 0..<25, using: &generator)
            }
            let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Int.random(in: 0..<25, using: &generator)
            }
            let diff = FlatDiff(from: old, to: new)
            #expect(applied(diff, to: old, new: new) == new)
            #expect(diff.deletions.count - diff.insertions.count == old.count - new.count)
        }
    }

    @Test("Equal arrays give an empty diff")
    func equalArrays() {
        #expect(FlatDiff(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
        #expect(FlatDiff(from: [Int](), to: []).isEmpty)
    }
}
