#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ListBinding {
    /// Keeps `control` in step with `viewModel` while the binding runs; `settled` waits for the adapter.
    func attach(
        _ control: UIRefreshControl,
        to viewModel: some RefreshableListViewModel,
        settled: @escaping @MainActor () async -> Void
    ) {
        guard !isCancelled else { return }
        refreshControl?.detach()
        let binding = RefreshControlBinding(control: control, viewModel: viewModel, settled: settled)
        refreshControl = binding
        // A refresh under way as the binding starts shows at once.
        binding.viewModelDidPublish()
    }
}
