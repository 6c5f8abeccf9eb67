#if !canImport(UIKit)
import Foundation

/// A control that starts the refresh of a scroll view's content when the user pulls it down, as UIKit's
/// `UIRefreshControl`.
///
/// Attach it with `UIScrollView.refreshControl` (or `UITableViewController.refreshControl`). When the user pulls
/// (``UIScrollView/simulatePullToRefresh()``) the control starts refreshing and sends `.valueChanged`; the app
/// reloads its content and calls ``endRefreshing()``. ``beginRefreshing()`` is for a refresh that code starts: it
/// shows the control refreshing and, as in UIKit, sends no action ("Tells the control that a refresh operation was
/// started programmatically", Apple's documentation).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height UIKit gives a refresh control: 60 points.
    static let height: CGFloat = 60

    /// Whether a refresh is in progress: from a pull or ``beginRefreshing()`` until ``endRefreshing()``.
    open private(set) var isRefreshing = false

    /// The title shown under the spinner, or `nil`.
    open var attributedTitle: NSAttributedString?

    /// The color of the spinner and the title (`nil`: the system's).
    @available(iOS 7.0, *)
    open var tintColor: UIColor!

    /// Creates a refresh control. Its frame is set by the scroll view it is attached to.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the control refreshing, for a refresh that code started; sends no action.
    @available(iOS 6.0, *)
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Returns the control to its resting state once the refresh is done; sends no action.
    @available(iOS 6.0, *)
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Starts refreshing as a pull does, sending `.valueChanged`; `false` when the control is disabled or already
    /// refreshing (UIKit does not start a second refresh while one is in progress).
    func userDidPull() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        isRefreshing = true
        sendActions(for: .valueChanged)
        return true
    }

    /// Places the control above the content of the scroll view, as wide as it.
    func place(in scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    }
}
#endif
