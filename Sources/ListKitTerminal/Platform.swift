#if !canImport(UIKit)
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything the terminal host asks of the operating system, and the only file with platform conditions: the
/// terminal's size, whether a file descriptor is a terminal, raw mode, reading and writing bytes.
public enum Platform {
    /// The terminal's size in columns and lines: `COLUMNS` and `LINES` when set to positive numbers, else what the
    /// terminal on standard output (or input) reports (`ioctl` `TIOCGWINSZ`), else 80 × 24.
    ///
    /// - Parameter environment: The environment to read `COLUMNS` and `LINES` from.
    /// - Returns: The width and height.
    public static func terminalSize(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (width: Int, height: Int) {
        let reported = windowSize()
        let width = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? reported?.width ?? 80
        let height = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? reported?.height ?? 24
        return (width, height)
    }

    /// Whether standard input and standard output are both terminals, so that keys can be read and frames drawn.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Writes `text` to standard output at once, unbuffered.
    ///
    /// - Parameter text: The bytes to write, as UTF-8.
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        let total = bytes.count
        var offset = 0
        while offset < total {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, total - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads what standard input has, blocking until there is something.
    ///
    /// - Returns: The bytes read; empty at the end of the input or on an error other than an interruption.
    static func readInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer[0..<count]) : []
        }
    }

    /// Puts the terminal on standard input in raw mode (no echo, no line buffering, no signals from keys: Ctrl-C
    /// arrives as a byte) and remembers how it was, for ``leaveRawMode()`` and for the exit handler that restores
    /// it if the process ends another way.
    ///
    /// - Returns: Whether the terminal is now in raw mode.
    static func enterRawMode() -> Bool {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" -> "\r\n" for anything printed by accident
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
        SavedTerminal.state.withLock { $0 = original }
        atexit { Platform.leaveRawMode() }
        return true
    }

    /// Restores the terminal as ``enterRawMode()`` found it; does nothing if it is not in raw mode.
    static func leaveRawMode() {
        SavedTerminal.state.withLock { saved in
            guard var original = saved else { return }
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            saved = nil
        }
    }

    /// The signal numbers the host watches: interruption, termination and window-size changes.
    static let interruptSignal = SIGINT
    static let terminateSignal = SIGTERM
    static let resizeSignal = SIGWINCH

    /// Stops the default action of `signal` so that a dispatch source can handle it.
    static func ignoreDefaultAction(of signal: Int32) {
        _ = systemSignal(signal, SIG_IGN)
    }

    private static func windowSize() -> (width: Int, height: Int)? {
        for descriptor in [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return nil
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc) || canImport(Musl)
        return Glibc.write(descriptor, bytes, count)
        #else
        return Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc) || canImport(Musl)
        return Glibc.read(descriptor, bytes, count)
        #else
        return Darwin.read(descriptor, bytes, count)
        #endif
    }

    private static func systemSignal(_ number: Int32, _ handler: sighandler_t?) -> sighandler_t? {
        #if canImport(Glibc) || canImport(Musl)
        return Glibc.signal(number, handler)
        #else
        return Darwin.signal(number, handler)
        #endif
    }
}

/// The terminal settings to restore, shared with the exit handler (which may run on any thread).
private final class SavedTerminal: @unchecked Sendable {
    static let state = SavedTerminal()
    private let lock = NSLock()
    private var original: termios?

    /// Runs `body` on the saved settings, under the lock.
    func withLock<Result>(_ body: (inout termios?) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&original)
    }
}
#endif
