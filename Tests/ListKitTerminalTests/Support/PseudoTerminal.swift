import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair for tests: the program under test reads and writes the terminal side (`terminal`), the
/// test types keys into the controller side and reads what was drawn.
@MainActor
final class PseudoTerminal {
    /// The controller side: what the test writes is typed; what the program draws is read here.
    let controller: Int32
    /// The terminal side, which the program under test takes as its standard input and output.
    let terminal: Int32
    /// What the controller side has read: a thread of its own reads it as it comes, so that the program's writes
    /// never block on a full buffer (they happen on the main actor, where the test waits too).
    private let received = ReceivedBytes()

    /// Opens a pair whose terminal reports `columns` × `lines`.
    init(columns: Int, lines: Int) throws {
        let calls = try PseudoTerminalCalls()
        let controller = calls.openController(O_RDWR | O_NOCTTY)
        guard controller >= 0, calls.grant(controller) == 0, calls.unlock(controller) == 0 else {
            throw PseudoTerminalError.cannotOpen(errno)
        }
        var name = [CChar](repeating: 0, count: 128)
        guard calls.name(controller, &name, name.count) == 0 else { throw PseudoTerminalError.cannotOpen(errno) }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw PseudoTerminalError.cannotOpen(errno) }
        self.controller = controller
        self.terminal = terminal
        resize(columns: columns, lines: lines)
        let received = self.received
        Thread {
            defer { received.finished.signal() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            // Polls, so that `hangUp()` can stop the thread before it closes the descriptor: a read blocked on it
            // would keep the controller open, and the program would never see the hang-up.
            while !received.isStopped {
                var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 10) >= 0 || errno == EINTR else { return }
                guard entry.revents & Int16(POLLIN) != 0 else {
                    if entry.revents & Int16(POLLHUP | POLLERR) != 0 { return }
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { systemRead(controller, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                received.append(buffer[0..<count])
            }
        }.start()
    }

    /// Sets the size the terminal side reports (`TIOCSWINSZ`).
    func resize(columns: Int, lines: Int) {
        var size = winsize(ws_row: UInt16(lines), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` as keys.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Everything drawn since the last call that returned, once `predicate` holds for it (escape sequences removed);
    /// with `raw`, the text keeps its escape sequences. Waits without blocking the main actor, so the program goes on
    /// drawing.
    ///
    /// The wait is decided by what the program draws, not by how fast the machine is: it polls until the predicate
    /// holds, and gives up only after `quietSeconds` in which nothing new was drawn, or `limitSeconds` in all. Both
    /// are generous (a program under test on a machine whose cores are busy with the whole suite and other work draws
    /// its first frame in seconds; the limits are there for a program that hangs), and a test that passes never
    /// waits them out.
    /// - Throws: ``PseudoTerminalWaitError`` with the text seen last, when it gives up.
    func read(
        until predicate: (String) -> Bool, raw: Bool = false, quietSeconds: Double = 300, limitSeconds: Double = 900
    ) async throws -> String {
        let clock = ContinuousClock()
        let start = clock.now
        var lastProgress = start
        var seenCount = -1
        while true {
            let bytes = received.bytes
            let text = raw ? String(decoding: bytes, as: UTF8.self) : Self.plainText(bytes)
            if predicate(text) {
                received.removeAll()
                return text
            }
            let now = clock.now
            if bytes.count != seenCount {
                seenCount = bytes.count
                lastProgress = now
            }
            if now - lastProgress > .seconds(quietSeconds) || now - start > .seconds(limitSeconds) {
                throw PseudoTerminalWaitError(
                    waited: now - start, quiet: now - lastProgress, lastSeen: Self.plainText(bytes))
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The terminal side's settings (to compare raw mode on and off).
    func terminalSettings() -> termios {
        var settings = termios()
        _ = tcgetattr(terminal, &settings)
        return settings
    }

    /// Closes the controller side: the program reading the terminal side sees the end of its input.
    func hangUp() {
        guard !received.isStopped else { return }
        received.stop()
        received.finished.wait()
        systemClose(controller)
    }

    /// Closes both sides.
    func close() {
        hangUp()
        systemClose(terminal)
    }

    /// The text without ANSI escape sequences (CSI `ESC [ … final`, and `ESC ( B` style ones).
    static func plainText(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "[") {
                    index += 2
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                    index += 1
                    continue
                }
                index += 2
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}

private func systemClose(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, bytes, count)
    #else
    return Darwin.read(descriptor, bytes, count)
    #endif
}

/// Bytes appended by the reading thread and taken by the test, under a lock.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []
    private var stopped = false
    /// Signalled when the reading thread has ended.
    let finished = DispatchSemaphore(value: 0)

    var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ more: ArraySlice<UInt8>) {
        lock.lock()
        storage += more
        lock.unlock()
    }

    func removeAll() {
        lock.lock()
        storage = []
        lock.unlock()
    }
}

/// The C library's pseudo-terminal calls, looked up at run time: glibc declares them only under `_XOPEN_SOURCE`,
/// which Swift's Glibc module is not built with.
private struct PseudoTerminalCalls {
    let openController: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    init() throws {
        func symbol<Function>(_ name: String, as type: Function.Type) throws -> Function {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                throw PseudoTerminalError.missingFunction(name)
            }
            return unsafeBitCast(address, to: type)
        }
        openController = try symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try symbol(
            "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
    }
}

/// A wait for a frame gave up: what the program drew last (escape sequences removed), and how long it was waited for.
struct PseudoTerminalWaitError: Error, CustomStringConvertible {
    let waited: Duration
    let quiet: Duration
    let lastSeen: String

    var description: String {
        "No matching frame after \(waited) (nothing new drawn for the last \(quiet)); the text seen last, since the "
            + "previous frame read:\n\(lastSeen.isEmpty ? "(nothing)" : lastSeen)"
    }
}

/// Why a pseudo-terminal could not be opened.
enum PseudoTerminalError: Error {
    case cannotOpen(Int32)
    case missingFunction(String)
}
