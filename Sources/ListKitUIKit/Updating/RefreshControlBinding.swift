#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Keeps one `UIRefreshControl` and one ``RefreshableListViewModel`` in step, for a ``ListBinding``.
///
/// - A pull (the control's `.valueChanged`) calls the view model's `refresh()`, and the control ends
///   (`endRefreshing()`) once that load has ended, success or failure, and the adapter shows its snapshot. A pull while
///   a load runs joins it (the view model's `refresh()` does), so no second load starts.
/// - A refresh started in code (the view model's `isRefreshing` turned on) shows the control refreshing, and its end
///   ends the control, as each snapshot the binding hands over says.
///
/// The control's action is a `UIAction` (`addAction(_:for:)`), which every supported iOS has (iOS 14 and later).
@MainActor
final class RefreshControlBinding {
    private weak var control: UIRefreshControl?
    /// Starts (or joins) the view model's refresh; `nil` once the view model is gone.
    private let refresh: @MainActor () -> Task<Void, Never>?
    /// Whether the view model refreshes now; `false` once it is gone.
    private let isRefreshing: @MainActor () -> Bool
    /// Returns once the adapter shows everything applied (and the view model's snapshot); it does not wait for the
    /// pull itself.
    private let settled: @MainActor () async -> Void
    /// The action added to the control.
    private var action: UIAction?
    /// Waits for the load a pull started, then ends the control.
    private var pull: Task<Void, Never>?

    /// Binds `control` to `viewModel`; `settled` waits for the adapter.
    init(
        control: UIRefreshControl,
        viewModel: some RefreshableListViewModel,
        settled: @escaping @MainActor () async -> Void
    ) {
        self.control = control
        refresh = { [weak viewModel] in viewModel?.refresh() }
        isRefreshing = { [weak viewModel] in viewModel?.isRefreshing ?? false }
        self.settled = settled
        let action = UIAction { [weak self] _ in self?.userDidPull() }
        control.addAction(action, for: .valueChanged)
        self.action = action
    }

    /// The pull under way: it ends once its load has ended, the adapter shows its snapshot and the control ended.
    var pullInFlight: Task<Void, Never>? {
        pull
    }

    /// Whether the binding is still attached to its control.
    var isAttached: Bool {
        control != nil
    }

    /// The user pulled: refresh, and end the control when the load has ended and is on screen.
    private func userDidPull() {
        guard pull == nil else { return }
        guard let load = refresh() else {
            control?.endRefreshing()
            return
        }
        pull = Task { [weak self] in
            await load.value
            await self?.settled()
            self?.pullDidEnd()
        }
    }

    /// The load of a pull ended: the control ends, unless a refresh started in code runs now (its end will end it).
    private func pullDidEnd() {
        pull = nil
        if !isRefreshing() { control?.endRefreshing() }
    }

    /// The view model published a snapshot, which the adapter now shows: the control follows ``isRefreshing`` for a
    /// refresh started in code; a pull's load ends the control itself.
    func viewModelDidPublish() {
        guard let control, pull == nil else { return }
        if isRefreshing() {
            if !control.isRefreshing { control.beginRefreshing() }
        } else if control.isRefreshing {
            control.endRefreshing()
        }
    }

    /// Removes the action from the control and ends a pull under way.
    func detach() {
        if let action {
            control?.removeAction(action, for: .valueChanged)
        }
        action = nil
        if let pull {
            pull.cancel()
            self.pull = nil
            control?.endRefreshing()
        }
        control = nil
    }
}
