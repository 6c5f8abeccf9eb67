import Foundation

/// A port on 127.0.0.1 that refuses connections, for testing transport errors.
///
/// The port is bound but never listened on, so connecting to it is refused at once — and, because it stays bound
/// until ``close()``, no other server (in a test running in parallel) can take it in the meantime, which a port that
/// was merely bound and closed again does not guarantee.
///
/// ```swift
/// let refusing = try LoopbackRefusingPort()
/// defer { refusing.close() }
/// let client = APIClient(baseURL: refusing.baseURL)
/// ```
public final class LoopbackRefusingPort: @unchecked Sendable {
    /// The port, on 127.0.0.1.
    public let port: UInt16

    private let socket: Int32
    private var isClosed = false

    /// Binds a port on 127.0.0.1 without listening on it.
    ///
    /// - Throws: ``LoopbackHTTPServer/StartError`` when a socket call fails.
    public init() throws {
        socket = try LoopbackHTTPServer.makeLoopbackSocket()
        do {
            port = try LoopbackHTTPServer.boundPort(of: socket)
        } catch {
            _ = LoopbackHTTPServer.closeDescriptor(socket)
            throw error
        }
    }

    deinit {
        close()
    }

    /// `http://127.0.0.1:<port>/`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/")
    }

    /// Releases the port. Idempotent; call it from the test that made the port, which owns it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = LoopbackHTTPServer.closeDescriptor(socket)
    }
}
