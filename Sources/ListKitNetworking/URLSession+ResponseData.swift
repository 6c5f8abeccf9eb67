import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// The body and response of `request`: `data(for:)` where the system has it (iOS 15, macOS 12, Linux), a data
    /// task bridged with a continuation before.
    func responseData(for request: URLRequest) async throws -> (Data, URLResponse) {
        // A task cancelled already gets no data task at all: swift-corelibs-foundation can stop the process when a
        // data task is cancelled as it starts ("Trying to access a behaviour for a task that in not in the registry").
        if Task.isCancelled { throw URLError(.cancelled) }
        if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
            return try await data(for: request)
        }
        return try await dataTaskResponse(for: request)
    }

    /// `data(for:)` for systems without it: a data task whose completion resumes a continuation, cancelled when the
    /// calling task is.
    func dataTaskResponse(for request: URLRequest) async throws -> (Data, URLResponse) {
        if Task.isCancelled { throw URLError(.cancelled) }
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// The data task of a bridged request, cancelled when the calling task is cancelled, even before it started.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    /// Starts `task`, or cancels it at once when the calling task was cancelled already.
    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = isCancelled
        lock.unlock()
        // Cancelled before it started: cancel without resuming (the completion reports `.cancelled`).
        if cancelled {
            task.cancel()
        } else {
            task.resume()
        }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let task = task
        lock.unlock()
        task?.cancel()
    }
}
