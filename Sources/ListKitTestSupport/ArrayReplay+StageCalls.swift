import Foundation
import ListKit

/// The calls of one batch update, checked with UIKit's rules and indexed for ``ShownList/perform(_:)``.
struct StageCalls {
    /// For each section after the stage, the section before it that it is (`nil`: inserted).
    private(set) var sectionSource: [Int?]
    /// Rows deleted, by section before the stage.
    private(set) var deletedRows: [Int: Set<Int>] = [:]
    /// Rows deleted or moved away, by section before the stage.
    private(set) var leaving: [Int: Set<Int>] = [:]
    /// Rows inserted, by section after the stage.
    private(set) var insertedRows: [Int: [Int]] = [:]
    /// Rows moved in, by the section after the stage they arrive in.
    private(set) var movedIn: [Int: [Move<RowPath>]] = [:]

    /// Checks `stage`'s calls against sections of `before` rows each and the `after` snapshot, and indexes them.
    ///
    /// - Throws: ``ReplayFailure`` with the rule broken.
    /// - Complexity: O(sections + calls).
    init(_ stage: BatchUpdate, before: [Int], after: ListSnapshot) throws {
        let oldCount = before.count
        let newCount = after.numberOfSections
        sectionSource = []
        let deleted = Set(stage.deletedSections)
        let inserted = Set(stage.insertedSections)
        for section in deleted where !(0..<oldCount).contains(section) {
            throw ReplayFailure(
                "attempt to delete section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in inserted where !(0..<newCount).contains(section) {
            throw ReplayFailure(
                "attempt to insert section \(section) but there are only \(newCount) sections after the update")
        }
        for section in stage.reloadedSections where !(0..<oldCount).contains(section) || deleted.contains(section) {
            throw ReplayFailure(
                "attempt to reload section \(section), which is deleted or does not exist before the update")
        }
        guard newCount == oldCount - deleted.count + inserted.count else {
            throw ReplayFailure(
                "Invalid update: invalid number of sections. The number of sections contained in the table view "
                    + "after the update (\(newCount)) must be equal to the number of sections contained in the table "
                    + "view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                    + "(\(inserted.count) inserted, \(deleted.count) deleted).")
        }
        var source = [Int?](repeating: nil, count: newCount)
        var taken = inserted
        var movedAway = Set<Int>()
        for move in stage.movedSections {
            guard (0..<oldCount).contains(move.from), (0..<newCount).contains(move.to),
                !deleted.contains(move.from), !stage.reloadedSections.contains(move.from),
                movedAway.insert(move.from).inserted, taken.insert(move.to).inserted
            else {
                throw ReplayFailure(
                    "section move \(move) is out of range, repeated, or of a deleted, reloaded or inserted section")
            }
            source[move.to] = move.from
        }
        var free = (0..<newCount).lazy.filter { !taken.contains($0) }.makeIterator()
        for section in 0..<oldCount where !deleted.contains(section) && !movedAway.contains(section) {
            if let slot = free.next() { source[slot] = section }
        }
        sectionSource = source
        try index(stage, before: before, after: after, deletedSections: deleted)
        if !stage.reconfiguredRows.isEmpty,
            stage.changeCount != stage.reconfiguredRows.count + stage.reloadedSections.count
        {
            throw ReplayFailure(
                "a reconfigure in a batch update that also inserts, deletes or moves: its index paths are ambiguous, "
                    + "and UIKit rejects a reconfigure of a row that moves")
        }
    }

    /// Checks and indexes the row calls.
    private mutating func index(
        _ stage: BatchUpdate, before: [Int], after: ListSnapshot, deletedSections: Set<Int>
    ) throws {
        func expectBefore(_ path: RowPath, _ what: String) throws {
            guard before.indices.contains(path.section), !deletedSections.contains(path.section) else {
                throw ReplayFailure("attempt to \(what) row \(path) of a section that is deleted or does not exist")
            }
            guard (0..<before[path.section]).contains(path.row) else {
                throw ReplayFailure(
                    "attempt to \(what) row \(path.row) from section \(path.section) which only contains "
                        + "\(before[path.section]) rows before the update")
            }
            guard leaving[path.section, default: []].insert(path.row).inserted else {
                throw ReplayFailure("attempt to \(what) row \(path), which is already deleted or moved")
            }
        }
        var arriving = Set<RowPath>()
        func expectAfter(_ path: RowPath, _ what: String) throws {
            guard sectionSource.indices.contains(path.section), sectionSource[path.section] != nil else {
                throw ReplayFailure("attempt to \(what) row \(path) in a section that is inserted or does not exist")
            }
            let count = after.numberOfRows(inSection: path.section)
            guard (0..<count).contains(path.row) else {
                throw ReplayFailure(
                    "attempt to \(what) row \(path.row) into section \(path.section), but there are only \(count) "
                        + "rows in section \(path.section) after the update")
            }
            guard arriving.insert(path).inserted else {
                throw ReplayFailure("attempt to \(what) row \(path), where another row is already inserted or moved")
            }
        }
        for path in stage.deletedRows {
            try expectBefore(path, "delete")
            deletedRows[path.section, default: []].insert(path.row)
        }
        for path in stage.insertedRows {
            try expectAfter(path, "insert")
            insertedRows[path.section, default: []].append(path.row)
        }
        for move in stage.movedRows {
            try expectBefore(move.from, "move")
            try expectAfter(move.to, "move")
            movedIn[move.to.section, default: []].append(move)
        }
    }
}
