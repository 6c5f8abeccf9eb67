#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UICollectionView {
    /// Performs one stage of a ``ListDiff`` as one batch update of items and sections.
    ///
    /// Changed items are reconfigured with `reconfigureItems(at:)` (iOS 15, below the deployment target), in the stage
    /// the diff puts them in: one after the inserts, deletes and moves, in a batch of its own
    /// ([reconfigureItems(at:)](https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:))).
    func perform(_ stage: BatchUpdate, switchDataSource: @escaping () -> Void, completion: @escaping () -> Void) {
        func items(_ paths: [RowPath]) -> [IndexPath] {
            paths.map { IndexPath(item: $0.row, section: $0.section) }
        }
        performBatchUpdates(
            { [self] in
                switchDataSource()
                if !stage.deletedSections.isEmpty { deleteSections(stage.deletedSections) }
                if !stage.insertedSections.isEmpty { insertSections(stage.insertedSections) }
                if !stage.reloadedSections.isEmpty { reloadSections(stage.reloadedSections) }
                for move in stage.movedSections { moveSection(move.from, toSection: move.to) }
                if !stage.deletedRows.isEmpty { deleteItems(at: items(stage.deletedRows)) }
                if !stage.insertedRows.isEmpty { insertItems(at: items(stage.insertedRows)) }
                for move in stage.movedRows {
                    moveItem(
                        at: IndexPath(item: move.from.row, section: move.from.section),
                        to: IndexPath(item: move.to.row, section: move.to.section)
                    )
                }
                // Only in a stage that inserts, deletes and moves nothing (ListDiff's refresh stage), so the index
                // paths mean the same before and after the update (see ListDiff, "Why stages").
                if !stage.reconfiguredRows.isEmpty { reconfigureItems(at: items(stage.reconfiguredRows)) }
            },
            completion: { _ in completion() }
        )
    }
}
