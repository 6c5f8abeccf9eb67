#if !canImport(UIKit)
import Foundation

/// Where a collection view's elements go, as UIKit's `UICollectionViewLayout`: an abstract base class.
///
/// The collection view calls ``prepare()`` before it asks for attributes whenever the layout was invalidated (its
/// data changed, its size changed, or ``invalidateLayout()`` was called), then ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)`` for its visible rectangle on every layout pass.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The decoration views' registrations and reuse queues, by kind.
    var decorationReuse = ReuseQueue<UICollectionReusableView>()

    /// The collection view the layout is installed in.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {}

    /// Creates a layout from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size of all the content. The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// Computes what the layout needs before the collection view asks for attributes. The default does nothing.
    open func prepare() {}

    /// Marks the layout as invalid, so that the collection view prepares it again at its next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout. The default is
    /// `false`.
    @discardableResult
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// Whether a change of an element's attributes to the ones its view prefers
    /// (`preferredLayoutAttributesFitting(_:)`) invalidates the layout. The default is `false`: the layout keeps its
    /// own sizes.
    @discardableResult
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// Whether the layout wants the item's view asked for its preferred attributes (a self-sizing item not yet
    /// measured). HeadlessUIKit's own hook: UIKit's layouts decide this privately.
    func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { false }

    /// Whether the layout wants a supplementary view asked for its preferred attributes (a self-sizing header or
    /// footer not yet measured). HeadlessUIKit's own hook, as ``wantsPreferredAttributes(forItemAt:)``.
    func wantsPreferredAttributes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Takes the attributes a view preferred after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// said yes (UIKit passes them through an invalidation context). The default keeps nothing.
    func acceptPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) {}

    /// The collection view's items changed (a reload or a batch update): sizes kept by index path are stale.
    func itemsDidChange() {}

    /// Whether the supplementary views of `kind` in `section` belong to items (a compositional layout's badges), so
    /// that a batch update moves them with their items and removes them with them, rather than keeping them by
    /// section as headers and footers. HeadlessUIKit's own hook: the default is `false`.
    func supplementaryViewsFollowItems(ofKind kind: String, inSection section: Int) -> Bool { false }

    /// Tells a cell the collection view just dequeued for an index path what the layout knows of its item beyond
    /// its attributes (a list section's header item and separators). HeadlessUIKit's own hook, nothing by default.
    func prepareDequeued(_ cell: UICollectionViewCell, at indexPath: IndexPath) {}

    /// The attributes of every element that intersects the rectangle. The default is `nil` (nothing).
    @discardableResult
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the item at the index path. The default is `nil`.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of the kind at the index path. The default is `nil`.
    @discardableResult
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Registers the class the layout's decoration views of the kind are made of (`nil` unregisters). The collection
    /// view makes and reuses them itself; the data source is never asked for them. A class that is not a
    /// `UICollectionReusableView` subclass counts as unregistered.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationReuse.register(class: viewClass, for: elementKind)
    }

    /// Registers the nib whose one top-level view the layout's decoration views of the kind are made of (`nil`
    /// unregisters).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationReuse.register(nib: nib, for: elementKind)
    }

    /// The attributes of the supplementary view of the kind at the index path. The default is `nil`.
    @discardableResult
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }
}
#endif
