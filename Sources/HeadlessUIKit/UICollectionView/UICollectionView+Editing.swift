#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Pans two fingers over the items, in order, as a person selects several items at once (iOS 13): the delegate's
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` for the first item (`false` unless implemented:
    /// then nothing happens); if it allows, the collection view goes into editing mode (``isEditing``, iOS 14) if it
    /// is not in it, as the system does "before setting `isEditing` to `true`"
    /// (https://developer.apple.com/documentation/uikit/selecting-multiple-items-with-a-two-finger-pan-gesture), then
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`, each unselected item is selected as a tap selects
    /// it (``simulateTap(at:)``, which needs ``allowsMultipleSelectionDuringEditing``), and
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)`. Returns whether the interaction began.
    @available(iOS 13.0, *)
    @discardableResult
    public func simulateMultipleSelectionPan(over indexPaths: [IndexPath]) -> Bool {
        layoutIfNeeded()
        guard let first = indexPaths.first, isValidItem(first), let delegate,
            delegate.collectionView(self, shouldBeginMultipleSelectionInteractionAt: first)
        else { return false }
        if #available(iOS 14.0, *), !isEditing { isEditing = true }
        delegate.collectionView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where !selectedIndexPaths.contains(indexPath) { simulateTap(at: indexPath) }
        delegate.collectionViewDidEndMultipleSelectionInteraction(self)
        return true
    }
}
#endif
