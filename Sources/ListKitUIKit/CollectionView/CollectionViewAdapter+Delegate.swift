#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension CollectionViewAdapter: UICollectionViewDelegate {
    /// Lets an item be selected if the snapshot has it.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        row(at: indexPath) != nil
    }

    /// Deselects the item (unless ``keepsSelection``) and calls its row's `onSelect` with its model.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        if !keepsSelection {
            collectionView.deselectItem(at: indexPath, animated: true)
        }
        row.select()
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        #if canImport(UIKit)
        scrollViewDelegate?.scrollViewDidScroll?(scrollView)
        #else
        scrollViewDelegate?.scrollViewDidScroll(scrollView)
        #endif
    }
}

extension CollectionViewAdapter: UICollectionViewDelegateFlowLayout {
    /// No header for a section without header text or view, so that empty headers take no room.
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        guard snapshot.sections.indices.contains(section),
            snapshot.sections[section].header != nil || snapshot.sections[section].headerView != nil,
            let flow = collectionViewLayout as? UICollectionViewFlowLayout
        else { return .zero }
        return flow.headerReferenceSize
    }

    /// No footer for a section without footer text or view.
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        guard snapshot.sections.indices.contains(section),
            snapshot.sections[section].footer != nil || snapshot.sections[section].footerView != nil,
            let flow = collectionViewLayout as? UICollectionViewFlowLayout
        else { return .zero }
        return flow.footerReferenceSize
    }
}

extension CollectionViewAdapter: UICollectionViewDataSourcePrefetching {
    /// Tells the rows that they are about to appear.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths { row(at: indexPath)?.prefetch() }
    }

    /// Tells the rows that they are no longer about to appear.
    public func collectionView(
        _ collectionView: UICollectionView,
        cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        for indexPath in indexPaths { row(at: indexPath)?.cancelPrefetch() }
    }
}
