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
    /// terminal on standard output (or input, or error) reports (`ioctl` `TIOCGWINSZ`), else 80 × 24.
    ///
    /// - Parameter environment: The environment to read `COLUMNS` and `LINES` from.
    /// - Returns: The width and height.
    public static func terminalSize(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (width: Int, height: Int) {
        terminalSize(of: [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO], environment: environment)
    }

    /// The size of the first of `descriptors` that is a terminal, under `COLUMNS` and `LINES` as
    /// ``terminalSize(environment:)`` reads them.
    static func terminalSize(of descriptors: [Int32], environment: [String: String]) -> (width: Int, height: Int) {
        let reported = windowSize(of: descriptors)
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
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to the file descriptor at once, unbuffered; stops early only if the descriptor fails.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        let total = bytes.count
        var offset = 0
        while offset < total {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, total - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads what the file descriptor has, blocking until there is something.
    ///
    /// - Parameter descriptor: The descriptor to read; standard input by default.
    /// - Returns: The bytes read; empty at the end of the input or on an error other than an interruption.
    static func readInput(from descriptor: Int32 = STDIN_FILENO) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer[0..<count]) : []
        }
    }

    /// Puts the terminal on the descriptor (standard input by default) in raw mode (no echo, no line buffering, no
    /// signals from keys: Ctrl-C arrives as a byte) and remembers how it was, for ``leaveRawMode()`` and for the exit
    /// handler that restores it if the process ends another way.
    ///
    /// - Parameter descriptor: The terminal's descriptor.
    /// - Returns: Whether the terminal is now in raw mode; `false` for a descriptor that is not a terminal.
    static func enterRawMode(_ descriptor: Int32 = STDIN_FILENO) -> Bool {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return false }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" -> "\r\n" for anything printed by accident
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return false }
        SavedTerminal.state.withLock { $0 = (descriptor, original) }
        SavedTerminal.installExitHandlerOnce()
        return true
    }

    /// Restores the terminal as ``enterRawMode(_:)`` found it; does nothing if it is not in raw mode.
    static func leaveRawMode() {
        SavedTerminal.state.withLock { saved in
            guard let descriptor = saved?.descriptor, var original = saved?.settings else { return }
            tcsetattr(descriptor, TCSAFLUSH, &original)
            saved = nil
        }
    }

    /// The signal numbers the host watches: interruption, termination and window-size changes.
    static let interruptSignal = SIGINT
    static let terminateSignal = SIGTERM
    static let resizeSignal = SIGWINCH

    /// Starts catching `signals`: until ``SignalCatcher/stop()``, each one that arrives is written as a byte to a
    /// pipe (the self-pipe trick: a write is all a signal handler may safely do) and read back on a thread of its own,
    /// which calls `handler` with the signal's number. The actions the signals had before are restored by `stop()`.
    ///
    /// Dispatch signal sources are not used: on Linux they read signals through `signalfd`, which sees a signal only
    /// if the thread it was sent to blocks it, so whether one arrives depends on which thread dispatch registered it
    /// on; a process-directed signal can be lost.
    ///
    /// - Returns: The catcher, or `nil` if no pipe could be made.
    static func catchSignals(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) -> SignalCatcher? {
        SignalCatcher(signals: signals, handler: handler)
    }

    private static func windowSize(of descriptors: [Int32]) -> (width: Int, height: Int)? {
        for descriptor in descriptors {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return nil
    }

    fileprivate static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc) || canImport(Musl)
        return Glibc.write(descriptor, bytes, count)
        #else
        return Darwin.write(descriptor, bytes, count)
        #endif
    }

    fileprivate static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc) || canImport(Musl)
        return Glibc.read(descriptor, bytes, count)
        #else
        return Darwin.read(descriptor, bytes, count)
        #endif
    }

    fileprivate static func systemSignal(_ number: Int32, _ handler: sighandler_t?) -> sighandler_t? {
        #if canImport(Glibc) || canImport(Musl)
        return Glibc.signal(number, handler)
        #else
        return Darwin.signal(number, handler)
        #endif
    }
}

/// The terminal settings to restore and the descriptor they belong to, shared with the exit handler (which may run
/// on any thread).
private final class SavedTerminal: @unchecked Sendable {
    static let state = SavedTerminal()
    private let lock = NSLock()
    private var original: (descriptor: Int32, settings: termios)?
    private var exitHandlerInstalled = false

    /// Runs `body` on the saved settings, under the lock.
    func withLock<Result>(_ body: (inout (descriptor: Int32, settings: termios)?) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&original)
    }

    /// Registers the exit handler that restores the terminal, once per process however often raw mode is entered.
    static func installExitHandlerOnce() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard !state.exitHandlerInstalled else { return }
        state.exitHandlerInstalled = true
        atexit { Platform.leaveRawMode() }
    }
}

/// Signals caught into a pipe and handed to a handler on a thread of its own (``Platform/catchSignals(_:handler:)``).
final class SignalCatcher: @unchecked Sendable {
    /// The write end of the pipe of the catcher that is running, read by the C signal handler. A signal handler can
    /// reach no Swift context, hence a global; it is written before any handler is installed and only then.
    nonisolated(unsafe) fileprivate static var writeDescriptor: Int32 = -1

    private let signals: [Int32]
    private let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var previousActions: [sighandler_t?] = []
    private let lock = NSLock()
    private var isStopped = false
    private let finished = DispatchSemaphore(value: 0)

    fileprivate init?(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        self.signals = signals
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
        Self.writeDescriptor = writeDescriptor
        let readEnd = readDescriptor
        let finished = self.finished
        Thread {
            defer { finished.signal() }
            var byte: UInt8 = 0
            while true {
                let count = Platform.systemRead(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                // Byte 0 is the stop request; the end of the pipe or an error ends the thread too.
                guard count == 1, byte != 0 else { return }
                handler(Int32(byte))
            }
        }.start()
        for number in signals {
            previousActions.append(
                Platform.systemSignal(number) { caught in
                    var byte = UInt8(truncatingIfNeeded: caught)
                    _ = Platform.systemWrite(SignalCatcher.writeDescriptor, &byte, 1)
                })
        }
    }

    /// Gives the signals back their earlier actions, ends the thread and closes the pipe. Safe to call twice.
    func stop() {
        lock.lock()
        let wasStopped = isStopped
        isStopped = true
        lock.unlock()
        guard !wasStopped else { return }
        for (number, action) in zip(signals, previousActions) { _ = Platform.systemSignal(number, action) }
        var stopByte: UInt8 = 0
        _ = Platform.systemWrite(writeDescriptor, &stopByte, 1)
        finished.wait()
        close(readDescriptor)
        close(writeDescriptor)
    }
}
#endif
