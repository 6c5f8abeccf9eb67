import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// The number of characters of an error response's body kept in ``APIError/httpStatus(code:url:bodySnippet:)``.
    static let bodySnippetLength = 200

    /// Loads `url`: reads a file URL directly, requests anything else with the session and checks the status.
    func data(from url: URL) async throws(APIError) -> Data {
        if Task.isCancelled {
            throw .cancelled(url: url)
        }
        if url.isFileURL {
            return try readFile(at: url)
        }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.responseData(for: request)
        } catch let error as URLError where error.code == .cancelled {
            throw .cancelled(url: url)
        } catch is CancellationError {
            throw .cancelled(url: url)
        } catch {
            throw .transport(underlying: error, url: url)
        }
        if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
            throw .httpStatus(code: response.statusCode, url: url, bodySnippet: Self.snippet(of: data))
        }
        return data
    }

    /// Reads a file URL; URLSession on Linux does not load them.
    private func readFile(at url: URL) throws(APIError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .transport(underlying: error, url: url)
        }
    }

    /// The start of a body as text on one line, with `…` when it was cut.
    static func snippet(of data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return text.count > bodySnippetLength ? text.prefix(bodySnippetLength) + "…" : text
    }
}
