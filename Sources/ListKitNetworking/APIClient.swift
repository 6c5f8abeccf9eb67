import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small JSON API client: `GET` a path relative to a base URL and decode the response, with errors that say what
/// went wrong and where.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.example.com/v1/")!)
/// let feed = try await client.get(Feed.self, from: "feed.json")
/// ```
///
/// - Paths are resolved against ``baseURL`` as a directory: with a base of `https://host/v1` (with or without the
///   trailing slash), `feed.json` and `/feed.json` both mean `https://host/v1/feed.json`. A path may carry a query
///   (`items?page=2`); a path with a scheme (`https://other/x.json`) is taken as an absolute URL.
/// - `file://` base URLs work on every platform (URLSession on Linux does not load file URLs, so the client reads the
///   file itself); there is no status to check for a file, and a missing file is a ``APIError/transport(underlying:url:)``.
/// - Errors are typed: every failure is an ``APIError``.
public struct APIClient: Sendable {
    /// The URL that paths are resolved against.
    public var baseURL: URL

    /// The session that makes the requests.
    public var session: URLSession

    /// The decoder for the responses.
    public var decoder: JSONDecoder

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - baseURL: The URL that paths are resolved against, as a directory.
    ///   - session: The session that makes the requests.
    ///   - decoder: The decoder for the responses.
    public init(baseURL: URL, session: URLSession = .shared, decoder: JSONDecoder = JSONDecoder()) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
    }

    /// The URL of `path`, resolved against ``baseURL`` as a directory.
    ///
    /// - Parameter path: A path relative to the base URL, with an optional query.
    /// - Returns: The absolute URL.
    /// - Throws: ``APIError/invalidURL(path:baseURL:)`` when `path` is not a valid relative URL.
    public func url(for path: String) throws(APIError) -> URL {
        let directory =
            baseURL.absoluteString.hasSuffix("/") ? baseURL : URL(string: baseURL.absoluteString + "/") ?? baseURL
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard let url = URL(string: relative, relativeTo: directory)?.absoluteURL else {
            throw .invalidURL(path: path, baseURL: baseURL)
        }
        return url
    }

    /// Loads `path` and decodes it as `T`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - path: A path relative to ``baseURL``.
    /// - Returns: The decoded value.
    /// - Throws: An ``APIError``: ``APIError/invalidURL(path:baseURL:)``,
    ///   ``APIError/transport(underlying:url:)``, ``APIError/httpStatus(code:url:bodySnippet:)``,
    ///   ``APIError/decoding(codingPath:description:url:)`` or ``APIError/cancelled(url:)``.
    public func get<T: Decodable & Sendable>(_ type: T.Type, from path: String) async throws(APIError) -> T {
        let url = try url(for: path)
        let data = try await data(from: url)
        return try decode(type, from: data, url: url)
    }

    /// Loads the body of `path` without decoding it.
    ///
    /// - Parameter path: A path relative to ``baseURL``.
    /// - Returns: The response body.
    /// - Throws: An ``APIError`` other than ``APIError/decoding(codingPath:description:url:)``.
    public func data(from path: String) async throws(APIError) -> Data {
        try await data(from: url(for: path))
    }

    /// Decodes `data` as `T`, turning a `DecodingError` into ``APIError/decoding(codingPath:description:url:)``.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, url: URL) throws(APIError) -> T {
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw .decoding(
                codingPath: error.renderedPath,
                description: "Could not decode \(type) from \(url.absoluteString): \(error.explanation)",
                url: url
            )
        } catch {
            throw .decoding(
                codingPath: "",
                description: "Could not decode \(type) from \(url.absoluteString): \(error.localizedDescription)",
                url: url
            )
        }
    }
}
