import Foundation
import HeadlessUIKit
import Testing

@testable import ListKitTerminal

@MainActor
@Suite("Terminal session: a screen's side panel and ticks", .timeLimit(.minutes(10)))
struct SidePanelAndTickTests {
    /// The lines of a frame between the tab line and the status line: the table's, with the panel's beside them.
    private func bodyLines(_ frame: String) -> [String] {
        Array(frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst().dropLast(2))
    }

    @Test("A side panel is drawn to the right of the table after a rule; the table is laid out and drawn narrower")
    func panelBesideTable() {
        let fixture = FixtureTable(texts: ["Alpha", "Beta", "Gamma"])
        let panel = TerminalScreen.SidePanel(width: 20) { ["Panel title", "  count  3"] }
        let session = TerminalSession(screens: [
            TerminalScreen(title: "P", tableView: { fixture.tableView }, sidePanel: panel)
        ])
        let lines = bodyLines(session.frame(width: 60, height: 10))
        #expect(lines.count == 7)
        #expect(fixture.tableView.frame.width == TerminalGrid.width(ofColumns: 39))
        let first = IndexPath(row: 0, section: 0)
        let table = TableRenderer(tableView: fixture.tableView, highlightedRow: first).rendered(width: 40, height: 7)
            .split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() {
            #expect(line.count == 60)
            #expect(String(line.prefix(40)) == table[index])
            #expect(line.dropFirst(40).prefix(3) == " │ ")
        }
        #expect(lines[0].hasSuffix(" │ Panel title      "))
        #expect(lines[1].hasSuffix(" │   count  3       "))
        #expect(lines[2].hasSuffix(" │ " + String(repeating: " ", count: 17)))
        #expect(lines[1].hasPrefix("> Alpha"))
    }

    @Test("Panel lines are cut to the panel's width, and lines below the table's last are dropped")
    func panelCut() {
        let fixture = FixtureTable(texts: ["Alpha"])
        let panel = TerminalScreen.SidePanel(width: 10) { ["a line far too long", "2", "3", "4", "5", "6"] }
        let session = TerminalSession(screens: [
            TerminalScreen(title: "P", tableView: { fixture.tableView }, sidePanel: panel)
        ])
        let lines = bodyLines(session.frame(width: 40, height: 6))
        #expect(lines.count == 3)
        #expect(lines.map { String($0.suffix(10)) } == [" │ a line ", " │ 2      ", " │ 3      "])
    }

    @Test("Without a side panel the table takes the full width, as before; a panel too wide is left out")
    func noPanelUnchanged() {
        let fixture = FixtureTable(texts: ["Alpha", "Beta"])
        let plain = TerminalSession(screens: [TerminalScreen(title: "P", tableView: { fixture.tableView })])
        let lines = bodyLines(plain.frame(width: 50, height: 8))
        let table = TableRenderer(tableView: fixture.tableView, highlightedRow: IndexPath(row: 0, section: 0))
            .rendered(width: 50, height: 5)
        #expect(lines.joined(separator: "\n") == table)
        #expect(!lines.contains { $0.contains("│ ") })

        let wide = TerminalScreen.SidePanel(width: 35) { ["Panel"] }
        let narrow = TerminalSession(screens: [
            TerminalScreen(title: "P", tableView: { fixture.tableView }, sidePanel: wide)
        ])
        #expect(narrow.frame(width: 50, height: 8) == plain.frame(width: 50, height: 8))
        #expect(narrow.frame(width: 55, height: 8).contains(" │ Panel"))
    }

    @Test("The tick key t ticks a screen with a tick, after its own keys, and the hints say so; elsewhere t is a key")
    func tickKeyTicksAScreenWithATick() {
        let fixture = FixtureTable(texts: ["Alpha"])
        var ticks = 0
        var seen: [Key] = []
        let ticking = TerminalScreen(
            title: "Ticking", tableView: { fixture.tableView }, keyHints: "x mine",
            onKey: { key in
                seen.append(key)
                return key == .character("x")
            },
            tick: TerminalScreen.Tick(interval: .seconds(1)) { ticks += 1 })
        let plain = TerminalScreen(
            title: "Plain", tableView: { fixture.tableView },
            onKey: { key in
                seen.append(key)
                return false
            })
        let session = TerminalSession(screens: [ticking, plain])
        #expect(
            session.frame(width: 80, height: 6)
                .hasSuffix("\nx mine  t tick  ↑↓ move  PgUp/PgDn page  ⏎ tap  space button  Tab screen  q quit"))
        session.handle(TerminalSession.tickKey)
        session.handle(.character("x"))
        session.handle(.character("t"))
        #expect(ticks == 2)
        #expect(seen == [.character("t"), .character("x"), .character("t")])

        session.handle(.tab)
        #expect(!session.frame(width: 80, height: 6).contains("t tick"))
        session.handle(.character("t"))
        #expect(ticks == 2)
        #expect(seen.last == .character("t"))
    }

    @Test("The script word tick names the tick key")
    func scriptWord() throws {
        #expect(Key(scriptName: "tick") == TerminalSession.tickKey)
        #expect(Key(scriptName: "TICK") == .character("t"))
        let steps = try ScriptedSession.steps(from: "tick down tick").get()
        #expect(steps.map(\.name) == ["tick", "down", "tick"])
        #expect(steps.map(\.key) == [.character("t"), .down, .character("t")])
    }

    @Test("A scripted run ticks once per tick key and prints the frame after each tick")
    func scriptedTicks() async throws {
        let fixture = FixtureTable(texts: ["Alpha"])
        var ticks = 0
        let session = TerminalSession(screens: [
            TerminalScreen(
                title: "T", tableView: { fixture.tableView }, status: { "ticks: \(ticks)" },
                sidePanel: TerminalScreen.SidePanel(width: 12) { ["tick \(ticks)"] },
                tick: TerminalScreen.Tick(interval: .milliseconds(10)) { ticks += 1 })
        ])
        var output: [String] = []
        let steps = try ScriptedSession.steps(from: "tick tick").get()
        await ScriptedSession(session: session, width: 40, height: 6).run(steps) { output.append($0) }
        #expect(ticks == 2)
        #expect(output[0] == "=== start ===")
        #expect(output[1].contains(" │ tick 0") && output[1].contains("ticks: 0"))
        #expect(output[2] == "=== 1/2: tick ===")
        #expect(output[3].contains(" │ tick 1") && output[3].contains("ticks: 1"))
        #expect(output[5].contains(" │ tick 2") && output[5].contains("ticks: 2"))
    }

    @Test("On the terminal's clock the shown screen ticks once per interval; its clock restarts when it is shown again")
    func shownScreenTicksOncePerInterval() {
        let fixture = FixtureTable(texts: ["Alpha"])
        var ticks = 0
        let session = TerminalSession(screens: [
            TerminalScreen(
                title: "T", tableView: { fixture.tableView },
                tick: TerminalScreen.Tick(interval: .seconds(1)) { ticks += 1 }),
            TerminalScreen(title: "Other", tableView: { fixture.tableView }),
        ])
        let start = ContinuousClock.now
        #expect(!session.tickIfDue(at: start))  // first seen: the clock starts
        #expect(!session.tickIfDue(at: start + .milliseconds(900)))
        #expect(session.tickIfDue(at: start + .seconds(1)))
        #expect(!session.tickIfDue(at: start + .milliseconds(1_500)))
        #expect(session.tickIfDue(at: start + .milliseconds(2_100)))
        #expect(ticks == 2)

        session.handle(.tab)
        #expect(!session.tickIfDue(at: start + .seconds(5)))
        session.handle(.backTab)
        #expect(!session.tickIfDue(at: start + .seconds(6)))  // shown again: the clock starts again
        #expect(!session.tickIfDue(at: start + .milliseconds(6_500)))
        #expect(session.tickIfDue(at: start + .seconds(7)))
        #expect(ticks == 3)
    }
}
