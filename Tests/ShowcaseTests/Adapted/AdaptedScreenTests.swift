import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Showcase: the second article's adapted table", .timeLimit(.minutes(10)))
struct AdaptedScreenTests {
    @Test("Sections of text cells and a cell with a picture and a button; Space presses the button")
    func buttonPress() async throws {
        let run = try await ShowcaseRun.play("tab down down down space", width: 60, height: 21)
        expectFrame(
            run.last,
            equals: """
                ListKit 1 [2 Adapted] 3 4 5 6 7 8 9 10 11 12
                ─ Main ────────────────────────────────────────────────────

                  First cell

                  Second cell

                  Third cell

                ─ Picture and button ──────────────────────────────────────
                >
                > ▒▒▒  A cell with a picture and a button    [ Liked ×1 ]
                >
                  Space presses the button.
                ─ Other ───────────────────────────────────────────────────

                  A longer text cell: the label has numberOfLines = 0, so
                  its text wraps to the width of the table instead of
                  being cut off.
                Liked 1 time
                ↑↓ move  PgUp/PgDn page  ⏎ tap  space button  Tab screen  q
                """)
    }

    @Test("The button counts every press; Return on the card and on a text row says so in the status line")
    func statusLine() async throws {
        let run = try await ShowcaseRun.play("tab down down down space space enter up enter")
        #expect(try #require(run.frame("6/9: space")).contains("Liked 2 times"))
        #expect(try #require(run.frame("6/9: space")).contains("[ Liked ×2 ]"))
        #expect(try #require(run.frame("7/9: enter")).contains("Selected the card (Space likes it)"))
        #expect(run.last.contains("Selected “Third cell”"))
    }
}
