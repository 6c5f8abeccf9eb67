#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UITableView {
    /// Performs one stage of a ``ListDiff`` as one batch update; `switchDataSource` makes the data source report the
    /// stage's snapshot inside the update block, as UIKit requires.
    ///
    /// Changed rows are reconfigured with `reconfigureRows(at:)` (iOS 15, below the deployment target), in the stage
    /// the diff puts them in: one after the inserts, deletes and moves, in a batch of its own
    /// ([reconfigureRows(at:)](https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:))).
    ///
    /// Package access: the tests' replay performs the stages of a diff with this very mapping.
    package func perform(
        _ stage: BatchUpdate,
        animation: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void,
        completion: @escaping () -> Void
    ) {
        performBatchUpdates(
            { [self] in
                switchDataSource()
                if !stage.deletedSections.isEmpty { deleteSections(stage.deletedSections, with: animation) }
                if !stage.insertedSections.isEmpty { insertSections(stage.insertedSections, with: animation) }
                if !stage.reloadedSections.isEmpty { reloadSections(stage.reloadedSections, with: animation) }
                for move in stage.movedSections { moveSection(move.from, toSection: move.to) }
                if !stage.deletedRows.isEmpty { deleteRows(at: stage.deletedRows.map(IndexPath.init), with: animation) }
                if !stage.insertedRows.isEmpty {
                    insertRows(at: stage.insertedRows.map(IndexPath.init), with: animation)
                }
                for move in stage.movedRows { moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
                // Only in a stage that inserts, deletes and moves nothing (ListDiff's refresh stage), so the index
                // paths mean the same before and after the update: Apple documents no reading of a reconfigure's index
                // path in a batch that shifts rows (see ListDiff, "Why stages").
                if !stage.reconfiguredRows.isEmpty { reconfigureRows(at: stage.reconfiguredRows.map(IndexPath.init)) }
            },
            completion: { _ in completion() }
        )
    }
}

extension IndexPath {
    /// The index path of a row path: same section, same row.
    init(_ path: RowPath) {
        self.init(row: path.row, section: path.section)
    }
}

extension RowPath {
    /// The row path of an index path.
    init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.row)
    }
}
