#if !canImport(UIKit)
import Foundation

/// The layout a collection view shows during an interactive change from one layout to another, as UIKit's
/// `UICollectionViewTransitionLayout`: every element is placed between where ``currentLayout`` and ``nextLayout``
/// put it, ``transitionProgress`` of the way (https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout).
///
/// `UICollectionView.startInteractiveTransition(to:completion:)` installs one (the delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, by default a plain one); the app moves
/// ``transitionProgress`` from 0 to 1 as a gesture goes, then calls `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`.
///
/// Between the two layouts, an element's frame and alpha move linearly with the progress, from the current layout's
/// attributes (at 0) to the next layout's (at 1); the progress is not clamped, so a gesture that overshoots places
/// elements beyond the next layout, as the interpolation UIKit describes would. An element only one of the layouts
/// has keeps that layout's frame and fades: out from the current layout, in to the next (what UIKit shows for those is
/// not documented). The content size moves linearly too.
@available(iOS 7.0, *)
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout

    /// The layout the transition goes to.
    open private(set) var nextLayout: UICollectionViewLayout

    /// How far the transition has gone: 0 shows ``currentLayout``, 1 shows ``nextLayout``. Setting it invalidates
    /// the layout, so the collection view places its elements again at its next layout pass.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }

    /// The values the app keeps with ``updateValue(_:forAnimatedKey:)``.
    private var animatedValues: [String: CGFloat] = [:]

    /// Creates a transition from `currentLayout` to `newLayout`, at progress 0.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Creates a layout from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps a value under a key the app chooses (a finger's position, say), for a subclass to read while it lays out.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last kept under the key with ``updateValue(_:forAnimatedKey:)``, or 0 for a key never kept.
    @discardableResult
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for the collection view.
    ///
    /// - Complexity: what preparing the two layouts costs.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
    }

    /// The content size, ``transitionProgress`` of the way from the current layout's to the next one's.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return CGSize(
            width: Self.interpolate(from.width, to.width, transitionProgress),
            height: Self.interpolate(from.height, to.height, transitionProgress))
    }

    /// The elements whose frames, between the two layouts', intersect the rectangle.
    ///
    /// - Complexity: O(n), n the elements of both layouts: an element can come into the rectangle from anywhere.
    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let everything = CGRect(
            origin: .zero,
            size: Self.union(
                currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize))
        let from = currentLayout.layoutAttributesForElements(in: everything) ?? []
        let to = nextLayout.layoutAttributesForElements(in: everything) ?? []
        var toByKey: [TransitionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in to { toByKey[TransitionElementKey(attributes)] = attributes }
        var result: [UICollectionViewLayoutAttributes] = []
        var seen = Set<TransitionElementKey>()
        for attributes in from {
            let key = TransitionElementKey(attributes)
            guard seen.insert(key).inserted else { continue }
            if let interpolated = blend(attributes, toByKey[key] ?? counterpart(in: nextLayout, of: attributes)),
                interpolated.frame.intersects(rect)
            {
                result.append(interpolated)
            }
        }
        for attributes in to where !seen.contains(TransitionElementKey(attributes)) {
            seen.insert(TransitionElementKey(attributes))
            if let interpolated = blend(counterpart(in: currentLayout, of: attributes), attributes),
                interpolated.frame.intersects(rect)
            {
                result.append(interpolated)
            }
        }
        return result
    }

    /// The item's attributes between the two layouts', or `nil` if neither has the item. O(what the two layouts
    /// take).
    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The supplementary view's attributes between the two layouts', or `nil` if neither has it. O(what the two
    /// layouts take).
    @discardableResult
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        blend(
            currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    /// The same element's attributes in another layout, if it has it.
    private func counterpart(
        in layout: UICollectionViewLayout, of attributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes? {
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _):
            return layout.layoutAttributesForItem(at: attributes.indexPath)
        case (.supplementaryView, let kind?):
            return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: attributes.indexPath)
        case (.decorationView, let kind?):
            return layout.layoutAttributesForDecorationView(ofKind: kind, at: attributes.indexPath)
        default:
            return nil
        }
    }

    /// New attributes ``transitionProgress`` of the way from `from` to `to`; an element only one layout has fades (see
    /// the type's discussion); `nil` if neither has it.
    private func blend(
        _ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
        let progress = transitionProgress
        switch (from, to) {
        case (let from?, let to?):
            let result = from.copiedAttributes()
            result.frame = CGRect(
                x: Self.interpolate(from.frame.minX, to.frame.minX, progress),
                y: Self.interpolate(from.frame.minY, to.frame.minY, progress),
                width: Self.interpolate(from.frame.width, to.frame.width, progress),
                height: Self.interpolate(from.frame.height, to.frame.height, progress))
            result.alpha = Self.interpolate(from.alpha, to.alpha, progress)
            result.isHidden = from.isHidden && to.isHidden
            return result
        case (let from?, nil):
            let result = from.copiedAttributes()
            result.alpha *= 1 - progress
            return result
        case (nil, let to?):
            let result = to.copiedAttributes()
            result.alpha *= progress
            return result
        case (nil, nil):
            return nil
        }
    }

    private static func interpolate(_ from: CGFloat, _ to: CGFloat, _ progress: CGFloat) -> CGFloat {
        from + (to - from) * progress
    }

    private static func union(_ a: CGSize, _ b: CGSize) -> CGSize {
        CGSize(width: max(a.width, b.width), height: max(a.height, b.height))
    }
}

/// One element of a layout: its category, kind and index path.
private struct TransitionElementKey: Hashable {
    let category: UInt
    let kind: String?
    let indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory.rawValue
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }
}
#endif
