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
