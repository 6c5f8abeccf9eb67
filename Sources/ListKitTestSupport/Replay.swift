import Foundation
import ListKit

/// What a table shows in a replay: sections with their identity, header, footer and rows.
public struct ReplayState: Sendable {
    /// One section as the table holds it.
    public struct Section: Sendable {
        /// The section's identity.
        public var id: AnyHashable { base.id }
        /// The header the table shows.
        public var header: String?
        /// The footer the table shows.
        public var footer: String?
        /// The rows, as the table's cells show them.
        public var rows: [AnyRow]
        /// For each row, the row whose height the table holds for it: the one it last asked (when the row was
        /// inserted, reloaded or reconfigured, or in a batch update without changes), which may be older than the
        /// content its cell shows.
        var heightRows: [AnyRow]
        let base: ListKit.Section

        init(_ section: ListKit.Section) {
            base = section
            header = section.header
            footer = section.footer
            rows = section.rows
            heightRows = section.rows
        }
    }

    /// The sections, top to bottom.
    public var sections: [Section]

    /// The state of a table that shows `snapshot` after `reloadData()`.
    public init(_ snapshot: ListSnapshot) {
        sections = snapshot.sections.map(Section.init)
    }
}

/// Why a replay failed: the rule UIKit would have enforced, in words.
public struct ReplayFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Applies batch updates the way UIKit does and checks every rule it checks, on plain values.
///
/// UIKit reads deletes, reloads and reconfigures in the indices before an update, inserts in the indices after it, and
/// moves from a before-index to an after-index; the rows and sections that are neither deleted, inserted nor moved keep
/// their relative order and fill the remaining places. A row that is not inserted, reconfigured or reloaded keeps the
/// cell, and so the content, it had; inserted and reloaded rows and reconfigured rows get the data source's content.
public enum Replay {
    /// Replays every stage of `diff` from `old` and checks that the table ends showing `new`, with every row's content
    /// and height.
    ///
    /// Heights follow UIKit: a batch update with changes asks the heights of the rows it inserts, reloads or
    /// reconfigures, and the rows that stay or move keep theirs; one without changes asks every row's height again.
    ///
    /// - Parameters:
    ///   - diff: The diff to replay.
    ///   - old: The snapshot the table shows before.
    ///   - new: The snapshot it must show after.
    ///   - width: The table's width, at which heights computed from the width are compared; `nil` compares fixed
    ///     heights only.
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    public static func verify(
        _ diff: ListDiff, from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil
    ) throws {
        try verify(stages: diff.stages, from: old, to: new, heightsAtWidth: width)
    }

    /// Replays `stages`, batch updates made by hand or taken from a diff and changed (a planted fault), as
    /// ``verify(_:from:to:heightsAtWidth:)`` does.
    ///
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    public static func verify(
        stages: [BatchUpdate], from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil
    ) throws {
        var state = ReplayState(old)
        for (index, stage) in stages.enumerated() {
            do {
                state = try apply(stage, to: state)
                try expect(state, equals: stage.snapshot)
            } catch let failure as ReplayFailure {
                throw ReplayFailure("stage \(index + 1) of \(stages.count): \(failure)\n\(stage)")
            }
        }
        do {
            try expect(state, equals: new)
            try expectHeights(of: state, equal: new, atWidth: width)
        } catch let failure as ReplayFailure {
            throw ReplayFailure("after the last stage: \(failure)")
        }
    }

    /// Checks that the table holds, for every row, the height `snapshot` gives it (see
    /// ``verify(_:from:to:heightsAtWidth:)``); `state` must show `snapshot`'s rows.
    public static func expectHeights(
        of state: ReplayState, equal snapshot: ListSnapshot, atWidth width: CGFloat? = nil
    ) throws {
        for (index, (shown, expected)) in zip(state.sections, snapshot.sections).enumerated() {
            for (row, (held, model)) in zip(shown.heightRows, expected.rows).enumerated() {
                let heldHeight = held.height
                let expectedHeight = model.height
                let same: Bool
                if let width {
                    same = heldHeight?.points(atWidth: width) == expectedHeight?.points(atWidth: width)
                } else if heldHeight == nil || expectedHeight == nil {
                    same = (heldHeight == nil) == (expectedHeight == nil)
                } else {
                    // Computed heights cannot be compared without a width.
                    same =
                        heldHeight?.fixedPoints == nil || expectedHeight?.fixedPoints == nil
                        || heldHeight?.fixedPoints == expectedHeight?.fixedPoints
                }
                guard same else {
                    throw ReplayFailure(
                        "row [\(index), \(row)] keeps the height of \(held) but the snapshot gives it another "
                            + "(missing batch update without changes)")
                }
            }
        }
    }

    /// Checks that `state` shows exactly `snapshot`: the same sections, headers, footers, row identities and content.
    public static func expect(_ state: ReplayState, equals snapshot: ListSnapshot) throws {
        guard state.sections.count == snapshot.numberOfSections else {
            throw ReplayFailure(
                "the table shows \(state.sections.count) sections, the snapshot \(snapshot.numberOfSections)")
        }
        for (index, (shown, expected)) in zip(state.sections, snapshot.sections).enumerated() {
            guard shown.id == expected.id else {
                throw ReplayFailure("section \(index) is \(shown.id.base), expected \(expected.id.base)")
            }
            guard shown.header == expected.header, shown.footer == expected.footer else {
                throw ReplayFailure(
                    "section \(index) shows header \(String(describing: shown.header)) and footer "
                        + "\(String(describing: shown.footer)), the snapshot has \(String(describing: expected.header)) "
                        + "and \(String(describing: expected.footer)) (missing section reload)"
                )
            }
            guard shown.rows.count == expected.rows.count else {
                throw ReplayFailure("section \(index) shows \(shown.rows.count) rows, expected \(expected.rows.count)")
            }
            for (row, (cell, model)) in zip(shown.rows, expected.rows).enumerated() {
                guard ObjectIdentifier(cell.cellType) == ObjectIdentifier(model.cellType), cell.id == model.id else {
                    throw ReplayFailure("row [\(index), \(row)] is \(cell), expected \(model)")
                }
                guard cell.isContentEqual(to: model) else {
                    throw ReplayFailure(
                        "row [\(index), \(row)] shows \(cell.model) but the snapshot has \(model.model) "
                            + "(missing reconfigure)"
                    )
                }
            }
        }
    }

    /// Applies one batch update to `state`, with `update.snapshot` as the data source, checking UIKit's rules.
    ///
    /// - Throws: ``ReplayFailure`` with the rule broken.
    public static func apply(_ update: BatchUpdate, to state: ReplayState) throws -> ReplayState {
        let before = state.sections
        let after = update.snapshot.sections
        try checkSections(update, beforeCount: before.count, afterCount: after.count)

        // Where each section after the update comes from: nil for inserted and reloaded sections (the data source).
        var sourceOf = [Int?](repeating: nil, count: after.count)
        var taken = Set(update.insertedSections)
        for move in update.movedSections {
            sourceOf[move.to] = move.from
            taken.insert(move.to)
        }
        let leaving = Set(update.deletedSections).union(update.movedSections.map(\.from))
        var free = (0..<after.count).filter { !taken.contains($0) }.makeIterator()
        for index in before.indices where !leaving.contains(index) {
            guard let slot = free.next() else {
                throw ReplayFailure("no place left for section \(index) after the update")
            }
            sourceOf[slot] = update.reloadedSections.contains(index) ? nil : index
        }
        try checkRows(update, before: before, after: after, sourceOf: sourceOf)
        for path in update.resizedRows
        where !(after.indices.contains(path.section) && after[path.section].rows.indices.contains(path.row)) {
            throw ReplayFailure("resized row \(path) does not exist after the update")
        }

        var result: [ReplayState.Section] = []
        for (index, source) in sourceOf.enumerated() {
            guard let source else {
                result.append(ReplayState.Section(after[index]))
                continue
            }
            var section = before[source]
            let count = after[index].rows.count
            var rows = [AnyRow?](repeating: nil, count: count)
            var heightRows = [AnyRow?](repeating: nil, count: count)
            for path in update.insertedRows where path.section == index {
                rows[path.row] = after[index].rows[path.row]
                heightRows[path.row] = after[index].rows[path.row]
            }
            for move in update.movedRows where move.to.section == index {
                rows[move.to.row] = before[move.from.section].rows[move.from.row]
                heightRows[move.to.row] = before[move.from.section].heightRows[move.from.row]
            }
            let gone = Set(update.deletedRows.filter { $0.section == source }.map(\.row))
                .union(update.movedRows.filter { $0.from.section == source }.map(\.from.row))
            let reconfigured = Set(update.reconfiguredRows.filter { $0.section == source }.map(\.row))
            var slots = rows.indices.filter { rows[$0] == nil }.makeIterator()
            for (row, value) in section.rows.enumerated() where !gone.contains(row) {
                guard let slot = slots.next() else {
                    throw ReplayFailure("no place left for row [\(source), \(row)] in section \(index)")
                }
                if reconfigured.contains(row) {
                    let fresh = after[index].rows[slot]
                    guard ObjectIdentifier(fresh.cellType) == ObjectIdentifier(value.cellType), fresh.id == value.id
                    else {
                        throw ReplayFailure(
                            "row [\(source), \(row)] is reconfigured as \(fresh): a reconfigured row must keep its "
                                + "identity and cell type"
                        )
                    }
                    rows[slot] = fresh
                    heightRows[slot] = fresh
                } else {
                    rows[slot] = value
                    heightRows[slot] = section.heightRows[row]
                }
            }
            section.rows = try rows.enumerated().map { slot, row in
                guard let row else { throw ReplayFailure("row [\(index), \(slot)] was never filled") }
                return row
            }
            // A batch update without changes asks every height again.
            section.heightRows = update.changeCount == 0 ? after[index].rows : heightRows.compactMap { $0 }
            result.append(section)
        }
        var next = state
        next.sections = result
        return next
    }

    private static func checkSections(_ update: BatchUpdate, beforeCount: Int, afterCount: Int) throws {
        for index in update.deletedSections where index >= beforeCount {
            throw ReplayFailure(
                "attempt to delete section \(index), but there are only \(beforeCount) sections before the update")
        }
        for index in update.reloadedSections where index >= beforeCount {
            throw ReplayFailure(
                "attempt to reload section \(index), but there are only \(beforeCount) sections before the update")
        }
        for index in update.insertedSections where index >= afterCount {
            throw ReplayFailure(
                "attempt to insert section \(index), but there are only \(afterCount) sections after the update")
        }
        var destinations = Set<Int>()
        for move in update.movedSections {
            guard move.from < beforeCount, move.to < afterCount else {
                throw ReplayFailure("section move \(move) is out of range")
            }
            guard !update.deletedSections.contains(move.from), !update.reloadedSections.contains(move.from) else {
                throw ReplayFailure("attempt to delete or reload and move section \(move.from)")
            }
            guard !update.insertedSections.contains(move.to), destinations.insert(move.to).inserted else {
                throw ReplayFailure("attempt to move a section to \(move.to) twice or onto an inserted section")
            }
        }
        if !update.deletedSections.intersection(update.reloadedSections).isEmpty {
            throw ReplayFailure("attempt to delete and reload the same section")
        }
        let expected = beforeCount - update.deletedSections.count + update.insertedSections.count
        guard afterCount == expected else {
            throw ReplayFailure(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                    + "the update (\(afterCount)) must be equal to the number of sections contained in the table view "
                    + "before the update (\(beforeCount)), plus or minus the number of sections inserted or deleted "
                    + "(\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted)."
            )
        }
    }

    private static func checkRows(
        _ update: BatchUpdate,
        before: [ReplayState.Section],
        after: [ListKit.Section],
        sourceOf: [Int?]
    ) throws {
        func checkBefore(_ path: RowPath, _ what: String) throws {
            guard before.indices.contains(path.section), before[path.section].rows.indices.contains(path.row) else {
                throw ReplayFailure("attempt to \(what) row \(path) which does not exist before the update")
            }
            guard !update.deletedSections.contains(path.section), !update.reloadedSections.contains(path.section) else {
                throw ReplayFailure("attempt to \(what) row \(path) of a section that is deleted or reloaded")
            }
        }
        func checkAfter(_ path: RowPath, _ what: String) throws {
            guard after.indices.contains(path.section), after[path.section].rows.indices.contains(path.row) else {
                throw ReplayFailure("attempt to \(what) row \(path) which does not exist after the update")
            }
            guard sourceOf[path.section] != nil else {
                throw ReplayFailure("attempt to \(what) row \(path) in a section that is inserted or reloaded")
            }
        }
        for path in update.deletedRows { try checkBefore(path, "delete") }
        for path in update.reconfiguredRows { try checkBefore(path, "reconfigure") }
        for path in update.insertedRows { try checkAfter(path, "insert") }
        var movedFrom = Set<RowPath>()
        var movedTo = Set<RowPath>()
        for move in update.movedRows {
            try checkBefore(move.from, "move")
            try checkAfter(move.to, "move")
            guard movedFrom.insert(move.from).inserted, movedTo.insert(move.to).inserted else {
                throw ReplayFailure("attempt to move row \(move.from) or to \(move.to) twice")
            }
        }
        let deleted = Set(update.deletedRows)
        let reconfigured = Set(update.reconfiguredRows)
        let inserted = Set(update.insertedRows)
        guard deleted.count == update.deletedRows.count, inserted.count == update.insertedRows.count,
            reconfigured.count == update.reconfiguredRows.count
        else { throw ReplayFailure("a row is deleted, inserted or reconfigured twice") }
        if let path = deleted.intersection(movedFrom).first {
            throw ReplayFailure("attempt to delete and move the same row \(path)")
        }
        if let path = reconfigured.intersection(movedFrom).first {
            throw ReplayFailure("attempt to reconfigure and move the same row \(path)")
        }
        if let path = reconfigured.intersection(deleted).first {
            throw ReplayFailure("attempt to delete and reconfigure the same row \(path)")
        }
        if let path = inserted.intersection(movedTo).first {
            throw ReplayFailure("attempt to insert and move to the same row \(path)")
        }
        // The count rule of every section that exists before and after the update.
        for (afterIndex, source) in sourceOf.enumerated() {
            guard let source else { continue }
            let deletes = update.deletedRows.count { $0.section == source }
            let inserts = update.insertedRows.count { $0.section == afterIndex }
            let movedOut = update.movedRows.count { $0.from.section == source && $0.to.section != afterIndex }
            let movedIn = update.movedRows.count { $0.to.section == afterIndex && $0.from.section != source }
            let beforeCount = before[source].rows.count
            let afterCount = after[afterIndex].rows.count
            guard afterCount == beforeCount - deletes + inserts - movedOut + movedIn else {
                throw ReplayFailure(
                    "Invalid update: invalid number of rows in section \(afterIndex). The number of rows contained in "
                        + "an existing section after the update (\(afterCount)) must be equal to the number of rows "
                        + "contained in that section before the update (\(beforeCount)), plus or minus the number of "
                        + "rows inserted or deleted from that section (\(inserts) inserted, \(deletes) deleted) and "
                        + "plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, "
                        + "\(movedOut) moved out)."
                )
            }
        }
    }
}
