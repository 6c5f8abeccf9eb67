#if !canImport(UIKit)
import Foundation

/// What a section's `visibleItemsInvalidationHandler` is told as its items scroll: the items on screen, the
/// section's scroll offset, and the layout environment, as UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group repeated until the
/// section's items are placed, with insets, spacing, headers, footers and backgrounds
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection).
///
/// The group's fractional dimensions are fractions of the section's content area: the collection view's size less
/// the section's ``contentInsets`` (measured from the edges ``contentInsetsReference`` names). Groups follow each
/// other along the layout's axis, ``interGroupSpacing`` apart; with an ``orthogonalScrollingBehavior`` other than
/// `.none` they follow each other across it, and the section scrolls on its own.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup
    /// The list configuration, for a section made by ``list(using:layoutEnvironment:)``.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between the section's groups.
    open var interGroupSpacing: CGFloat = 0
    /// What ``contentInsets`` are measured from.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether and how the section scrolls on the axis across the layout's.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset with the groups (the default) rather than spanning the section.
    open var supplementariesFollowContentInsets = true
    /// Called with the items on screen whenever the section's visible items move (as it or the layout scrolls).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Views behind the section, such as a background.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// A section that repeats the group.
    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(_group: group)
    }

    init(_group group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The configuration of a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the layout scrolls on, which its sections follow each other along (`.vertical`, the default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from, unless a section says.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// A configuration with UIKit's defaults.
    public override init() {}
}

/// The space a compositional layout lays out in, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less the effective insets.
    var effectiveContentSize: CGSize { get }
    /// The container's own insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets, with those the content insets reference adds.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows about where its section goes, as UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container: the collection view's size.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// An item on screen as a section's `visibleItemsInvalidationHandler` sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem` (HeadlessUIKit has no 3D transforms: the rest is here). What the handler sets
/// (``alpha``, ``zIndex``, ``isHidden``, and `center` and `transform` from ``UIDynamicItem``) is applied to the
/// element's layout attributes and so to its view
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// The item's opacity.
    var alpha: CGFloat { get set }
    /// The item's stacking order.
    var zIndex: Int { get set }
    /// Whether the item is hidden.
    var isHidden: Bool { get set }
    /// The item's name (its kind and index path).
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's frame in the collection view's content.
    var frame: CGRect { get }
    /// Whether the item is a cell, a supplementary or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary or decoration view's kind.
    var representedElementKind: String? { get }
}

/// The container of a compositional layout: the collection view's size and its insets.
final class CompositionalContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, insets: NSDirectionalEdgeInsets, effectiveInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        contentInsets = insets
        effectiveContentInsets = effectiveInsets
    }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// The environment a compositional layout gives its section provider.
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// An item on screen, for a `visibleItemsInvalidationHandler`.
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var center: CGPoint
    var transform: CGAffineTransform
    let bounds: CGRect
    let indexPath: IndexPath
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?

    init(_ attributes: UICollectionViewLayoutAttributes) {
        indexPath = attributes.indexPath
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        center = attributes.center
        transform = attributes.transform
        bounds = attributes.bounds
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
    }

    /// The frame at the item's centre and size (a handler that moves ``center`` moves it).
    var frame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }

    var name: String {
        "\(representedElementKind ?? UICollectionView.elementKindCell) \(indexPath)"
    }
}
#endif
