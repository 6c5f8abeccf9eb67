#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Dynamic Type: a new preferred content size category makes every measurement of the old text size wrong.
extension ListViewAdapter {
    /// Starts following the content size category, for as long as the adapter lives.
    func observeContentSizeCategory() {
        contentSizeCategoryObservation = NotificationObservation(
            of: UIContentSizeCategory.didChangeNotification
        ) { [weak self] in
            self?.contentSizeCategoryNotificationArrived()
        }
    }

    /// Called when the content size category of the view is no longer the one the adapter measured at: the adapter
    /// forgets what it measured and, with `relayout`, has its view measure again (without it, the view is in a layout
    /// pass already, which measures what it shows). The sizing cells go too: they were made with fonts of the old
    /// size.
    func contentSizeCategoryDidChange(relayout: Bool) {
        measurements.removeAll()
        sizingCells.removeAll()
        guard relayout, let view = adaptedView else { return }
        answering { view.measureAgain() }
    }

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
}

/// A block-based observation of a notification, removed when the observation goes. The block runs on the main actor:
/// at once for a notification posted on the main queue (UIKit posts `UIContentSizeCategory.didChangeNotification` on
/// the main thread), in a later turn for one posted elsewhere.
final class NotificationObservation {
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
