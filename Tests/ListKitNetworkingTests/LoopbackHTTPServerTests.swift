import Foundation
import ListKitTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("LoopbackHTTPServer", .timeLimit(.minutes(1)))
struct LoopbackHTTPServerTests {
    @Test("It listens on 127.0.0.1 on a port of its own and stops")
    func test_bindsLoopbackOnEphemeralPort() throws {
        let first = try LoopbackHTTPServer(routes: [:])
        let second = try LoopbackHTTPServer(routes: [:])
        #expect(first.port != 0)
        #expect(first.port != second.port)
        #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)/")
        first.stop()
        second.stop()
        first.stop()  // idempotent
    }

    @Test("It reads a request body of Content-Length bytes and sends the canned headers")
    func test_readsBodyAndSendsHeaders() async throws {
        let server = try LoopbackHTTPServer(
            routes: [
                "/echo": LoopbackHTTPServer.Response(status: 202, headers: ["X-Test": "yes"], body: Data("ok".utf8))
            ]
        )
        defer { server.stop() }
        var request = URLRequest(url: server.baseURL.appendingPathComponent("echo"))
        request.httpMethod = "POST"
        request.httpBody = Data(String(repeating: "b", count: 10_000).utf8)
        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 202)
        #expect(http.value(forHTTPHeaderField: "X-Test") == "yes")
        #expect(String(decoding: data, as: UTF8.self) == "ok")
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.body.count == 10_000)
    }
}
