#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Tells the prefetch data source about the items within one screen above and below the visible area (left and
    /// right of it when the content is wider than the view, as a horizontal layout's) that have no cell, and cancels
    /// those that left that area without being shown.
    ///
    /// - Complexity: O(log sections + the elements in three screens) calls to the layout.
    func updatePrefetching(visibleRect: CGRect) {
        guard isPrefetchingEnabled, let prefetchDataSource, visibleRect.height > 0 else {
            cancelAllPrefetching()
            return
        }
        let nearby =
            contentSize.width > visibleRect.width
            ? visibleRect.insetBy(dx: -visibleRect.width, dy: 0) : visibleRect.insetBy(dx: 0, dy: -visibleRect.height)
        let candidates = Set(elementAttributes(in: nearby).compactMap(\.cell)).subtracting(visibleCellsByIndexPath.keys)
        let cancelled = prefetchedIndexPaths.subtracting(candidates).subtracting(visibleCellsByIndexPath.keys)
        let started = candidates.subtracting(prefetchedIndexPaths)
        prefetchedIndexPaths = candidates
        if !cancelled.isEmpty {
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
        }
        if !started.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: started.sorted()) }
    }

    /// Cancels every prefetch that was not followed by a cell.
    func cancelAllPrefetching() {
        let cancelled = prefetchedIndexPaths
        prefetchedIndexPaths = []
        guard !cancelled.isEmpty else { return }
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
    }
}
#endif
