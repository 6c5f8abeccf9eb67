/// Holds a view model's current ``ListSnapshot`` and hands every new one to the streams that follow it.
///
/// A hand-written ``ListViewModel`` embeds one, sets ``snapshot`` whenever its content changes, and returns
/// ``snapshots()`` from its own `snapshots()`. It works on every system ListKit supports (Observation needs iOS 17).
///
/// ```swift
/// @MainActor
/// final class InboxViewModel: ListViewModel {
///     private let publisher = SnapshotPublisher()
///     var snapshot: ListSnapshot { publisher.snapshot }
///     func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }
///
///     func didLoad(_ messages: [Message]) {
///         publisher.snapshot = ListSnapshot { Section("inbox") { for m in messages { Row<MessageCell>(m) } } }
///     }
/// }
/// ```
///
/// Lifetime: a stream refers to the publisher weakly, so a view model that owns its publisher is deallocated as
/// usual while streams are being followed; the publisher's deinitializer then finishes every stream, which ends the
/// consumers' `for await` loops. Delivery: each stream buffers every snapshot in order, so a consumer that falls
/// behind sees each one (the adapter diffs from what is on screen, so none is lost or applied twice).
@MainActor
public final class SnapshotPublisher {
    /// The current snapshot. Setting it yields the new value to every live stream.
    public var snapshot: ListSnapshot {
        didSet {
            for (id, continuation) in continuations {
                if case .terminated = continuation.yield(snapshot) {
                    continuations[id] = nil
                }
            }
        }
    }

    /// The live streams' continuations, by a number unique to this publisher.
    private var continuations: [Int: AsyncStream<ListSnapshot>.Continuation] = [:]
    private var nextID = 0

    /// Creates a publisher.
    ///
    /// - Parameter snapshot: The first snapshot; empty by default.
    public init(_ snapshot: ListSnapshot = ListSnapshot()) {
        self.snapshot = snapshot
    }

    deinit {
        for continuation in continuations.values {
            continuation.finish()
        }
    }

    /// The number of streams still followed. For tests and diagnostics.
    package var streamCount: Int {
        continuations.count
    }

    /// A new stream that yields the current snapshot, then every snapshot assigned later, and finishes when the
    /// publisher is deallocated.
    ///
    /// - Returns: A new, independent stream.
    public func snapshots() -> AsyncStream<ListSnapshot> {
        let (stream, continuation) = AsyncStream.makeStream(of: ListSnapshot.self)
        let id = nextID
        nextID += 1
        continuation.yield(snapshot)
        continuations[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[id] = nil }
        }
        return stream
    }
}
