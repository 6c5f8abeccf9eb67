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
/// - Applies never interleave. One that arrives while another is under way (re-entrantly, from a cell or a handler,
///   or before UIKit has called the completion of the previous batch) waits; a burst of waiting applies collapses to
///   the latest snapshot, and every waiting completion is called once that one is on screen.
@MainActor
final class SnapshotUpdater {
    /// How the adapter's view performs a stage: the batch update calls, with the data source switched inside.
    typealias StagePerformer = (
        _ stage: BatchUpdate, _ switchDataSource: @escaping () -> Void, _ done: @escaping () -> Void
    ) -> Void

    /// What the data source reports now.
    private(set) var snapshot = ListSnapshot()
    /// Whether the view has been loaded with a snapshot yet.
    private(set) var hasLoaded = false
    /// Above this many changes an apply reloads instead of animating; `nil` (the default) always animates.
    var reloadThreshold: Int?
    /// Called before each stage is performed, with the snapshot on screen and the stage (to invalidate caches).
    var willPerformStage: ((_ current: ListSnapshot, _ stage: BatchUpdate) -> Void)?

    private let reload: () -> Void
    private let performStage: StagePerformer
    private var isApplying = false
    private var waiting: (snapshot: ListSnapshot, animated: Bool)?
    private var waitingCompletions: [() -> Void] = []

    /// Creates an updater for a view that reloads with `reload` and performs stages with `performStage`.
    init(reload: @escaping () -> Void, performStage: @escaping StagePerformer) {
        self.reload = reload
        self.performStage = performStage
    }

    /// Whether an apply is under way (its batch updates not yet completed).
    var isBusy: Bool { isApplying }

    /// The row at `indexPath` of what the data source reports, or `nil` for an index path it does not have.
    ///
    /// Reads the snapshot in place: the table asks for rows by the thousand (heights after an update), and a copy of
    /// the snapshot for each would retain and release its arrays every time.
    /// - Complexity: O(1).
    func row(at indexPath: IndexPath) -> AnyRow? {
        snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
    }

    /// Shows `new`, animated unless `animated` is false, and calls `completion` once it is on screen.
    ///
    /// - Complexity: O(n + m) for the diff (see ``ListDiff``), plus UIKit's work for the changes.
    func apply(_ new: ListSnapshot, animated: Bool, completion: (() -> Void)?) {
        if isApplying {
            waiting = (new, animated)
            if let completion { waitingCompletions.append(completion) }
            return
        }
        start(new, animated: animated, completions: completion.map { [$0] } ?? [])
    }

    /// Replaces what the data source reports without telling the view, for changes the view made itself (a row the
    /// user reordered).
    func replaceSnapshotWithoutUpdating(_ snapshot: ListSnapshot) {
        self.snapshot = snapshot
    }

    private func start(_ new: ListSnapshot, animated: Bool, completions: [() -> Void]) {
        isApplying = true
        guard hasLoaded, animated else {
            reloadNow(new, completions: completions)
            return
        }
        let stages = ListDiff(from: snapshot, to: new).stages
        if stages.isEmpty {
            // Nothing moves, but handlers may be new: the data source takes the new rows.
            snapshot = new
            finish(completions)
            return
        }
        if let reloadThreshold, stages.reduce(0, { $0 + $1.changeCount }) > reloadThreshold {
            reloadNow(new, completions: completions)
            return
        }
        perform(stages[...], completions: completions)
    }

    private func reloadNow(_ new: ListSnapshot, completions: [() -> Void]) {
        snapshot = new
        hasLoaded = true
        reload()
        finish(completions)
    }

    /// Performs the stages one after another; UIKit accepts a batch update while the previous one still animates,
    /// provided the data source matches each update's end state when its block ends.
    private func perform(_ stages: ArraySlice<BatchUpdate>, completions: [() -> Void]) {
        var remaining = stages.count
        for stage in stages {
            willPerformStage?(snapshot, stage)
            performStage(stage, { [unowned self] in self.snapshot = stage.snapshot }) { [weak self] in
                remaining -= 1
                if remaining == 0 { self?.finish(completions) }
            }
        }
    }

    private func finish(_ completions: [() -> Void]) {
        // Still applying while the completions run: an apply they make waits with the others, so that the latest
        // snapshot is the one that ends on screen.
        for completion in completions { completion() }
        isApplying = false
        if let next = waiting {
            waiting = nil
            let nextCompletions = waitingCompletions
            waitingCompletions = []
            start(next.snapshot, animated: next.animated, completions: nextCompletions)
        }
    }
}
