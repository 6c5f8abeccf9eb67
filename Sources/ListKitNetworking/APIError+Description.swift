import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIError: CustomStringConvertible {
    /// What went wrong and where, in one or two sentences.
    public var description: String {
        switch self {
        case .invalidURL(let path, let baseURL):
            "Cannot make a URL from the path \"\(path)\" relative to \(baseURL.absoluteString)."
        case .transport(let underlying, let url):
            "GET \(url.absoluteString) failed before a response arrived: \(underlying.localizedDescription)"
        case .httpStatus(let code, let url, let bodySnippet):
            "GET \(url.absoluteString) returned HTTP \(code) (\(HTTPURLResponse.localizedString(forStatusCode: code)))"
                + (bodySnippet.isEmpty ? "." : ": \(bodySnippet)")
        case .decoding(_, let description, _):
            description
        case .cancelled(let url):
            "GET \(url.absoluteString) was cancelled."
        }
    }
}

extension APIError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? {
        description
    }
}
