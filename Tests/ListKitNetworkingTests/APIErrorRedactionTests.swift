import Foundation
import ListKitNetworking
import NetworkTestSupport
import ShowcaseFeed
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The secrets of these tests; none may appear in any message.
private let secrets = ["tram.admin", "hunter2-pass", "SECRET-KEY-123", "session-token-456"]

/// Every message an error gives: description, localized description, debug description, string interpolation.
private func messages(of error: APIError?) -> [String] {
    guard let error else { return [] }
    return [
        error.description, error.localizedDescription, error.debugDescription, "\(error)", String(reflecting: error),
    ]
}

/// Records an issue for each secret found in a message of `error`.
private func expectNoSecrets(in error: APIError?, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(error != nil, sourceLocation: sourceLocation)
    for message in messages(of: error) {
        for secret in secrets {
            #expect(!message.contains(secret), "\(message)", sourceLocation: sourceLocation)
        }
    }
}

/// `http://tram.admin:hunter2-pass@127.0.0.1:<port>/v1?api_key=SECRET-KEY-123`.
private func baseURL(_ port: UInt16) throws -> URL {
    try #require(URL(string: "http://tram.admin:hunter2-pass@127.0.0.1:\(port)/v1?api_key=SECRET-KEY-123"))
}

@Suite("APIError messages never carry credentials or query values", .timeLimit(.minutes(10)))
struct APIErrorRedactionTests {
    @Test("An HTTP error: the URL redacted, and the secrets scrubbed from the body the server echoed")
    func httpStatusIsRedacted() async throws {
        let echo = "Invalid api_key SECRET-KEY-123 for user tram.admin (token session-token-456)"
        let server = try LoopbackHTTPServer(routes: ["/v1/feed.json": .text(echo, status: 401)])
        defer { server.stop() }
        let client = APIClient(baseURL: try baseURL(server.port), session: URLSession(configuration: .ephemeral))
        let error = await #expect(throws: APIError.self) {
            try await client.get(Feed.self, from: "feed.json?token=session-token-456&page=2")
        }
        expectNoSecrets(in: error)
        #expect(
            error?.description.lowercased()
                == ("GET http://<redacted>@127.0.0.1:\(server.port)/v1/feed.json?api_key=<redacted>&token=<redacted>"
                + "&page=<redacted> returned HTTP 401 (unauthorized): Invalid api_key <redacted> for user <redacted>"
                + " (token <redacted>)").lowercased())
        // The request itself carried them: the redaction is in the messages only.
        #expect(server.requests.first?.target == "/v1/feed.json?api_key=SECRET-KEY-123&token=session-token-456&page=2")
    }

    @Test("A transport error and a timeout are redacted")
    func transportAndTimeoutAreRedacted() async throws {
        let refusing = try LoopbackRefusingPort()
        defer { refusing.close() }
        let refused = APIClient(baseURL: try baseURL(refusing.port), session: URLSession(configuration: .ephemeral))
        expectNoSecrets(
            in: await #expect(throws: APIError.self) { try await refused.data(from: "x?token=session-token-456") })

        let server = try LoopbackHTTPServer(routes: ["/v1/x": .text("late").delivered(.stallBeforeHead(seconds: 600))])
        defer { server.stop() }
        let slow = APIClient(
            baseURL: try baseURL(server.port), session: URLSession(configuration: .ephemeral), overallTimeout: 0.2)
        expectNoSecrets(in: await #expect(throws: APIError.self) { try await slow.data(from: "x#session-token-456") })
    }

    @Test("A decoding error is redacted")
    func decodingIsRedacted() async throws {
        let server = try LoopbackHTTPServer(routes: ["/v1/feed.json": .text("<p>key SECRET-KEY-123 expired</p>")])
        defer { server.stop() }
        let client = APIClient(baseURL: try baseURL(server.port), session: URLSession(configuration: .ephemeral))
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        expectNoSecrets(in: error)
        #expect(error?.description.contains("<p>key <redacted> expired</p>") == true)
    }

    @Test("A rejected path is redacted, its own query included")
    func invalidURLIsRedacted() throws {
        let client = APIClient(baseURL: try baseURL(8080))
        let error = #expect(throws: APIError.self) {
            try client.url(for: "https://tram.admin:hunter2-pass@evil.example/x?token=session-token-456")
        }
        expectNoSecrets(in: error)
        #expect(
            error?.description
                == "Cannot make a URL from the path \"https://<redacted>@evil.example/x?token=<redacted>\" relative to"
                + " http://<redacted>@127.0.0.1:8080/v1?api_key=<redacted>: it is an absolute URL (scheme \"https\");"
                + " a path must be relative to the base URL.")
    }

    @Test("A file error is redacted")
    func fileErrorIsRedacted() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-\(UUID().uuidString)")
        let client = APIClient(baseURL: directory)
        let error = await #expect(throws: APIError.self) {
            try await client.data(from: "feed.json?token=session-token-456")
        }
        expectNoSecrets(in: error)
    }

    @Test("The client's own description is redacted")
    func clientDescriptionIsRedacted() throws {
        let client = APIClient(baseURL: try baseURL(8080), overallTimeout: 5)
        for message in [client.description, String(reflecting: client), "\(client)"] {
            for secret in secrets { #expect(!message.contains(secret), "\(message)") }
        }
        #expect(
            client.description
                == "APIClient(baseURL: http://<redacted>@127.0.0.1:8080/v1?api_key=<redacted>, overallTimeout: 5 s,"
                + " maximumBodySize: 33,554,432 bytes)")
    }
}
