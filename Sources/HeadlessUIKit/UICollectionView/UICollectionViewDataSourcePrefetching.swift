#if !canImport(UIKit)
import Foundation

/// The object a collection view tells ahead of time which items it will soon show, so their data can be loaded, as
/// UIKit's `UICollectionViewDataSourcePrefetching`.
///
/// HeadlessUIKit prefetches the items within one screen above and below the visible area that have no cell, and
/// cancels those that leave that area without being shown.
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Tells the object to start loading the data of the items.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Tells the object that the items are no longer expected soon. The default does nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing, as when UIKit's object does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
#endif
