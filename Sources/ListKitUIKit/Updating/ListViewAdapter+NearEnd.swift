#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ListViewAdapter {
    /// Calls `action` when the user nears the end of the list: when one of the last `rows` rows is prefetched or
    /// about to be displayed, and after each apply while one of them is on screen (an end that stays in view, such as a
    /// first page shorter than the screen). `nil` removes the action.
    ///
    /// Where a list loads its next page. The action may be called more than once for one end, so it decides whether a
    /// load is due — and, since the calls after an apply come without the user scrolling, how many loads that show no
    /// new row it allows (a filter that hides every page's rows would otherwise load them all). A
    /// ``PagingListViewModel`` bound with `bind(to:)` is wired this way already (through the binding, apart from this
    /// action), and ``PagedListViewModel`` bounds those loads with its `hiddenPageLimit`.
    ///
    /// ```swift
    /// adapter.onNearEnd(within: 10) { [weak feed] in feed?.loadMore() }
    /// ```
    ///
    /// - Parameters:
    ///   - rows: How many of the last rows (a collection view's items) count as near the end; at least 1.
    ///   - action: What to do, or `nil` to stop.
    public final func onNearEnd(within rows: Int = 5, perform action: (@MainActor () -> Void)?) {
        ownNearEnd = action.map { NearEndTrigger(threshold: rows, action: $0) }
    }

    /// The adapter's trigger and its binding's.
    final var nearEndTriggers: NearEndTriggers {
        NearEndTriggers(
            own: ownNearEnd, bound: binding?.nearEnd, start: ownNearStart, boundStart: binding?.nearStart)
    }

    /// `completion`, followed by a check of the rows on screen against the near-end triggers, if there are any.
    final func checkingNearEnd(after completion: (() -> Void)?) -> (() -> Void)? {
        guard !nearEndTriggers.isEmpty else { return completion }
        return { [weak self] in
            completion?()
            self?.checkNearEndOnScreen()
        }
    }

    /// Checks the rows on screen against the triggers: the last against the near-end ones, all of them against the
    /// near-start one.
    ///
    /// - Complexity: O(visible rows), plus the view's layout if one is pending.
    final func checkNearEndOnScreen() {
        let triggers = nearEndTriggers
        guard !triggers.isEmpty, let view = adaptedView else { return }
        triggers.checkOnScreen(view.indexPathsOnScreen, in: snapshot)
    }
}
