#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What an adapter calls when the user nears the end of its list (``NearStartTrigger`` is its counterpart at the start): when one of the last rows is about to appear (the
/// view prefetches it or displays it), and after an apply while one of them is on screen.
///
/// The second case is for an end that stays on screen: a page whose rows a filter leaves out, or a first page shorter
/// than the screen, adds no row that appears, yet the end is still in view. The action decides whether anything is due
/// (``PagingListViewModel/loadNextPage()`` does), so it may be called more than once for one end. Since these calls
/// come without the user doing anything, the trigger also tells the view model when the user begins to drag
/// (``PagingListViewModel/userDidScroll()``): ``PagedListViewModel`` loads only a bounded number of pages that add no
/// row (``PagedListViewModel/hiddenPageLimit``) between two of the user's asks.
@MainActor
struct NearEndTrigger {
    /// How many of the last rows count as near the end; read at each check, values below 1 count as 1.
    let threshold: @MainActor () -> Int
    /// Called when a row near the end appears.
    let action: @MainActor () -> Void
    /// Whether the rows on screen are the ones the action is about; asked only for a row near the end.
    let isCurrent: @MainActor () -> Bool
    /// Called when the user begins to drag the list.
    let userDidScroll: @MainActor () -> Void

    /// A trigger with a fixed threshold, for the rows the adapter was given.
    init(threshold: Int, action: @escaping @MainActor () -> Void) {
        self.threshold = { threshold }
        self.action = action
        isCurrent = { true }
        userDidScroll = {}
    }

    /// A trigger that loads `viewModel`'s next page, as near as its threshold says; it holds the view model weakly.
    ///
    /// `isCurrent` says whether the adapter shows the view model's snapshot as it is now. A row near the end of an
    /// older one — the loading row, shown until the binding's stream delivers the first page a turn later — says
    /// nothing about the pages, so it loads nothing; the newest snapshot is checked once it is on screen.
    init(_ viewModel: any PagingListViewModel, isCurrent: @escaping @MainActor () -> Bool) {
        threshold = { [weak viewModel] in viewModel?.nextPageThreshold ?? 1 }
        action = { [weak viewModel] in viewModel?.loadNextPage() }
        self.isCurrent = isCurrent
        userDidScroll = { [weak viewModel] in viewModel?.userDidScroll() }
    }

    /// Calls the action if the row at `indexPath` is one of the last rows of `snapshot`.
    ///
    /// - Complexity: O(1) for a row far from the end of its section; otherwise O(the sections after it) at most,
    ///   stopping once the threshold's number of rows is counted.
    func check(_ indexPath: IndexPath, in snapshot: ListSnapshot) {
        if snapshot.isAmongLastRows(max(1, threshold()), indexPath), isCurrent() { action() }
    }
}

extension ListSnapshot {
    /// Whether the visible row at `indexPath` is one of the last `count` visible rows; `false` for a row the snapshot
    /// does not have.
    ///
    /// - Complexity: O(the sections after `indexPath`) at most, stopping once `count` rows after it are counted.
    func isAmongLastRows(_ count: Int, _ indexPath: IndexPath) -> Bool {
        let sectionCount = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sectionCount, indexPath.row >= 0 else { return false }
        let rowsInSection = numberOfRows(inSection: indexPath.section)
        guard indexPath.row < rowsInSection else { return false }
        var rowsAfter = rowsInSection - indexPath.row - 1
        var section = indexPath.section + 1
        while rowsAfter < count, section < sectionCount {
            rowsAfter += numberOfRows(inSection: section)
            section += 1
        }
        return rowsAfter < count
    }

    /// Whether the visible row at `indexPath` is one of the first `count` visible rows; `false` for a row the snapshot
    /// does not have.
    ///
    /// - Complexity: O(the sections before `indexPath`) at most, stopping once `count` rows before it are counted.
    func isAmongFirstRows(_ count: Int, _ indexPath: IndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return false }
        var rowsBefore = indexPath.row
        var section = indexPath.section - 1
        while rowsBefore < count, section >= 0 {
            rowsBefore += numberOfRows(inSection: section)
            section -= 1
        }
        return rowsBefore < count
    }
}

/// The triggers an adapter checks at both ends of its list: near the end, its own (`onNearEnd(within:perform:)`) and
/// its binding's; near the start, its own (`onNearStart(within:perform:)`) and its binding's.
@MainActor
struct NearEndTriggers {
    /// The adapter's own near-end trigger.
    var own: NearEndTrigger?
    /// The near-end trigger of the binding to a ``PagingListViewModel``.
    var bound: NearEndTrigger?
    /// The adapter's own near-start trigger.
    var start: NearStartTrigger?
    /// The near-start trigger of the binding to a ``PreviousPagingListViewModel``.
    var boundStart: NearStartTrigger?

    /// Whether there is any trigger.
    var isEmpty: Bool {
        own == nil && bound == nil && start == nil && boundStart == nil
    }

    /// Checks the row at `indexPath`, about to be displayed, against each trigger.
    func check(_ indexPath: IndexPath, in snapshot: ListSnapshot) {
        own?.check(indexPath, in: snapshot)
        bound?.check(indexPath, in: snapshot)
        start?.check(indexPath, in: snapshot)
        boundStart?.check(indexPath, in: snapshot)
    }

    /// Tells each trigger that the user began to drag the list.
    func userDidScroll() {
        own?.userDidScroll()
        bound?.userDidScroll()
        start?.userDidScroll()
        boundStart?.userDidScroll()
    }

    /// Checks the last of `indexPaths` (rows prefetched) against the near-end triggers, and the first of them against
    /// the near-start trigger.
    ///
    /// - Complexity: O(`indexPaths.count`), plus ``NearEndTrigger/check(_:in:)``.
    func checkLast(of indexPaths: [IndexPath], in snapshot: ListSnapshot) {
        guard !isEmpty else { return }
        if own != nil || bound != nil, let last = indexPaths.max() {
            own?.check(last, in: snapshot)
            bound?.check(last, in: snapshot)
        }
        if start != nil || boundStart != nil, let first = indexPaths.min() {
            start?.check(first, in: snapshot)
            boundStart?.check(first, in: snapshot)
        }
    }

    /// Checks the rows on screen after an apply: the last of them against the near-end triggers, and all of them
    /// against the near-start trigger, which also learns whether the start of the list moved.
    ///
    /// - Complexity: O(`indexPaths.count`), plus ``NearEndTrigger/check(_:in:)``.
    func checkOnScreen(_ indexPaths: [IndexPath], in snapshot: ListSnapshot) {
        if own != nil || bound != nil, let last = indexPaths.max() {
            own?.check(last, in: snapshot)
            bound?.check(last, in: snapshot)
        }
        start?.checkAfterApply(onScreen: indexPaths, in: snapshot)
        boundStart?.checkAfterApply(onScreen: indexPaths, in: snapshot)
    }
}
