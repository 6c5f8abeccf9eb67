#if !canImport(UIKit)
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a terminal session on the real terminal: raw mode, the alternate screen buffer, a key reader, and a redraw
/// whenever a key, a resize (SIGWINCH) or asynchronous work changes the frame. A screen with a
/// ``TerminalScreen/tick`` ticks on its interval while it is shown (checked every 100 milliseconds, see
/// ``TerminalSession/tickIfDue(at:)``), and the frame is drawn after.
///
/// The terminal is restored (raw mode off, cursor shown, main screen back) when the session quits, when standard
/// input ends, on SIGINT or SIGTERM, and, for raw mode, by an exit handler if the process ends another way. In raw
/// mode Ctrl-C arrives as a key and quits like `q`. The signals' earlier actions are restored when ``run()`` returns.
@MainActor
public final class InteractiveTerminal {
    private let session: TerminalSession
    private let input: Int32
    private let output: Int32
    private let environment: [String: String]
    private var lastFrame = ""
    private var signalCatcher: SignalCatcher?

    /// Creates the runner for `session` on the process's terminal (standard input and output).
    ///
    /// - Parameter session: The session to show and drive.
    public convenience init(session: TerminalSession) {
        self.init(
            session: session, input: STDIN_FILENO, output: STDOUT_FILENO,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Creates the runner for `session` on the terminal open as `input` and `output` (a pseudo-terminal in tests),
    /// sized as that terminal reports, unless `environment` sets `COLUMNS` and `LINES`.
    init(session: TerminalSession, input: Int32, output: Int32, environment: [String: String]) {
        self.session = session
        self.input = input
        self.output = output
        self.environment = environment
    }

    /// Shows the session until it quits.
    ///
    /// - Returns: The exit status: 0 after a quit or the end of input, 130 after SIGINT or SIGTERM, 1 when
    ///   the terminal cannot be put in raw mode.
    public func run() async -> Int32 {
        guard Platform.enterRawMode(input) else { return 1 }
        Platform.write(ANSI.enterAlternateScreen + ANSI.hideCursor, to: output)
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
        watchSignals(continuation)
        startReading(continuation)
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                continuation.yield(.poll)
            }
        }
        defer {
            ticker.cancel()
            continuation.finish()
            signalCatcher?.stop()
            signalCatcher = nil
            Platform.write(ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen, to: output)
            Platform.leaveRawMode()
        }
        session.tickIfDue(at: .now)
        draw()
        for await event in events {
            switch event {
            case .key(let key):
                session.handle(key)
                if session.isFinished { return 0 }
            case .resize: lastFrame = ""
            case .poll: break
            case .interrupt: return 130
            case .endOfInput: return 0
            }
            session.tickIfDue(at: .now)
            draw()
        }
        return 0
    }

    private func draw() {
        let size = Platform.terminalSize(of: [output, input], environment: environment)
        let frame = session.frame(width: size.width, height: size.height, usesColor: true)
        guard frame != lastFrame else { return }
        lastFrame = frame
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        Platform.write(
            ANSI.home + lines.joined(separator: ANSI.clearToEndOfLine + "\r\n") + ANSI.clearToEndOfLine
                + ANSI.clearToEndOfScreen, to: output)
    }

    private func watchSignals(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
        signalCatcher = Platform.catchSignals(
            [Platform.interruptSignal, Platform.terminateSignal, Platform.resizeSignal]
        ) { number in
            continuation.yield(number == Platform.resizeSignal ? .resize : .interrupt)
        }
    }

    /// Reads keys on a thread of its own (a read blocks) and sends them to the loop, until the input ends.
    private func startReading(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
        let input = self.input
        let thread = Thread {
            var pending: [UInt8] = []
            while true {
                let bytes = Platform.readInput(from: input)
                guard !bytes.isEmpty else {
                    continuation.yield(.endOfInput)
                    return
                }
                let (keys, remainder) = KeyDecoder.decode(pending + bytes)
                pending = remainder
                for key in keys { continuation.yield(.key(key)) }
            }
        }
        thread.start()
    }
}
#endif
