import Foundation
import ListKitTerminal
import ShowcaseFeed
import ShowcaseScreens
import Testing

@Suite("Showcase: command line", .timeLimit(.minutes(10)))
struct ShowcaseOptionsTests {
    @Test("Options are parsed; a file path becomes a file URL and a URL stays as it is")
    func optionsAreParsed() throws {
        let options = try ShowcaseOptions.parse([
            "--feed", "/tmp/feed.json", "--script", "down q", "--width", "60", "--height", "20",
        ]).get()
        #expect(options.feedURL == URL(fileURLWithPath: "/tmp/feed.json"))
        #expect(options.script == "down q")
        #expect(options.width == 60)
        #expect(options.height == 20)
        #expect(
            try ShowcaseOptions.parse(["--feed", "http://127.0.0.1:8080/feed.json"]).get().feedURL?.scheme == "http")
        #expect(try ShowcaseOptions.parse(["-h"]).get().showsHelp)
    }

    @Test("Unknown arguments and missing values are reported")
    func errors() {
        #expect(throws: UsageError.self) { try ShowcaseOptions.parse(["--colour"]).get() }
        #expect(throws: UsageError.self) { try ShowcaseOptions.parse(["--width"]).get() }
        #expect(throws: UsageError.self) { try ShowcaseOptions.parse(["--width", "5"]).get() }
    }

    @Test("The help names the screens, the keys, the scripted mode and every option")
    func helpNamesScreensKeysAndOptions() {
        for text in [
            "--feed", "--script", "--width", "--height", "PgUp", "Return", "Tab", "not a terminal", "/dev/null",
            "8 Live", "9 Folders", "10 Photos", "11 Home", "12 Chat", "tick",
        ] {
            #expect(ShowcaseOptions.usage.contains(text), "help lacks \(text)")
        }
    }

    @Test("The default script is valid and ends with q")
    func defaultScriptIsValidAndEndsWithQuit() throws {
        let steps = try ScriptedSession.steps(from: ShowcaseOptions.defaultScript).get()
        #expect(steps.last?.key == .quit)
    }
}

@MainActor
@Suite("Showcase: the default tour", .timeLimit(.minutes(10)))
struct DefaultTourTests {
    @Test("The tour shows every screen and ends with a quit")
    func tourShowsEveryScreenAndQuits() async throws {
        let run = try await ShowcaseRun.play(ShowcaseOptions.defaultScript)
        for screen in [
            "[1 Feed]", "[2 Adapted]", "[3 People]", "[4 Films]", "[5 Mixed feed]", "[6 Contacts]", "[7 Settings]",
            "[8 Live]", "[9 Folders]", "[10 Photos]", "[11 Home]", "[12 Chat]",
        ] {
            #expect(run.frames.contains { $0.contains(screen) }, "the tour never shows \(screen)")
        }
        #expect(run.frames.contains { $0.contains("> Lorem Ipsum is simply dummy text") })
        #expect(run.frames.contains { $0.contains("Liked 2 times") })
        #expect(run.frames.contains { $0.contains("Search: love▏") })
        #expect(run.frames.contains { $0.contains("No contacts match “zz”.") })
        #expect(run.frames.contains { $0.contains("Deleted Adele Goldberg") })
        #expect(run.frames.contains { $0.contains("Wi-Fi: off") })
        #expect(run.frames.contains { $0.contains("Signature: long") })
        #expect(run.frames.contains { $0.contains(" │ Tick 4: batch updates") })
        #expect(run.frames.contains { $0.contains("Documents › Projects › ListKit › roadmap.md") })
        #expect(run.frames.contains { $0.contains("draft-1.md") })
        #expect(run.frames.contains { $0.contains("Favourite: Old lighthouse at low tide") })
        #expect(run.frames.contains { $0.contains("Deleted 2 photos") })
        #expect(run.frames.contains { $0.contains("Playing: Night trains (Rails)") })
        #expect(run.frames.contains { $0.contains("Playing: Episode 1 (Moss)") })
        #expect(run.labels.last?.hasSuffix("q (quit)") == true)
    }
}
