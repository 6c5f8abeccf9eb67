#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What an apply does to the view once its snapshot has been through the duplicate policy and the diff.
enum PreparedApply: Sendable {
    /// Show the snapshot with `reloadData()`: the first apply, a `reload`, or more changes than the reload threshold.
    case reload(ListSnapshot)
    /// Nothing to animate, but the data source takes the new rows (their handlers may be new).
    case replace(ListSnapshot)
    /// The stages of the diff, performed as consecutive batch updates; the last stage's snapshot is the new one.
    case stages([BatchUpdate])
}

// The work of an apply that knows nothing of the view: pure functions of `Sendable` values, run on the main actor for
// small snapshots and in the background for large ones.
extension SnapshotUpdater {
    /// The default ``backgroundThreshold``: snapshot pairs of up to 2,000 rows and sections (on screen and new
    /// together) are diffed on the main actor, which takes about a tenth of a millisecond in a release build.
    nonisolated static let defaultBackgroundThreshold = 2_000

    /// What showing `new` takes: a reload unless `diffs`; else the stages of its diff against `old` (heights
    /// compared at `width`), nothing to animate, or a reload when the changes exceed `reloadThreshold`.
    ///
    /// - Complexity: O(n + m) for the diff of n rows on screen and m new rows (see ``ListDiff``); O(1) without.
    nonisolated static func plan(
        _ new: ListSnapshot, from old: ListSnapshot, diffs: Bool, width: CGFloat?, reloadThreshold: Int?
    ) -> PreparedApply {
        guard diffs else { return .reload(new) }
        let stages = ListDiff(from: old, to: new, heightsAtWidth: width).stages
        if stages.isEmpty { return .replace(new) }
        if let reloadThreshold, stages.reduce(0, { $0 + $1.changeCount }) > reloadThreshold {
            return .reload(new)
        }
        return .stages(stages)
    }

    /// Whether preparing `request` is worth moving off the main actor: it diffs, or its duplicate policy reads every
    /// row, and its snapshots hold more than `threshold` rows and sections together.
    ///
    /// A reload with ``DuplicatePolicy/keep`` costs nothing to prepare, so the first apply shows any snapshot at once.
    /// - Complexity: O(min(sections, threshold)).
    nonisolated static func preparesInBackground(
        _ request: ApplyRequest, from old: ListSnapshot, diffs: Bool, threshold: Int
    ) -> Bool {
        guard diffs || request.policy != .keep else { return false }
        return exceeds(threshold, diffs ? [old, request.snapshot] : [request.snapshot])
    }

    /// Whether `snapshots` hold more than `threshold` rows and sections together.
    /// - Complexity: O(min(sections, threshold)): counting stops past the threshold.
    nonisolated static func exceeds(_ threshold: Int, _ snapshots: [ListSnapshot]) -> Bool {
        var budget = threshold
        for snapshot in snapshots {
            for section in 0..<snapshot.numberOfSections {
                budget -= 1 + snapshot.numberOfRows(inSection: section)
                if budget < 0 { return true }
            }
        }
        return false
    }

    /// Lets the last references to large snapshots go in the background: freeing a million rows takes tens of
    /// milliseconds, which the main actor should not spend. Rows are `Sendable` (their handlers too), so this is
    /// sound; the article "Applying snapshots" tells users to capture views and view controllers weakly in handlers,
    /// so that none is deallocated here.
    nonisolated static func releaseInBackground(_ snapshots: [ListSnapshot]) {
        Task.detached(priority: .utility) { withExtendedLifetime(snapshots) {} }
    }
}
