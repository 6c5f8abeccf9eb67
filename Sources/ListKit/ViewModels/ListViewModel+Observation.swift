import Observation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ListViewModel where Self: Observable {
    /// A stream of the view model's snapshots, following its `snapshot` property through Observation.
    ///
    /// The stream yields the current snapshot, then, after every change to what `snapshot` reads, the new one. The
    /// observation is registered again after each change, and the new value is read on the main actor once the
    /// change is complete, so several changes made in one turn of the main actor arrive as one snapshot. The model
    /// is held weakly: the stream finishes when the model is deallocated.
    ///
    /// - Returns: A new, independent stream.
    public func snapshots() -> AsyncStream<ListSnapshot> {
        let (stream, continuation) = AsyncStream.makeStream(of: ListSnapshot.self)
        let observation = SnapshotObservation(model: self, continuation: continuation)
        observation.observe()
        return stream
    }
}

/// Follows the `snapshot` of one observable view model and yields it to one stream.
///
/// The only strong reference to an observation is the change handler registered with the model's registrar (and,
/// briefly, the task that handles a change), so it lives exactly as long as the model does; its `deinit` then ends
/// the stream.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
final class SnapshotObservation<Model: ListViewModel & Observable> {
    private weak var model: Model?
    private let continuation: AsyncStream<ListSnapshot>.Continuation
    private var isFinished = false

    init(model: Model, continuation: AsyncStream<ListSnapshot>.Continuation) {
        self.model = model
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }

    /// Reads the snapshot with tracking, yields it, and registers for the next change.
    func observe() {
        guard !isFinished else { return }
        guard let model else {
            finish()
            return
        }
        let snapshot = withObservationTracking {
            model.snapshot
        } onChange: {
            // Called as the change begins (willSet), possibly off the main actor: read the value once it is set.
            Task { @MainActor in self.observe() }
        }
        if case .terminated = continuation.yield(snapshot) {
            finish()
        }
    }

    private func finish() {
        isFinished = true
        continuation.finish()
    }
}
