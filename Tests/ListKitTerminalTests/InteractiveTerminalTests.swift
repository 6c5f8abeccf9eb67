import Foundation
import HeadlessUIKit
import Testing

@testable import ListKitTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive loop on a real pseudo-terminal: raw mode, the alternate screen, keys, resizes, signals and the
/// end of input, as a person at a terminal meets them. Serialized: signals and raw mode belong to the process.
@MainActor
@Suite("Interactive terminal on a pseudo-terminal", .serialized, .timeLimit(.minutes(10)))
struct InteractiveTerminalTests {
    private let fixture = FixtureTable(texts: (1...30).map { "Row \($0)" })

    private func start(
        _ pty: PseudoTerminal, environment: [String: String] = [:]
    ) -> (TerminalSession, Task<Int32, Never>) {
        let table = fixture.tableView
        let session = TerminalSession(screens: [TerminalScreen(title: "Rows", tableView: { table })])
        let terminal = InteractiveTerminal(
            session: session, input: pty.terminal, output: pty.terminal, environment: environment)
        return (session, Task { await terminal.run() })
    }

    @Test(
        "It draws the first frame on the alternate screen in raw mode, moves the highlight on a key, and q restores the terminal"
    )
    func keysDrawAndQuitRestores() async throws {
        let pty = try PseudoTerminal(columns: 70, lines: 12)
        defer { pty.close() }
        let before = pty.terminalSettings()
        let (_, run) = start(pty)
        let first = try await pty.read(until: { $0.contains("Row 1") && $0.contains("q quit") })
        #expect(first.contains("> Row 1"))
        #expect(!first.contains("> Row 2"))
        #expect(pty.terminalSettings().c_lflag & tcflag_t(ECHO) == 0, "raw mode: no echo")

        pty.type("j")
        let moved = try await pty.read(until: { $0.contains("> Row 2") })
        #expect(!moved.contains("> Row 1"))

        pty.type("q")
        #expect(await run.value == 0)
        let rest = try await pty.read(until: { $0.contains(ANSI.leaveAlternateScreen) }, raw: true)
        #expect(rest.contains(ANSI.showCursor))
        let after = pty.terminalSettings()
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
    }

    @Test("A screen with a tick ticks by itself on its interval and the frame is drawn after each tick")
    func ticksOnTimer() async throws {
        let pty = try PseudoTerminal(columns: 60, lines: 10)
        defer { pty.close() }
        let table = fixture.tableView
        var ticks = 0
        let session = TerminalSession(screens: [
            TerminalScreen(
                title: "Rows", tableView: { table }, status: { "ticks: \(ticks)" },
                tick: TerminalScreen.Tick(interval: .milliseconds(150)) { ticks += 1 })
        ])
        let terminal = InteractiveTerminal(
            session: session, input: pty.terminal, output: pty.terminal, environment: [:])
        let run = Task { await terminal.run() }
        _ = try await pty.read(until: { $0.contains("ticks: 3") })
        pty.type("q")
        #expect(await run.value == 0)
        #expect(ticks >= 3)
    }

    @Test("A frame is as wide and as tall as the terminal reports, and a resize (SIGWINCH) redraws at the new size")
    func resizeRedraws() async throws {
        let pty = try PseudoTerminal(columns: 40, lines: 10)
        defer { pty.close() }
        let (_, run) = start(pty)
        // A 44-point row takes a little over two lines (TerminalGrid): 7 lines show rows 1 to 3.
        let first = try await pty.read(until: { $0.contains("Row 3") })
        #expect(!first.contains("Row 4"), "7 table lines in a 10-line terminal")
        pty.resize(columns: 40, lines: 14)
        kill(getpid(), SIGWINCH)
        let taller = try await pty.read(until: { $0.contains("Row 5") })
        #expect(!taller.contains("Row 6"))
        pty.type("q")
        #expect(await run.value == 0)
    }

    @Test("COLUMNS and LINES in the environment win over the size the terminal reports")
    func environmentSizeWins() async throws {
        let pty = try PseudoTerminal(columns: 80, lines: 30)
        defer { pty.close() }
        let (_, run) = start(pty, environment: ["COLUMNS": "40", "LINES": "8"])
        let first = try await pty.read(until: { $0.contains("Row 2") })
        #expect(!first.contains("Row 3"))
        pty.type("q")
        #expect(await run.value == 0)
    }

    @Test(
        "SIGINT and SIGTERM end the session with status 130 and restore the terminal and the signal's earlier action",
        arguments: [SIGINT, SIGTERM])
    func interruptEndsWith130(signalNumber: Int32) async throws {
        let pty = try PseudoTerminal(columns: 40, lines: 10)
        defer { pty.close() }
        let before = pty.terminalSettings()
        let (_, run) = start(pty)
        _ = try await pty.read(until: { $0.contains("Row 1") })
        kill(getpid(), signalNumber)
        #expect(await run.value == 130)
        #expect(pty.terminalSettings().c_lflag == before.c_lflag)
        let action = signal(signalNumber, SIG_DFL)
        #expect(
            unsafeBitCast(action, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self),
            "the default action of the signal is back")
    }

    @Test("The end of input (the terminal hung up) ends the session with status 0")
    func endOfInputEnds() async throws {
        let pty = try PseudoTerminal(columns: 40, lines: 10)
        defer { pty.close() }
        let (_, run) = start(pty)
        _ = try await pty.read(until: { $0.contains("Row 1") })
        pty.hangUp()
        #expect(await run.value == 0)
    }

    @Test("A descriptor that is not a terminal cannot enter raw mode: status 1 and nothing drawn")
    func notATerminal() async throws {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        let table = fixture.tableView
        let session = TerminalSession(screens: [TerminalScreen(title: "Rows", tableView: { table })])
        let terminal = InteractiveTerminal(session: session, input: pipeEnds[0], output: pipeEnds[1], environment: [:])
        #expect(await terminal.run() == 1)
    }
}
