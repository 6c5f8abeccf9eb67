#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A running binding of an adapter to a ``ListViewModel``: the view model's snapshot is applied at once, then every
/// snapshot it publishes.
///
/// The binding holds neither side strongly: it ends when the view model is deallocated (its stream finishes), when
/// the adapter is deallocated (the adapter owns the binding, whose end cancels the task), or when ``cancel()`` is
/// called.
@MainActor
public final class ListBinding {
    /// The task that follows the view model's stream, if any.
    private var task: Task<Void, Never>?
    private var cancelled = false
    /// The view model's snapshot now, or `nil` once the view model is gone.
    private let currentSnapshot: @MainActor () -> ListSnapshot?
    /// A new stream of the view model's snapshots, or `nil` once the view model is gone.
    private let makeStream: @MainActor () -> AsyncStream<ListSnapshot>?
    /// Hands a snapshot to the adapter, with a completion for when it is on screen; `false` once the adapter is gone.
    private let deliver: @MainActor (ListSnapshot, @escaping () -> Void) -> Bool
    /// The snapshot handed to the adapter last.
    private var lastDelivered: ListSnapshot?
    /// How many snapshots were handed to the adapter, and the number of the last one on screen.
    private var handedCount = 0
    private var shownCount = 0
    /// Loads the next page of a ``PagingListViewModel`` as the user nears the end; `nil` for other view models.
    private(set) var nearEnd: NearEndTrigger?
    /// Loads the page before the first of a ``PreviousPagingListViewModel`` as the user nears the start; `nil` for
    /// other view models (set by the adapter, which knows what is on screen).
    var nearStart: NearStartTrigger?
    /// The refresh control kept in step with the view model (`bind(to:refreshControl:)`), if any.
    var refreshControl: RefreshControlBinding?

    /// Creates a binding that hands `viewModel`'s snapshots to `apply` while `target` lives; ``catchUp()`` starts it.
    init<Target: AnyObject>(
        viewModel: some ListViewModel,
        target: Target,
        apply: @escaping @MainActor (Target, ListSnapshot, _ completion: @escaping () -> Void) -> Void
    ) {
        currentSnapshot = { [weak viewModel] in viewModel?.snapshot }
        makeStream = { [weak viewModel] in viewModel?.snapshots() }
        deliver = { [weak target] snapshot, completion in
            guard let target else { return false }
            apply(target, snapshot, completion)
            return true
        }
        if let paging = viewModel as? any PagingListViewModel {
            nearEnd = NearEndTrigger(paging) { [weak self] in self?.showsCurrentSnapshot() ?? false }
        }
    }

    /// Stops applying the view model's snapshots, loading its pages and following its refreshes (the refresh control's
    /// action is removed, and a pull under way ends the control).
    public func cancel() {
        cancelled = true
        task?.cancel()
        task = nil
        nearEnd = nil
        nearStart = nil
        refreshControl?.detach()
        refreshControl = nil
    }

    /// Whether the binding was cancelled.
    public var isCancelled: Bool {
        cancelled
    }

    deinit {
        task?.cancel()
    }

    /// Hands the view model's current snapshot to the adapter now, unless it is the one handed over last, and
    /// follows a new stream of its snapshots: those still buffered in the old stream are older, and are dropped.
    ///
    /// `bind(to:)` calls it to show the current snapshot at once; `settled()` calls it so that what the view model
    /// published and the stream has not delivered yet is not left out.
    /// - Complexity: O(1) when the view model's snapshot is the one handed over last (and is stored, not rebuilt on
    ///   each read); plus the apply otherwise.
    func catchUp() {
        guard !cancelled, let snapshot = currentSnapshot() else { return }
        if let lastDelivered, lastDelivered.isSameValue(as: snapshot) { return }
        follow()
        hand(snapshot)
    }

    /// Follows a new stream of the view model's snapshots (its first element is the current snapshot).
    private func follow() {
        task?.cancel()
        guard let snapshots = makeStream() else {
            task = nil
            return
        }
        // The stream holds the view model weakly; the task holds the binding weakly: no cycle, either side may go.
        task = Task { @MainActor [weak self] in
            for await snapshot in snapshots {
                // A snapshot already in the stream's buffer when the binding is cancelled is not applied.
                guard !Task.isCancelled, let self else { return }
                self.receive(snapshot)
            }
        }
    }

    /// Hands a snapshot from the stream to the adapter, unless it is the one handed over last.
    private func receive(_ snapshot: ListSnapshot) {
        guard !cancelled else { return }
        if let lastDelivered, lastDelivered.isSameValue(as: snapshot) { return }
        hand(snapshot)
    }

    private func hand(_ snapshot: ListSnapshot) {
        lastDelivered = snapshot
        handedCount += 1
        let number = handedCount
        let delivered = deliver(snapshot) { [weak self] in
            guard let self else { return }
            // Completions come oldest first, and a superseded snapshot's when a later one is on screen.
            self.shownCount = max(self.shownCount, number)
        }
        if delivered {
            refreshControl?.viewModelDidPublish()
        } else {
            cancel()
        }
    }
}

extension ListBinding {
    /// Whether the adapter shows the last snapshot handed to it, and that snapshot is the view model's now: the same
    /// value, or — for a view model that builds its snapshot on each read, whose values are never the same — one with
    /// as many sections and rows.
    ///
    /// - Complexity: O(1) while a snapshot is on its way; otherwise O(sections), plus the view model's `snapshot`.
    func showsCurrentSnapshot() -> Bool {
        guard !cancelled, shownCount == handedCount, let lastDelivered, let current = currentSnapshot() else {
            return false
        }
        return lastDelivered.isSameValue(as: current)
            || (lastDelivered.numberOfSections == current.numberOfSections
                && lastDelivered.numberOfRows == current.numberOfRows)
    }
}

extension ListSnapshot {
    /// Whether `other` is this very value: the same bits, so the same storage and the same content. `false` says
    /// nothing: an equal snapshot built apart has other storage.
    ///
    /// - Complexity: O(1): the size of the struct, not of its rows.
    fileprivate func isSameValue(as other: ListSnapshot) -> Bool {
        withUnsafeBytes(of: self) { mine in
            withUnsafeBytes(of: other) { theirs in mine.elementsEqual(theirs) }
        }
    }
}

extension ListViewAdapter {
    /// Shows `viewModel`'s snapshot now and every later one, as `animated` and `animation` say, until either side goes
    /// away (the adapters' `bind(to:)`); a previous binding is cancelled. The adapter keeps the binding; the binding
    /// keeps neither the adapter nor the view model alive.
    final func startBinding(
        to viewModel: some ListViewModel, animated: Bool, animation: UITableView.RowAnimation = .automatic
    ) -> ListBinding {
        binding?.cancel()
        let binding = ListBinding(viewModel: viewModel, target: self) { adapter, snapshot, completion in
            adapter.show(snapshot, animated: animated, animation: animation, completion: completion)
        }
        self.binding = binding
        if let previousPaging = viewModel as? any PreviousPagingListViewModel {
            binding.nearStart = nearStartTrigger(loadingPreviousPagesOf: previousPaging)
        }
        binding.catchUp()
        return binding
    }

    /// Binds to `viewModel` as ``startBinding(to:animated:animation:)`` does, and wires pull to refresh to it:
    /// `refreshControl` becomes the view's if it is not already (the adapters' `bind(to:refreshControl:)`).
    final func startBinding(
        to viewModel: some RefreshableListViewModel,
        refreshControl: UIRefreshControl,
        animated: Bool,
        animation: UITableView.RowAnimation = .automatic
    ) -> ListBinding {
        if let view = adaptedView, view.refreshControl !== refreshControl {
            view.refreshControl = refreshControl
        }
        let binding = startBinding(to: viewModel, animated: animated, animation: animation)
        binding.attach(refreshControl, to: viewModel) { [weak self] in
            await self?.updater.settle(binding: { [weak self] in self?.binding }, includingPull: false)
        }
        return binding
    }
}
