import Foundation

/// Why an ``APIClient`` call failed: the URL, the connection, the server's status, or the JSON.
///
/// Each case carries the URL it concerns, and its ``description`` says what went wrong in a sentence that can be
/// logged or shown to a developer as is. A decoding error names the place in the JSON, as a path such as
/// `friends[3].name`:
///
/// ```text
/// Could not decode Feed from http://127.0.0.1:8080/feed.json: Expected String for key 'name' at friends[3].name
/// (Expected to decode String but found number instead.)
/// ```
public enum APIError: Error, Sendable {
    /// The path could not be made into a URL relative to the base URL.
    case invalidURL(path: String, baseURL: URL)

    /// The request did not get a response: no connection, a timeout, a missing file, and so on.
    ///
    /// `underlying` is the error that the session (a `URLError`) or the file system (a `CocoaError`) reported.
    case transport(underlying: any Error, url: URL)

    /// The server answered with a status outside 200–299. `bodySnippet` is the start of the response body, which
    /// often says why.
    case httpStatus(code: Int, url: URL, bodySnippet: String)

    /// The response is not the JSON the type expects.
    ///
    /// `codingPath` is where in the JSON decoding stopped, rendered as `items[3].author.name` (empty for the top
    /// level); `description` is the whole message, the decoder's own explanation included.
    case decoding(codingPath: String, description: String, url: URL)

    /// The task that made the request was cancelled before a response arrived.
    case cancelled(url: URL)
}

extension APIError {
    /// The URL the error concerns: the request's, or for ``invalidURL(path:baseURL:)`` the base URL.
    public var url: URL {
        switch self {
        case .invalidURL(_, let baseURL): baseURL
        case .transport(_, let url), .httpStatus(_, let url, _), .decoding(_, _, let url), .cancelled(let url): url
        }
    }

    /// Whether the error is ``cancelled(url:)``: nothing failed, the caller stopped waiting.
    public var isCancellation: Bool {
        if case .cancelled = self { return true }
        return false
    }
}
