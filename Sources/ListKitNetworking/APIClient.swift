import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small JSON API client: `GET` a path under a base URL and decode the response, with errors that say what went
/// wrong and where.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.example.com/v1/")!)
/// let feed = try await client.get(Feed.self, from: "feed.json")
/// ```
///
/// - Every path stays under ``baseURL``, taken as a directory: with a base of `https://host/v1` (with or without
///   the trailing slash), `feed.json` and `/feed.json` both mean `https://host/v1/feed.json`, and `a/../b.json` means
///   `https://host/v1/b.json`. A path that would leave it — `..` above the base path (`%2e%2e` too), an absolute URL
///   (`https://other/x`, `file:…`), `//host`, a backslash, an encoded `/` — is an ``APIError/invalidURL(path:baseURL:reason:)``
///   that says which rule it broke, and nothing is requested. A path may carry a query (`items?page=2`). See
///   ``url(for:)`` for the whole rule.
/// - `file://` base URLs work on every platform (URLSession on Linux does not load file URLs, so the client reads the
///   file itself); there is no status to check for a file, a missing file is a
///   ``APIError/transport(underlying:url:progress:)``, and a path that leads out of the directory through a symbolic
///   link is rejected like one with `..`.
/// - Limits: ``overallTimeout`` (none by default) ends a request that takes too long as a whole, beyond the session's
///   idle timeout (`timeoutIntervalForRequest`, 60 s by default); ``maximumBodySize`` (32 MiB by default) stops
///   reading a body that is larger.
/// - Errors are typed: every failure is an ``APIError``, whose messages never carry credentials or query values.
public struct APIClient: Sendable {
    /// The body size limit of a new client: 32 MiB, far above a list screen's JSON and far below what would exhaust
    /// a device's memory once decoded.
    public static let defaultMaximumBodySize = 32 * 1024 * 1024

    /// The URL that paths are resolved under, as a directory.
    public var baseURL: URL

    /// The session whose configuration the requests use: its timeouts, headers, cache, cookies and credentials.
    ///
    /// The requests go through a session of the client's own made from this configuration, whose delegate follows
    /// each response as it arrives (to tell a failure before the headers from one after them, and to stop reading at
    /// a limit); this session's own delegate is not called. Each request's idle timeout is the configuration's
    /// `timeoutIntervalForRequest`.
    public var session: URLSession {
        didSet { exchanges = ExchangeSession(source: session) }
    }

    /// The decoder for the responses.
    public var decoder: JSONDecoder

    /// The longest a request may take as a whole, in seconds, from its start to the last byte of its body; `nil`
    /// (the default) for no limit beyond the session's idle timeout.
    ///
    /// A request that takes longer ends with ``APIError/timedOut(_:url:progress:)`` and
    /// ``APIError/Timeout/overall(seconds:)``; zero or less ends every request at once, before it is sent. It does
    /// not apply to `file://` URLs, which are read at once.
    public var overallTimeout: TimeInterval?

    /// The largest body a response may have, in bytes; ``defaultMaximumBodySize`` unless set, `nil` for no limit.
    ///
    /// A larger body ends the request with ``APIError/bodyTooLarge(limit:url:progress:)``, and the rest of it is not
    /// read: when `Content-Length` (or a file's size) says so, before any of it; otherwise when the bytes that
    /// arrived pass the limit. An error response's body is never read beyond its first 512 bytes, whatever the limit.
    public var maximumBodySize: Int?

    /// The session behind the requests, made from ``session``'s configuration.
    var exchanges: ExchangeSession

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - baseURL: The URL that paths are resolved under, as a directory.
    ///   - session: The session whose configuration the requests use.
    ///   - decoder: The decoder for the responses.
    ///   - overallTimeout: The longest a request may take as a whole, in seconds, or `nil` for no limit.
    ///   - maximumBodySize: The largest body accepted, in bytes, or `nil` for no limit.
    public init(
        baseURL: URL,
        session: URLSession = .shared,
        decoder: JSONDecoder = JSONDecoder(),
        overallTimeout: TimeInterval? = nil,
        maximumBodySize: Int? = APIClient.defaultMaximumBodySize
    ) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
        self.overallTimeout = overallTimeout
        self.maximumBodySize = maximumBodySize
        self.exchanges = ExchangeSession(source: session)
    }

    /// The URL of `path`, under ``baseURL`` taken as a directory.
    ///
    /// The URL is built from the base URL's parts and the path's segments, never by resolving the path as a relative
    /// reference, so that it cannot leave the base URL:
    ///
    /// - One leading `/` is dropped: `/feed.json` means `feed.json`.
    /// - `.` segments are dropped and `..` removes the segment before it (`a/../b` is `b`); a `..` with no segment
    ///   before it would climb above the base path and rejects the path, even if the path came back down later.
    ///   Segments are percent-decoded for these checks, so `%2e%2e` is `..`.
    /// - Rejected too: an absolute URL (a first segment with a `:`, as `https://other/x`, `file:/etc/passwd` or
    ///   `mailto:x`; write `./a:b` for a segment with a colon), a path that starts with `//` (another host), a
    ///   backslash (raw or `%5C`), an encoded `/` or NUL in a segment (`..%2Fetc`, `%00`), a dot segment in disguise
    ///   that some servers read as `..` (`..;x`, `.. `, `...`), and any control character.
    /// - Empty segments (`a//b`) are dropped. Characters a URL cannot hold are percent-encoded (a space is `%20`, a `%`
    ///   that starts no escape is `%25`); escapes are kept as written.
    /// - The query and the fragment are kept as written; the base URL's own query, if any, comes first
    ///   (`https://host/v1?key=K` and `feed.json?page=2` make `https://host/v1/feed.json?key=K&page=2`).
    ///
    /// - Parameter path: A path relative to the base URL, with an optional query.
    /// - Returns: The absolute URL.
    /// - Throws: ``APIError/invalidURL(path:baseURL:reason:)`` when `path` breaks the rule, with the reason.
    /// - Complexity: O(*n*) in the length of `path` and of the base URL.
    public func url(for path: String) throws(APIError) -> URL {
        do {
            return try RequestPath.resolve(path, against: baseURL)
        } catch {
            throw .invalidURL(path: path, baseURL: baseURL, reason: error.reason)
        }
    }

    /// Loads `path` and decodes it as `T`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - path: A path relative to ``baseURL``.
    /// - Returns: The decoded value.
    /// - Throws: An ``APIError``: ``APIError/invalidURL(path:baseURL:reason:)``,
    ///   ``APIError/transport(underlying:url:progress:)``, ``APIError/timedOut(_:url:progress:)``,
    ///   ``APIError/bodyTooLarge(limit:url:progress:)``, ``APIError/httpStatus(code:url:bodySnippet:)``,
    ///   ``APIError/decoding(codingPath:description:url:)`` or ``APIError/cancelled(url:)``.
    public func get<T: Decodable & Sendable>(_ type: T.Type, from path: String) async throws(APIError) -> T {
        let url = try url(for: path)
        let body = try await body(from: url, path: path)
        return try decode(type, from: body, url: url)
    }

    /// Loads the body of `path` without decoding it.
    ///
    /// - Parameter path: A path relative to ``baseURL``.
    /// - Returns: The response body.
    /// - Throws: An ``APIError`` other than ``APIError/decoding(codingPath:description:url:)``.
    public func data(from path: String) async throws(APIError) -> Data {
        try await body(from: url(for: path), path: path).data
    }

    /// Decodes a body as `T`, turning a `DecodingError` into ``APIError/decoding(codingPath:description:url:)``; for
    /// a body that is not JSON at all, the message says its content type and its first bytes.
    func decode<T: Decodable>(_ type: T.Type, from body: Body, url: URL) throws(APIError) -> T {
        let redaction = Redaction(urls: [url])
        let subject = "Could not decode \(type) from \(Redaction.string(for: url))"
        do {
            return try decoder.decode(type, from: body.data)
        } catch let error as DecodingError {
            var description = "\(subject): \(error.explanation)"
            if error.isTopLevelCorruption {
                description += " " + body.notJSONSentence
            }
            throw .decoding(codingPath: error.renderedPath, description: redaction.scrub(description), url: url)
        } catch {
            throw .decoding(
                codingPath: "",
                description: redaction.scrub("\(subject): \(error.localizedDescription)"),
                url: url
            )
        }
    }
}

extension APIClient: CustomStringConvertible, CustomDebugStringConvertible {
    /// The client's base URL and limits, the URL redacted: `APIClient(baseURL: https://<redacted>@host/v1/,
    /// overallTimeout: none, maximumBodySize: 33,554,432 bytes)`.
    public var description: String {
        let timeout = overallTimeout.map { "\(BodyText.seconds($0)) s" } ?? "none"
        let size = maximumBodySize.map { "\(BodyText.count($0)) bytes" } ?? "none"
        return "APIClient(baseURL: \(Redaction.string(for: baseURL)), overallTimeout: \(timeout),"
            + " maximumBodySize: \(size))"
    }

    /// The same text as ``description``.
    public var debugDescription: String {
        description
    }
}
