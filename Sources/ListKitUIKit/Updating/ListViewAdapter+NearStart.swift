#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What an adapter calls when the user nears the start of its list (``NearEndTrigger`` is its counterpart at the end):
/// for a list that grows at the top, such as a chat loading older messages.
///
/// It calls its action once per approach of the start:
///
/// - A list opens at its start, or is scrolled there by code, without the user asking for anything: until the user
///   first drags the list, the trigger waits. At that drag, one of the first rows on screen calls the action at once.
/// - Otherwise, one of the first rows about to be displayed or prefetched calls the action, and so does one of them on
///   screen after an apply.
/// - Once it called the action, it is quiet while the user stays near the start and the load runs: until the start of
///   the list changes (an apply brings another first row, or another number of rows: the older rows arrived, below a
///   loading row that stays first; if one of the first rows is still on screen then, as when a short page came, the
///   action is called again at once), or until the user begins a drag
///   with the first rows more than a screen away (they left, beyond the reach of prefetching, and the next approach
///   calls it again).
@MainActor
final class NearStartTrigger {
    /// Where the trigger stands.
    private enum State {
        /// The user has not dragged the list yet.
        case waitingForUser
        /// The next first row that appears calls the action.
        case armed
        /// The action ran while the list started as `start` says.
        case called(start: Start)
    }

    /// What tells that the start of the list changed: its first row, and how many rows it has (older rows inserted
    /// below a loading row that stays first change the count, not the first row).
    private struct Start: Equatable {
        let first: RowIdentity?
        let rows: Int
    }

    /// How many of the first rows count as near the start; read at each check, values below 1 count as 1.
    private let readThreshold: @MainActor () -> Int
    /// Called when the user nears the start.
    let action: @MainActor () -> Void
    /// The rows on screen and the snapshot on screen, or `nil` once the adapter is gone.
    let screen: @MainActor () -> (indexPaths: [IndexPath], snapshot: ListSnapshot)?
    private var state = State.waitingForUser

    /// A trigger of the first `threshold` rows (read at each check; at least 1) that calls `action`, reading what is on
    /// screen through `screen`.
    init(
        threshold: @escaping @MainActor () -> Int, action: @escaping @MainActor () -> Void,
        screen: @escaping @MainActor () -> (indexPaths: [IndexPath], snapshot: ListSnapshot)?
    ) {
        readThreshold = threshold
        self.action = action
        self.screen = screen
    }

    /// How many of the first rows count as near the start; at least 1.
    var threshold: Int {
        max(1, readThreshold())
    }

    /// The row at `indexPath` is about to be displayed or is prefetched: calls the action if the trigger is armed and
    /// the row is one of the first.
    ///
    /// - Complexity: O(the sections before `indexPath`) at most (``ListSnapshot/isAmongFirstRows(_:_:)``); O(sections)
    ///   when it calls the action.
    func check(_ indexPath: IndexPath, in snapshot: ListSnapshot) {
        guard case .armed = state, snapshot.isAmongFirstRows(threshold, indexPath) else { return }
        call(in: snapshot)
    }

    /// An apply is on screen, with the rows at `indexPaths` on screen: a new start of the list arms the trigger again
    /// after a call, and an armed trigger calls the action if one of the first rows is on screen.
    ///
    /// - Complexity: O(`indexPaths.count` + the snapshot's sections).
    func checkAfterApply(onScreen indexPaths: [IndexPath], in snapshot: ListSnapshot) {
        if case .called(let start) = state, start != Self.start(of: snapshot) { state = .armed }
        guard case .armed = state, isNear(indexPaths, in: snapshot) else { return }
        call(in: snapshot)
    }

    /// The user begins to drag the list: the first drag arms the trigger (and calls the action at once if one of the
    /// first rows is on screen); a later drag re-arms it once the first rows are more than a screen away, beyond the
    /// reach of prefetching (none of the first rows within as many rows above the rows on screen as are on screen).
    ///
    /// - Complexity: O(visible rows).
    func userDidScroll() {
        guard let (indexPaths, snapshot) = screen() else { return }
        let near = isNear(indexPaths, in: snapshot)
        switch state {
        case .waitingForUser:
            if near {
                call(in: snapshot)
            } else {
                state = .armed
            }
        case .called:
            if !isNear(indexPaths, in: snapshot, within: threshold + indexPaths.count) { state = .armed }
        case .armed:
            break
        }
    }

    /// Whether one of `indexPaths` is among the first `rows` rows of `snapshot` (the trigger's threshold by default).
    private func isNear(_ indexPaths: [IndexPath], in snapshot: ListSnapshot, within rows: Int? = nil) -> Bool {
        let rows = rows ?? threshold
        return indexPaths.contains { snapshot.isAmongFirstRows(rows, $0) }
    }

    /// Calls the action, noting the start of the list it was called for.
    private func call(in snapshot: ListSnapshot) {
        state = .called(start: Self.start(of: snapshot))
        action()
    }

    /// The start of `snapshot`: the identity of its first row (`nil` when it has none) and its number of rows.
    ///
    /// - Complexity: O(sections).
    private static func start(of snapshot: ListSnapshot) -> Start {
        Start(first: snapshot.sections.first?.rows.first.map { RowIdentity($0) }, rows: snapshot.numberOfRows)
    }
}

extension ListViewAdapter {
    /// Calls `action` when the user nears the start of the list, once per approach: where a list that grows at the top
    /// (a chat) loads its older rows. `nil` removes the action.
    ///
    /// The counterpart of ``onNearEnd(within:perform:)``, with one difference: a list opens at its start, so the
    /// trigger waits until the user first drags the list. Then one of the first `rows` rows on screen, about to be
    /// displayed or prefetched calls `action`; after that, `action` is not called again while the user stays near the
    /// start, until the start of the list changes (the older rows arrived: if one of the first rows is still on screen
    /// then, `action` is called again at once) or the user drags with the first rows more than a screen away. The rows the
    /// action inserts above stay out of sight, as what the user sees stays in place (``keepsVisibleRowsInPlace``).
    /// See <doc:ListsThatGrowAtTheTop>.
    ///
    /// ```swift
    /// adapter.onNearStart(within: 5) { [weak chat] in chat?.loadOlder() }
    /// ```
    ///
    /// - Parameters:
    ///   - rows: How many of the first rows (a collection view's items) count as near the start; at least 1.
    ///   - action: What to do, or `nil` to stop.
    public final func onNearStart(within rows: Int = 5, perform action: (@MainActor () -> Void)?) {
        ownNearStart = action.map { action in
            NearStartTrigger(threshold: { rows }, action: action, screen: screenForNearStart)
        }
    }

    /// The near-start trigger of a binding to `viewModel`: it loads the view model's page before the first
    /// (``PreviousPagingListViewModel/loadPreviousPage()``), as near as its threshold says, and holds the view model
    /// weakly.
    final func nearStartTrigger(
        loadingPreviousPagesOf viewModel: any PreviousPagingListViewModel
    ) -> NearStartTrigger {
        NearStartTrigger(
            threshold: { [weak viewModel] in viewModel?.previousPageThreshold ?? 1 },
            action: { [weak viewModel] in viewModel?.loadPreviousPage() },
            screen: screenForNearStart)
    }

    /// The rows on screen and the snapshot on screen, for a near-start trigger; `nil` once the view is gone.
    private var screenForNearStart: @MainActor () -> (indexPaths: [IndexPath], snapshot: ListSnapshot)? {
        { [weak self] in
            guard let self, let view = self.adaptedView else { return nil }
            return (view.indexPathsOnScreen, self.snapshot)
        }
    }

    /// Whether a near-start trigger is set, the adapter's own or its binding's: the list grows at the top.
    final var growsAtStart: Bool {
        ownNearStart != nil || binding?.nearStart != nil
    }
}
