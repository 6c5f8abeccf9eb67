#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Records every `UIScrollViewDelegate` message a table or collection view sends — to it directly, or through an
/// adapter that forwards them — with the offset at the time (and whether the view drags or decelerates then); it can
/// move the target of a drag, refuse a scroll to the top, and names the view's first subview as the one to zoom.
///
/// The one recorder of the tests: HeadlessUIKit's tests check what the views send, ListKitUIKit's that the adapters
/// forward it unchanged.
@MainActor
public final class ScrollDelegateRecorder: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    /// The messages received, oldest first: the message's name, its arguments, the view's vertical offset.
    public var events: [String] = []
    /// Where the recorder moves the target of a drag that ends, if anywhere.
    public var newTarget: CGPoint?
    /// What the recorder answers to `scrollViewShouldScrollToTop(_:)`.
    public var allowsScrollToTop = true
    /// Objects the view holds weakly (its data source), kept for as long as the recorder.
    public var keepAlive: [AnyObject] = []

    /// Makes a recorder that has received nothing.
    override public init() {}

    private func log(_ event: String, _ scrollView: UIScrollView) {
        events.append("\(event) \(Int(scrollView.contentOffset.y))")
    }

    /// Records the scroll.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { log("didScroll", scrollView) }
    /// Records the zoom.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { log("didZoom", scrollView) }
    /// Records the drag's beginning, and whether the view says it drags.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log("willBeginDragging\(scrollView.isDragging ? " dragging" : "")", scrollView)
    }
    /// Records the drag's end with its velocity and target, and moves the target to ``newTarget`` if set.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log("willEndDragging v\(velocity.y) target \(Int(targetContentOffset.pointee.y))", scrollView)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    /// Records the drag's end and whether the view decelerates.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging \(decelerate)", scrollView)
    }
    /// Records the deceleration's beginning, and whether the view says it decelerates.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log("willBeginDecelerating\(scrollView.isDecelerating ? " decelerating" : "")", scrollView)
    }
    /// Records the deceleration's end.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating", scrollView) }
    /// Records the end of a scrolling animation.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log("didEndScrollingAnimation", scrollView)
    }
    /// Records the question and names the view's first subview.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        log("viewForZooming", scrollView)
        return scrollView.subviews.first
    }
    /// Records the zoom's beginning.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log("willBeginZooming", scrollView)
    }
    /// Records the zoom's end and its scale.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log("didEndZooming \(scale)", scrollView)
    }
    /// Records the question and answers ``allowsScrollToTop``.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        log("shouldScrollToTop", scrollView)
        return allowsScrollToTop
    }
    /// Records the scroll to the top.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop", scrollView) }
    /// Records the change of insets.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log("didChangeAdjustedContentInset", scrollView)
    }
}
#endif
