import Foundation
import ListKitNetworking
import NetworkTestSupport
import ShowcaseFeed
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client of `server` whose session gives up after `idleTimeout` seconds without data.
private func makeClient(
    _ server: LoopbackHTTPServer,
    idleTimeout: TimeInterval = 30,
    overallTimeout: TimeInterval? = nil,
    maximumBodySize: Int? = APIClient.defaultMaximumBodySize
) -> APIClient {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = idleTimeout
    return APIClient(
        baseURL: server.baseURL,
        session: URLSession(configuration: configuration),
        overallTimeout: overallTimeout,
        maximumBodySize: maximumBodySize
    )
}

/// A body of `count` bytes of `x`.
private func body(_ count: Int) -> Data {
    Data(repeating: UInt8(ascii: "x"), count: count)
}

/// Stalls in these tests last 600 s: were the client to wait for one, the suite's time limit would fail the test.
private let forever: Double = 600

@Suite("APIClient: timeouts, broken connections and limits, against a loopback server", .timeLimit(.minutes(10)))
struct APIClientTransportTests {
    @Test("A server that sends nothing times out after the session's idle timeout, before a response arrived")
    func idleTimeoutBeforeHeadSaysTimedOutAfterNSeconds() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/feed.json": .json("{}").delivered(.stallBeforeHead(seconds: forever))
        ])
        defer { server.stop() }
        let client = makeClient(server, idleTimeout: 1)
        let error = await #expect(throws: APIError.self) { try await client.data(from: "feed.json") }
        guard case .timedOut(.idle(seconds: 1), _, let progress) = error else {
            Issue.record("expected an idle timeout, got \(String(describing: error))")
            return
        }
        #expect(!progress.headersArrived)
        #expect(
            error?.description
                == "GET \(server.baseURL.absoluteString)feed.json timed out after 1 s with no data (the session's"
                + " timeoutIntervalForRequest), before a response arrived.")
    }

    @Test("A body that stalls after the headers times out, and the message says the headers had arrived")
    func idleTimeoutAfterHeadSaysHeadersArrived() async throws {
        let response = LoopbackHTTPServer.Response(
            headers: ["Content-Type": "application/json"], body: body(500),
            delivery: .stallAfterHead(bodyBytes: 5, seconds: forever))
        let server = try LoopbackHTTPServer(routes: ["/feed.json": response])
        defer { server.stop() }
        // The headers and 5 bytes must arrive before the timeout: 5 s of silence, not 1, so that a machine busy with
        // other work (the test suite runs every test at once) still delivers them first.
        let client = makeClient(server, idleTimeout: 5)
        let error = await #expect(throws: APIError.self) { try await client.data(from: "feed.json") }
        guard case .timedOut(.idle, _, let progress) = error else {
            Issue.record("expected an idle timeout, got \(String(describing: error))")
            return
        }
        #expect(progress == APIError.ResponseProgress(statusCode: 200, receivedBodyBytes: 5, expectedBodyBytes: 500))
        #expect(error?.description.contains("timed out after 5 s") == true)
        #expect(
            error?.description.hasSuffix("after the response headers arrived (HTTP 200, 5 of 500 body bytes).") == true)
        #expect(error?.description.contains("before a response arrived") == false)
    }

    @Test("A body cut after the headers is a transport error that says the headers had arrived")
    func bodyCutAfterHeadSaysHeadersArrived() async throws {
        let response = LoopbackHTTPServer.Response(body: body(500), delivery: .closeAfterHead(bodyBytes: 5))
        let server = try LoopbackHTTPServer(routes: ["/feed.json": response])
        defer { server.stop() }
        let error = await #expect(throws: APIError.self) { try await makeClient(server).data(from: "feed.json") }
        guard case .transport(_, _, let progress) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(progress.headersArrived)
        #expect(progress.receivedBodyBytes == 5)
        let description = try #require(error?.description)
        #expect(description.contains("failed after the response headers arrived (HTTP 200, 5 of 500 body bytes): "))
        #expect(!description.contains("before a response arrived"))
        #expect(!description.contains("The operation could not be completed"))
    }

    @Test("A connection closed before any response is a transport error before a response arrived, in words")
    func closedBeforeHeadSaysBeforeAResponse() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json("{}").delivered(.closeBeforeHead)])
        defer { server.stop() }
        let error = await #expect(throws: APIError.self) { try await makeClient(server).data(from: "feed.json") }
        guard case .transport(_, _, let progress) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(!progress.headersArrived)
        let description = try #require(error?.description)
        #expect(description.contains("failed before a response arrived: "))
        #expect(!description.contains("The operation could not be completed"))
        #expect(description.contains("(URLError "))
    }

    @Test("The overall timeout ends a request whose body trickles, whatever the idle timeout")
    func overallTimeoutEndsRequest() async throws {
        let response = LoopbackHTTPServer.Response(
            body: body(500), delivery: .stallAfterHead(bodyBytes: 5, seconds: forever))
        let server = try LoopbackHTTPServer(routes: ["/feed.json": response])
        defer { server.stop() }
        // Long enough for the headers and 5 bytes to arrive first on a machine busy with other work (at 0.5 s the
        // stress runs saw the timeout fire before them).
        let client = makeClient(server, idleTimeout: 60, overallTimeout: 5)
        let error = await #expect(throws: APIError.self) { try await client.data(from: "feed.json") }
        guard case .timedOut(.overall(seconds: 5), _, let progress) = error else {
            Issue.record("expected the overall timeout, got \(String(describing: error))")
            return
        }
        #expect(progress.receivedBodyBytes == 5)
        #expect(
            error?.description
                == "GET \(server.baseURL.absoluteString)feed.json timed out after 5 s (the client's overallTimeout),"
                + " after the response headers arrived (HTTP 200, 5 of 500 body bytes).")
    }

    @Test("An overall timeout of zero ends the request before it is sent")
    func zeroOverallTimeoutSendsNothing() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json("{}")])
        defer { server.stop() }
        let error = await #expect(throws: APIError.self) {
            try await makeClient(server, overallTimeout: 0).data(from: "feed.json")
        }
        guard case .timedOut(.overall(seconds: 0), _, let progress) = error else {
            Issue.record("expected the overall timeout, got \(String(describing: error))")
            return
        }
        #expect(!progress.headersArrived)
        #expect(server.requests.isEmpty)
    }

    @Test("A request that beats the overall timeout succeeds, and so does the next one")
    func fastRequestBeatsOverallTimeout() async throws {
        let server = try LoopbackHTTPServer(routes: ["/items": .json("[1, 2]")])
        defer { server.stop() }
        // Generous, so that a machine busy with other work still answers in time.
        let client = makeClient(server, overallTimeout: 20)
        #expect(try await client.get([Int].self, from: "items") == [1, 2])
        #expect(try await client.get([Int].self, from: "items") == [1, 2])
    }

    @Test("A Content-Length past the size limit stops the request at the headers, before any of the body")
    func announcedBodyTooLargeStopsAtHead() async throws {
        // The body never comes: only a client that stops at the headers gets an answer.
        let response = LoopbackHTTPServer.Response(
            body: body(55_000_000), delivery: .stallAfterHead(bodyBytes: 0, seconds: forever))
        let server = try LoopbackHTTPServer(routes: ["/big.json": response])
        defer { server.stop() }
        let client = makeClient(server, maximumBodySize: 1_000)
        let error = await #expect(throws: APIError.self) { try await client.data(from: "big.json") }
        guard case .bodyTooLarge(1_000, _, let progress) = error else {
            Issue.record("expected bodyTooLarge, got \(String(describing: error))")
            return
        }
        #expect(
            progress == APIError.ResponseProgress(statusCode: 200, receivedBodyBytes: 0, expectedBodyBytes: 55_000_000))
        #expect(
            error?.description
                == "GET \(server.baseURL.absoluteString)big.json has a body larger than the client's maximumBodySize"
                + " of 1,000 bytes (Content-Length: 55,000,000); the client stopped reading after 0 bytes.")
    }

    @Test("A body without Content-Length stops at the size limit, without waiting for the rest")
    func unannouncedBodyTooLargeStopsAtLimit() async throws {
        // 2,000 bytes, then a stall: only a client that stops at the limit gets an answer.
        let response = LoopbackHTTPServer.Response(
            body: body(100_000), delivery: .stallAfterHead(bodyBytes: 2_000, seconds: forever), announcesLength: false)
        let server = try LoopbackHTTPServer(routes: ["/big.json": response])
        defer { server.stop() }
        let client = makeClient(server, maximumBodySize: 1_000)
        let error = await #expect(throws: APIError.self) { try await client.data(from: "big.json") }
        guard case .bodyTooLarge(1_000, _, let progress) = error else {
            Issue.record("expected bodyTooLarge, got \(String(describing: error))")
            return
        }
        #expect(progress.expectedBodyBytes == nil)
        #expect(progress.receivedBodyBytes > 1_000)
        #expect(progress.receivedBodyBytes <= 2_000)
    }

    @Test("A body exactly at the size limit is read whole; no limit reads any size")
    func bodyAtLimitIsRead() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/exact": LoopbackHTTPServer.Response(body: body(1_000)),
            "/unannounced": LoopbackHTTPServer.Response(body: body(1_000), announcesLength: false),
            "/large": LoopbackHTTPServer.Response(body: body(200_000)),
        ])
        defer { server.stop() }
        #expect(try await makeClient(server, maximumBodySize: 1_000).data(from: "exact").count == 1_000)
        #expect(try await makeClient(server, maximumBodySize: 1_000).data(from: "unannounced").count == 1_000)
        #expect(try await makeClient(server, maximumBodySize: nil).data(from: "large").count == 200_000)
    }

    @Test("A 55 MB error body: the error comes from its first bytes, without waiting for the rest")
    func hugeErrorBodyIsReadOnlyToItsPrefix() async throws {
        // The server sends 4 KB of the 55 MB, then stalls: only a client that stops after the prefix gets an answer.
        var bytes = Data("Quota exceeded for this key.\n".utf8)
        bytes.append(body(55_000_000 - bytes.count))
        let response = LoopbackHTTPServer.Response(
            status: 503, headers: ["Content-Type": "text/plain"], body: bytes,
            delivery: .stallAfterHead(bodyBytes: 4_096, seconds: forever))
        let server = try LoopbackHTTPServer(routes: ["/feed.json": response])
        defer { server.stop() }
        let error = await #expect(throws: APIError.self) { try await makeClient(server).data(from: "feed.json") }
        guard case .httpStatus(503, _, let snippet) = error else {
            Issue.record("expected HTTP 503, got \(String(describing: error))")
            return
        }
        #expect(snippet.hasPrefix("Quota exceeded for this key. xxx"))
        #expect(snippet.count == 201)
        #expect(snippet.hasSuffix("…"))
    }

    @Test("An error body shorter than the prefix is read whole, without …")
    func shortErrorBodyIsWhole() async throws {
        let server = try LoopbackHTTPServer(routes: ["/x": .text("Not here.\n", status: 404)])
        defer { server.stop() }
        let error = await #expect(throws: APIError.self) { try await makeClient(server).data(from: "x") }
        guard case .httpStatus(404, _, "Not here.") = error else {
            Issue.record("expected HTTP 404 with the whole body, got \(String(describing: error))")
            return
        }
    }

    @Test("Cancelling a request that waits for its response ends it at once as cancelled")
    func cancellingStalledRequestEndsAsCancelled() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/feed.json": .json("{}").delivered(.stallBeforeHead(seconds: forever))
        ])
        defer { server.stop() }
        // No idle timeout can end the request first, however long a loaded machine takes to deliver it; the wait
        // for the server to hold it is bounded by the suite's time limit, not by a count of sleeps.
        let client = makeClient(server, idleTimeout: forever)
        let task = Task { try await client.data(from: "feed.json") }
        while server.requests.isEmpty { try await Task.sleep(nanoseconds: 1_000_000) }
        task.cancel()
        let error = await #expect(throws: APIError.self) { try await task.value }
        #expect(error?.isCancellation == true)
    }

    @Test("Requests cancelled at every moment of their life end once each, as cancelled or answered")
    func cancellationAtAnyMomentEndsOnce() async throws {
        let server = try LoopbackHTTPServer(routes: ["/items": .json("[1]")])
        defer { server.stop() }
        let client = makeClient(server)
        for round in 0..<40 {
            let task = Task { try await client.get([Int].self, from: "items") }
            if round % 4 != 0 { try await Task.sleep(nanoseconds: UInt64(round) * 100_000) }
            task.cancel()
            do {
                #expect(try await task.value == [1])
            } catch {
                #expect((error as? APIError)?.isCancellation == true, "\(error)")
            }
        }
    }
}

@Suite("APIClient: a body that is not JSON", .timeLimit(.minutes(10)))
struct APIClientNotJSONTests {
    /// The description of the decoding error for `response`.
    private func decodingDescription(_ response: LoopbackHTTPServer.Response) async throws -> String {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": response])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, session: URLSession(configuration: .ephemeral))
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        guard case .decoding(let path, let description, _) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return ""
        }
        #expect(path == "")
        return description
    }

    @Test("An HTML page: the message has its content type, its size and its first bytes")
    func htmlBodySaysContentTypeAndFirstBytes() async throws {
        let html = "<!DOCTYPE html>\n<html>\n  <head><title>Sign in</title></head>\n</html>\n"
        let description = try await decodingDescription(
            LoopbackHTTPServer.Response(headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(html.utf8)))
        #expect(description.contains("The given data was not valid JSON."))
        #expect(
            description.hasSuffix(
                "The body (Content-Type: text/html; charset=utf-8, 69 bytes): <!DOCTYPE html> <html>"
                    + " <head><title>Sign in</title></head> </html>"))
    }

    @Test("An empty body: the message says it is empty, with its content type")
    func emptyBodySaysEmpty() async throws {
        let description = try await decodingDescription(.json(""))
        #expect(description.hasSuffix("The body is empty (Content-Type: application/json)."))
    }

    @Test("A body that is not UTF-8: its first bytes in hexadecimal, and no content type when there is none")
    func binaryBodyShowsHexBytes() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52])
        let description = try await decodingDescription(LoopbackHTTPServer.Response(body: png))
        #expect(
            description.hasSuffix(
                "The body (no Content-Type, 16 bytes): bytes 89 50 4E 47 0D 0A 1A 0A 00 00 00 0D 49 48"
                    + " 44 52 (not text)"))
    }

    @Test("Malformed JSON: the message shows where the text stops")
    func malformedJSONShowsItsStart() async throws {
        let description = try await decodingDescription(.json(#"{"name": "Tram", "friends": [ "#))
        #expect(description.contains("Invalid data at the top level"))
        #expect(description.hasSuffix(#"(Content-Type: application/json, 30 bytes): {"name": "Tram", "friends": ["#))
    }
}
