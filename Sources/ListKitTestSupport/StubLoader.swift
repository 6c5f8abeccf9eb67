/// A loader for tests whose calls stay pending until the test completes them, one by one and in any order.
///
/// Hand ``loader`` to the view model under test; each call of it is numbered from 0 and suspends until the test calls
/// ``succeed(_:with:)`` or ``fail(_:with:)`` for that number. The test waits for calls with ``waitForCalls(_:)`` and
/// for a call to see its task cancelled with ``waitUntilCancelled(_:)``, so races are ordered by the test, not by
/// sleeps:
///
/// ```swift
/// let stub = StubLoader<[Int]>()
/// let viewModel = LoadableListViewModel(load: stub.loader, sections: { ... })
/// let first = viewModel.reload()
/// await stub.waitForCalls(1)
/// await stub.succeed(0, with: [1, 2])
/// await first.value
/// ```
///
/// A cooperative stub (the default) throws `CancellationError` from a call as soon as its task is cancelled; an
/// uncooperative one only records the cancellation and still waits for the test, to model a loader that ignores it.
public actor StubLoader<Content: Sendable> {
    private struct Call {
        var continuation: CheckedContinuation<Content, any Error>?
        var outcome: Result<Content, any Error>?
        var isCancelled = false
        var isFinished = false
        var argument: String?
    }

    private var calls: [Call] = []
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var cancellationWaiters: [(call: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private let isCooperative: Bool

    /// Creates a stub with no calls.
    ///
    /// - Parameter isCooperative: Whether a call throws `CancellationError` as soon as its task is cancelled.
    public init(isCooperative: Bool = true) {
        self.isCooperative = isCooperative
    }

    /// The loader to hand to the code under test: each call is one call of ``load()``.
    public nonisolated var loader: @Sendable () async throws -> Content {
        { try await self.load() }
    }

    /// The number of calls made so far.
    public var callCount: Int {
        calls.count
    }

    /// Whether call number `call` has seen its task cancelled.
    ///
    /// - Parameter call: A call number, from 0.
    /// - Returns: `true` once the call's task was cancelled.
    public func isCancelled(_ call: Int) -> Bool {
        calls.indices.contains(call) && calls[call].isCancelled
    }

    /// Records a call and suspends until the test completes it (or, if cooperative, until its task is cancelled).
    ///
    /// - Returns: The content the test gave to ``succeed(_:with:)``.
    /// - Throws: The error the test gave to ``fail(_:with:)``, or `CancellationError`.
    public func load() async throws -> Content {
        try await load(recording: nil)
    }

    /// Records a call with the argument the loader was given (a page's cursor, as text), then as ``load()``.
    ///
    /// ```swift
    /// let stub = StubLoader<ListPage<Item, Int>>()
    /// let viewModel = PagedListViewModel(loadPage: { cursor in try await stub.load(recording: cursor.map { "\($0)" }) }, ...)
    /// ```
    ///
    /// - Parameter argument: What to record for the call; ``argument(of:)`` reads it.
    /// - Returns: The content the test gave to ``succeed(_:with:)``.
    /// - Throws: The error the test gave to ``fail(_:with:)``, or `CancellationError`.
    public func load(recording argument: String?) async throws -> Content {
        let index = calls.count
        calls.append(Call(argument: argument))
        resumeWaiters()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                calls[index].continuation = continuation
                if Task.isCancelled {
                    cancel(index)
                }
                deliver(index)
            }
        } onCancel: {
            Task { await self.cancel(index) }
        }
    }

    /// The argument call number `call` recorded (``load(recording:)``), or `nil`.
    ///
    /// - Parameter call: A call number, from 0.
    /// - Returns: The recorded argument.
    public func argument(of call: Int) -> String? {
        calls.indices.contains(call) ? calls[call].argument : nil
    }

    /// The arguments of every call, in order (`nil` for a call that recorded none).
    public var arguments: [String?] {
        calls.map(\.argument)
    }

    /// Suspends until at least `count` calls have been made.
    ///
    /// - Parameter count: The number of calls to wait for.
    public func waitForCalls(_ count: Int) async {
        guard calls.count < count else { return }
        await withCheckedContinuation { callWaiters.append((count, $0)) }
    }

    /// Suspends until call number `call` has seen its task cancelled.
    ///
    /// - Parameter call: A call number, from 0.
    public func waitUntilCancelled(_ call: Int) async {
        guard !isCancelled(call) else { return }
        await withCheckedContinuation { cancellationWaiters.append((call, $0)) }
    }

    /// Completes call number `call` with `content`.
    ///
    /// - Parameters:
    ///   - call: A call number, from 0; the call must have been made.
    ///   - content: What the call returns.
    /// - Returns: Whether the call was still pending (a cooperative call that was cancelled is not).
    @discardableResult
    public func succeed(_ call: Int, with content: Content) -> Bool {
        complete(call, with: .success(content))
    }

    /// Completes call number `call` by throwing `error`.
    ///
    /// - Parameters:
    ///   - call: A call number, from 0; the call must have been made.
    ///   - error: What the call throws.
    /// - Returns: Whether the call was still pending (a cooperative call that was cancelled is not).
    @discardableResult
    public func fail(_ call: Int, with error: any Error) -> Bool {
        complete(call, with: .failure(error))
    }

    private func complete(_ call: Int, with outcome: Result<Content, any Error>) -> Bool {
        precondition(calls.indices.contains(call), "Call \(call) was not made; \(calls.count) calls so far")
        guard calls[call].outcome == nil else { return false }
        calls[call].outcome = outcome
        deliver(call)
        return true
    }

    private func cancel(_ call: Int) {
        guard !calls[call].isCancelled else { return }
        calls[call].isCancelled = true
        if isCooperative, calls[call].outcome == nil {
            calls[call].outcome = .failure(CancellationError())
            deliver(call)
        }
        resumeWaiters()
    }

    /// Resumes the call's continuation once it has both a continuation and an outcome.
    private func deliver(_ call: Int) {
        guard !calls[call].isFinished, let continuation = calls[call].continuation, let outcome = calls[call].outcome
        else { return }
        calls[call].isFinished = true
        continuation.resume(with: outcome)
    }

    private func resumeWaiters() {
        let readyCalls = callWaiters.filter { $0.count <= calls.count }
        callWaiters.removeAll { $0.count <= calls.count }
        readyCalls.forEach { $0.continuation.resume() }
        let readyCancellations = cancellationWaiters.filter { isCancelled($0.call) }
        cancellationWaiters.removeAll { isCancelled($0.call) }
        readyCancellations.forEach { $0.continuation.resume() }
    }
}
