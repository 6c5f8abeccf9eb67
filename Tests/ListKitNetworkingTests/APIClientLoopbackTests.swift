import Foundation
import ListKitNetworking
import NetworkTestSupport
import ShowcaseFeed
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client of `server` with a session of its own.
func makeClient(_ server: LoopbackHTTPServer, path: String = "") -> APIClient {
    APIClient(
        baseURL: server.baseURL.appendingPathComponent(path),
        session: URLSession(configuration: .ephemeral)
    )
}

@Suite("APIClient against a loopback server", .timeLimit(.minutes(10)))
struct APIClientLoopbackTests {
    @Test("200 with JSON decodes, and the request is a GET of the path with Accept: application/json")
    func whenServerAnswers200DecodesJSON() async throws {
        let server = try LoopbackHTTPServer(routes: ["/v1/feed.json": .json(Feed.sampleJSON)])
        defer { server.stop() }
        let feed = try await makeClient(server, path: "v1").get(Feed.self, from: "feed.json")
        #expect(feed.name == "Tram Ho")
        #expect(feed.friends.map(\.name) == ["Lan Nguyen", "Minh Tran", "Hoa Pham"])
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/v1/feed.json")
        #expect(request.headers["accept"] == "application/json")
    }

    @Test("A path with a query reaches the server with its query")
    func pathWithQueryKeepsQuery() async throws {
        let server = try LoopbackHTTPServer(routes: ["/items": .json("[1, 2, 3]")])
        defer { server.stop() }
        let items = try await makeClient(server).get([Int].self, from: "/items?page=2")
        #expect(items == [1, 2, 3])
        #expect(server.requests.map(\.target) == ["/items?page=2"])
    }

    @Test("404 is an httpStatus error with the code, the URL and the start of the body")
    func whenServerAnswers404ThrowsHTTPStatus() async throws {
        let server = try LoopbackHTTPServer(routes: [:])
        defer { server.stop() }
        let client = makeClient(server)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "missing.json") }
        guard case .httpStatus(let code, let url, let snippet) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(code == 404)
        #expect(url.absoluteString == "\(server.baseURL.absoluteString)missing.json")
        #expect(snippet == "No route for /missing.json")
        // The reason phrase is the system's: "Not Found" on Linux, "not found" on Apple systems.
        #expect(
            error?.description.lowercased()
                == "GET \(url.absoluteString) returned HTTP 404 (not found): No route for /missing.json".lowercased()
        )
    }

    @Test("A long error body is cut to a one-line snippet")
    func whenErrorBodyIsLongSnippetIsCut() async throws {
        let body = "line one\n  line two\n" + String(repeating: "x", count: 500)
        let server = try LoopbackHTTPServer(routes: ["/boom": .text(body, status: 500)])
        defer { server.stop() }
        let client = makeClient(server)
        let error = await #expect(throws: APIError.self) { try await client.data(from: "boom") }
        guard case .httpStatus(500, _, let snippet) = error else {
            Issue.record("expected httpStatus 500, got \(String(describing: error))")
            return
        }
        #expect(snippet.hasPrefix("line one line two xxx"))
        #expect(snippet.count == 201)
        #expect(snippet.hasSuffix("…"))
    }

    @Test("Malformed JSON is a decoding error at the top level")
    func whenJSONIsMalformedThrowsDecodingError() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(#"{"name": "Tram", "friends": [ "#)])
        defer { server.stop() }
        let client = makeClient(server)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        guard case .decoding(let path, let description, let url) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "")
        #expect(url.lastPathComponent == "feed.json")
        #expect(
            description.hasPrefix("Could not decode Feed from \(url.absoluteString): Invalid data at the top level"))
    }

    @Test("A value of the wrong type is a decoding error that names its path in the JSON")
    func whenValueHasWrongTypeErrorNamesPath() async throws {
        let json = """
            {"name": "Tram", "friends": [{"id": 1, "name": "Lan", "imageName": "a"}, \
            {"id": 2, "name": 42, "imageName": "b"}]}
            """
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(json)])
        defer { server.stop() }
        let client = makeClient(server)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        guard case .decoding(let path, let description, _) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "friends[1].name")
        #expect(description.contains("Expected String for key 'name' at friends[1].name ("))
        #expect(description.contains("number"))
    }

    @Test("A refused connection is a transport error")
    func whenPortIsClosedThrowsTransport() async throws {
        let refusing = try LoopbackRefusingPort()
        defer { refusing.close() }
        let port = refusing.port
        let client = APIClient(baseURL: refusing.baseURL, session: URLSession(configuration: .ephemeral))
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        guard case .transport(let underlying, let url, let progress) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect((underlying as? URLError)?.code == .cannotConnectToHost)
        #expect(url.port == Int(port))
        #expect(!progress.headersArrived)
        #expect(
            error?.description
                == "GET http://127.0.0.1:\(port)/feed.json failed before a response arrived: could not connect to the"
                + " server (URLError -1004).")
    }

    @Test("A request from a cancelled task is a cancelled error, and reaches no server")
    func whenTaskIsCancelledThrowsCancelled() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(Feed.sampleJSON)])
        defer { server.stop() }
        let client = makeClient(server)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.get(Feed.self, from: "feed.json")
        }
        let error = await #expect(throws: APIError.self) { try await task.value }
        #expect(error?.isCancellation == true)
        #expect(server.requests.isEmpty)
    }
}
