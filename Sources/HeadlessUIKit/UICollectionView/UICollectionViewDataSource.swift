#if !canImport(UIKit)
import Foundation

/// The object that gives a collection view its counts, cells and supplementary views, as UIKit's
/// `UICollectionViewDataSource`.
///
/// UIKit's optional methods are requirements here with default implementations that behave as UIKit does when the
/// method is not implemented: one section, no supplementary views, items that move only when
/// ``collectionView(_:moveItemAt:to:)`` is implemented.
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in the section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item, dequeued with `dequeueReusableCell(withReuseIdentifier:for:)` and configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// The number of sections. The default is 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The supplementary view (header, footer) of the kind for the section, dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default shows none.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Whether the item can be moved interactively (``UICollectionView/beginInteractiveMovementForItem(at:)``). The
    /// default is `true`, so that items move when the data source implements
    /// ``collectionView(_:moveItemAt:to:)``, as in UIKit.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Tells the data source that the user moved an item, so that it updates its data; the collection view has
    /// already moved it. The default does nothing, and the collection view moves no item (UIKit ignores attempts to
    /// reorder without this method).
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the index the collection view shows for fast scrolling (for example the letters of the alphabet),
    /// or `nil` for none, the default. A data source that gives titles also implements
    /// ``collectionView(_:indexPathForIndexTitle:at:)``
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)).
    func indexTitles(for collectionView: UICollectionView) -> [String]?

    /// The index path of the item a title of the index leads to; `index` is the title's position in
    /// ``indexTitles(for:)``
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)).
    /// The default reports that the data source gives titles without implementing it.
    func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section, as when UIKit's data source does not implement the method.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        UnimplementedDefaults.numberOfSections
    }

    /// No supplementary view, as when UIKit's data source does not implement the method: the collection view shows
    /// nothing for the element.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UnimplementedDefaults.supplementaryView()
    }

    /// `true`: the item can be moved, when ``collectionView(_:moveItemAt:to:)`` is implemented.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.canMoveItem
    }

    /// Does nothing: the data source does not implement it, so the collection view moves no item.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        UnimplementedDefaults.moveNotImplemented()
    }

    /// No index, as when UIKit's data source does not implement the method.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        nil
    }

    /// Reports that the data source does not implement the method, which it must with ``indexTitles(for:)``.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        UnimplementedDefaults.indexPathForIndexTitle(title)
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns: a marker that the data source does not provide
/// supplementary views, so the collection view shows none (UIKit checks whether the method is implemented).
final class NotImplementedSupplementaryView: UICollectionReusableView {}
#endif
