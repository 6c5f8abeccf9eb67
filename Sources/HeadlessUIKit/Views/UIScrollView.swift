#if !canImport(UIKit)
import Foundation

/// A view whose content is larger than its frame and is scrolled by `contentOffset`, as UIKit's `UIScrollView`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The point of the content shown at the view's top-left corner: the origin of the view's bounds, as in UIKit
    /// (subviews are placed in the content's coordinates, and `convert(_:to:)` takes the offset into account).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        contentOffsetDidChange(from: oldOrigin)
        // UIKit sends scrollViewDidScroll(_:) for every change of the offset, by code or by the user (Apple's
        // documentation of `scrollViewDidScroll(_:)`).
        if contentOffset != oldOrigin { scrollEventsDelegate?.scrollViewDidScroll(self) }
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero

    /// The insets of the content from the view's edges, as UIKit's: its content inset plus the safe area's, as its
    /// adjustment behaviour says. Always zero in HeadlessUIKit, whose scroll views have neither content insets nor a
    /// safe area.
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { .zero }

    /// Whether the user can scroll. HeadlessUIKit keeps the value; code (and `scroll(to:)`) still scrolls.
    open var isScrollEnabled = true

    /// Whether the vertical scroll indicator is shown (nothing is drawn on Linux).
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal scroll indicator is shown (nothing is drawn on Linux).
    open var showsHorizontalScrollIndicator = true

    /// Whether the content bounces vertically even when it is shorter than the view.
    open var alwaysBounceVertical = false

    /// The refresh control shown above the content, or `nil`. Setting it adds the control as a subview (removing the
    /// old one), above the content and as wide as the view, as UIKit does.
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            refreshControl.place(in: self)
            addSubview(refreshControl)
        }
    }

    /// The context menu a simulated long press showed, until an action is chosen or it is dismissed.
    var contextMenuPresentation: ContextMenuPresentation?

    /// Sets the content offset; HeadlessUIKit has no animation, so the offset changes at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Called after the content offset changed, before the delegate hears of it; subclasses mark layout as pending
    /// here.
    func contentOffsetDidChange(from oldOffset: CGPoint) {}

    /// The object told about scrolling. UIKit's `UIScrollView.delegate`, which the table and collection views
    /// redeclare with their own delegate types; a Swift stored property cannot do that, so HeadlessUIKit's scroll view
    /// has no `delegate` and each subclass returns its own here (see ``UITableView``).
    var scrollEventsDelegate: (any UIScrollViewDelegate)? { nil }
}
#endif
