#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``SnapshotUpdater`` changes when an apply's turn comes: the one type through which the updater and the adapter
/// core (``ListViewAdapter``) meet.
///
/// The updater decides *when* and *what* (the order of the applies, the duplicate policy, the diff, reload or batch
/// updates); the target does it to its view and keeps what depends on the view's content in step (the measurements of
/// rows). The updater holds its target weakly: without one (the adapter went away), a stage only switches the data
/// source and completes.
@MainActor
protocol SnapshotUpdaterTarget: AnyObject {
    /// The width at which an apply's diff compares rows' heights computed from the width (``RowHeight``), or `nil`
    /// when rows' own heights do not decide how tall they are. Read once per apply that diffs.
    var widthForComputedHeights: CGFloat? { get }

    /// Shows the snapshot the data source now reports from scratch (`reloadData()`).
    func reloadAll()

    /// Performs `stage` as one batch update. `current` is what the data source reports before it; `switchDataSource`
    /// makes it report the stage's snapshot and must be called inside the update block (or at once, without a view);
    /// `completion` must be called exactly once, when the update is completed.
    func perform(
        _ stage: BatchUpdate,
        from current: ListSnapshot,
        animation: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void,
        completion: @escaping () -> Void
    )

    /// An apply that did not reload is on screen (its batch updates completed, or it changed nothing the view shows),
    /// before its completions run; `previous` is the snapshot shown before it.
    func didShowWithoutReload(after previous: ListSnapshot)

    /// The stages of an apply are about to be performed: returns what to call once all of them are performed (their
    /// batch updates made, before their completions) to keep the rows on screen where they were, or `nil` for nothing
    /// to keep (ListViewAdapter+Anchoring.swift).
    func visibleRowsWillMove() -> (() -> Void)?
}

extension SnapshotUpdaterTarget {
    /// Nothing to keep in place: for targets without a view.
    func visibleRowsWillMove() -> (() -> Void)? { nil }
}
