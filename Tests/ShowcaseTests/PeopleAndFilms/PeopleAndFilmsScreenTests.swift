import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Showcase: the third article's generic controllers in a tab bar", .timeLimit(.minutes(10)))
struct PeopleAndFilmsScreenTests {
    @Test(
        "People: title and city per row; Return says who; PageDown moves a page and scrolls")
    func people() async throws {
        let run = try await ShowcaseRun.play("tab tab enter pagedown pagedown enter", width: 40, height: 16)
        #expect(try #require(run.frame("3/6: enter")).contains("Person: Ada Lovelace"))
        expectFrame(
            run.last,
            equals: """
                ListKit 1 2 [3 People] 4 5 6 7 8 9 10 11
                                                       │
                  Katherine Johnson                    │
                  Hampton                              │
                                                       █
                  Edsger Dijkstra                      █
                  Eindhoven                            █
                                                       █
                  Barbara Liskov                       │
                  Boston                               │
                >                                      │
                > Donald Knuth                         │
                > Stanford                             │
                                                       │
                Person: Donald Knuth
                ↑↓ move  PgUp/PgDn page  ⏎ tap  space bu
                """)
    }

    @Test("Films: the second tab; Return says which film")
    func films() async throws {
        let run = try await ShowcaseRun.play("tab tab tab down enter")
        #expect(run.last.contains("[4 Films]"))
        #expect(run.last.contains("> 2001: A Space Odyssey\n> 1968"))
        #expect(run.last.contains("Film: 2001: A Space Odyssey (1968)"))
    }
}
