#if !canImport(UIKit)
import Foundation

// The scroll events the collection view sends to its delegate (see the discussion of `UICollectionView`).
extension UICollectionView {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll() {}

    /// Tells the delegate that a simulated drag begins.
    func scrollViewWillBeginDragging() {}

    /// Tells the delegate that a simulated drag ended, without deceleration.
    func scrollViewDidEndDragging() {}
}
#endif
