#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What ``TableViewAdapter`` and ``CollectionViewAdapter`` share as the delegate of their view: the scroll events.
///
/// An adapter takes its view's delegate slot (a `UITableViewDelegate` or `UICollectionViewDelegate` is a
/// `UIScrollViewDelegate`), so the app hears the view's scrolling through ``scrollViewDelegate`` instead: every
/// `UIScrollViewDelegate` message reaches it — the drag and its deceleration, `scrollViewWillEndDragging` with the
/// target offset it may change, the end of scrolling animations, scroll to top, zooming and inset changes — as if it
/// were the view's delegate: a method it does not implement behaves as UIKit's default (scrolls to the top are
/// allowed, no view zooms).
///
/// Each event is a call of the view as far as applies go: an apply made from it waits its turn. A drag's beginning
/// also tells a bound ``PagingListViewModel`` that the user scrolls.
///
/// Both adapters also follow Dynamic Type: when the user changes the preferred content size category
/// (`UIContentSizeCategory.didChangeNotification`), the sizes they measured are of the old text size, so they forget
/// them and measure again — at once for a view in a window; for a view outside every window (a screen not shown now),
/// when it next asks for a size, if its category is still another than the one measured.
///
/// You do not make a `ListViewAdapter`; make a ``TableViewAdapter`` or a ``CollectionViewAdapter``.
@MainActor
public class ListViewAdapter: NSObject {
    /// Receives every scroll view event of the view (it is the adapter that is the view's delegate).
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// The view the adapter drives.
    private weak var adaptedView: UIScrollView?

    /// The adapter's observation of the content size category, for as long as the adapter lives.
    private var contentSizeCategoryObservation: NotificationObservation?

    /// The content size category of the sizes the adapter measured.
    private var measuredCategory: UIContentSizeCategory

    /// Whether the category changed while the view was outside a window, not yet checked.
    private var categoryMayHaveChanged = false

    /// Made by the adapters only, for `view`.
    init(adapting view: UIScrollView) {
        adaptedView = view
        measuredCategory = view.traitCollection.preferredContentSizeCategory
        super.init()
        contentSizeCategoryObservation = NotificationObservation(
            of: UIContentSizeCategory.didChangeNotification
        ) { [weak self] in
            self?.contentSizeCategoryNotificationArrived()
        }
    }

    /// The adapter's own work on the scroll events of its view; each adapter gives its own (`nil`: none).
    var scrollEventWork: ScrollEventWork? {
        nil
    }

    /// Called when the content size category of the view is no longer the one the adapter measured at: each adapter
    /// forgets what it measured and, with `relayout`, has its view measure again (without it, the view is in a layout
    /// pass already, which measures what it shows).
    func contentSizeCategoryDidChange(relayout: Bool) {}

    /// The user changed the preferred content size category (`UIContentSizeCategory.didChangeNotification`): a view in
    /// a window measures again at once; one outside every window (not on screen, perhaps not for a while) when it
    /// next asks for a measurement (``checkContentSizeCategory()``), if the category is still another then.
    private func contentSizeCategoryNotificationArrived() {
        guard let view = adaptedView else { return }
        guard view.window != nil else {
            categoryMayHaveChanged = true
            return
        }
        categoryMayHaveChanged = false
        refreshMeasurements(of: view, relayout: true)
    }

    /// Forgets the measurements of another content size category, if the category changed while the view was outside
    /// every window. Called where the view asks for a measurement.
    ///
    /// - Complexity: O(1) unless the category changed.
    func checkContentSizeCategory() {
        guard categoryMayHaveChanged else { return }
        categoryMayHaveChanged = false
        if let view = adaptedView { refreshMeasurements(of: view, relayout: false) }
    }

    /// Tells the adapter to measure again if `view`'s content size category is not the one it measured at.
    private func refreshMeasurements(of view: UIScrollView, relayout: Bool) {
        let category = view.traitCollection.preferredContentSizeCategory
        guard category != measuredCategory else { return }
        measuredCategory = category
        contentSizeCategoryDidChange(relayout: relayout)
    }

    /// Runs `body` as the answer to a call of the view: an apply made from it waits its turn.
    private func answering<Result>(_ body: (ScrollEventWork?) -> Result) -> Result {
        let work = scrollEventWork
        work?.updater.beginAnswering()
        defer { work?.updater.endAnswering() }
        return body(work)
    }
}

/// A block-based observation of a notification, removed when the observation goes. The block runs on the main actor:
/// at once for a notification posted on the main queue (UIKit posts `UIContentSizeCategory.didChangeNotification` on
/// the main thread), in a later turn for one posted elsewhere.
private final class NotificationObservation {
    /// Marks the main queue, which runs the main actor's work: on Linux it need not be the main thread (the main
    /// thread may have handed the queue to another with `dispatchMain()`), so `Thread.isMainThread` cannot tell.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private let token: any NSObjectProtocol

    init(of name: Notification.Name, perform action: @escaping @MainActor () -> Void) {
        let key = Self.mainQueueKey
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            if DispatchQueue.getSpecific(key: key) == true {
                MainActor.assumeIsolated { action() }
            } else {
                Task { @MainActor in action() }
            }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}

/// An adapter's own work on the scroll events of its view, done around their forwarding (see ``ListViewAdapter``).
@MainActor
struct ScrollEventWork {
    /// The adapter's updater: a scroll event is a call of the view, during which an apply waits its turn.
    let updater: SnapshotUpdater
    /// The near-end triggers, told when the user begins to drag (``PagingListViewModel/userDidScroll()``).
    let nearEnd: NearEndTriggers
}

// Each method forwards to `scrollViewDelegate`: on iOS only if it implements the method (UIKit's optional
// requirements), on HeadlessUIKit always (its requirements have UIKit's defaults).
extension ListViewAdapter: UIScrollViewDelegate {
    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidScroll?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidScroll(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidZoom?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidZoom(scrollView)
            #endif
        }
    }

    /// Tells a bound ``PagingListViewModel`` that the user scrolls (``PagingListViewModel/userDidScroll()``), and
    /// forwards to ``scrollViewDelegate``.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        answering { work in
            work?.nearEnd.userDidScroll()
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillBeginDragging?(scrollView)
            #else
            scrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``, which may change where the scroll comes to rest.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillEndDragging?(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #else
            scrollViewDelegate?.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
            #else
            scrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillBeginDecelerating?(scrollView)
            #else
            scrollViewDelegate?.scrollViewWillBeginDecelerating(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndDecelerating?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidEndDecelerating(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
            #endif
        }
    }

    /// The view ``scrollViewDelegate`` zooms, if any; `nil` (no zooming) without one, as UIKit's default.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.viewForZooming?(in: scrollView) ?? nil
            #else
            scrollViewDelegate?.viewForZooming(in: scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
            #else
            scrollViewDelegate?.scrollViewWillBeginZooming(scrollView, with: view)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
            #else
            scrollViewDelegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
            #endif
        }
    }

    /// What ``scrollViewDelegate`` answers; `true` (the scroll to the top is allowed) without one, as UIKit's default.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
            #else
            scrollViewDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidScrollToTop?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidScrollToTop(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        answering { _ in
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
            #endif
        }
    }
}
