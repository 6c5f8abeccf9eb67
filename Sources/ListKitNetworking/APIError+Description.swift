import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIError: CustomStringConvertible {
    /// What went wrong and where, in one or two sentences, with credentials and query values redacted.
    public var description: String {
        let redaction = redaction
        switch self {
        case .invalidURL(let path, let baseURL, let reason):
            let shownPath = BodyText.printable(Redaction.redacted(path), collapsingWhitespace: false)
            return "Cannot make a URL from the path \"\(shownPath)\" relative to \(Redaction.string(for: baseURL)): "
                + "\(redaction.scrub(reason))."
        case .transport(let underlying, let url, let progress):
            if url.isFileURL {
                let text = BodyText.printable(redaction.scrub(underlying.localizedDescription))
                return "Reading \(Redaction.string(for: url)) failed: \(text)"
            }
            let explanation =
                (underlying as? URLError)?.explanation(progress: progress, redaction: redaction)
                ?? BodyText.printable(redaction.scrub(underlying.localizedDescription))
            return "GET \(Redaction.string(for: url)) failed \(progress.phrase): \(explanation)."
        case .timedOut(.idle(let seconds), let url, let progress):
            return "GET \(Redaction.string(for: url)) timed out after \(BodyText.seconds(seconds)) s with no data"
                + " (the session's timeoutIntervalForRequest), \(progress.phrase)."
        case .timedOut(.overall(let seconds), let url, let progress):
            return "GET \(Redaction.string(for: url)) timed out after \(BodyText.seconds(seconds)) s"
                + " (the client's overallTimeout), \(progress.phrase)."
        case .bodyTooLarge(let limit, let url, let progress):
            let announced = progress.expectedBodyBytes.map { " (Content-Length: \(BodyText.count($0)))" } ?? ""
            if url.isFileURL {
                return "Reading \(Redaction.string(for: url)) stopped: the file is larger than the client's"
                    + " maximumBodySize of \(BodyText.count(limit)) bytes"
                    + (progress.expectedBodyBytes.map { " (\(BodyText.count($0)) bytes)" } ?? "") + "."
            }
            return "GET \(Redaction.string(for: url)) has a body larger than the client's maximumBodySize of"
                + " \(BodyText.count(limit)) bytes\(announced); the client stopped reading after"
                + " \(BodyText.count(progress.receivedBodyBytes)) bytes."
        case .httpStatus(let code, let url, let bodySnippet):
            return "GET \(Redaction.string(for: url)) returned HTTP \(code)"
                + " (\(HTTPURLResponse.localizedString(forStatusCode: code)))"
                + (bodySnippet.isEmpty ? "." : ": \(redaction.scrub(bodySnippet))")
        case .decoding(_, let description, _):
            return redaction.scrub(description)
        case .cancelled(let url):
            return "GET \(Redaction.string(for: url)) was cancelled."
        }
    }

    /// The secrets of the URLs the error concerns.
    private var redaction: Redaction {
        if case .invalidURL(let path, let baseURL, _) = self {
            return Redaction(urls: [baseURL], urlStrings: [path])
        }
        return Redaction(urls: [url])
    }
}

extension APIError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? {
        description
    }
}

extension APIError: CustomDebugStringConvertible {
    /// The case and its values, for a debugger or a log, redacted as ``description`` is:
    /// `APIError.httpStatus(code: 404, url: https://host/x?api_key=<redacted>, bodySnippet: "Not found")`.
    public var debugDescription: String {
        let redaction = redaction
        func quoted(_ text: String) -> String {
            let escaped = redaction.scrub(text).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            return "\"" + BodyText.printable(escaped, collapsingWhitespace: false) + "\""
        }
        switch self {
        case .invalidURL(let path, let baseURL, let reason):
            return "APIError.invalidURL(path: \(quoted(Redaction.redacted(path))),"
                + " baseURL: \(Redaction.string(for: baseURL)), reason: \(quoted(reason)))"
        case .transport(let underlying, let url, let progress):
            return "APIError.transport(underlying: \(Self.summary(of: underlying)), url: \(Redaction.string(for: url)),"
                + " progress: \(progress.phrase))"
        case .timedOut(let timeout, let url, let progress):
            return "APIError.timedOut(\(timeout), url: \(Redaction.string(for: url)), progress: \(progress.phrase))"
        case .bodyTooLarge(let limit, let url, let progress):
            return "APIError.bodyTooLarge(limit: \(limit), url: \(Redaction.string(for: url)),"
                + " progress: \(progress.phrase))"
        case .httpStatus(let code, let url, let bodySnippet):
            return "APIError.httpStatus(code: \(code), url: \(Redaction.string(for: url)),"
                + " bodySnippet: \(quoted(bodySnippet)))"
        case .decoding(let codingPath, let description, let url):
            return "APIError.decoding(codingPath: \(quoted(codingPath)), description: \(quoted(description)),"
                + " url: \(Redaction.string(for: url)))"
        case .cancelled(let url):
            return "APIError.cancelled(url: \(Redaction.string(for: url)))"
        }
    }

    /// `URLError(-1004)`: the type and code of an error, without its user info (which holds the failing URL).
    private static func summary(of error: any Error) -> String {
        if let error = error as? URLError { return "URLError(\(error.code.rawValue))" }
        if let error = error as? CocoaError { return "CocoaError(\(error.code.rawValue))" }
        return "\(type(of: error))"
    }
}

extension APIError.ResponseProgress {
    /// `before a response arrived`, or `after the response headers arrived (HTTP 200, 5 of 500 body bytes)`.
    var phrase: String {
        guard let statusCode else { return "before a response arrived" }
        let bytes =
            expectedBodyBytes.map { "\(BodyText.count(receivedBodyBytes)) of \(BodyText.count($0)) body bytes" }
            ?? "\(BodyText.count(receivedBodyBytes)) body bytes"
        return "after the response headers arrived (HTTP \(statusCode), \(bytes))"
    }
}
