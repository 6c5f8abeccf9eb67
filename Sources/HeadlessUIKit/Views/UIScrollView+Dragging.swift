#if !canImport(UIKit)
import Foundation

extension UIScrollView {
    /// Scrolls as a finger would, by a drag to the content offset, then lays the view out at once so that cells come
    /// and go as they do on screen.
    ///
    /// The delegate hears what UIKit sends for a drag (Apple's documentation of `UIScrollViewDelegate`):
    /// `scrollViewWillBeginDragging(_:)`, then `scrollViewDidScroll(_:)` as the offset changes (not at all if it does
    /// not), then `scrollViewDidEndDragging(_:willDecelerate:)` with `false`: the finger lifts without a flick. The
    /// offset is kept within the content (from zero to the content size less the bounds size), where a scroll view
    /// comes to rest after a drag beyond its edges (it bounces back); the content size is the one of the layout, which
    /// this method brings up to date first. Use `contentOffset` to set an offset as code does, without a drag and
    /// without the limit.
    ///
    /// - Complexity: Two layouts of the view (see ``layoutIfNeeded()``).
    public func scroll(to offset: CGPoint) {
        layoutIfNeeded()
        let maxX = max(0, contentSize.width - bounds.width)
        let maxY = max(0, contentSize.height - bounds.height)
        let target = CGPoint(x: min(max(0, offset.x), maxX), y: min(max(0, offset.y), maxY))
        scrollEventsDelegate?.scrollViewWillBeginDragging(self)
        contentOffset = target
        scrollEventsDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        layoutIfNeeded()
    }
}
#endif
