#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension SnapshotUpdater {
    /// Returns once everything started before the call is finished, as the adapters' `settled()` documents it: the
    /// applies waiting or under way, the bound view model's snapshot as it is now (handed over by
    /// ``ListBinding/catchUp()`` if the stream has not delivered it yet), and — unless `includingPull` is `false` —
    /// a pull to refresh under way, up to the refresh control's end.
    ///
    /// A pull's load publishes a snapshot, which is an apply, so after a pull it catches up with the view model again
    /// and checks the applies anew, until nothing is left. It catches up only at the start and after a pull, never in
    /// a loop of its own: a view model that builds its snapshot on each read gives another value each time, and each
    /// would be an apply to wait for. `binding` is read anew each time, since the adapter may be bound again while it
    /// waits. The refresh control's own wait for the adapter passes `includingPull: false`: it is the pull.
    ///
    /// - Complexity: O(1) per check when nothing is pending, plus the waits.
    func settle(binding: @MainActor () -> ListBinding?, includingPull: Bool = true) async {
        binding()?.catchUp()
        while true {
            if isBusy {
                await settled()
                continue
            }
            if includingPull, let pull = binding()?.refreshControl?.pullInFlight {
                await pull.value
                binding()?.catchUp()
                continue
            }
            return
        }
    }
}
