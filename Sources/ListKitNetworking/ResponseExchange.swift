import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a response's head said: its status, its announced length and its content type.
struct ResponseHead: Sendable, Equatable {
    /// The status code; `nil` for a response that is not HTTP.
    var statusCode: Int?
    /// `Content-Length`, if the head had one.
    var expectedBodyBytes: Int?
    /// `Content-Type`, if the head had one.
    var contentType: String?

    init(_ response: URLResponse) {
        let http = response as? HTTPURLResponse
        statusCode = http?.statusCode
        expectedBodyBytes = response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil
        contentType = http?.value(forHTTPHeaderField: "Content-Type")
    }

    /// Whether the status is outside 200–299.
    var isError: Bool {
        statusCode.map { !(200..<300).contains($0) } ?? false
    }
}

/// How one request ended.
enum ExchangeOutcome: Sendable {
    /// The response, and its body: all of it, or for an error status the first ``BodyText/prefixByteCount`` bytes
    /// (`isCut` when more followed and was not read).
    case response(ResponseHead, body: Data, isCut: Bool)
    /// The session reported an error.
    case failed(any Error, APIError.ResponseProgress)
    /// The body grew past the maximum size; reading stopped there.
    case tooLarge(APIError.ResponseProgress)
    /// The overall timeout passed.
    case overallTimeout(APIError.ResponseProgress)
    /// The calling task was cancelled.
    case cancelled
}

/// Limits that an exchange enforces.
struct ExchangeLimits: Sendable {
    /// The largest body accepted, in bytes; `nil` for no limit.
    var maximumBodySize: Int?
    /// The longest the request may take, in seconds; `nil` for no limit beyond the session's.
    var overallTimeout: TimeInterval?
}

/// The session behind a client's requests: made, on first use, from the configuration of the client's
/// ``APIClient/session``, with a delegate that follows each request as its response arrives.
///
/// A delegate of the client's own is what lets it tell a failure before the headers from one after them, stop
/// reading a body at the size limit or after an error body's first bytes, and end a request at its overall timeout.
/// (A data task's completion handler sees none of that; swift-corelibs-foundation calls a session's delegate but not
/// a task's, so the delegate is the session's.) The session is kept for the client's lifetime, so connections are
/// reused, and invalidated when the last copy of the client goes away.
final class ExchangeSession: @unchecked Sendable {
    private let source: URLSession
    private let lock = NSLock()
    private var made: (session: URLSession, router: ExchangeRouter)?

    init(source: URLSession) {
        self.source = source
    }

    deinit {
        made?.session.finishTasksAndInvalidate()
    }

    /// Runs `request` and waits for its outcome; cancelling the calling task cancels the request.
    func run(_ request: URLRequest, limits: ExchangeLimits) async -> ExchangeOutcome {
        let (session, router) = sessionAndRouter()
        let exchange = ResponseExchange(limits: limits, router: router)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                exchange.start(request, on: session, continuation: continuation)
            }
        } onCancel: {
            exchange.finish(.cancelled, cancellingTask: true)
        }
    }

    private func sessionAndRouter() -> (URLSession, ExchangeRouter) {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let router = ExchangeRouter()
        let session = URLSession(configuration: source.configuration, delegate: router, delegateQueue: nil)
        made = (session, router)
        return (session, router)
    }
}

/// The session's delegate: hands each task's events to its exchange.
final class ExchangeRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [ObjectIdentifier: ResponseExchange] = [:]

    func add(_ exchange: ResponseExchange, for task: URLSessionTask) {
        lock.lock()
        exchanges[ObjectIdentifier(task)] = exchange
        lock.unlock()
    }

    func remove(_ task: URLSessionTask) {
        lock.lock()
        exchanges[ObjectIdentifier(task)] = nil
        lock.unlock()
    }

    private func exchange(for task: URLSessionTask) -> ResponseExchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges[ObjectIdentifier(task)]
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(exchange(for: dataTask)?.received(response) ?? .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(for: task)?.completed(with: error)
    }
}

/// One request's state, from its start to its one outcome, whichever event comes first: the session's completion,
/// the body's size limit, the end of an error body's prefix, the overall timeout, or the caller's cancellation.
final class ResponseExchange: @unchecked Sendable {
    private let limits: ExchangeLimits
    private let router: ExchangeRouter
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<ExchangeOutcome, Never>?
    /// The outcome, once there is one; later events are ignored.
    private var outcome: ExchangeOutcome?
    private var head: ResponseHead?
    private var body = Data()
    private var receivedBytes = 0
    private var timer: DispatchWorkItem?

    init(limits: ExchangeLimits, router: ExchangeRouter) {
        self.limits = limits
        self.router = router
    }

    /// What the request had received so far.
    private var progress: APIError.ResponseProgress {
        APIError.ResponseProgress(
            statusCode: head?.statusCode,
            receivedBodyBytes: receivedBytes,
            expectedBodyBytes: head?.expectedBodyBytes
        )
    }

    /// Starts the data task, unless the exchange already ended (its caller was cancelled first: then no task is
    /// made at all, since swift-corelibs-foundation can stop the process when a data task is cancelled as it starts).
    func start(_ request: URLRequest, on session: URLSession, continuation: CheckedContinuation<ExchangeOutcome, Never>)
    {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(returning: outcome)
            return
        }
        self.continuation = continuation
        if let seconds = limits.overallTimeout, !seconds.isNaN, seconds != .infinity {
            guard seconds > 0 else {
                lock.unlock()
                finish(.overallTimeout(APIError.ResponseProgress()), cancellingTask: false)
                return
            }
            let timer = DispatchWorkItem { [weak self] in
                guard let self else { return }
                self.finish(.overallTimeout(self.lockedProgress()), cancellingTask: true)
            }
            self.timer = timer
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
        }
        let task = session.dataTask(with: request)
        self.task = task
        router.add(self, for: task)
        // Resumed under the lock, so that a cancellation cannot reach the task before it started.
        task.resume()
        lock.unlock()
    }

    private func lockedProgress() -> APIError.ResponseProgress {
        lock.lock()
        defer { lock.unlock() }
        return progress
    }

    /// The head arrived: goes on reading, or stops at once when `Content-Length` is past the size limit.
    func received(_ response: URLResponse) -> URLSession.ResponseDisposition {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return .cancel
        }
        let head = ResponseHead(response)
        self.head = head
        if !head.isError, let limit = limits.maximumBodySize, let expected = head.expectedBodyBytes, expected > limit {
            let progress = progress
            lock.unlock()
            finish(.tooLarge(progress), cancellingTask: true)
            return .cancel
        }
        lock.unlock()
        return .allow
    }

    /// A part of the body arrived: keeps it, or stops at the size limit or at the end of an error body's prefix.
    func received(_ data: Data) {
        lock.lock()
        guard outcome == nil, let head else {
            lock.unlock()
            return
        }
        receivedBytes += data.count
        if head.isError {
            body.append(data.prefix(BodyText.prefixByteCount - body.count))
            guard body.count >= BodyText.prefixByteCount else {
                lock.unlock()
                return
            }
            // Enough for the snippet: the rest of the body is not read.
            let isCut = receivedBytes > body.count || (head.expectedBodyBytes ?? .max) > body.count
            let outcome = ExchangeOutcome.response(head, body: body, isCut: isCut)
            lock.unlock()
            finish(outcome, cancellingTask: true)
            return
        }
        if let limit = limits.maximumBodySize, receivedBytes > limit {
            let progress = progress
            lock.unlock()
            finish(.tooLarge(progress), cancellingTask: true)
            return
        }
        body.append(data)
        lock.unlock()
    }

    /// The session completed the task.
    func completed(with error: (any Error)?) {
        lock.lock()
        let outcome: ExchangeOutcome
        if let error {
            outcome = .failed(error, progress)
        } else if let head {
            outcome = .response(head, body: body, isCut: false)
        } else {
            outcome = .failed(URLError(.badServerResponse), progress)
        }
        lock.unlock()
        finish(outcome, cancellingTask: false)
    }

    /// Ends the exchange with `outcome`, unless it ended already: resumes the caller, stops the timer, and stops the
    /// task if asked (the outcome came from the client, not from the session).
    ///
    /// Stopping a task differs by platform. On Apple platforms the task is cancelled. swift-corelibs-foundation can
    /// stop the process when a task is cancelled while it completes ("Trying to access a behaviour for a task that in
    /// not in the registry": its cancellation looks the task up after its completion removed it), so there a running
    /// task is never cancelled: the exchange stops reading it — its router forgets it, so the rest of its body is
    /// dropped as it arrives and a head that arrives later is answered with `.cancel`, which ends the transfer — and
    /// the transfer ends by itself.
    func finish(_ outcome: ExchangeOutcome, cancellingTask: Bool) {
        lock.lock()
        guard self.outcome == nil else {
            lock.unlock()
            return
        }
        self.outcome = outcome
        let continuation = continuation
        self.continuation = nil
        let task = task
        timer?.cancel()
        timer = nil
        lock.unlock()
        if let task {
            router.remove(task)
            #if !canImport(FoundationNetworking)
            if cancellingTask { task.cancel() }
            #endif
        }
        continuation?.resume(returning: outcome)
    }
}
