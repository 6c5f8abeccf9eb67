import Foundation
import ListKitTestSupport
import Testing

@testable import ListKitNetworking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The data-task bridge used before iOS 15 / macOS 12, run here so that it is tested somewhere.
@Suite("URLSession data-task bridge", .timeLimit(.minutes(1)))
struct URLSessionBridgeTests {
    @Test("The bridge returns the body and the response")
    func test_bridge_returnsBodyAndResponse() async throws {
        let server = try LoopbackHTTPServer(routes: ["/hello": .text("hi", status: 201)])
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        let url = server.baseURL.appendingPathComponent("hello")
        let (data, response) = try await session.dataTaskResponse(for: URLRequest(url: url))
        #expect(String(decoding: data, as: UTF8.self) == "hi")
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
    }

    @Test("The bridge reports a refused connection")
    func test_bridge_reportsRefusedConnection() async throws {
        let refusing = try LoopbackRefusingPort()
        defer { refusing.close() }
        let url = refusing.baseURL
        let error = await #expect(throws: URLError.self) {
            try await URLSession(configuration: .ephemeral).dataTaskResponse(for: URLRequest(url: url))
        }
        #expect(error?.code == .cannotConnectToHost)
    }

    @Test("A bridged request from a cancelled task is cancelled")
    func test_bridge_whenTaskIsCancelled_cancelsDataTask() async throws {
        let server = try LoopbackHTTPServer(routes: ["/hello": .text("hi")])
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("hello")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await URLSession(configuration: .ephemeral).dataTaskResponse(for: URLRequest(url: url))
        }
        let error = await #expect(throws: URLError.self) { try await task.value }
        #expect(error?.code == .cancelled)
    }
}
