import Foundation
import NetworkTestSupport
import Testing

@testable import ListKitNetworking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A value whose decoding fails with an error that is not a `DecodingError`.
private struct Refusing: Decodable, Sendable {
    struct Refusal: Error, LocalizedError {
        var errorDescription: String? { "refused to decode" }
    }

    init(from decoder: any Decoder) throws {
        throw Refusal()
    }
}

@Suite("APIError values and words", .timeLimit(.minutes(10)))
struct APIErrorTests {
    private let url = URL(fileURLWithPath: "/tmp/x.json")

    @Test("Each case names its URL; only cancellation is a cancellation; a timeout has its seconds")
    func urlAndFlags() throws {
        let base = try #require(URL(string: "https://host/v1/"))
        let progress = APIError.ResponseProgress()
        let errors: [APIError] = [
            .transport(underlying: URLError(.timedOut), url: url, progress: progress),
            .timedOut(.idle(seconds: 60), url: url, progress: progress),
            .bodyTooLarge(limit: 1, url: url, progress: progress),
            .httpStatus(code: 500, url: url, bodySnippet: ""),
            .decoding(codingPath: "", description: "", url: url),
            .cancelled(url: url),
        ]
        #expect(errors.map(\.url) == Array(repeating: url, count: errors.count))
        #expect(errors.map(\.isCancellation) == [false, false, false, false, false, true])
        #expect(APIError.invalidURL(path: "..", baseURL: base, reason: "").url == base)
        #expect(APIError.Timeout.idle(seconds: 60).seconds == 60)
        #expect(APIError.Timeout.overall(seconds: 2.5).seconds == 2.5)
    }

    @Test("Common URL errors have words of their own; any other keeps the system's text; all say their code")
    func urlErrorWords() {
        let redaction = Redaction(urls: [])
        let none = APIError.ResponseProgress()
        #expect(
            URLError(.serverCertificateUntrusted).explanation(progress: none, redaction: redaction)
                == "the server's TLS certificate is not trusted (URLError -1202)")
        #expect(
            URLError(.notConnectedToInternet).explanation(progress: none, redaction: redaction)
                == "the device is not connected to a network (URLError -1009)")
        let other = URLError(.fileDoesNotExist)
        #expect(
            other.explanation(progress: none, redaction: redaction)
                == "\(other.localizedDescription) (URLError \(URLError.Code.fileDoesNotExist.rawValue))")
    }

    @Test("A decoding failure that is not a DecodingError is a decoding error with the failure's text")
    func otherDecodingFailure() async throws {
        let server = try LoopbackHTTPServer(routes: ["/x": .json("{}")])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, session: URLSession(configuration: .ephemeral))
        let error = await #expect(throws: APIError.self) { try await client.get(Refusing.self, from: "x?key=abcdef") }
        guard case .decoding("", let description, _) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(
            description
                == "Could not decode Refusing from \(server.baseURL.absoluteString)x?key=<redacted>: refused to decode")
    }

    @Test("A new session takes effect: the client's requests go through its configuration")
    func changingSession() async throws {
        let server = try LoopbackHTTPServer(routes: ["/items": .json("[3]")])
        defer { server.stop() }
        var client = APIClient(baseURL: server.baseURL, session: URLSession(configuration: .ephemeral))
        #expect(try await client.get([Int].self, from: "items") == [3])
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["X-Client": "second"]
        client.session = URLSession(configuration: configuration)
        #expect(try await client.get([Int].self, from: "items") == [3])
        #expect(server.requests.map { $0.headers["x-client"] } == [nil, "second"])
    }
}
