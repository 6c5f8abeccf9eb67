#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// For `listkit-bench` (package access, not API): the time the adapters' apply machinery spends on the main actor.
///
/// Off unless ``clock`` is set. The benchmark sets it to the processor time of the calling thread; each main-actor
/// entry of ``SnapshotUpdater`` — an `apply` or `reload` call, the turn in which a diff from the background is
/// performed, the completion of a batch update, the turn of a re-entrant apply — then adds what it took to ``total``
/// (nested entries once). That includes the batch updates the entries perform, which the benchmark times apart and
/// subtracts.
@MainActor
package enum ApplyTiming {
    /// The clock; `nil` (the default) measures nothing.
    package static var clock: (() -> Duration)?
    /// The time of the entries measured since the benchmark last set it to zero.
    package static var total = Duration.zero
    /// How deeply entries are nested now.
    private static var depth = 0

    /// Runs `body`, adding its time to ``total`` unless it runs inside another measured entry.
    static func measure<Result>(_ body: () -> Result) -> Result {
        guard let clock, depth == 0 else { return body() }
        depth += 1
        let start = clock()
        defer {
            total += clock() - start
            depth -= 1
        }
        return body()
    }
}
