#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A collection view as the adapter core sees it: rows are its items, and its layout sizes them.
extension UICollectionView: AdaptedListView {
    /// Performs the stage; a collection view has no row animations to choose.
    func performStage(
        _ stage: BatchUpdate,
        animation _: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void,
        completion: @escaping () -> Void
    ) {
        perform(
            stage,
            switchDataSource: { [weak self] in
                switchDataSource()
                // A section whose layout the snapshot changes is laid out anew in the same update.
                (self?.dataSource as? CollectionViewAdapter)?.rebuildSectionLayoutsIfChanged(animated: false)
            }, completion: completion)
        // The badges of the rows configured anew follow their rows (UIKit reconfigures cells only).
        if !stage.reconfiguredRows.isEmpty {
            (dataSource as? CollectionViewAdapter)?.refreshBadges(at: stage.reconfiguredRows)
        }
    }

    /// None: the layout decides how tall items are, whatever heights rows compute.
    var widthForComputedHeights: CGFloat? { nil }

    var indexPathsOnScreen: [IndexPath] { indexPathsForVisibleItems }

    var indexPathsSelected: [IndexPath] { indexPathsForSelectedItems ?? [] }

    func deselectRow(at indexPath: IndexPath) {
        deselectItem(at: indexPath, animated: true)
    }

    func indexPath(ofCell cell: UIView) -> IndexPath? {
        (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func cellOnScreen(at indexPath: IndexPath) -> UIView? {
        cellForItem(at: indexPath)
    }

    /// Lays out anew, animated, the sections whose layout (``Section/layout(_:)``) changed in an apply that changed
    /// nothing else; a collection view reads all else it shows in its batch updates.
    func didShowWithoutReload(_ current: ListSnapshot, after previous: ListSnapshot) {
        (dataSource as? CollectionViewAdapter)?.rebuildSectionLayoutsIfChanged(animated: true)
    }

    /// Invalidates the layout, so that the items are measured again at the new text size.
    func measureAgain() {
        collectionViewLayout.invalidateLayout()
    }
}
