#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// The selected items, in index-path order; empty when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.sorted()
    }

    /// Selects the item (or, with `nil`, clears the selection) without telling the delegate, as UIKit, and scrolls to
    /// it when `scrollPosition` is not empty. In single selection the other items are deselected. Does nothing when
    /// ``allowsSelection`` is `false` or the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected) }
            return
        }
        _ = loadCountsIfNeeded()
        guard isValidItem(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        checkInvariants()
    }

    /// Deselects the item without telling the delegate, as UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
        checkInvariants()
    }

    /// Selects or deselects one item and its cell on screen, if any.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            selectedIndexPaths.insert(indexPath)
        } else {
            selectedIndexPaths.remove(indexPath)
        }
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }
}
#endif
