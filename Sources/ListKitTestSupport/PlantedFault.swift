import Foundation
import ListKit

/// One fault planted in the stages of a diff that a replay accepts: a replay that accepts the faulty stages too
/// would let every diff test pass, so each replay's tests run it on every fault of ``all``.
///
/// ```swift
/// @Test(arguments: PlantedFault.all)
/// func replayRejects(_ fault: PlantedFault) throws {
///     let failure = try fault.rejection { try Replay.verify(stages: $0, from: fault.old, to: fault.new) }
///     #expect(fault.expectedMessage.map(failure.description.contains) ?? true)
/// }
/// ```
public struct PlantedFault: Sendable, CustomStringConvertible {
    /// What the fault is, as a sentence.
    public var description: String
    /// The snapshot before.
    public var old: ListSnapshot
    /// The snapshot after.
    public var new: ListSnapshot
    /// Words the replay's message must contain; `nil` when any rejection will do.
    public var expectedMessage: String?
    private let plant: @Sendable (inout [BatchUpdate]) -> Bool

    private init(
        _ description: String, _ old: [AnyRow], _ new: [AnyRow], expecting expectedMessage: String? = nil,
        plant: @escaping @Sendable (inout [BatchUpdate]) -> Bool
    ) {
        self.init(
            description, ListSnapshot(sections: [Section(0, rows: old)]),
            ListSnapshot(sections: [Section(0, rows: new)]), expecting: expectedMessage, plant: plant)
    }

    private init(
        _ description: String, _ old: ListSnapshot, _ new: ListSnapshot, expecting expectedMessage: String? = nil,
        plant: @escaping @Sendable (inout [BatchUpdate]) -> Bool
    ) {
        self.description = description
        self.old = old
        self.new = new
        self.expectedMessage = expectedMessage
        self.plant = plant
    }

    /// `stages` with the fault planted, or `nil` when they lack what the fault is planted in (a diff that changed).
    ///
    /// - Complexity: O(stages + calls).
    public func planted(in stages: [BatchUpdate]) -> [BatchUpdate]? {
        var stages = stages
        return plant(&stages) ? stages : nil
    }

    /// Checks that `verify` accepts the diff of ``old`` to ``new`` and rejects it with the fault planted.
    ///
    /// - Parameter verify: A replay of stages from ``old`` to ``new``.
    /// - Returns: The rejection of the faulty stages.
    /// - Throws: What `verify` throws on the diff's own stages, or a ``ReplayFailure`` when the diff has nothing to
    ///   plant the fault in, or when `verify` accepts the faulty stages.
    public func rejection(by verify: ([BatchUpdate]) throws -> Void) throws -> ReplayFailure {
        let stages = ListDiff(from: old, to: new).stages
        try verify(stages)
        guard let faulty = planted(in: stages) else {
            throw ReplayFailure("the diff has nothing to plant the fault in: \(description)")
        }
        do {
            try verify(faulty)
        } catch let failure as ReplayFailure {
            return failure
        }
        throw ReplayFailure("the replay accepted the planted fault: \(description)")
    }

    /// A row of ``TestTextCell``.
    private static func row(_ id: Int, _ content: Int = 0) -> AnyRow {
        AnyRow(Row<TestTextCell>(TestItem(id: id, content: content)))
    }

    /// `[a, b, c, d]`; ``moved`` is `[d, a, b′, c, e]`: one move, one reconfigure, one insert.
    private static let abcd = [row(1), row(2), row(3), row(4)]
    private static let moved = [row(4), row(1), row(2, 1), row(3), row(5)]

    /// Changes the first stage for which `change` returns true.
    private static func first(_ stages: inout [BatchUpdate], _ change: (inout BatchUpdate) -> Bool) -> Bool {
        stages.indices.contains { change(&stages[$0]) }
    }

    /// Every planted fault.
    public static let all: [PlantedFault] = [
        PlantedFault("A dropped insert breaks UIKit's count rule", abcd, moved, expecting: "invalid number of rows") {
            first(&$0) { stage in
                guard !stage.insertedRows.isEmpty else { return false }
                stage.insertedRows.removeAll()
                return true
            }
        },
        PlantedFault(
            "A dropped delete breaks UIKit's count rule", [row(1), row(2), row(3)], [row(1), row(3)],
            expecting: "invalid number of rows"
        ) {
            first(&$0) { stage in
                guard !stage.deletedRows.isEmpty else { return false }
                stage.deletedRows.removeAll()
                return true
            }
        },
        PlantedFault("A move whose source and destination are swapped leaves the rows in the wrong order", abcd, moved)
        {
            first(&$0) { stage in
                guard let move = stage.movedRows.first else { return false }
                stage.movedRows[0] = Move(from: move.to, to: move.from)
                return true
            }
        },
        PlantedFault(
            "Two moves whose destinations are swapped put each row in the other's place",
            [row(1), row(2), row(3), row(4), row(5)], [row(2), row(1), row(3), row(5), row(4)]
        ) {
            first(&$0) { stage in
                guard stage.movedRows.count == 2 else { return false }
                let (one, two) = (stage.movedRows[0], stage.movedRows[1])
                stage.movedRows = [Move(from: one.from, to: two.to), Move(from: two.from, to: one.to)]
                return true
            }
        },
        PlantedFault(
            "A missing reconfigure leaves a cell showing the old content", abcd, moved, expecting: "missing reconfigure"
        ) {
            first(&$0) { stage in
                guard !stage.reconfiguredRows.isEmpty else { return false }
                stage.reconfiguredRows.removeAll()
                return true
            }
        },
        PlantedFault(
            "A missing section reload leaves the old header on screen",
            ListSnapshot(sections: [Section(0, header: "Old", rows: [row(1)])]),
            ListSnapshot(sections: [Section(0, header: "New", rows: [row(1)])]), expecting: "header"
        ) {
            first(&$0) { stage in
                guard !stage.reloadedSections.isEmpty else { return false }
                stage.reloadedSections = IndexSet()
                return true
            }
        },
        PlantedFault("A reconfigure of a row that also moves is UIKit's error, not a fix", abcd, moved) {
            first(&$0) { stage in
                guard let move = stage.movedRows.first else { return false }
                stage.reconfiguredRows.append(move.from)
                return true
            }
        },
        PlantedFault(
            "A dropped section insert breaks UIKit's section count rule",
            ListSnapshot(sections: [Section(0, rows: [row(1)])]),
            ListSnapshot(sections: [Section(0, rows: [row(1)]), Section(1, rows: [row(2)])]),
            expecting: "invalid number of sections"
        ) {
            first(&$0) { stage in
                guard !stage.insertedSections.isEmpty else { return false }
                stage.insertedSections = IndexSet()
                return true
            }
        },
        PlantedFault(
            "A section deleted twice over, by its own delete and a move away, is refused",
            ListSnapshot(sections: [Section(0, rows: [row(1)]), Section(1, rows: [row(2)]), Section(2, rows: [row(3)])]
            ),
            ListSnapshot(sections: [Section(2, rows: [row(3)]), Section(0, rows: [row(1)])])
        ) {
            first(&$0) { stage in
                guard let section = stage.deletedSections.first, !stage.movedSections.isEmpty else { return false }
                stage.movedSections[0] = Move(from: section, to: stage.movedSections[0].to)
                return true
            }
        },
        PlantedFault("A delete of a row past the end of its section is refused", abcd, [row(1), row(2), row(3)]) {
            first(&$0) { stage in
                guard !stage.deletedRows.isEmpty else { return false }
                stage.deletedRows[0].row = 9
                return true
            }
        },
        PlantedFault("An insert past the end of its section is refused", abcd, moved) {
            first(&$0) { stage in
                guard !stage.insertedRows.isEmpty else { return false }
                stage.insertedRows[0].row = 9
                return true
            }
        },
        PlantedFault("A row both deleted and moved away is refused", abcd, [row(4), row(1), row(3)]) {
            first(&$0) { stage in
                guard let move = stage.movedRows.first, !stage.deletedRows.isEmpty else { return false }
                stage.deletedRows[0] = move.from
                return true
            }
        },
        PlantedFault("With no stage at all, the list does not end on the new snapshot", abcd, moved) { stages in
            stages.removeAll()
            return true
        },
        PlantedFault("With the last stage left out, the list does not end on the new snapshot", abcd, moved) {
            stages in
            guard stages.count > 1 else { return false }
            stages.removeLast()
            return true
        },
    ]
}
