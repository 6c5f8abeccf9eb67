#if !canImport(UIKit)
import Foundation

/// A view whose content is larger than its frame and is scrolled by `contentOffset`, as UIKit's `UIScrollView`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The point of the content shown at the view's top-left corner: the origin of the view's bounds, as in UIKit
    /// (subviews are placed in the content's coordinates, and `convert(_:to:)` takes the offset into account).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        contentOffsetDidChange(from: oldOrigin)
        // UIKit sends scrollViewDidScroll(_:) for every change of the offset, by code or by the user (Apple's
        // documentation of `scrollViewDidScroll(_:)`).
        if contentOffset != oldOrigin { scrollEventsDelegate?.scrollViewDidScroll(self) }
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero

    /// The space the content is inset from the view's edges: the scroll view can scroll that much past the content's
    /// ends (an offset from `-contentInset.top` to the content's height less the view's plus `contentInset.bottom`).
    /// Zero by default, as in UIKit. Setting it calls ``adjustedContentInsetDidChange()`` when the adjusted inset
    /// changes.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedInsetMayHaveChanged(from: oldValue, behavior: contentInsetAdjustmentBehavior) }
    }

    /// Whether and how the safe area's insets are added to ``contentInset`` to give ``adjustedContentInset``.
    /// `.automatic` by default, as in UIKit.
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedInsetMayHaveChanged(from: contentInset, behavior: oldValue) }
    }

    /// The insets of the content from the view's edges that scrolling uses: ``contentInset`` plus the safe area's
    /// insets on the edges ``contentInsetAdjustmentBehavior`` adjusts (see ``ContentInsetAdjustmentBehavior``).
    ///
    /// Apple's documentation of `adjustedContentInset`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset): "The insets derived from the
    /// content insets and the safe area of the scroll view."
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets {
        adjustedContentInset(contentInset: contentInset, behavior: contentInsetAdjustmentBehavior)
    }

    /// Called when ``adjustedContentInset`` changes; does nothing by default. Subclasses override it to follow the
    /// change, calling `super`.
    @available(iOS 11.0, *)
    open func adjustedContentInsetDidChange() {}

    /// How the keyboard is dismissed when the user drags the content. `.none` by default, as in UIKit.
    ///
    /// With `.onDrag`, a drag's start (``simulateDrag(to:velocity:)``) ends editing in the scroll view's window, as
    /// the keyboard then goes ("The keyboard is dismissed when a drag begins",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag). With
    /// `.interactive` the keyboard follows the finger and goes only if the finger drags it off screen; HeadlessUIKit
    /// has no keyboard frame for the finger to reach, so a simulated drag leaves editing as it is.
    @available(iOS 7.0, *)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    /// Whether the user can scroll. HeadlessUIKit keeps the value; code (and `scroll(to:)`) still scrolls.
    open var isScrollEnabled = true

    /// Whether the vertical scroll indicator is shown (nothing is drawn on Linux).
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal scroll indicator is shown (nothing is drawn on Linux).
    open var showsHorizontalScrollIndicator = true

    /// Whether the content bounces vertically even when it is shorter than the view.
    open var alwaysBounceVertical = false

    /// The refresh control shown above the content, or `nil`. Setting it adds the control as a subview (removing the
    /// old one), above the content and as wide as the view, as UIKit does.
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            refreshControl.place(in: self)
            addSubview(refreshControl)
        }
    }

    /// The context menu a simulated long press showed, until an action is chosen or it is dismissed.
    var contextMenuPresentation: ContextMenuPresentation?

    /// The view that went back to its place when the last context menu went (the delegate's dismissing preview, or
    /// the highlight preview); `nil` before any has gone, and after a `.pop` commit, which asks for none.
    @available(iOS 13.0, *)
    public internal(set) var simulatedContextMenuDismissingPreview: UITargetedPreview?

    /// Whether a tap on the status bar scrolls the content to its top (``simulateTapOnStatusBar()``). The default is
    /// `true`, as in UIKit.
    open var scrollsToTop = true

    /// How fast the content slows down after the finger lifts: the fraction of its velocity kept each millisecond.
    /// ``DecelerationRate/normal`` by default, as in UIKit. A simulated drag with a velocity comes to rest where this
    /// rate takes it (``simulateDrag(to:velocity:)``).
    @available(iOS 3.0, *)
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    /// Whether the user touches the content, perhaps without having dragged it yet: `true` during a simulated drag,
    /// until the finger lifts.
    open var isTracking: Bool { dragPhase == .dragging }

    /// Whether the user drags the content: `true` during a simulated drag, from
    /// `scrollViewWillBeginDragging(_:)` until the finger lifts.
    open var isDragging: Bool { dragPhase == .dragging }

    /// Whether the content moves on by itself after the user lifted the finger: `true` from
    /// `scrollViewWillBeginDecelerating(_:)` until `scrollViewDidEndDecelerating(_:)`.
    open var isDecelerating: Bool { dragPhase == .decelerating }

    /// Where a simulated drag is; `.none` when nothing moves the content.
    var dragPhase = DragPhase.none

    /// Sets the content offset. HeadlessUIKit has no animation, so the offset changes at once either way; with
    /// `animated` and an offset that differs from the current one, the delegate then hears
    /// `scrollViewDidEndScrollingAnimation(_:)`, which UIKit sends "at the end of its implementations of the
    /// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` methods, but only if animations are
    /// requested" (Apple's documentation of `scrollViewDidEndScrollingAnimation(_:)`). An offset equal to the current
    /// one starts no animation and sends nothing.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changes = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && changes { scrollEventsDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates), kept within the content: nothing if it
    /// is already fully visible; a rect larger than the view shows its top-left part. As
    /// ``setContentOffset(_:animated:)``, an animated scroll ends with `scrollViewDidEndScrollingAnimation(_:)`.
    ///
    /// - Complexity: A layout of the view, if one is pending (the content size is the one of the layout).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        layoutIfNeeded()
        let visible = bounds
        let target = CGPoint(
            x: Self.offsetShowing(
                rect.minX..<rect.maxX, from: visible.minX, length: visible.width, in: contentSize.width),
            y: Self.offsetShowing(
                rect.minY..<rect.maxY, from: visible.minY, length: visible.height, in: contentSize.height))
        setContentOffset(target, animated: animated)
    }

    /// The offset on one axis nearest to `offset` at which a view of `length` shows `span` (its start, if it does not
    /// fit), kept within content of `content` length.
    private static func offsetShowing(
        _ span: Range<CGFloat>, from offset: CGFloat, length: CGFloat, in content: CGFloat
    ) -> CGFloat {
        var offset = offset
        if span.upperBound > offset + length { offset = span.upperBound - length }
        if span.lowerBound < offset { offset = span.lowerBound }
        return min(max(0, offset), max(0, content - length))
    }

    /// Called after the content offset changed, before the delegate hears of it; subclasses mark layout as pending
    /// here.
    func contentOffsetDidChange(from oldOffset: CGPoint) {}

    /// The phases of a simulated drag.
    enum DragPhase {
        /// Nothing moves the content.
        case none
        /// A finger drags the content.
        case dragging
        /// The content moves on by itself after the finger lifted.
        case decelerating
    }

    /// The object told about scrolling. UIKit's `UIScrollView.delegate`, which the table and collection views
    /// redeclare with their own delegate types; a Swift stored property cannot do that, so HeadlessUIKit's scroll view
    /// has no `delegate` and each subclass returns its own here (see ``UITableView``).
    var scrollEventsDelegate: (any UIScrollViewDelegate)? { nil }
}

extension UIScrollView {
    /// How fast a scroll view's content slows down after the finger lifts, as UIKit's
    /// `UIScrollView.DecelerationRate`: the fraction of the velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept each millisecond, below 1.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction of the velocity kept each millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998 (`UIScrollViewDecelerationRateNormal`).
        @available(iOS 3.0, *)
        public static let normal = DecelerationRate(rawValue: 0.998)

        /// A quicker stop, 0.99 (`UIScrollViewDecelerationRateFast`).
        @available(iOS 3.0, *)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
#endif
