import Foundation
import ListKit

/// Why a replay failed: the rule UIKit would have enforced, or what the list shows that it should not, in words.
public struct ReplayFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String

    /// Creates a failure that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Replays a diff on arrays, with no UI: the oracle of the core's diff tests.
///
/// The list is held as sections of shown rows, each row as it was last configured and with the height last asked.
/// Every stage is checked with UIKit's rules for a batch update and performed as UIKit performs one: deletes and
/// reloads read indices before the stage, inserts after it, moves go from one to the other, and what is neither
/// deleted, inserted nor moved keeps its order in the free places. Rows that are neither inserted, reconfigured nor in
/// a reloaded section keep their content, and keep their height unless the batch changes nothing (UIKit then asks
/// every height again). After each stage the list must show the stage's snapshot, and after the last the new one,
/// with every row's height. (DifferenceKit's tests check a changeset the same way, by applying it to arrays.)
///
/// The adapters' own mapping of a stage to UIKit calls is checked by the table replay of the UI test support, on a
/// HeadlessUIKit table.
public enum Replay {
    /// Replays every stage of `diff` from `old` and checks that the list ends showing `new`, with every row's content
    /// and height.
    ///
    /// - Parameters:
    ///   - diff: The diff to replay.
    ///   - old: The snapshot shown before.
    ///   - new: The snapshot that must be shown after.
    ///   - width: The width at which heights computed from the width are compared; `nil` compares fixed heights only.
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    /// - Complexity: O(stages × n) for n rows.
    public static func verify(
        _ diff: ListDiff, from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil
    ) throws {
        try verify(stages: diff.stages, from: old, to: new, heightsAtWidth: width)
    }

    /// Replays `stages`, batch updates made by hand or taken from a diff and changed (a planted fault), as
    /// ``verify(_:from:to:heightsAtWidth:)`` does.
    ///
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    /// - Complexity: O(stages × n) for n rows.
    public static func verify(
        stages: [BatchUpdate], from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil
    ) throws {
        var list = ShownList(showing: old, width: width)
        try replay(
            stages, to: new, heightsAtWidth: width, perform: { try list.perform($0) },
            expectShows: { try list.expectShows($0) }, heldHeight: { list.height(at: $0) })
    }

    /// The height of a row without one of its own, in every replay.
    public static let defaultRowHeight: CGFloat = 44
    /// The height a replay gives a computed height when there is no width to compute it at: the height check skips
    /// rows held at it (heights that the diff cannot compare without a width).
    public static let uncomparableHeight: CGFloat = 1.25

    /// The height a replay's data source gives `row`: its own at `width`, ``defaultRowHeight`` without one, and
    /// ``uncomparableHeight`` for a computed height without a width.
    public static func points(_ row: AnyRow, atWidth width: CGFloat?) -> CGFloat {
        guard let height = row.height else { return defaultRowHeight }
        if let width { return height.points(atWidth: width) }
        return height.fixedPoints ?? uncomparableHeight
    }

    /// What every replay does, on arrays or on a table: performs each stage and checks that the list then shows the
    /// stage's snapshot; after the last, that it shows `new` and holds every row's height.
    ///
    /// - Parameters:
    ///   - stages: The batch updates, in order.
    ///   - new: The snapshot that must be shown after the last.
    ///   - width: The width heights are compared at (see ``points(_:atWidth:)``).
    ///   - perform: Performs a stage on the list.
    ///   - expectShows: Throws unless the list shows the snapshot: sections, rows and content.
    ///   - heldHeight: The height the list holds for the row at a path.
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    /// - Complexity: O(stages × n) for n rows, plus the work of the closures.
    public static func replay(
        _ stages: [BatchUpdate], to new: ListSnapshot, heightsAtWidth width: CGFloat?,
        perform: (BatchUpdate) throws -> Void, expectShows: (ListSnapshot) throws -> Void,
        heldHeight: (RowPath) -> CGFloat
    ) throws {
        for (index, stage) in stages.enumerated() {
            do {
                try perform(stage)
                try expectShows(stage.snapshot)
            } catch let failure as ReplayFailure {
                throw ReplayFailure("stage \(index + 1) of \(stages.count): \(failure)\n\(stage)")
            }
        }
        do {
            try expectShows(new)
            try expectHeights(of: new, atWidth: width, heldHeight)
        } catch let failure as ReplayFailure {
            throw ReplayFailure("after the last stage: \(failure)")
        }
    }

    /// Throws unless the list holds, for every row, the height `snapshot` gives it.
    private static func expectHeights(
        of snapshot: ListSnapshot, atWidth width: CGFloat?, _ heldHeight: (RowPath) -> CGFloat
    ) throws {
        for (index, section) in snapshot.sections.enumerated() {
            for (row, model) in section.rows.enumerated() {
                let held = heldHeight(RowPath(section: index, row: row))
                let expected = points(model, atWidth: width)
                if held == uncomparableHeight || expected == uncomparableHeight { continue }
                guard abs(held - expected) < 0.001 else {
                    throw ReplayFailure(
                        "row [\(index), \(row)] keeps a height of \(held) points but the snapshot gives it "
                            + "\(expected) (missing batch update without changes)")
                }
            }
        }
    }

    /// `old` with `diff` applied as UIKit applies a batch update to one section: deletes and moves leave from old
    /// indices, inserts and moves arrive at new indices, updates take the new element at their new index, and the
    /// rest keep their order in the free places.
    ///
    /// Check the result against `new`: equal when the diff is right.
    ///
    /// - Parameters:
    ///   - diff: The diff of `old` to `new`.
    ///   - old: The elements before.
    ///   - new: The elements after, where inserts and updates take their elements from.
    /// - Returns: The elements after the diff.
    /// - Throws: ``ReplayFailure`` when an index is out of range, used twice, or the counts do not add up.
    /// - Complexity: O(old.count + new.count).
    public static func applied<Element>(_ diff: FlatDiff, to old: [Element], new: [Element]) throws -> [Element] {
        let leaving = diff.deletions + diff.moves.map(\.from)
        let arriving = diff.insertions + diff.moves.map(\.to)
        try expectDistinct(leaving, in: old.indices, "deleted or moved from")
        try expectDistinct(arriving, in: new.indices, "inserted or moved to")
        guard old.count - diff.deletions.count + diff.insertions.count == new.count else {
            throw ReplayFailure(
                "\(old.count) elements, \(diff.deletions.count) deleted and \(diff.insertions.count) inserted do not "
                    + "make the \(new.count) new ones")
        }
        var result = [Element?](repeating: nil, count: new.count)
        for index in diff.insertions { result[index] = new[index] }
        for move in diff.moves { result[move.to] = old[move.from] }
        let left = Set(leaving)
        var free = result.indices.filter { result[$0] == nil }.makeIterator()
        for (index, element) in old.enumerated() where !left.contains(index) {
            if let slot = free.next() { result[slot] = element }
        }
        for update in diff.updates {
            guard old.indices.contains(update.from), new.indices.contains(update.to) else {
                throw ReplayFailure("update \(update) is out of range")
            }
            result[update.to] = new[update.to]
        }
        return result.compactMap { $0 }
    }

    /// Throws unless every index is in `range` and none comes twice.
    private static func expectDistinct(_ indices: [Int], in range: Range<Int>, _ what: String) throws {
        var seen = Set<Int>()
        for index in indices {
            guard range.contains(index) else { throw ReplayFailure("index \(index) \(what) is out of range \(range)") }
            guard seen.insert(index).inserted else { throw ReplayFailure("index \(index) is \(what) twice") }
        }
    }
}
