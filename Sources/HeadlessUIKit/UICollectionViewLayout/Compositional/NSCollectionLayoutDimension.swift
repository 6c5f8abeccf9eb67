#if !canImport(UIKit)
import Foundation

/// One dimension (a width or a height) of an item, a group or a supplementary item in a compositional layout, as
/// UIKit's `NSCollectionLayoutDimension`.
///
/// Apple's documentation (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension) defines four
/// kinds: a fraction of the width or of the height of the element's container (for an item, the group that holds
/// it; for a section's group, the section's content area; for a supplementary item anchored to an item, that item),
/// an absolute number of points, and an estimate that the element's view replaces with the size it prefers.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    /// The kind of a dimension.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    /// The dimension's kind.
    let kind: Kind

    /// The number the dimension was made with: a fraction, or points.
    public private(set) var dimension: CGFloat

    init(_compositionalKind kind: Kind, value: CGFloat) {
        self.kind = kind
        dimension = value
    }

    /// A dimension that is `fractionalWidth` times the width of the element's container.
    @discardableResult
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(_compositionalKind: .fractionalWidth, value: fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` times the height of the element's container.
    @discardableResult
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(_compositionalKind: .fractionalHeight, value: fractionalHeight)
    }

    /// A dimension of a number of points.
    @discardableResult
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(_compositionalKind: .absolute, value: absoluteDimension)
    }

    /// A dimension first laid out at `estimatedDimension` points, then at the size the element's view prefers
    /// (`preferredLayoutAttributesFitting(_:)`) once the view is measured.
    @discardableResult
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(_compositionalKind: .estimated, value: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points the dimension gives in a container of the size: a fraction of its width or height, or the number
    /// itself. A value that is not finite counts as zero. O(1).
    func resolved(in container: CGSize) -> CGFloat {
        let points: CGFloat
        switch kind {
        case .fractionalWidth: points = dimension * container.width
        case .fractionalHeight: points = dimension * container.height
        case .absolute, .estimated: points = dimension
        }
        return points.isFinite ? points : 0
    }

    /// A description for `visualDescription()`.
    var layoutDescription: String {
        switch kind {
        case .fractionalWidth: return ".fractionalWidth(\(dimension))"
        case .fractionalHeight: return ".fractionalHeight(\(dimension))"
        case .absolute: return ".absolute(\(dimension))"
        case .estimated: return ".estimated(\(dimension))"
        }
    }
}

/// The width and height of an element of a compositional layout, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    public private(set) var widthDimension: NSCollectionLayoutDimension
    /// The height.
    public private(set) var heightDimension: NSCollectionLayoutDimension

    /// Creates a size of the two dimensions.
    public convenience init(
        widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
    ) {
        self.init(_width: width, height: height)
    }

    init(_width width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container (see ``NSCollectionLayoutDimension``). O(1).
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// A description for `visualDescription()`.
    var layoutDescription: String {
        "{\(widthDimension.layoutDescription), \(heightDimension.layoutDescription)}"
    }
}

/// The space between items of a group, or at an edge of an item, as UIKit's `NSCollectionLayoutSpacing`: fixed, or
/// flexible (at least the number, and a share of what the group has to spare).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points of space (the least, when flexible).
    public private(set) var spacing: CGFloat
    /// Whether the spacing takes a share of the spare space.
    public private(set) var isFlexible: Bool

    init(_compositionalSpacing spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFlexible = flexible
    }

    /// Spacing of at least `flexibleSpacing` points that grows to share the space the group has to spare.
    @discardableResult
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(_compositionalSpacing: flexibleSpacing, flexible: true)
    }

    /// Spacing of exactly `fixedSpacing` points.
    @discardableResult
    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(_compositionalSpacing: fixedSpacing, flexible: false)
    }

    /// Whether the spacing is fixed.
    public var isFixed: Bool { !isFlexible }
}

/// The space around an item outside its bounds, edge by edge, as UIKit's `NSCollectionLayoutEdgeSpacing`. A group
/// places an item after the item's leading (or top) spacing, and the next one after its trailing (or bottom) spacing.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    /// The space before the leading edge.
    public private(set) var leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public private(set) var top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public private(set) var trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public private(set) var bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; `nil` is no space at that edge.
    public convenience init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.init(_leading: leading, top: top, trailing: trailing, bottom: bottom)
    }

    init(
        _leading leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Where a supplementary item sits on the element it is attached to, as UIKit's `NSCollectionLayoutAnchor`: the edges
/// it touches, moved by an offset in points or in fractions of its own size.
///
/// Apple's documentation (https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor) shows a badge
/// anchored `[.top, .trailing]` with `fractionalOffset: CGPoint(x: 0.3, y: -0.3)`: the badge's centre moves out past
/// the corner by 0.3 of the badge's width and height. An edge pins the supplementary's matching edge inside the
/// container's; with no edge on an axis the supplementary is centred on it.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    /// The edges of the container the supplementary touches.
    public private(set) var edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary's size.
    public private(set) var offset: CGPoint
    /// Whether ``offset`` is in points.
    public private(set) var isAbsoluteOffset: Bool

    /// An anchor at the edges with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(_edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor at the edges, moved by points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(_edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor at the edges, moved by fractions of the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(_edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(_edges edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// Whether ``offset`` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The frame of a supplementary of `size` anchored to `container` (left to right: leading is left). O(1).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) && !edges.contains(.trailing) {
            x = container.minX
        } else if edges.contains(.trailing) && !edges.contains(.leading) {
            x = container.maxX - size.width
        }
        if edges.contains(.top) && !edges.contains(.bottom) {
            y = container.minY
        } else if edges.contains(.bottom) && !edges.contains(.top) {
            y = container.maxY - size.height
        }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

#endif
