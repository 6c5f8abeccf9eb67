import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Showcase: the fourth article's mixed feed", .timeLimit(.minutes(10)))
struct MixedFeedScreenTests {
    @Test("Users, messages, an image and a warning, each in its own cell type")
    func eachKindOfRowHasItsOwnCellType() async throws {
        let run = try await ShowcaseRun.play("tab tab tab tab", width: 60, height: 19)
        expectFrame(
            run.last,
            equals: """
                ListKit 1 2 3 4 [5 Mixed feed] 6 7 8 9 10 11 12
                >                                                          █
                > ▒▒▒  Maria Lopez                                         █
                                                                           █
                  Hello! Is anyone around for lunch?                       █
                                                                           █
                  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒                           █
                  [image: harbour-at-dusk.jpg]▒▒                           █
                  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒                           █
                                                                           █
                  ▒▒▒  Kenji Sato                                          █
                                                                           █
                  Sure. The new place by the harbour has a long table,     █
                  good noodles and, according to the reviews, the slowest  █
                  service in town, so bring a book.                        █
                                                                           │
                  ⚠︎ Warning: your storage is almost full                   │

                ↑↓ move  PgUp/PgDn page  ⏎ tap  space button  Tab screen  q
                """)
    }

    @Test("Return on each kind of row says what it is")
    func taps() async throws {
        let run = try await ShowcaseRun.play("tab tab tab tab enter down down enter end enter")
        #expect(try #require(run.frame("5/10: enter")).contains("User: Maria Lopez"))
        #expect(try #require(run.frame("8/10: enter")).contains("Image: harbour-at-dusk.jpg"))
        #expect(run.last.contains("> ⚠︎ Warning: your storage is almost full"))
        #expect(run.last.contains("\nWarning: your storage is almost full"))
    }
}
