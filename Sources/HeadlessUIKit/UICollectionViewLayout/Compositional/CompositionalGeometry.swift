#if !canImport(UIKit)
import Foundation

/// Where a boundary supplementary item sits on its section or layout, as UIKit's `NSRectAlignment`.
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above, spanning the width.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// At the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below, spanning the width.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// The anchor edges of the alignment.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return [.top]
        case .topLeading: return [.top, .leading]
        case .leading: return [.leading]
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return [.bottom]
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return [.trailing]
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// What a compositional layout's or section's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
///
/// HeadlessUIKit has no safe area (it is zero), so `.automatic`, `.none` and `.safeArea` measure from the
/// collection view's edges; `.layoutMargins` and `.readableContent` from its layout margins (the readable width of
/// an iPhone is its margins' width).
@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: the safe area.
    case automatic = 0
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// How a section scrolls on the axis across the layout's, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
@available(iOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own: its groups follow each other along the layout's axis.
    case none = 0
    /// The section scrolls continuously.
    case continuous
    /// The section scrolls continuously and comes to rest at the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// The section scrolls a page (its visible width) at a time.
    case paging
    /// The section scrolls a group at a time, coming to rest at a group's leading edge.
    case groupPaging
    /// The section scrolls a group at a time, coming to rest with a group centred.
    case groupPagingCentered
}

/// The axis a compositional layout stacks its sections along (its scroll direction), and the conversions between
/// lengths along it and across it and points: along is y and across x in a vertical layout, the other way round in a
/// horizontal one. Every conversion is O(1).
struct CompositionalAxis {
    /// Whether sections follow each other along x.
    let isHorizontal: Bool

    /// The point at a position along the axis and across it.
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        isHorizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// The size of a length along the axis and a thickness across it.
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        isHorizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// The rectangle from `along` for `length` and from `across` for `thickness`.
    func rect(along: CGFloat, length: CGFloat, across: CGFloat, thickness: CGFloat) -> CGRect {
        CGRect(origin: point(along: along, across: across), size: size(along: length, across: thickness))
    }

    /// A point's position along the axis.
    func along(_ point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }
    /// A point's position across the axis.
    func across(_ point: CGPoint) -> CGFloat { isHorizontal ? point.y : point.x }
    /// A size's length along the axis.
    func length(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    /// A size's thickness across the axis.
    func thickness(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
    /// Where a rectangle starts along the axis.
    func minAlong(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minX : rect.minY }
    /// Where a rectangle ends along the axis.
    func maxAlong(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.maxX : rect.maxY }

    /// The rectangle moved to start at `along` on the axis.
    func moved(_ rect: CGRect, toAlong along: CGFloat) -> CGRect {
        var rect = rect
        if isHorizontal { rect.origin.x = along } else { rect.origin.y = along }
        return rect
    }

    /// Content insets as lengths before and after along the axis and across it, each finite and not negative.
    func insets(
        _ insets: NSDirectionalEdgeInsets
    ) -> (before: CGFloat, after: CGFloat, acrossBefore: CGFloat, acrossAfter: CGFloat) {
        let top = max(0, finite(insets.top))
        let bottom = max(0, finite(insets.bottom))
        let leading = max(0, finite(insets.leading))
        let trailing = max(0, finite(insets.trailing))
        return isHorizontal ? (leading, trailing, top, bottom) : (top, bottom, leading, trailing)
    }

    /// The edge that starts the axis across: leading in a vertical layout, top in a horizontal one.
    var acrossStartEdge: NSDirectionalRectEdge { isHorizontal ? .top : .leading }
    /// The edge that ends the axis across.
    var acrossEndEdge: NSDirectionalRectEdge { isHorizontal ? .bottom : .trailing }
}
#endif
