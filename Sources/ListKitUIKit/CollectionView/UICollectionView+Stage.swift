#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UICollectionView {
    /// Performs one stage of a ``ListDiff`` as one batch update of items and sections.
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
                if !stage.reconfiguredRows.isEmpty {
                    if #available(iOS 15.0, *), UIKitAvailability.hasReconfigure {
                        reconfigureItems(at: items(stage.reconfiguredRows))
                    } else {
                        reloadItems(at: items(stage.reconfiguredRows))
                    }
                }
            },
            completion: { _ in completion() }
        )
    }
}
