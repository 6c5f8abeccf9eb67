#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Records the scroll-view messages a table or collection view sends its delegate.
@MainActor
final class ScrollEventLog: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var events: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y))")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
}
#endif
