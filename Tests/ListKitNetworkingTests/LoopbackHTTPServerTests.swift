import Foundation
import NetworkTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("LoopbackHTTPServer", .timeLimit(.minutes(10)))
struct LoopbackHTTPServerTests {
    @Test("It listens on 127.0.0.1 on a port of its own and stops")
    func bindsLoopbackOnEphemeralPort() throws {
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
    func readsBodyAndSendsHeaders() async throws {
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

/// A bare HTTP client over a socket, to see exactly what the server sends and when it closes.
private struct RawClient {
    let fd: Int32

    init(port: UInt16) throws {
        #if canImport(Darwin)
        let socketType = SOCK_STREAM
        #else
        let socketType = Int32(SOCK_STREAM.rawValue)
        #endif
        let fd = socket(AF_INET, socketType, 0)
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(result == 0)
    }

    func sendRequest(_ path: String) {
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    }

    /// Reads until the server closes the connection, or until `limit` bytes arrived.
    func read(upTo limit: Int = .max) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while data.count < limit {
            let count = recv(fd, &chunk, min(chunk.count, limit - data.count), 0)
            guard count > 0 else { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }
}

@Suite("LoopbackHTTPServer deliveries", .timeLimit(.minutes(10)))
struct LoopbackHTTPServerDeliveryTests {
    private let body = Data("0123456789".utf8)

    /// The head and the body of a raw response.
    private func split(_ data: Data) -> (head: String, body: Data) {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            return (String(decoding: data, as: UTF8.self), Data())
        }
        return (String(decoding: data[..<end.lowerBound], as: UTF8.self), Data(data[end.upperBound...]))
    }

    @Test("closeBeforeHead sends nothing at all")
    func closeBeforeHeadSendsNothing() throws {
        let server = try LoopbackHTTPServer(routes: ["/x": .text("hello").delivered(.closeBeforeHead)])
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        defer { client.close() }
        client.sendRequest("/x")
        #expect(client.read().isEmpty)
        #expect(server.requests.map(\.target) == ["/x"])
    }

    @Test("closeAfterHead announces the whole body and sends only its start")
    func closeAfterHeadCutsTheBody() throws {
        let response = LoopbackHTTPServer.Response(body: body, delivery: .closeAfterHead(bodyBytes: 3))
        let server = try LoopbackHTTPServer(routes: ["/x": response])
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        defer { client.close() }
        client.sendRequest("/x")
        let (head, received) = split(client.read())
        #expect(head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(head.contains("Content-Length: 10"))
        #expect(received == Data("012".utf8))
    }

    @Test("A response without its length has no Content-Length; the body ends at the close")
    func withoutLengthHasNoContentLength() throws {
        let response = LoopbackHTTPServer.Response(body: body, announcesLength: false)
        let server = try LoopbackHTTPServer(routes: ["/x": response])
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        defer { client.close() }
        client.sendRequest("/x")
        let (head, received) = split(client.read())
        #expect(!head.contains("Content-Length"))
        #expect(received == body)
    }

    @Test("stallAfterHead sends the start of the body, then the rest once the stall has passed")
    func stallAfterHeadSendsTheRestAfterTheStall() throws {
        let response = LoopbackHTTPServer.Response(body: body, delivery: .stallAfterHead(bodyBytes: 4, seconds: 0.2))
        let server = try LoopbackHTTPServer(routes: ["/x": response])
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        defer { client.close() }
        client.sendRequest("/x")
        let (_, received) = split(client.read())
        #expect(received == body)
    }

    @Test("A stall ends when the client closes: the next connection is served at once")
    func stallEndsWhenClientCloses() throws {
        // Were the stall to last its 600 s, the suite's time limit would fail this test.
        let server = try LoopbackHTTPServer(routes: [
            "/slow": .text("late").delivered(.stallBeforeHead(seconds: 600)),
            "/fast": .text("fast"),
        ])
        defer { server.stop() }
        let first = try RawClient(port: server.port)
        first.sendRequest("/slow")
        for _ in 0..<1000 where server.requests.isEmpty { usleep(1000) }
        first.close()
        let second = try RawClient(port: server.port)
        defer { second.close() }
        second.sendRequest("/fast")
        #expect(split(second.read()).body == Data("fast".utf8))
    }

    @Test("stop() ends a stall at once")
    func stopEndsAStall() throws {
        let server = try LoopbackHTTPServer(routes: ["/slow": .text("late").delivered(.stallBeforeHead(seconds: 600))])
        let client = try RawClient(port: server.port)
        defer { client.close() }
        client.sendRequest("/slow")
        for _ in 0..<1000 where server.requests.isEmpty { usleep(1000) }
        server.stop()
        #expect(client.read().isEmpty)
    }
}
