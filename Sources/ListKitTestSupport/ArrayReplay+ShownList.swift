import Foundation
import ListKit

/// A list as a table shows it, held in arrays: each section as its views were last made, each row as its cell was
/// last configured, with the height last asked. ``Replay`` performs batch updates on it.
struct ShownList {
    /// A row on screen: the row its cell was configured with and the height the table holds for it.
    struct ShownRow {
        var row: AnyRow
        var height: CGFloat
    }

    /// A section on screen: the section its header and footer were made from, and its rows.
    struct ShownSection {
        var section: ListKit.Section
        var rows: [ShownRow]
    }

    private(set) var sections: [ShownSection]
    private let width: CGFloat?

    /// The list showing `snapshot`, every row's height asked at `width`.
    init(showing snapshot: ListSnapshot, width: CGFloat?) {
        self.width = width
        sections = []
        sections = snapshot.sections.map(fresh)
    }

    /// The height held for the row at `path`.
    func height(at path: RowPath) -> CGFloat {
        sections[path.section].rows[path.row].height
    }

    private func fresh(_ row: AnyRow) -> ShownRow {
        ShownRow(row: row, height: Replay.points(row, atWidth: width))
    }

    private func fresh(_ section: ListKit.Section) -> ShownSection {
        ShownSection(section: section, rows: section.rows.map(fresh))
    }

    /// Checks `stage` with UIKit's rules and performs it: afterwards the data source reports `stage.snapshot`.
    ///
    /// - Throws: ``ReplayFailure`` with the rule broken, in UIKit's words where it has them.
    /// - Complexity: O(n + calls) for n rows.
    mutating func perform(_ stage: BatchUpdate) throws {
        let target = stage.snapshot
        let calls = try StageCalls(stage, before: sections.map(\.rows.count), after: target)
        var result: [ShownSection] = []
        result.reserveCapacity(target.numberOfSections)
        for (index, section) in target.sections.enumerated() {
            guard let source = calls.sectionSource[index] else {
                result.append(fresh(section))
                continue
            }
            if stage.reloadedSections.contains(source) {
                result.append(fresh(section))
                continue
            }
            let rows = try placeRows(of: source, into: index, section.rows, calls)
            result.append(ShownSection(section: sections[source].section, rows: rows))
        }
        for path in stage.reconfiguredRows {
            guard let row = target.row(at: path), result.indices.contains(path.section) else {
                throw ReplayFailure("reconfigured row \(path) does not exist after the update")
            }
            result[path.section].rows[path.row] = fresh(row)
        }
        if stage.changeCount == 0 {
            // A batch update without changes asks every row's height again; cells keep their content.
            for (index, section) in target.sections.enumerated() {
                for (row, model) in section.rows.enumerated() {
                    result[index].rows[row].height = Replay.points(model, atWidth: width)
                }
            }
        }
        for path in stage.resizedRows where target.row(at: path) == nil {
            throw ReplayFailure("resized row \(path) does not exist after the update")
        }
        sections = result
    }

    /// The rows of the section that was at `source` before the stage and is at `index` after it: inserted rows new,
    /// moved rows from where they were, the others in their order in the free places.
    private func placeRows(
        of source: Int, into index: Int, _ rows: [AnyRow], _ calls: StageCalls
    ) throws -> [ShownRow] {
        var placed = [ShownRow?](repeating: nil, count: rows.count)
        for path in calls.insertedRows[index, default: []] { placed[path] = fresh(rows[path]) }
        for move in calls.movedIn[index, default: []] {
            placed[move.to.row] = sections[move.from.section].rows[move.from.row]
        }
        let leaving = calls.leaving[source, default: []]
        let staying = sections[source].rows.indices.lazy.filter { !leaving.contains($0) }
        let free = placed.indices.filter { placed[$0] == nil }
        guard staying.count == free.count else {
            let before = sections[source].rows.count
            let inserted = calls.insertedRows[index, default: []].count
            let deleted = calls.deletedRows[source, default: []].count
            let movedIn = calls.movedIn[index, default: []].count
            let movedOut = leaving.count - deleted
            throw ReplayFailure(
                "Invalid update: invalid number of rows in section \(index). The number of rows contained in an "
                    + "existing section after the update (\(rows.count)) must be equal to the number of rows "
                    + "contained in that section before the update (\(before)), plus or minus the number of rows "
                    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                    + "minus the number of rows moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
        }
        for (slot, row) in zip(free, staying) { placed[slot] = sections[source].rows[row] }
        return placed.compactMap { $0 }
    }

    /// Checks that the list shows exactly `snapshot`: the same sections, headers, footers, row identities and content.
    func expectShows(_ snapshot: ListSnapshot) throws {
        guard sections.count == snapshot.numberOfSections else {
            throw ReplayFailure(
                "the list shows \(sections.count) sections, the snapshot \(snapshot.numberOfSections)")
        }
        for (index, (shown, expected)) in zip(sections, snapshot.sections).enumerated() {
            guard shown.section.id == expected.id else {
                throw ReplayFailure("section \(index) is \(shown.section.id.base), expected \(expected.id.base)")
            }
            guard shown.section.hasSameSupplementaryContent(as: expected) else {
                throw ReplayFailure(
                    "section \(index) shows header \(String(describing: shown.section.header)) and footer "
                        + "\(String(describing: shown.section.footer)), the snapshot has "
                        + "\(String(describing: expected.header)) and \(String(describing: expected.footer)) "
                        + "(missing section reload)")
            }
            guard shown.rows.count == expected.rows.count else {
                throw ReplayFailure("section \(index) shows \(shown.rows.count) rows, expected \(expected.rows.count)")
            }
            for (row, (cell, model)) in zip(shown.rows, expected.rows).enumerated() {
                guard ObjectIdentifier(cell.row.cellType) == ObjectIdentifier(model.cellType), cell.row.id == model.id
                else { throw ReplayFailure("row [\(index), \(row)] is \(cell.row), expected \(model)") }
                guard cell.row.isContentEqual(to: model) else {
                    throw ReplayFailure(
                        "row [\(index), \(row)] shows \(cell.row.model) but the snapshot has \(model.model) "
                            + "(missing reconfigure)")
                }
            }
        }
    }
}
