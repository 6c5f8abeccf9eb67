#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table that counts its batch updates and how many were under way at once (performed, their completion not yet
/// called): `performBatchUpdates(_:completion:)` is `open` in UIKit and in HeadlessUIKit.
final class BatchCountingTable: UITableView {
    private(set) var batchUpdates = 0
    private(set) var mostInFlight = 0
    private var inFlight = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchUpdates += 1
        inFlight += 1
        mostInFlight = max(mostInFlight, inFlight)
        super.performBatchUpdates(updates) { [weak self] finished in
            self?.inFlight -= 1
            completion?(finished)
        }
    }
}
