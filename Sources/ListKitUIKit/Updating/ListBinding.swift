#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A running binding of an adapter to a ``ListViewModel``: every snapshot the view model publishes is applied.
///
/// The binding holds neither side strongly: it ends when the view model is deallocated (its stream finishes), when
/// the adapter is deallocated (the adapter owns the binding, whose end cancels the task), or when ``cancel()`` is
/// called.
@MainActor
public final class ListBinding {
    private let task: Task<Void, Never>

    init(task: Task<Void, Never>) {
        self.task = task
    }

    /// Stops applying the view model's snapshots.
    public func cancel() {
        task.cancel()
    }

    /// Whether the binding was cancelled.
    public var isCancelled: Bool {
        task.isCancelled
    }

    deinit {
        task.cancel()
    }

    /// Follows `viewModel`'s snapshots and hands each to `apply` while `target` lives. `apply` does not wait for the
    /// animation: snapshots that arrive while one is animating wait in the adapter, collapsed to the latest.
    static func follow<Target: AnyObject>(
        _ viewModel: some ListViewModel,
        target: Target,
        apply: @escaping @MainActor (Target, ListSnapshot) -> Void
    ) -> ListBinding {
        // The stream holds the view model weakly; the task holds the target weakly: no cycle, either side may go.
        let snapshots = viewModel.snapshots()
        let task = Task { @MainActor [weak target] in
            for await snapshot in snapshots {
                // A snapshot already in the stream's buffer when the binding is cancelled is not applied.
                guard !Task.isCancelled, let target else { return }
                apply(target, snapshot)
            }
        }
        return ListBinding(task: task)
    }
}

extension TableViewAdapter {
    /// Shows `viewModel`'s snapshot now and animates every later one, until either side goes away.
    ///
    /// Binding again replaces the previous binding. The adapter keeps the binding; the binding keeps neither the
    /// adapter nor the view model alive.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the table shows.
    ///   - animation: The animation of inserted, deleted and reloaded rows.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(to viewModel: some ListViewModel, animation: UITableView.RowAnimation = .automatic) -> ListBinding
    {
        binding?.cancel()
        let binding = ListBinding.follow(viewModel, target: self) { adapter, snapshot in
            adapter.apply(snapshot, animation: animation)
        }
        self.binding = binding
        return binding
    }
}

extension CollectionViewAdapter {
    /// Shows `viewModel`'s snapshot now and animates every later one, until either side goes away.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the collection view shows.
    ///   - animated: Whether to animate the changes.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(to viewModel: some ListViewModel, animated: Bool = true) -> ListBinding {
        binding?.cancel()
        let binding = ListBinding.follow(viewModel, target: self) { adapter, snapshot in
            adapter.apply(snapshot, animated: animated)
        }
        self.binding = binding
        return binding
    }
}
