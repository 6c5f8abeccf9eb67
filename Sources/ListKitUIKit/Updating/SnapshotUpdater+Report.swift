#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension SnapshotUpdater {
    /// Hands the report of `prepared`, performed from `previous` for `request`, to ``onUpdate``; builds nothing when
    /// there is no handler.
    func report(_ prepared: PreparedApply, of request: ApplyRequest, from previous: ListSnapshot) {
        guard let onUpdate else { return }
        let report: ListUpdateReport
        switch prepared {
        case .reload: report = .shown(.reloadData, started: request.requestedAt)
        case .replace: report = .shown(.unchanged, started: request.requestedAt)
        case .stages(let stages):
            report = .batchUpdates(stages, started: request.requestedAt)
        }
        onUpdate(report)
    }
}

extension TableViewAdapter {
    /// Called with a report of each apply or reload once the table's update is performed (the batch updates
    /// made, their animations under way; or `reloadData()` called), in the order the applies were made, before
    /// their completions. An apply the handler makes waits its turn. `nil` (the default) builds no report.
    ///
    /// Applies superseded in a burst are not reported: the one shown is, once.
    public var onUpdate: (@MainActor (ListUpdateReport) -> Void)? {
        get { updater.onUpdate }
        set { updater.onUpdate = newValue }
    }
}

extension CollectionViewAdapter {
    /// Called with a report of each apply or reload once the collection view's update is performed (the batch
    /// updates made, their animations under way; or `reloadData()` called), in the order the applies were made,
    /// before their completions. An apply the handler makes waits its turn. `nil` (the default) builds no report.
    ///
    /// Applies superseded in a burst are not reported: the one shown is, once.
    public var onUpdate: (@MainActor (ListUpdateReport) -> Void)? {
        get { updater.onUpdate }
        set { updater.onUpdate = newValue }
    }
}
