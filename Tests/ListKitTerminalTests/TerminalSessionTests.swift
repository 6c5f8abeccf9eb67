import Foundation
import HeadlessUIKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Terminal session: keys, scrolling, taps and screens", .timeLimit(.minutes(10)))
struct TerminalSessionTests {
    private func texts(_ count: Int, prefix: String = "Row") -> FixtureTable {
        FixtureTable(texts: (1...count).map { "\(prefix) \($0)" })
    }

    private func table(of frame: String) -> [String] {
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(lines.dropFirst().dropLast(2))
    }

    @Test("The frame is a tab line, the table, a status line and a help line")
    func frameLayout() {
        let fixture = texts(2)
        let session = TerminalSession(screens: [
            TerminalScreen(title: "One", tableView: { fixture.tableView }, status: { "All good" }),
            TerminalScreen(title: "Two", tableView: { fixture.tableView }),
        ])
        expectFrame(
            session.frame(width: 50, height: 8),
            equals: """
                ListKit showcase  [1 One]  2 Two
                >
                > Row 1

                  Row 2

                All good
                ↑↓ move  PgUp/PgDn page  ⏎ tap  space button  Tab
                """)
    }

    @Test("Down and up move the highlight across sections; it stops at the ends")
    func movesAcrossSections() {
        let fixture = FixtureTable([
            .init(header: "A", rows: [{ $0.textLabel?.text = "a1" }]),
            .init(header: "B", rows: [{ $0.textLabel?.text = "b1" }, { $0.textLabel?.text = "b2" }]),
        ])
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        #expect(session.highlightedRow == IndexPath(row: 0, section: 0))
        session.handle(.down)
        #expect(session.highlightedRow == IndexPath(row: 0, section: 1))
        session.handle(.down)
        session.handle(.down)
        #expect(session.highlightedRow == IndexPath(row: 1, section: 1))
        session.handle(.up)
        #expect(session.highlightedRow == IndexPath(row: 0, section: 1))
        session.handle(.home)
        session.handle(.up)
        #expect(session.highlightedRow == IndexPath(row: 0, section: 0))
    }

    @Test("Moving down past the frame scrolls the table so that the highlight stays visible; moving up scrolls back")
    func scrollsToKeepHighlightVisible() {
        let fixture = texts(10)
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        _ = session.frame(width: 30, height: 9)  // six lines of table
        for _ in 0..<5 { session.handle(.down) }
        expectFrame(
            table(of: session.frame(width: 30, height: 9)).joined(separator: "\n"),
            equals: """
                                             │
                  Row 4                      │
                                             █
                  Row 5                      █
                >                            │
                > Row 6                      │
                """)
        #expect(fixture.tableView.contentOffset.y.rounded() == CGFloat(3 * 44))
        for _ in 0..<4 { session.handle(.up) }
        #expect(table(of: session.frame(width: 30, height: 9)).prefix(2).contains { $0.hasPrefix("> Row 2") })
    }

    @Test("A tap that makes the highlighted row taller scrolls the table until all of the row shows")
    func keepsGrownRowVisible() {
        let fixture = texts(10)
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        let table = fixture.tableView
        _ = session.frame(width: 30, height: 12)  // nine lines of table
        for _ in 0..<3 { session.handle(.down) }  // Row 4, the last row shown whole
        _ = session.frame(width: 30, height: 12)
        #expect(table.contentOffset.y == 0)
        fixture.onSelect = { indexPath in
            fixture.heights[indexPath] = 3 * 44
            table.performBatchUpdates(nil)  // the heights again, as an expanding row asks
        }
        session.handle(.enter)
        _ = session.frame(width: 30, height: 12)
        let row = table.rectForRow(at: IndexPath(row: 3, section: 0))
        #expect(abs(row.height - 3 * 44) < 0.01)
        #expect(table.contentOffset.y > 0)
        #expect(row.minY >= table.contentOffset.y && row.maxY <= table.contentOffset.y + table.bounds.height)
        // Nothing moved since: the next frame leaves the offset where it is.
        let offset = table.contentOffset
        _ = session.frame(width: 30, height: 12)
        #expect(table.contentOffset == offset)
    }

    @Test("PageDown and PageUp move a page of rows; End and Home go to the ends")
    func pageKeys() {
        let fixture = texts(20)
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        _ = session.frame(width: 30, height: 12)  // nine lines of table
        // Nine lines show four rows of 44 points (a little over two lines each): a page is three rows.
        session.handle(.pageDown)
        #expect(session.highlightedRow == IndexPath(row: 3, section: 0))
        session.handle(.pageDown)
        #expect(session.highlightedRow == IndexPath(row: 6, section: 0))
        #expect(table(of: session.frame(width: 30, height: 12)).suffix(2).contains { $0.hasPrefix("> Row 7") })
        session.handle(.pageUp)
        #expect(session.highlightedRow == IndexPath(row: 3, section: 0))
        session.handle(.end)
        #expect(table(of: session.frame(width: 30, height: 12)).suffix(2).contains { $0.hasPrefix("> Row 20") })
        session.handle(.home)
        #expect(table(of: session.frame(width: 30, height: 12)).prefix(2).contains { $0.hasPrefix("> Row 1 ") })
    }

    @Test("Return taps the highlighted row: the delegate hears didSelectRowAt, as from a finger")
    func enterTaps() {
        let fixture = texts(3)
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        session.handle(.down)
        session.handle(.enter)
        #expect(fixture.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test("Space presses the highlighted row's button")
    func spacePressesButton() throws {
        let fixture = FixtureTable([
            .init(rows: [
                { $0.textLabel?.text = "No button" },
                { cell in (cell as? RichCell)?.button.setTitle("Press", for: .normal) },
            ])
        ])
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        session.handle(.space)
        session.handle(.down)
        session.handle(.space)
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RichCell)
        #expect(cell.presses == 1)
        let first = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RichCell)
        #expect(first.presses == 0)
        #expect(fixture.selected.isEmpty)
    }

    @Test("Tab and Shift-Tab switch screens, each keeping its highlight; switching activates the screen; q finishes")
    func tabAndShiftTabSwitchScreens() {
        let first = texts(3, prefix: "First")
        let second = texts(3, prefix: "Second")
        var activations: [String] = []
        let session = TerminalSession(screens: [
            TerminalScreen(title: "A", tableView: { first.tableView }, onActivate: { activations.append("A") }),
            TerminalScreen(title: "B", tableView: { second.tableView }, onActivate: { activations.append("B") }),
        ])
        session.handle(.down)
        session.handle(.tab)
        #expect(session.currentIndex == 1)
        #expect(session.frame(width: 40, height: 6).contains("> Second 1"))
        session.handle(.tab)
        #expect(session.currentIndex == 0)
        #expect(session.frame(width: 40, height: 6).contains("> First 2"))
        session.handle(.backTab)
        #expect(session.currentIndex == 1)
        #expect(activations == ["A", "B", "A", "B"])
        #expect(!session.isFinished)
        session.handle(.quit)
        #expect(session.isFinished)
    }

    @Test("When rows go away, the highlight moves to a row that is still there")
    func highlightClampedAfterRowsRemoved() {
        let fixture = texts(5)
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        session.handle(.end)
        fixture.sections[0].rows.removeLast(3)
        fixture.tableView.reloadData()
        #expect(session.highlightedRow == IndexPath(row: 1, section: 0))
    }
}

@MainActor
@Suite("Terminal session: colour", .timeLimit(.minutes(10)))
struct TerminalSessionColourTests {
    @Test("With colour, the tab line is bold, the highlighted row reversed, the help dim; the text is the same")
    func colourStylesTheFrameWithoutChangingTheText() {
        let fixture = FixtureTable(texts: ["One", "Two"])
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        let plain = session.frame(width: 30, height: 6)
        let coloured = session.frame(width: 30, height: 6, usesColor: true)
        let lines = coloured.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("\u{1B}[1m"))
        // The highlighted row's two lines (its label is on the second), then the next row's, not reversed.
        #expect(lines[1].hasPrefix("\u{1B}[7m>"))
        #expect(lines[2].hasPrefix("\u{1B}[7m> One"))
        #expect(!lines[3].contains("\u{1B}"))
        #expect(lines[5].hasPrefix("\u{1B}[2m"))
        var stripped = coloured
        for sequence in ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[7m", "\u{1B}[0m"] {
            stripped = stripped.replacingOccurrences(of: sequence, with: "")
        }
        #expect(stripped == plain)
    }
}
