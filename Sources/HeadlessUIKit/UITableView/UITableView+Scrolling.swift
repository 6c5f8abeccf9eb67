#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Scrolls so the row is at the position; `.none` scrolls the least that shows the row whole (not at all if it
    /// is). The offset stays within the content. An invalid row reports UIKit's "attempt to scroll to invalid
    /// index path" (UIKit raises it as `NSRangeException`).
    func scrollToRowNow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let geometry = currentGeometry()
        guard geometry.contains(indexPath) else {
            Headless.raise("attempt to scroll to invalid index path: \(indexPath.uikitDescription)")
            return
        }
        let extent = geometry.rowExtent(indexPath)
        let height = bounds.height
        var y = contentOffset.y
        switch scrollPosition {
        case .top:
            y = extent.minY
        case .middle:
            y = extent.minY + extent.height / 2 - height / 2
        case .bottom:
            y = extent.minY + extent.height - height
        case .none:
            if extent.minY < y {
                y = extent.minY
            } else if extent.minY + extent.height > y + height {
                y = extent.minY + extent.height - height
            }
        }
        let maxY = max(0, geometry.contentHeight - height)
        y = min(max(0, y), maxY)
        if y != contentOffset.y {
            setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
        }
    }

    /// Scrolls as a finger would: sets the content offset (the delegate gets `scrollViewDidScroll(_:)`) and lays
    /// the table out at once, so cells come and go as they do on screen.
    public func scroll(to offset: CGPoint) {
        contentOffset = offset
        layoutTableIfNeeded()
    }
}
#endif
