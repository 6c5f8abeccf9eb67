#if !canImport(UIKit)
import Dispatch
import Foundation

/// Runs a terminal session on the real terminal: raw mode, the alternate screen buffer, a key reader, and a redraw
/// whenever a key, a resize (SIGWINCH) or asynchronous work changes the frame.
///
/// The terminal is restored (raw mode off, cursor shown, main screen back) when the session quits, when standard
/// input ends, on SIGINT or SIGTERM, and, for raw mode, by an exit handler if the process ends another way. In raw
/// mode Ctrl-C arrives as a key and quits like `q`.
@MainActor
public final class InteractiveTerminal {
    private let session: TerminalSession
    private var lastFrame = ""
    private var signalSources: [any DispatchSourceSignal] = []

    /// Creates the runner for `session`.
    ///
    /// - Parameter session: The session to show and drive.
    public init(session: TerminalSession) {
        self.session = session
    }

    /// Shows the session until it quits.
    ///
    /// - Returns: The exit status: 0 after a quit or the end of input, 130 after SIGINT or SIGTERM, 1 when
    ///   the terminal cannot be put in raw mode.
    public func run() async -> Int32 {
        guard Platform.enterRawMode() else { return 1 }
        Platform.write(ANSI.enterAlternateScreen + ANSI.hideCursor)
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
        watchSignals(continuation)
        startReading(continuation)
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                continuation.yield(.tick)
            }
        }
        defer {
            ticker.cancel()
            signalSources.forEach { $0.cancel() }
            Platform.write(ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen)
            Platform.leaveRawMode()
        }
        draw()
        for await event in events {
            switch event {
            case .key(let key):
                session.handle(key)
                if session.isFinished { return 0 }
            case .resize: lastFrame = ""
            case .tick: break
            case .interrupt: return 130
            case .endOfInput: return 0
            }
            draw()
        }
        return 0
    }

    private func draw() {
        let size = Platform.terminalSize()
        let frame = session.frame(width: size.width, height: size.height, usesColor: true)
        guard frame != lastFrame else { return }
        lastFrame = frame
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        Platform.write(
            ANSI.home + lines.joined(separator: ANSI.clearToEndOfLine + "\r\n") + ANSI.clearToEndOfLine
                + ANSI.clearToEndOfScreen)
    }

    private func watchSignals(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
        let signals: [(Int32, TerminalEvent)] = [
            (Platform.interruptSignal, .interrupt), (Platform.terminateSignal, .interrupt),
            (Platform.resizeSignal, .resize),
        ]
        for (number, event) in signals {
            Platform.ignoreDefaultAction(of: number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { continuation.yield(event) }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Reads keys on a thread of its own (a read blocks) and sends them to the loop.
    private func startReading(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
        let thread = Thread {
            var pending: [UInt8] = []
            while true {
                let bytes = Platform.readInput()
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
