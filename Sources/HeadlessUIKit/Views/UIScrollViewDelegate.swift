#if !canImport(UIKit)
import Foundation

/// The messages a scroll view sends about scrolling, as UIKit's `UIScrollViewDelegate`.
///
/// UIKit's optional methods are requirements here with empty default implementations, so that a conforming
/// class's own implementations are found through the protocol (and overrides in its subclasses too).
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called whenever the content offset changes, by code or by the user.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called when the user starts dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the user lifts the finger after dragging.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
#endif
