#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Taps the item as a finger would, with UIKit's sequence of delegate calls.
    ///
    /// Lays the view out first; an item without a cell on screen cannot be tapped (nothing happens), nor can any item
    /// when the current mode allows no selection (``allowsSelection``, or ``allowsSelectionDuringEditing`` while
    /// ``isEditing``). The cell is highlighted if `shouldHighlightItemAt` allows it (if not,
    /// nothing else happens), then unhighlighted. Then, for an unselected item: `shouldSelectItemAt`, and if allowed,
    /// in single selection the previous item is deselected (`didDeselectItemAt`), the item is selected and
    /// `didSelectItemAt` follows. A selected item in multiple selection is deselected (`shouldDeselectItemAt`,
    /// `didDeselectItemAt`); in single selection it stays selected and is selected again (`shouldSelectItemAt`,
    /// `didSelectItemAt`).
    public func simulateTap(at indexPath: IndexPath) {
        layoutIfNeeded()
        guard selectionIsAllowed, let cell = visibleCellsByIndexPath[indexPath] else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cell.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cell.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        if multipleSelectionIsAllowed, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            checkInvariants()
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multipleSelectionIsAllowed {
            for selected in selectedIndexPaths.sorted() where selected != indexPath {
                setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        checkInvariants()
    }

    /// Implements `scrollToItem`, declared `open` in the class body.
    func scrollToItemNow(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame, isValidItem(indexPath) else {
            Headless.raise(
                "attempt to scroll to invalid index path: \(indexPath.uikitDescription)")
            return
        }
        let height = bounds.height
        var y: CGFloat
        if scrollPosition.contains(.top) {
            y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            y = frame.midY - height / 2
        } else if scrollPosition.contains(.bottom) {
            y = frame.maxY - height
        } else if frame.minY < contentOffset.y {
            y = frame.minY
        } else if frame.maxY > contentOffset.y + height {
            y = frame.maxY - height
        } else {
            y = contentOffset.y
        }
        y = min(max(0, y), max(0, contentSize.height - height))
        setContentOffset(CGPoint(x: scrolledX(toShow: frame, at: scrollPosition), y: y), animated: animated)
    }

    /// Where a scroll to an item puts the content offset along x: the item at the left edge, centred or at the right
    /// edge as the position says, or, when the content is wider than the view (a horizontal layout), just far enough
    /// to show it; otherwise where it is. Never past the content's ends. O(1).
    private func scrolledX(toShow frame: CGRect, at scrollPosition: UICollectionView.ScrollPosition) -> CGFloat {
        let width = bounds.width
        var x = contentOffset.x
        if scrollPosition.contains(.left) {
            x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            x = frame.midX - width / 2
        } else if scrollPosition.contains(.right) {
            x = frame.maxX - width
        } else if contentSize.width > width {
            if frame.minX < x {
                x = frame.minX
            } else if frame.maxX > x + width {
                x = frame.maxX - width
            }
        } else {
            return x
        }
        return min(max(0, x), max(0, contentSize.width - width))
    }
}
#endif
