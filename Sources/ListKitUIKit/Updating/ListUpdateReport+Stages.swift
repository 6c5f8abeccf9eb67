#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ListUpdateReport {
    /// How many reports the adapters have built in this process: for the test that no handler costs nothing.
    @MainActor static var reportsBuilt = 0

    /// The report of performing `stages`, `started` before (`nil`: no time); changed rows are
    /// reconfigured (in the diff's refresh stage, after the inserts, deletes and moves).
    ///
    /// Touched rows are found by identity (cell type and id) in the last stage's snapshot, so a row touched in the
    /// first stage is named where it ends up; when several rows share an identity, each of them is named. A
    /// reconfigured row is read in its stage's snapshot: that stage shifts no row, so its index path is the same
    /// before and after it.
    /// - Complexity: O(c + m), c the changes of the stages and m the rows of the new snapshot.
    @MainActor
    static func batchUpdates(
        _ stages: [BatchUpdate], started: ContinuousClock.Instant?
    ) -> ListUpdateReport {
        reportsBuilt += 1
        var report = ListUpdateReport(kind: .batchUpdates)
        report.stageCount = stages.count
        if let started { report.duration = .now - started }
        guard let new = stages.last?.snapshot else { return report }
        var inserted = Set<RowIdentity>()
        var moved = Set<RowIdentity>()
        var changed = Set<RowIdentity>()
        for stage in stages {
            report.sectionInserts += stage.insertedSections.count
            report.sectionDeletes += stage.deletedSections.count
            report.sectionMoves += stage.movedSections.count
            report.sectionReloads += stage.reloadedSections.count
            report.rowInserts += stage.insertedRows.count
            report.rowDeletes += stage.deletedRows.count
            report.rowMoves += stage.movedRows.count
            report.rowReconfigures += stage.reconfiguredRows.count
            let after = stage.snapshot
            for path in stage.insertedRows { if let row = after.row(at: path) { inserted.insert(RowIdentity(row)) } }
            for section in stage.insertedSections where section < after.numberOfSections {
                for row in after.sections[section].rows { inserted.insert(RowIdentity(row)) }
            }
            for move in stage.movedRows { if let row = after.row(at: move.to) { moved.insert(RowIdentity(row)) } }
            for path in stage.reconfiguredRows { if let row = after.row(at: path) { changed.insert(RowIdentity(row)) } }
        }
        for (sectionIndex, section) in new.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                let identity = RowIdentity(row)
                let path = IndexPath(row: rowIndex, section: sectionIndex)
                if inserted.contains(identity) { report.insertedRows.append(path) }
                if moved.contains(identity) { report.movedRows.append(path) }
                if changed.contains(identity) { report.reconfiguredRows.append(path) }
            }
        }
        return report
    }

    /// The report of a reload or of an apply that changed nothing, `started` before (`nil`: no time).
    @MainActor
    static func shown(_ kind: Kind, started: ContinuousClock.Instant?) -> ListUpdateReport {
        reportsBuilt += 1
        var report = ListUpdateReport(kind: kind)
        if let started { report.duration = .now - started }
        return report
    }
}

/// A row's identity as the diff matches it: its cell type and its id.
private struct RowIdentity: Hashable {
    let cellType: ObjectIdentifier
    let id: AnyHashable

    init(_ row: AnyRow) {
        cellType = ObjectIdentifier(row.cellType)
        id = row.id
    }
}
