import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An app's scroll view delegate that records every `UIScrollViewDelegate` message with the offset at the time; it
/// can move the target of a drag and refuse a scroll to the top.
@MainActor
final class AppScrollDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var events: [String] = []
    /// Where the delegate moves the target of a drag that ends, if anywhere.
    var newTarget: CGPoint?
    /// What the delegate answers to `scrollViewShouldScrollToTop(_:)`.
    var allowsScrollToTop = true

    private func log(_ event: String, _ scrollView: UIScrollView) {
        events.append("\(event) \(Int(scrollView.contentOffset.y))")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log("didScroll", scrollView) }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log("didZoom", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log("willEndDragging v\(velocity.y) target \(Int(targetContentOffset.pointee.y))", scrollView)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging \(decelerate)", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation", scrollView) }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        log("viewForZooming", scrollView)
        return scrollView.subviews.first
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log("willBeginZooming", scrollView)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log("didEndZooming \(scale)", scrollView)
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        log("shouldScrollToTop", scrollView)
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop", scrollView) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log("didChangeAdjustedContentInset", scrollView)
    }
}
