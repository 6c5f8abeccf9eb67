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
#endif
