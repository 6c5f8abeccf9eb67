#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Implements `scrollToRow(at:at:animated:)` (see there).
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

    /// Implements `scrollToNearestSelectedRow(at:animated:)`, declared `open` in the class body.
    func scrollToNearestSelectedRowNow(at scrollPosition: ScrollPosition, animated: Bool) {
        let geometry = currentGeometry()
        let reference: CGFloat
        switch scrollPosition {
        case .middle: reference = contentOffset.y + bounds.height / 2
        case .bottom: reference = contentOffset.y + bounds.height
        case .top, .none: reference = contentOffset.y
        }
        let candidates = (indexPathsForSelectedRows ?? []).filter { geometry.contains($0) }
        let nearest = candidates.min { first, second in
            let a = geometry.rowExtent(first)
            let b = geometry.rowExtent(second)
            return abs(a.minY + a.height / 2 - reference) < abs(b.minY + b.height / 2 - reference)
        }
        guard let nearest else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }
}
#endif
