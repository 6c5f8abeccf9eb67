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
    /// Read from the diff's own classification, not by finding rows again: the stages name every row they touch at
    /// its index path in the new snapshot. Only the first stage (the structure) inserts, deletes or moves, and it ends
    /// in a state shaped like the new snapshot (inserts and moves are indexed after it); the stages after it shift no
    /// row, so their index paths are those of the new snapshot too. Rows that share an identity are told apart as the
    /// diff tells them apart.
    /// - Complexity: O(c log c), c the rows touched (the rows of inserted sections included).
    @MainActor
    static func batchUpdates(
        _ stages: [BatchUpdate], started: ContinuousClock.Instant?
    ) -> ListUpdateReport {
        reportsBuilt += 1
        var report = ListUpdateReport(kind: .batchUpdates)
        report.stageCount = stages.count
        if let started { report.duration = .now - started }
        guard let new = stages.last?.snapshot else { return report }
        for stage in stages {
            report.sectionInserts += stage.insertedSections.count
            report.sectionDeletes += stage.deletedSections.count
            report.sectionMoves += stage.movedSections.count
            report.sectionReloads += stage.reloadedSections.count
            report.rowInserts += stage.insertedRows.count
            report.rowDeletes += stage.deletedRows.count
            report.rowMoves += stage.movedRows.count
            report.rowReconfigures += stage.reconfiguredRows.count
            report.insertedRows += stage.insertedRows.map(\.indexPath)
            for section in stage.insertedSections {
                for row in 0..<new.numberOfRows(inSection: section) {
                    report.insertedRows.append(IndexPath(row: row, section: section))
                }
            }
            report.movedRows += stage.movedRows.map(\.to.indexPath)
            report.reconfiguredRows += stage.reconfiguredRows.map(\.indexPath)
        }
        report.insertedRows.sort()
        report.movedRows.sort()
        report.reconfiguredRows.sort()
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

extension RowPath {
    /// The same place as an `IndexPath`.
    fileprivate var indexPath: IndexPath {
        IndexPath(row: row, section: section)
    }
}
