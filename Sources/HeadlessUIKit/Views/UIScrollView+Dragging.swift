#if !canImport(UIKit)
import Foundation

extension UIScrollView {
    /// Scrolls as a finger would, by a drag to the content offset that lifts without a flick, then lays the view out
    /// at once so that cells come and go as they do on screen. The same as ``simulateDrag(to:velocity:)`` with no
    /// velocity.
    ///
    /// The offset is kept within the content (from zero to the content size less the bounds size), where a scroll view
    /// comes to rest after a drag beyond its edges (it bounces back); the content size is the one of the layout, which
    /// this method brings up to date first. Use `contentOffset` to set an offset as code does, without a drag and
    /// without the limit.
    ///
    /// - Complexity: Two layouts of the view (see ``layoutIfNeeded()``).
    public func scroll(to offset: CGPoint) {
        simulateDrag(to: offset, velocity: .zero)
    }

    /// Drags the content as a finger would, to `offset`, and lifts the finger moving at `velocity` (points per
    /// millisecond, as UIKit reports it; positive `y` moves the content's later rows into view), then lays the view
    /// out at once so that cells come and go as they do on screen.
    ///
    /// The delegate hears what UIKit sends for a drag (Apple's documentation of `UIScrollViewDelegate`, each method):
    /// 1. `scrollViewWillBeginDragging(_:)`;
    /// 2. `scrollViewDidScroll(_:)` as the finger moves the offset (not at all if it does not);
    /// 3. `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the velocity and the offset where the
    ///    content will come to rest. The delegate may change it ("Your application can change the value of the
    ///    `targetContentOffset` parameter to adjust where the scrollview finishes its scrolling animation"), and the
    ///    scroll ends there (kept within the content, where a scroll view comes to rest: it bounces back);
    /// 4. `scrollViewDidEndDragging(_:willDecelerate:)`, with `true` if the content moves on after the finger lifts:
    ///    when the target is not where the finger lifted;
    /// 5. if it does, `scrollViewWillBeginDecelerating(_:)`, `scrollViewDidScroll(_:)` as the content reaches the
    ///    target (HeadlessUIKit has no animation: one step), and `scrollViewDidEndDecelerating(_:)`.
    ///
    /// The finger's offset is kept within the content (a finger dragging past an edge stretches the content, which
    /// bounces back). The proposed target is where the velocity carries the content at the scroll view's
    /// ``decelerationRate`` *r*: the velocity times *r* / (1 − *r*) past the finger's offset (the projection of a
    /// decelerating scroll, Apple's WWDC 2018 session "Designing Fluid Interfaces"), kept within the content. With no
    /// velocity it is the finger's offset, and the drag ends there without decelerating unless the delegate moves the
    /// target.
    ///
    /// ``isDragging`` and ``isTracking`` are `true` while the finger is down (until
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` has returned), ``isDecelerating`` while the
    /// content moves on (from `scrollViewDidEndDragging(_:willDecelerate:)` with `true` until
    /// `scrollViewDidEndDecelerating(_:)`). The content size is the one of the layout, which this method brings up to
    /// date first.
    ///
    /// - Complexity: Two layouts of the view (see ``layoutIfNeeded()``).
    public func simulateDrag(to offset: CGPoint, velocity: CGPoint) {
        layoutIfNeeded()
        beginDrag()
        contentOffset = keptWithinContent(offset)
        endDrag(velocity: velocity)
        layoutIfNeeded()
    }

    /// Taps the status bar, as the system does for the scroll view closest to it (choosing that scroll view is the
    /// system's, and here the test's): if ``scrollsToTop`` is on, the delegate's
    /// `scrollViewShouldScrollToTop(_:)` allows it (it does unless implemented otherwise) and the content is not
    /// already at its top, the content scrolls to its top (`scrollViewDidScroll(_:)`), the delegate hears
    /// `scrollViewDidScrollToTop(_:)`, and the view is laid out at once. Returns whether it scrolled.
    ///
    /// Apple's documentation of `scrollsToTop`: "If that scroll view has `scrollsToTop` set to `false`, its delegate
    /// returns `false` from `scrollViewShouldScrollToTop(_:)`, or the content is already at the top, nothing happens.
    /// After the scroll view scrolls to the top of the content view, it sends the delegate a
    /// `scrollViewDidScrollToTop(_:)` message." The scroll is not a scrolling animation of
    /// `setContentOffset(_:animated:)`: no `scrollViewDidEndScrollingAnimation(_:)`. The top is a content offset of
    /// minus the adjusted content inset's top (``adjustedContentInset``); the horizontal offset is kept. Apple's documentation of
    /// `scrollViewDidScrollToTop(_:)` adds that UIKit "might call it immediately if the top of the content is already
    /// shown"; HeadlessUIKit follows `scrollsToTop`'s page and does nothing then (after asking the delegate).
    ///
    /// - Complexity: A layout of the view (see ``layoutIfNeeded()``), when it scrolls.
    @discardableResult
    public func simulateTapOnStatusBar() -> Bool {
        guard scrollsToTop, !isHidden else { return false }
        let delegate = scrollEventsDelegate
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard contentOffset != top else { return false }
        contentOffset = top
        scrollEventsDelegate?.scrollViewDidScrollToTop(self)
        layoutIfNeeded()
        return true
    }

    /// A finger touches and starts to drag the content: the delegate hears `scrollViewWillBeginDragging(_:)`.
    func beginDrag() {
        dragPhase = .dragging
        if keyboardDismissMode == .onDrag { (window ?? self).endEditing(true) }
        scrollEventsDelegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger lifts moving at `velocity` (points per millisecond): the delegate hears
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and may move the target, then
    /// `scrollViewDidEndDragging(_:willDecelerate:)` and, when the content moves on to the target, the deceleration
    /// (see ``simulateDrag(to:velocity:)``).
    func endDrag(velocity: CGPoint) {
        let rate = decelerationRate.rawValue
        let carry = rate > 0 && rate < 1 ? rate / (1 - rate) : 0
        let lifted = contentOffset
        var target = keptWithinContent(
            CGPoint(x: lifted.x + velocity.x * carry, y: lifted.y + velocity.y * carry))
        // UIKit's signature passes the target by pointer, for the delegate to change: the pointer is to this local
        // variable and lives only for the call, as UIKit's does.
        withUnsafeMutablePointer(to: &target) { pointer in
            scrollEventsDelegate?.scrollViewWillEndDragging(
                self, withVelocity: velocity, targetContentOffset: pointer)
        }
        let rest = keptWithinContent(target)
        let decelerates = rest != lifted
        dragPhase = decelerates ? .decelerating : .none
        scrollEventsDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        scrollEventsDelegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = rest
        dragPhase = .none
        scrollEventsDelegate?.scrollViewDidEndDecelerating(self)
    }

    /// `offset` kept within the content: on each axis from minus the adjusted inset's leading edge to the content
    /// size less the bounds size plus the inset's trailing edge (where UIKit's scroll view comes to rest).
    func keptWithinContent(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width - bounds.width + inset.right)
        let maxY = max(minY, contentSize.height - bounds.height + inset.bottom)
        return CGPoint(x: min(max(minX, offset.x), maxX), y: min(max(minY, offset.y), maxY))
    }
}
#endif
