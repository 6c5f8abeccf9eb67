#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The apply machinery shared by the table and collection view adapters: what the data source reports, and the
/// order in which snapshots reach the view.
///
/// - The first apply reloads; later ones diff against what is on screen and perform the stages of ``ListDiff`` as
///   consecutive batch updates, the data source switching to each stage's snapshot inside that stage's update block.
/// - Applies never interleave, and they stay in order. One made while another is under way — its diff running in the
///   background, its batch updates not yet completed by UIKit, its completions running — waits; so does one made
///   while the adapter answers its view (a data source, delegate, prefetching or scroll view call: a cell's
///   `configure`, a row's handler, a layout pass), which starts in a later turn of the main actor instead of in the
///   middle of the view's own work. A burst of waiting applies collapses to the latest snapshot, and every waiting
///   completion is called once that one is on screen.
/// - Small snapshot pairs (up to ``backgroundThreshold`` rows and sections, on screen and new together) are diffed
///   on the main actor, so such an apply is on screen when `apply` returns. Larger ones are diffed off the main actor
///   (the duplicate policy too); a newer apply made meanwhile supersedes that diff: its result is not shown, and the
///   newer snapshot is diffed against what is on screen.
/// - Every completion is called exactly once: when its snapshot, or a later one that superseded it, is on screen; or,
///   when the adapter is deallocated with the apply still waiting or under way, as soon as the work in flight ends
///   (the apply is then abandoned: nothing more reaches the view).
@MainActor
final class SnapshotUpdater {
    /// What the data source reports now, kept in ``shown``.
    private(set) var snapshot: ListSnapshot {
        get { shown.snapshot }
        set { shown.snapshot = newValue }
    }
    /// Where ``snapshot`` is kept, which the adapter reads too.
    let shown: ShownSnapshot
    /// Whether the view has been loaded with a snapshot yet.
    private(set) var hasLoaded = false
    /// Above this many changes an apply reloads instead of animating; `nil` (the default) always animates.
    var reloadThreshold: Int?
    /// Above this many rows and sections (on screen and new together) an apply is prepared off the main actor.
    var backgroundThreshold = SnapshotUpdater.defaultBackgroundThreshold
    /// Called with the report of each apply once the view's update is performed (see ``report(_:of:from:)``).
    var onUpdate: (@MainActor (ListUpdateReport) -> Void)?

    /// What the applies change: the adapter core, which owns the updater.
    private weak var target: (any SnapshotUpdaterTarget)?
    /// The waiting apply and the completions; shared with the work in flight, which outlives the updater.
    private let queue = ApplyQueue()
    private var phase = Phase.idle
    /// How deeply the adapter is answering its view now (see ``beginAnswering()``).
    private var answeringDepth = 0
    /// Counts the applies made; a background preparation started at an older count was superseded.
    private var applyCount = 0
    /// Counts the changes of ``snapshot`` made outside an apply (a row the user reordered): a diff computed in the
    /// background against the snapshot before such a change is not applied.
    private var outsideChanges = 0
    /// The snapshots replaced by the apply under way, let go once it is on screen.
    private var replaced: [ListSnapshot] = []

    private enum Phase {
        /// Nothing under way.
        case idle
        /// The apply under way is prepared (duplicate policy, diff) off the main actor.
        case preparing(Task<Void, Never>)
        /// The apply under way is changing the view: its batch updates, then its completions.
        case performing
    }

    /// Creates an updater whose applies change `target`, keeping what the data source reports in `shown`.
    init(shown: ShownSnapshot, target: any SnapshotUpdaterTarget) {
        self.shown = shown
        self.target = target
    }

    /// Whether an apply is waiting or under way.
    var isBusy: Bool {
        if case .idle = phase { return queue.waiting != nil }
        return true
    }

    /// Shows `new`, with its duplicate `policy`, animated unless `animated` is false, and calls `completion` once it
    /// (or a later snapshot that superseded it) is on screen.
    ///
    /// - Complexity: O(min(sections, ``backgroundThreshold``)) on the main actor to choose where to prepare; then,
    ///   for a small pair, O(n + m) for the diff (see ``ListDiff``); plus UIKit's work for the changes.
    func apply(
        _ new: ListSnapshot,
        animated: Bool,
        animation: UITableView.RowAnimation = .automatic,
        policy: DuplicatePolicy,
        completion: (() -> Void)?
    ) {
        ApplyTiming.measure {
            queue.enqueue(
                ApplyRequest(
                    snapshot: new, animated: animated, animation: animation, policy: policy,
                    requestedAt: onUpdate == nil ? nil : .now),
                completion: completion)
            applyCount += 1
            switch phase {
            case .performing:
                // Started when the batch updates under way complete.
                return
            case .preparing(let preparation):
                // Superseded: the diff under way is not applied, the waiting apply is diffed against what is on
                // screen.
                preparation.cancel()
            case .idle:
                if answeringDepth > 0 {
                    scheduleStart()
                } else {
                    startWaiting()
                }
            }
        }
    }

    /// Replaces what the data source reports without telling the view, for changes the view made itself (a row the
    /// user reordered).
    func replaceSnapshotWithoutUpdating(_ snapshot: ListSnapshot) {
        self.snapshot = snapshot
        outsideChanges += 1
    }

    /// Marks the start of a call from the view (a data source, delegate, prefetching or scroll view method): until
    /// the matching ``endAnswering()``, an apply waits for a later turn.
    ///
    /// Every such method of the adapters that can run the app's code (a cell's `configure` or `prepareForReuse()`,
    /// a row's handler, the scroll view delegate) marks itself; the height calls, which read stored values and are
    /// asked for every row, do not (marking costs about 25 ns a call, 5 ms per layout of 100,000 rows).
    func beginAnswering() {
        answeringDepth += 1
    }

    /// Marks the end of a call from the view (see ``beginAnswering()``).
    func endAnswering() {
        answeringDepth -= 1
    }

    /// Returns once nothing is waiting or under way: every apply made so far is on screen (or was abandoned).
    func settled() async {
        guard isBusy else { return }
        await queue.settled()
    }

    /// Starts the waiting apply, if any; settles when there is none.
    private func startWaiting() {
        guard let request = queue.startWaiting() else {
            queue.settle()
            return
        }
        let old = snapshot
        let diffs = hasLoaded && request.animated
        let width = diffs ? target?.widthForComputedHeights : nil
        if Self.preparesInBackground(request, from: old, diffs: diffs, threshold: backgroundThreshold) {
            prepareInBackground(request, from: old, diffs: diffs, width: width)
        } else {
            let new = request.snapshot.applying(request.policy)
            perform(
                Self.plan(new, from: old, diffs: diffs, width: width, reloadThreshold: reloadThreshold), of: request)
        }
    }

    /// Applies the duplicate policy and diffs off the main actor, then performs the result on it unless a newer apply
    /// (or a reorder by the user) came in the meantime.
    ///
    /// The work runs in a detached task rather than a child of a main-actor task, so that it starts at once on another
    /// thread instead of after the main actor's current work (a layout, the rest of the turn). It holds the updater
    /// weakly and the queue strongly, and a newer apply cancels it (see ``apply(_:animated:animation:policy:completion:)``).
    private func prepareInBackground(_ request: ApplyRequest, from old: ListSnapshot, diffs: Bool, width: CGFloat?) {
        let applyCount = self.applyCount
        let outsideChanges = self.outsideChanges
        let reloadThreshold = self.reloadThreshold
        let queue = self.queue
        let preparation = Task.detached(priority: .userInitiated) { [weak self] in
            let result = Self.prepareUnlessCancelled(
                request, from: old, diffs: diffs, width: width, reloadThreshold: reloadThreshold)
            await MainActor.run {
                guard let self else {
                    queue.abandon()
                    return
                }
                ApplyTiming.measure {
                    self.didPrepare(result, for: request, applyCount: applyCount, outsideChanges: outsideChanges)
                }
            }
        }
        phase = .preparing(preparation)
    }

    /// Performs what the background prepared, or, when a newer apply or a reorder by the user came meanwhile, starts
    /// the newest waiting apply (this one again after a reorder), diffed against what is on screen now; this one's
    /// completions then wait for it.
    private func didPrepare(_ result: PreparedApply?, for request: ApplyRequest, applyCount: Int, outsideChanges: Int) {
        phase = .idle
        guard let result, applyCount == self.applyCount, outsideChanges == self.outsideChanges else {
            queue.requeueRunning(request)
            startWaiting()
            return
        }
        perform(result, of: request)
    }

    /// ``plan(_:from:diffs:width:reloadThreshold:)`` after the duplicate policy, for the background: `nil` when the
    /// task was cancelled before the diff (a newer apply superseded this one).
    private nonisolated static func prepareUnlessCancelled(
        _ request: ApplyRequest, from old: ListSnapshot, diffs: Bool, width: CGFloat?, reloadThreshold: Int?
    ) -> PreparedApply? {
        let new = request.snapshot.applying(request.policy)
        guard !Task.isCancelled else { return nil }
        let prepared = plan(new, from: old, diffs: diffs, width: width, reloadThreshold: reloadThreshold)
        // The state between a structure stage and its refresh stage is built when first read: here, off the main
        // actor, rather than when the stage is performed.
        if case .stages(let stages) = prepared { for stage in stages { _ = stage.snapshot } }
        return prepared
    }

    /// Changes the view as `prepared` says; the completions follow once it is on screen.
    private func perform(_ prepared: PreparedApply, of request: ApplyRequest) {
        phase = .performing
        let previous = snapshot
        replaced.append(snapshot)
        switch prepared {
        case .reload(let new):
            snapshot = new
            hasLoaded = true
            target?.reloadAll()
            report(prepared, of: request, from: previous)
            finish()
        case .replace(let new):
            snapshot = new
            target?.didShowWithoutReload(after: previous)
            report(prepared, of: request, from: previous)
            finish()
        case .stages(let stages):
            perform(stages, animation: request.animation, from: previous)
            report(prepared, of: request, from: previous)
        }
    }

    /// Performs the stages one after another; UIKit accepts a batch update while the previous one still animates,
    /// provided the data source matches each update's end state when its block ends.
    private func perform(_ stages: [BatchUpdate], animation: UITableView.RowAnimation, from previous: ListSnapshot) {
        replaced += stages.dropLast().map(\.snapshot)
        let restoreVisibleRows = target?.visibleRowsWillMove()
        defer { restoreVisibleRows?() }
        var remaining = stages.count
        let queue = self.queue
        for stage in stages {
            let switchDataSource = { [weak self] in
                guard let self else { return }
                self.snapshot = stage.snapshot
            }
            let done = { [weak self] in
                remaining -= 1
                guard remaining == 0 else { return }
                // The completions are called even when the adapter went away meanwhile.
                if let self {
                    self.target?.didShowWithoutReload(after: previous)
                    ApplyTiming.measure { self.finish() }
                } else {
                    queue.abandon()
                }
            }
            if let target {
                target.perform(
                    stage, from: snapshot, animation: animation, switchDataSource: switchDataSource, completion: done)
            } else {
                switchDataSource()
                done()
            }
        }
    }

    /// The apply under way is on screen: calls its completions, then starts the waiting apply.
    private func finish() {
        // Still performing while the completions run: an apply they make waits with the others, so that the latest
        // snapshot is the one that ends on screen.
        queue.completeRunning()
        let replaced = self.replaced
        self.replaced = []
        if Self.exceeds(backgroundThreshold, replaced) { Self.releaseInBackground(replaced) }
        phase = .idle
        startWaiting()
    }

    /// Starts the waiting apply in a later turn of the main actor: it was made while the adapter answered its view.
    private func scheduleStart() {
        guard !queue.isStartScheduled else { return }
        queue.isStartScheduled = true
        let queue = self.queue
        Task { @MainActor [weak self] in
            queue.isStartScheduled = false
            guard let self else {
                queue.abandon()
                return
            }
            // Otherwise the apply under way starts it when it ends.
            if case .idle = self.phase { ApplyTiming.measure { self.startWaiting() } }
        }
    }
}
