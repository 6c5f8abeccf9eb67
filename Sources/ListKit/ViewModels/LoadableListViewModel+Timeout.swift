import Foundation

/// The error of a ``LoadableListViewModel`` load that did not finish within the view model's
/// ``LoadableListViewModel/loadTimeout``.
///
/// The view model shows it like any other failure: the error row (or, during a refresh, ``LoadableListViewModel/lastRefreshError``).
/// Its description reads `Loading timed out after 10 s.`
public struct LoadTimeoutError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The timeout that passed, in seconds.
    public var seconds: Double

    /// Creates the error of a load that took longer than `seconds`.
    ///
    /// - Parameter seconds: The timeout, in seconds.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// `Loading timed out after 10 s.`
    public var description: String {
        let rounded = (seconds * 1000).rounded() / 1000
        let text = rounded == rounded.rounded() && abs(rounded) < 1e15 ? "\(Int(rounded))" : "\(rounded)"
        return "Loading timed out after \(text) s."
    }

    /// The same text as ``description``.
    public var errorDescription: String? {
        description
    }
}

extension LoadableListViewModel {
    /// The result of one call of `loader`, or a ``LoadTimeoutError`` once `timeout` seconds have passed, whichever
    /// comes first.
    ///
    /// With a timeout, the loader runs in a task of its own, so that a loader that ignores cancellation cannot hold
    /// the load past its timeout: at the timeout (or when the load is cancelled) that task is cancelled and the
    /// load ends at once; whatever the loader returns later is dropped. Without one (`nil`, NaN or infinity), the
    /// load waits for the loader as long as it takes. Zero or less ends the load at once, without calling the loader.
    ///
    /// `sleep` waits the timeout's seconds; tests give one they control, so that the race has one outcome.
    nonisolated static func result(
        of loader: @escaping Loader,
        within timeout: Double?,
        sleep: @escaping TimeoutSleep = LoadableListViewModel.sleep(seconds:)
    ) async -> Result<Content, any Error> {
        guard let timeout, !timeout.isNaN, timeout != .infinity else {
            return await outcome(of: loader)
        }
        guard timeout > 0 else { return .failure(LoadTimeoutError(seconds: timeout)) }
        let race = FirstResult<Content>()
        let work = Task { await race.offer(await outcome(of: loader)) }
        let timer = Task {
            await sleep(timeout)
            if !Task.isCancelled {
                await race.offer(.failure(LoadTimeoutError(seconds: timeout)))
            }
        }
        let result = await withTaskCancellationHandler {
            await race.value()
        } onCancel: {
            Task { await race.offer(.failure(CancellationError())) }
        }
        work.cancel()
        timer.cancel()
        return result
    }

    /// Waits `seconds` (or until the waiting task is cancelled): how a load's timeout passes unless a test says
    /// otherwise.
    nonisolated static func sleep(seconds: Double) async {
        try? await Task.sleep(nanoseconds: UInt64(min(seconds * 1e9, Double(UInt64.max / 2))))
    }

    /// The result of one call of `loader`.
    private nonisolated static func outcome(of loader: @escaping Loader) async -> Result<Content, any Error> {
        do {
            return .success(try await loader())
        } catch {
            return .failure(error)
        }
    }
}

/// The first of the results offered to it; later ones are dropped.
private actor FirstResult<Content: Sendable> {
    private var result: Result<Content, any Error>?
    private var waiters: [CheckedContinuation<Result<Content, any Error>, Never>] = []

    /// Keeps `result` unless one came first, and hands it to whoever waits.
    func offer(_ result: Result<Content, any Error>) {
        guard self.result == nil else { return }
        self.result = result
        for waiter in waiters { waiter.resume(returning: result) }
        waiters = []
    }

    /// The first result, once there is one.
    func value() async -> Result<Content, any Error> {
        if let result { return result }
        return await withCheckedContinuation { waiters.append($0) }
    }
}
