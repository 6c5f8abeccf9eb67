import Foundation

/// Why an ``APIClient`` call failed: the path, the connection, the time, the size, the server's status, or the JSON.
///
/// Each case carries the URL it concerns, and its ``description`` says what went wrong in a sentence that can be
/// logged or shown to a developer as is. A decoding error names the place in the JSON, as a path such as
/// `friends[3].name`:
///
/// ```text
/// Could not decode Feed from http://127.0.0.1:8080/feed.json: Expected String for key 'name' at friends[3].name
/// (Expected to decode String but found number instead.)
/// ```
///
/// Messages never carry credentials or query values: ``description``, `localizedDescription` and
/// ``debugDescription`` show every URL with its user and password, its query values and its fragment as
/// `<redacted>` (`https://<redacted>@host/v1/feed.json?api_key=<redacted>`), and scrub the same values from the
/// server's body snippet and the system's own error text. The associated values are the raw ones, for code that
/// needs them (``url`` is the URL as requested).
public enum APIError: Error, Sendable {
    /// The path was not made into a URL: it would leave the base URL (`..` above the base path, an absolute URL,
    /// `//host`, a backslash, an encoded `/`), or its parts do not make a URL. `reason` says which rule it broke;
    /// nothing was requested. See ``APIClient/url(for:)``.
    case invalidURL(path: String, baseURL: URL, reason: String)

    /// The request failed in the network or the file system: no connection, a connection closed before the body
    /// was complete, a missing file, and so on.
    ///
    /// `underlying` is the error that the session (a `URLError`) or the file system (a `CocoaError`) reported;
    /// `progress` says whether the response's headers had arrived, and how much of the body.
    case transport(underlying: any Error, url: URL, progress: ResponseProgress)

    /// The request took too long: no data for the session's idle timeout, or longer in all than
    /// ``APIClient/overallTimeout``. `progress` says how far the response had got.
    case timedOut(Timeout, url: URL, progress: ResponseProgress)

    /// The response's body is larger than ``APIClient/maximumBodySize`` (`limit` bytes). The client stopped reading
    /// at the limit — at once, before any of the body, when `Content-Length` announced more.
    case bodyTooLarge(limit: Int, url: URL, progress: ResponseProgress)

    /// The server answered with a status outside 200–299. `bodySnippet` is the start of the response body, which
    /// often says why: at most the first 512 bytes are read, shown on one line of at most 200 characters.
    case httpStatus(code: Int, url: URL, bodySnippet: String)

    /// The response is not the JSON the type expects.
    ///
    /// `codingPath` is where in the JSON decoding stopped, rendered as `items[3].author.name` (empty for the top
    /// level); `description` is the whole message, the decoder's own explanation included, and for a body that is
    /// not JSON at all (HTML, empty, not UTF-8) its `Content-Type`, its size and its first bytes.
    case decoding(codingPath: String, description: String, url: URL)

    /// The task that made the request was cancelled before the response was complete.
    case cancelled(url: URL)
}

extension APIError {
    /// How far a response had got when its request failed.
    public struct ResponseProgress: Sendable, Hashable {
        /// The response's status code once its headers arrived; `nil` before they did.
        public var statusCode: Int?

        /// The number of body bytes that had arrived.
        public var receivedBodyBytes: Int

        /// The length of the body that the headers announced (`Content-Length`), if they did.
        public var expectedBodyBytes: Int?

        /// Creates a progress.
        ///
        /// - Parameters:
        ///   - statusCode: The status code, or `nil` if the headers had not arrived.
        ///   - receivedBodyBytes: The number of body bytes that had arrived.
        ///   - expectedBodyBytes: The announced length of the body, if any.
        public init(statusCode: Int? = nil, receivedBodyBytes: Int = 0, expectedBodyBytes: Int? = nil) {
            self.statusCode = statusCode
            self.receivedBodyBytes = receivedBodyBytes
            self.expectedBodyBytes = expectedBodyBytes
        }

        /// Whether the response's headers had arrived.
        public var headersArrived: Bool {
            statusCode != nil
        }
    }

    /// Which time limit a request ran into.
    public enum Timeout: Sendable, Hashable {
        /// No data arrived for this many seconds: the session configuration's `timeoutIntervalForRequest`, which the
        /// client sets as each request's `timeoutInterval`.
        case idle(seconds: TimeInterval)

        /// The request as a whole took longer than this many seconds: ``APIClient/overallTimeout``.
        case overall(seconds: TimeInterval)

        /// The limit, in seconds.
        public var seconds: TimeInterval {
            switch self {
            case .idle(let seconds), .overall(let seconds): seconds
            }
        }
    }
}

extension APIError {
    /// The URL the error concerns: the request's, or for ``invalidURL(path:baseURL:reason:)`` the base URL. It is
    /// the raw URL, credentials and query included; messages show it redacted.
    public var url: URL {
        switch self {
        case .invalidURL(_, let baseURL, _): baseURL
        case .transport(_, let url, _), .timedOut(_, let url, _), .bodyTooLarge(_, let url, _),
            .httpStatus(_, let url, _), .decoding(_, _, let url), .cancelled(let url):
            url
        }
    }

    /// Whether the error is ``cancelled(url:)``: nothing failed, the caller stopped waiting.
    public var isCancellation: Bool {
        if case .cancelled = self { return true }
        return false
    }
}
