import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: canned responses by path, one request per connection.
///
/// It binds only the loopback address, on a port the system picks (read back with `getsockname`), accepts
/// connections on a thread of its own, reads each request (headers, and a body of `Content-Length` bytes), answers
/// with the response for the request's path — `404` when there is none — and closes the connection
/// (`Connection: close`). The test starts and stops it:
///
/// ```swift
/// let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(Feed.sampleJSON)])
/// defer { server.stop() }
/// let client = APIClient(baseURL: server.baseURL)
/// ```
///
/// ``stop()`` closes the listening socket and waits for the thread to end; call it before the server goes away (the
/// thread keeps the server alive until then).
///
/// A response's ``Response/delivery`` can make the server misbehave for a test: close before the head or in the middle
/// of the body, or stall. Connections are served one at a time, so a stalled response holds up the next connection
/// until the stall ends (at the latest when its client gives up and closes).
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// A canned response.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// Header fields to send besides `Content-Length` and `Connection`, which the server sets.
        public var headers: [String: String]
        /// The body.
        public var body: Data
        /// How the server sends the response: whole (the default), or cut short or stalled, for tests of timeouts,
        /// broken connections and size limits.
        public var delivery: Delivery
        /// Whether the head announces the body's length with `Content-Length` (the default); without it, the body
        /// ends when the server closes the connection.
        public var announcesLength: Bool

        /// Creates a response.
        ///
        /// - Parameters:
        ///   - status: The status code.
        ///   - headers: Header fields besides `Content-Length` and `Connection`.
        ///   - body: The body.
        ///   - delivery: How the server sends the response.
        ///   - announcesLength: Whether the head has a `Content-Length` field.
        public init(
            status: Int = 200,
            headers: [String: String] = [:],
            body: Data = Data(),
            delivery: Delivery = .whole,
            announcesLength: Bool = true
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delivery = delivery
            self.announcesLength = announcesLength
        }

        /// This response, sent the way `delivery` says.
        ///
        /// - Parameter delivery: How the server sends the response.
        /// - Returns: A copy of the response with `delivery`.
        public func delivered(_ delivery: Delivery) -> Response {
            var response = self
            response.delivery = delivery
            return response
        }

        /// A response with a JSON body.
        ///
        /// - Parameters:
        ///   - json: The body, as JSON text.
        ///   - status: The status code.
        /// - Returns: The response, with `Content-Type: application/json`.
        public static func json(_ json: String, status: Int = 200) -> Response {
            Response(status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
        }

        /// A response with a plain-text body.
        ///
        /// - Parameters:
        ///   - text: The body.
        ///   - status: The status code.
        /// - Returns: The response, with `Content-Type: text/plain`.
        public static func text(_ text: String, status: Int = 200) -> Response {
            Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
        }
    }

    /// How the server sends a response. A stall ends early when the client closes the connection (after its own
    /// timeout, say) or the server stops, so that no test waits for the full time; after a full stall the server
    /// sends the rest of the response.
    public enum Delivery: Sendable, Equatable {
        /// The head, then the whole body.
        case whole
        /// Closes the connection without sending anything: no status line, no header.
        case closeBeforeHead
        /// The head (with the whole body's `Content-Length`) and the first `bodyBytes` bytes of the body, then closes
        /// the connection: a body cut short after the headers arrived.
        case closeAfterHead(bodyBytes: Int)
        /// Sends nothing for `seconds`.
        case stallBeforeHead(seconds: Double)
        /// The head and the first `bodyBytes` bytes of the body, then nothing for `seconds`.
        case stallAfterHead(bodyBytes: Int, seconds: Double)
    }

    /// A request the server received.
    public struct Request: Sendable, Equatable {
        /// The method, as `GET`.
        public var method: String
        /// The request target: the path and the query, as `/items?page=2`.
        public var target: String
        /// The header fields, names in lower case.
        public var headers: [String: String]
        /// The body: `Content-Length` bytes.
        public var body: Data
    }

    /// A system call that failed while starting the server.
    public struct StartError: Error, CustomStringConvertible {
        /// The call, as `bind`.
        public var call: String
        /// The `errno` it left.
        public var code: Int32
        /// `bind failed: Address already in use (errno 98)`.
        public var description: String {
            "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16

    private let routes: [String: Response]
    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var received: [Request] = []
    private var isStopped = false

    /// Binds 127.0.0.1 on a free port and starts accepting connections.
    ///
    /// - Parameter routes: The response for each path (the request target without its query, or the whole target
    ///   when it matches exactly).
    /// - Throws: ``StartError`` when a socket call fails.
    public init(routes: [String: Response]) throws {
        self.routes = routes
        let listener = try Self.makeLoopbackSocket()
        do {
            guard listen(listener, 16) == 0 else { throw StartError(call: "listen", code: errno) }
            port = try Self.boundPort(of: listener)
        } catch {
            _ = Self.closeDescriptor(listener)
            throw error
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            _ = Self.closeDescriptor(listener)
            throw StartError(call: "pipe", code: errno)
        }
        self.listener = listener
        self.wakeRead = pipeEnds[0]
        self.wakeWrite = pipeEnds[1]
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackHTTPServer:\(port)"
        thread.start()
    }

    /// `http://127.0.0.1:<port>/`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/")
    }

    /// The requests received so far, oldest first.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Stops accepting connections, closes the socket and waits for the server's thread to end. Idempotent.
    public func stop() {
        lock.lock()
        let wasStopped = isStopped
        isStopped = true
        lock.unlock()
        guard !wasStopped else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        finished.wait()
        _ = Self.closeDescriptor(wakeWrite)
    }

    // The accepting thread.

    private func acceptLoop() {
        defer {
            _ = Self.closeDescriptor(listener)
            _ = Self.closeDescriptor(wakeRead)
            finished.signal()
        }
        while true {
            var fds = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let connection = accept(listener, nil, nil)
                if connection >= 0 {
                    serve(connection)
                }
            }
        }
    }

    /// Reads one request from `connection`, answers it and closes the connection.
    private func serve(_ connection: Int32) {
        defer { _ = Self.closeDescriptor(connection) }
        Self.configure(connection)
        guard let request = Self.readRequest(from: connection) else { return }
        lock.lock()
        received.append(request)
        lock.unlock()
        let path = request.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.target
        let response =
            routes[request.target] ?? routes[path] ?? .text("No route for \(request.target)", status: 404)
        respond(response, to: connection)
        _ = shutdown(connection, Int32(SHUT_WR))
    }

    // Sockets.

    /// A TCP socket bound to 127.0.0.1 on a port the system picks, not yet listening.
    static func makeLoopbackSocket() throws -> Int32 {
        #if canImport(Darwin)
        let socketType = SOCK_STREAM
        #else
        let socketType = Int32(SOCK_STREAM.rawValue)
        #endif
        let fd = socket(AF_INET, socketType, 0)
        guard fd >= 0 else { throw StartError(call: "socket", code: errno) }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0  // the system picks a free port
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)  // 127.0.0.1, and nothing else
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            _ = closeDescriptor(fd)
            throw StartError(call: "bind", code: code)
        }
        return fd
    }

    /// The port `fd` is bound to.
    static func boundPort(of fd: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw StartError(call: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// A receive timeout, so that a client that never sends cannot hang the server, and no SIGPIPE on Darwin.
    private static func configure(_ connection: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var one: Int32 = 1
        _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads the request line, the header fields and `Content-Length` bytes of body; `nil` when the client closed
    /// the connection or sent something that is not HTTP.
    private static func readRequest(from connection: Int32) -> Request? {
        var buffer = Data()
        let headerEnd = Data("\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while buffer.range(of: headerEnd) == nil {
            guard buffer.count < 64 * 1024 else { return nil }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
        guard let end = buffer.range(of: headerEnd) else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(buffer[end.upperBound...])
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        while body.count < length {
            let count = recv(connection, &chunk, min(chunk.count, length - body.count), 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(
            method: String(requestLine[0]),
            target: String(requestLine[1]),
            headers: headers,
            body: body.prefix(length)
        )
    }

    /// Sends `response` the way its delivery says.
    private func respond(_ response: Response, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(Self.reasonPhrase(response.status))\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        if response.announcesLength {
            head += "Content-Length: \(response.body.count)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        let body = response.body
        switch response.delivery {
        case .whole:
            guard Self.sendAll(Data(head.utf8), to: connection) else { return }
            _ = Self.sendAll(body, to: connection)
        case .closeBeforeHead:
            return
        case .closeAfterHead(let bodyBytes):
            guard Self.sendAll(Data(head.utf8), to: connection) else { return }
            _ = Self.sendAll(body.prefix(bodyBytes), to: connection)
        case .stallBeforeHead(let seconds):
            guard stall(seconds, on: connection), Self.sendAll(Data(head.utf8), to: connection) else { return }
            _ = Self.sendAll(body, to: connection)
        case .stallAfterHead(let bodyBytes, let seconds):
            let first = body.prefix(bodyBytes)
            guard Self.sendAll(Data(head.utf8), to: connection), Self.sendAll(first, to: connection),
                stall(seconds, on: connection)
            else { return }
            _ = Self.sendAll(body[first.endIndex...], to: connection)
        }
    }

    /// Waits `seconds`, or less when the client closes `connection` or the server stops.
    ///
    /// - Returns: Whether the whole time passed (`false`: the client or the server went away).
    private func stall(_ seconds: Double, on connection: Int32) -> Bool {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < end else { return true }
            var fds = [
                pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, Int32(min((end - now) / 1_000_000 + 1, 1000)))
            if ready < 0, errno != EINTR { return false }
            if fds[1].revents != 0 { return false }
            if fds[0].revents != 0 {
                // Readable after the request was read: the client closed (or reset) the connection.
                guard recv(connection, &scratch, scratch.count, 0) > 0 else { return false }
            }
        }
    }

    /// Writes all of `bytes` to `connection`.
    ///
    /// - Returns: Whether every byte was written (`false` once the client closed the connection).
    private static func sendAll(_ bytes: Data, to connection: Int32) -> Bool {
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        return bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(connection, buffer.baseAddress.map { $0 + sent }, buffer.count - sent, flags)
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// The reason phrase of a status line; clients read the code only.
    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// Closes `fd`; named so that it does not clash with the members called `close`.
    static func closeDescriptor(_ fd: Int32) -> Int32 {
        close(fd)
    }
}
