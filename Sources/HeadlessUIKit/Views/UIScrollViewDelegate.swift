#if !canImport(UIKit)
import Foundation

/// The messages a scroll view sends about scrolling and zooming, as UIKit's `UIScrollViewDelegate`: all fourteen of
/// its methods, with UIKit's signatures.
///
/// UIKit's optional methods are requirements here with default implementations that behave as UIKit does when the
/// delegate does not implement the method: the events do nothing, `scrollViewShouldScrollToTop(_:)` allows the
/// scroll (Apple: "If the delegate doesn't implement this method, true is assumed") and
/// `viewForZooming(in:)` gives no view (so the scroll view does not zoom). A conforming class's own
/// implementations are found through the protocol (and overrides in its subclasses too, when the class implements
/// the method itself).
///
/// When HeadlessUIKit calls them (Apple's documentation of each method, `UIScrollViewDelegate`):
/// - a drag (``UIScrollView/scroll(to:)``, ``UIScrollView/simulateDrag(to:velocity:)``, a pull to refresh):
///   `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)` as the offset changes,
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the velocity and the offset
///   where the scroll would come to rest (the delegate may change it, and the scroll ends there),
///   `scrollViewDidEndDragging(_:willDecelerate:)`, then, if the content moves on after the finger lifts,
///   `scrollViewWillBeginDecelerating(_:)`, `scrollViewDidScroll(_:)` and
///   `scrollViewDidEndDecelerating(_:)`;
/// - any change of the offset, by code or by the user: `scrollViewDidScroll(_:)`;
/// - the end of an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` (and so of
///   `scrollToRow(at:at:animated:)` and `scrollToItem(at:at:animated:)`), never of a user's scroll:
///   `scrollViewDidEndScrollingAnimation(_:)`;
/// - a tap on the status bar (``UIScrollView/simulateTapOnStatusBar()``): `scrollViewShouldScrollToTop(_:)`,
///   then, if it scrolls, `scrollViewDidScroll(_:)` and `scrollViewDidScrollToTop(_:)`.
///
/// Never called by HeadlessUIKit, which declares them so that delegates written for UIKit compile and can be
/// called directly: the zoom methods (HeadlessUIKit does not simulate pinching; a scroll view's zoom scale is always
/// 1) and `scrollViewDidChangeAdjustedContentInset(_:)` (HeadlessUIKit's scroll views have no content inset
/// and no safe area, so their adjusted content inset is always zero and never changes).
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called whenever the content offset changes, by code or by the user.
    @available(iOS 2.0, *)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called whenever the zoom scale changes. Never called by HeadlessUIKit, which does not zoom.
    @available(iOS 3.2, *)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called when the user starts dragging the content.
    @available(iOS 2.0, *)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the user lifts the finger after dragging, with the velocity (points per millisecond) and the
    /// offset where the scroll will come to rest, which the delegate may change: the scroll then ends there.
    @available(iOS 5.0, *)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    )
    /// Called when the user lifted the finger after dragging; `decelerate` says whether the content moves on.
    @available(iOS 2.0, *)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts moving on by itself after the finger lifted.
    @available(iOS 2.0, *)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when the content came to rest after moving on by itself.
    @available(iOS 2.0, *)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ends.
    @available(iOS 2.0, *)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; `nil` (the default) does not zoom. Never asked by HeadlessUIKit.
    @available(iOS 2.0, *)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when zooming starts. Never called by HeadlessUIKit, which does not zoom.
    @available(iOS 3.2, *)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called when zooming ends, with the final scale. Never called by HeadlessUIKit, which does not zoom.
    @available(iOS 2.0, *)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls the content to its top; `true` by default.
    @available(iOS 2.0, *)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called when a tap on the status bar scrolled the content to its top.
    @available(iOS 2.0, *)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called when the adjusted content inset changes. Never called by HeadlessUIKit, whose adjusted content inset is
    /// always zero.
    @available(iOS 11.0, *)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target where the scroll view proposes it, as when UIKit's delegate does not implement the method.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view: the scroll view does not zoom, as when UIKit's delegate does not implement the method.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `true`: the scroll to the top is allowed, as when UIKit's delegate does not implement the method.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
