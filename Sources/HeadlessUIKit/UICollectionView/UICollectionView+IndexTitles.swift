#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Simulates a finger on the collection view's index (the strip of titles its data source gives with
    /// `indexTitles(for:)`, for fast scrolling) at `title`: the collection view asks its data source
    /// `collectionView(_:indexPathForIndexTitle:at:)` for the item, and scrolls it to the top, or as near as the content
    /// allows (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:): the titles
    /// are "displayed in an index view that can be used to jump to specific locations in the collection view's
    /// content"; where the item comes to rest is not documented, and HeadlessUIKit puts it at the top, as a table's
    /// section index puts its section).
    ///
    /// Does nothing and returns `nil` when the data source gives no such title. The titles are read at each touch. An
    /// index path the collection view does not have is reported ("attempt to scroll to invalid index path: …") through
    /// ``Headless/inconsistencyHandler``, where UIKit raises an exception.
    ///
    /// - Parameter title: A title of the index; its first occurrence is touched.
    /// - Returns: The index path the collection view scrolled to, or `nil`.
    @discardableResult
    public func simulateTapOnIndex(titled title: String) -> IndexPath? {
        guard let dataSource, let titles = dataSource.indexTitles(for: self),
            let index = titles.firstIndex(of: title)
        else { return nil }
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: title, at: index)
        guard indexPath != UnimplementedDefaults.noIndexPathForIndexTitle else { return nil }
        layoutIfNeeded()
        guard isValidItem(indexPath) else {
            Headless.raise("attempt to scroll to invalid index path: \(indexPath.uikitDescription)")
            return nil
        }
        scrollToItem(at: indexPath, at: .top, animated: false)
        layoutIfNeeded()
        return indexPath
    }
}
#endif
