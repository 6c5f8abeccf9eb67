#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TableViewAdapter {
    /// Shows `viewModel`'s snapshots, as ``bind(to:animation:)``, and wires pull to refresh to it.
    ///
    /// ```swift
    /// let refreshControl = UIRefreshControl()
    /// adapter.bind(to: viewModel, refreshControl: refreshControl)  // tableView.refreshControl is set
    /// viewModel.load()
    /// ```
    ///
    /// - A pull calls the view model's `refresh()`; the control ends (`endRefreshing()`) once that load has ended,
    ///   with success or failure, and its snapshot is on screen. A pull while a load runs joins that load: no second
    ///   load starts (and while the control refreshes, UIKit sends no second pull).
    /// - A refresh started in code shows the control refreshing (`beginRefreshing()`) until it ends.
    /// - The control becomes the table's `refreshControl` if it is not already. Cancelling the binding, or binding
    ///   again, removes the control's action.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the table shows and whose `refresh()` a pull calls.
    ///   - refreshControl: The table's refresh control.
    ///   - animation: The animation of inserted, deleted and reloaded rows.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(
        to viewModel: some RefreshableListViewModel,
        refreshControl: UIRefreshControl,
        animation: UITableView.RowAnimation = .automatic
    ) -> ListBinding {
        if let tableView, tableView.refreshControl !== refreshControl {
            tableView.refreshControl = refreshControl
        }
        let binding = bind(to: viewModel, animation: animation)
        binding.attach(refreshControl, to: viewModel) { [weak self] in
            await self?.updater.settle(binding: { [weak self] in self?.binding }, includingPull: false)
        }
        return binding
    }
}

extension CollectionViewAdapter {
    /// Shows `viewModel`'s snapshots, as ``bind(to:animated:)``, and wires pull to refresh to it, as
    /// ``TableViewAdapter/bind(to:refreshControl:animation:)`` does for a table.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the collection view shows and whose `refresh()` a pull calls.
    ///   - refreshControl: The collection view's refresh control; it becomes its `refreshControl` if it is not.
    ///   - animated: Whether to animate the changes.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(
        to viewModel: some RefreshableListViewModel,
        refreshControl: UIRefreshControl,
        animated: Bool = true
    ) -> ListBinding {
        if let collectionView, collectionView.refreshControl !== refreshControl {
            collectionView.refreshControl = refreshControl
        }
        let binding = bind(to: viewModel, animated: animated)
        binding.attach(refreshControl, to: viewModel) { [weak self] in
            await self?.updater.settle(binding: { [weak self] in self?.binding }, includingPull: false)
        }
        return binding
    }
}

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
