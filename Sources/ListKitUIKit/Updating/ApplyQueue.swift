#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One call of `apply` or `reload`: what to show, and how.
struct ApplyRequest: Sendable {
    /// The snapshot as given, before the duplicate policy.
    var snapshot: ListSnapshot
    /// Whether to animate the difference; `false` reloads.
    var animated: Bool
    /// The animation of inserted, deleted and reloaded rows and sections (table views).
    var animation: UITableView.RowAnimation
    /// What to do with rows that share an identity, applied with the diff (off the main actor for large snapshots).
    var policy: DuplicatePolicy
    /// When `apply` was called, read only when an update report is wanted (``SnapshotUpdater/onUpdate``).
    var requestedAt: ContinuousClock.Instant? = nil
}

/// The applies of one adapter that are waiting or under way, and everyone waiting for them: the completions and the
/// callers of `settled()`.
///
/// It is a reference of its own, apart from ``SnapshotUpdater``, because work in flight (a batch update UIKit has not
/// completed yet, a diff running in the background, a turn scheduled for a re-entrant apply) must still call the
/// completions when the adapter is deallocated in the meantime: each such piece holds the queue strongly and the
/// updater weakly, and calls ``abandon()`` when it finds the updater gone. At most one such piece is in flight at a
/// time, and whenever something waits here, one is.
@MainActor
final class ApplyQueue {
    /// The latest apply waiting for its turn. Earlier waiting applies are superseded: only their completions remain.
    private(set) var waiting: ApplyRequest?
    /// The completions of the waiting apply and of those it superseded, oldest first.
    private var waitingCompletions: [() -> Void] = []
    /// The completions of the apply under way (and of those it superseded), oldest first.
    private var runningCompletions: [() -> Void] = []
    /// The callers of `settled()`, resumed once nothing waits and nothing is under way.
    private var settledWaiters: [CheckedContinuation<Void, Never>] = []
    /// Whether a turn is scheduled to start the waiting apply (one made while the adapter answered its view).
    var isStartScheduled = false

    /// Makes `request` the waiting apply, superseding the one waiting before it; `completion` joins the others.
    func enqueue(_ request: ApplyRequest, completion: (() -> Void)?) {
        waiting = request
        if let completion { waitingCompletions.append(completion) }
    }

    /// Takes the waiting apply to start it: its completions become those of the apply under way.
    func startWaiting() -> ApplyRequest? {
        guard let request = waiting else { return nil }
        waiting = nil
        runningCompletions += waitingCompletions
        waitingCompletions = []
        return request
    }

    /// Puts the apply under way back to waiting, unless a newer one waits already (which then supersedes it): its
    /// result is not shown, and its completions are called once the waiting apply is on screen.
    func requeueRunning(_ request: ApplyRequest) {
        if waiting == nil { waiting = request }
        waitingCompletions = runningCompletions + waitingCompletions
        runningCompletions = []
    }

    /// Calls the completions of the apply under way: it is on screen.
    func completeRunning() {
        let completions = runningCompletions
        runningCompletions = []
        for completion in completions { completion() }
    }

    /// Returns once ``settle()`` or ``abandon()`` is called.
    func settled() async {
        await withCheckedContinuation { settledWaiters.append($0) }
    }

    /// Resumes the callers of `settled()`: nothing is pending any more.
    func settle() {
        let waiters = settledWaiters
        settledWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// The adapter went away with work in flight: every completion is called (the applies are abandoned, nothing more
    /// reaches the view) and every caller of `settled()` resumes. Calling it again does nothing.
    func abandon() {
        waiting = nil
        let completions = runningCompletions + waitingCompletions
        runningCompletions = []
        waitingCompletions = []
        for completion in completions { completion() }
        settle()
    }
}
