#if !canImport(UIKit)
import Foundation

extension UIScrollView {
    /// How far past the top a simulated pull drags the content: far enough for UIKit to start refreshing.
    static let pullToRefreshDistance: CGFloat = 130

    /// Pulls the content down past its top as a finger does, and lets go, starting the refresh control's refresh.
    /// Returns whether the refresh control sent `.valueChanged`.
    ///
    /// The delegate hears a drag (as ``simulateDrag(to:velocity:)``): `scrollViewWillBeginDragging(_:)`,
    /// `scrollViewDidScroll(_:)` as the content goes past its top (`contentOffset.y` of -130),
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with no velocity and the top as the target,
    /// `scrollViewDidEndDragging(_:willDecelerate:)` with `true`, then `scrollViewWillBeginDecelerating(_:)`,
    /// `scrollViewDidScroll(_:)` as the content comes back to rest at the top (or where the delegate moved the target)
    /// and `scrollViewDidEndDecelerating(_:)`. While the finger is past
    /// the top, the refresh control starts refreshing and sends `.valueChanged`, as UIKit's does, unless it is
    /// disabled or already refreshing (then nothing is sent and this returns `false`; a disabled or hidden scroll view,
    /// `isScrollEnabled` off, or no ``refreshControl`` also return `false`, the last two without a drag).
    ///
    /// Deviation from UIKit: UIKit keeps the content inset below the control until ``UIRefreshControl/endRefreshing()``;
    /// HeadlessUIKit has no content inset and brings the content back to the top at once.
    ///
    /// - Complexity: Two layouts of the view (see ``layoutIfNeeded()``).
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard let control = refreshControl, isScrollEnabled, isUserInteractionEnabled, !isHidden else { return false }
        layoutIfNeeded()
        beginDrag()
        contentOffset = CGPoint(x: contentOffset.x, y: -Self.pullToRefreshDistance)
        let refreshed = control.userDidPull()
        endDrag(velocity: .zero)
        layoutIfNeeded()
        return refreshed
    }
}
#endif
