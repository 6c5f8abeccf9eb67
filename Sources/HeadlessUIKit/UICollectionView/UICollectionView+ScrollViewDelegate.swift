#if !canImport(UIKit)
import Foundation

// The scroll events the collection view sends to its delegate (see the discussion of `UICollectionView`).
extension UICollectionView {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    /// Tells the delegate that a simulated drag begins.
    func scrollViewWillBeginDragging() {
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Tells the delegate that a simulated drag ended, without deceleration.
    func scrollViewDidEndDragging() {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}
#endif
