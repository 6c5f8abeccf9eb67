import Foundation
import ListKitNetworking
import ListKitTerminalTestSupport
import ShowcaseFeed
import Testing

@MainActor
@Suite("Showcase: the first article's feed", .timeLimit(.minutes(10)))
struct FeedScreenTests {
    @Test("The loading row shows first, then the fetched feed with label and image-and-label cells")
    func loadingThenLoaded() async throws {
        let run = try await ShowcaseRun.play("")
        expectFrame(
            try #require(run.frame("start")),
            equals: """
                ListKit [1 Feed] 2 3 4 5 6 7 8 9 10 11 12
                >
                > Loading the feed…
                """ + String(repeating: "\n", count: 21)
                    + "↑↓ move  PgUp/PgDn page  ⏎ tap  space button  Tab screen  q quit")
        let loaded = try #require(run.frame("settled"))
        // A friend's picture is an icon of 24 points: three columns, too narrow for its name.
        #expect(loaded.contains("─ About Tram Ho ─"))
        #expect(loaded.contains("  ▒▒▒  Lan Nguyen"))
        #expect(loaded.contains("  Location: Hanoi, Vietnam"))
        #expect(!loaded.contains("Lorem Ipsum"))
    }

    @Test("Return on the biography expands it in place, and again collapses it")
    func expandableCell() async throws {
        let run = try await ShowcaseRun.play(String(repeating: "down ", count: 8) + "enter enter")
        let expanded = try #require(run.frame("9/10: enter"))
        expectSnapshot(expanded, named: "feed-expanded")
        #expect(expanded.contains("> Biography (tap to collapse)"))
        #expect(expanded.contains("> Lorem Ipsum is simply dummy text"))
        // The row sizes itself to all of the text, and the list scrolls until the whole of it shows.
        #expect(expanded.contains("remaining essentially unchanged."))
        #expect(expanded.contains("Biography expanded"))
        let collapsed = try #require(run.frame("10/10: enter"))
        #expect(collapsed.contains("> Biography (tap to read)"))
        #expect(!collapsed.contains("Lorem Ipsum"))
    }

    @Test("Sections without rows are not shown: a sparse feed has no friends, details or email")
    func emptySectionsAbsent() async throws {
        let run = try await ShowcaseRun.play("", feedJSON: Feed.sparseSampleJSON)
        expectFrame(
            try #require(run.frame("settled")).split(separator: "\n", omittingEmptySubsequences: false).prefix(7)
                .joined(separator: "\n"),
            equals: """
                ListKit [1 Feed] 2 3 4 5 6 7 8 9 10 11 12
                ─ About New User ──────────────────────────────────────────────────────────────
                >
                > Just joined.
                >
                ─ Bio ─────────────────────────────────────────────────────────────────────────
                  Biography (tap to read)
                """)
    }

    @Test("A feed that cannot be loaded shows the error row; Return retries")
    func errorRow() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-feed-\(UUID()).json")
        let run = try await ShowcaseRun.play("enter", feedURL: missing)
        let failed = try #require(run.frame("settled"))
        #expect(failed.contains("> Could not load the feed:"))
        #expect(run.last.contains("> Could not load the feed:"))
    }

    @Test("A tap on a friend says whom in the status line")
    func friendTap() async throws {
        let run = try await ShowcaseRun.play("down down enter")
        #expect(run.last.contains("> ▒▒▒  Minh Tran"))
        #expect(run.last.split(separator: "\n").dropLast().last == "Friend: Minh Tran")
    }
}
