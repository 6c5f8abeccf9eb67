#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Records every `UIScrollViewDelegate` message a table or collection view sends, with the offset at the time; it
/// can move the target of a drag and refuse a scroll to the top.
@MainActor
final class ScrollDelegateRecorder: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var events: [String] = []
    /// Where the recorder moves the target of a drag that ends, if anywhere.
    var newTarget: CGPoint?
    /// What the recorder answers to `scrollViewShouldScrollToTop(_:)`.
    var allowsScrollToTop = true
    /// Objects the view holds weakly (its data source), kept for as long as the recorder.
    var keepAlive: [AnyObject] = []

    private func log(_ event: String, _ scrollView: UIScrollView) {
        events.append("\(event) \(Int(scrollView.contentOffset.y))")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log("didScroll", scrollView) }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log("didZoom", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log("willBeginDragging\(scrollView.isDragging ? " dragging" : "")", scrollView)
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log("willEndDragging v\(velocity.y) target \(Int(targetContentOffset.pointee.y))", scrollView)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging \(decelerate)", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log("willBeginDecelerating\(scrollView.isDecelerating ? " decelerating" : "")", scrollView)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation", scrollView) }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log("willBeginZooming", scrollView)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log("didEndZooming", scrollView)
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
#endif
