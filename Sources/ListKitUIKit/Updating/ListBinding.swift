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
    /// Hands a snapshot to the adapter; `false` once the adapter is gone.
    private let deliver: @MainActor (ListSnapshot) -> Bool
    /// The snapshot handed to the adapter last.
    private var lastDelivered: ListSnapshot?

    /// Creates a binding that hands `viewModel`'s snapshots to `apply` while `target` lives; ``catchUp()`` starts it.
    init<Target: AnyObject>(
        viewModel: some ListViewModel,
        target: Target,
        apply: @escaping @MainActor (Target, ListSnapshot) -> Void
    ) {
        currentSnapshot = { [weak viewModel] in viewModel?.snapshot }
        makeStream = { [weak viewModel] in viewModel?.snapshots() }
        deliver = { [weak target] snapshot in
            guard let target else { return false }
            apply(target, snapshot)
            return true
        }
    }

    /// Stops applying the view model's snapshots.
    public func cancel() {
        cancelled = true
        task?.cancel()
        task = nil
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
        if !deliver(snapshot) { cancel() }
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

extension TableViewAdapter {
    /// Shows `viewModel`'s snapshot now and animates every later one, until either side goes away.
    ///
    /// The current snapshot is applied before `bind` returns, as ``apply(_:animation:completion:)`` applies it: on
    /// screen at once, unless it is a large diff prepared off the main actor (``backgroundDiffThreshold``).
    /// ``settled()`` waits for it in any case, and for everything the view model publishes after it. Binding again
    /// replaces the previous binding. The adapter keeps the binding; the binding keeps neither the adapter nor the view
    /// model alive.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the table shows.
    ///   - animation: The animation of inserted, deleted and reloaded rows.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(to viewModel: some ListViewModel, animation: UITableView.RowAnimation = .automatic) -> ListBinding
    {
        binding?.cancel()
        let binding = ListBinding(viewModel: viewModel, target: self) { adapter, snapshot in
            adapter.apply(snapshot, animation: animation, completion: nil)
        }
        self.binding = binding
        binding.catchUp()
        return binding
    }
}

extension CollectionViewAdapter {
    /// Shows `viewModel`'s snapshot now and animates every later one, until either side goes away.
    ///
    /// The current snapshot is applied before `bind` returns, as ``apply(_:animated:completion:)`` applies it.
    /// ``settled()`` waits for it, and for everything the view model publishes after it.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the collection view shows.
    ///   - animated: Whether to animate the changes.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(to viewModel: some ListViewModel, animated: Bool = true) -> ListBinding {
        binding?.cancel()
        let binding = ListBinding(viewModel: viewModel, target: self) { adapter, snapshot in
            adapter.apply(snapshot, animated: animated, completion: nil)
        }
        self.binding = binding
        binding.catchUp()
        return binding
    }
}
