import Foundation
import ListKitNetworking
import ListKitTerminal
import ShowcaseFeed
import ShowcaseScreens

/// The frames of a scripted run of the showcase, by step label (`start`, `settled`, `1/3: down`, …).
struct ShowcaseRun {
    var labels: [String] = []
    var frames: [String] = []

    /// The frame after the last step.
    var last: String { frames.last ?? "" }

    /// The frame printed under the separator `label`.
    func frame(_ label: String) -> String? {
        labels.firstIndex(of: label).map { frames[$0] }
    }

    /// Runs `script` through the showcase's screens, with the feed read from a file holding `feedJSON` (or from
    /// `feedURL`); with `screen`, through that screen of the catalog alone (its tab line then names it alone, so that
    /// its frames do not depend on where it stands among the others).
    @MainActor
    static func play(
        _ script: String, feedJSON: String = Feed.sampleJSON, feedURL: URL? = nil, screen: String? = nil,
        width: Int = 80, height: Int = 24
    ) async throws -> ShowcaseRun {
        let written = feedURL == nil ? try writeFeed(feedJSON) : nil
        defer {
            if let written { try? FileManager.default.removeItem(at: written.deletingLastPathComponent()) }
        }
        let url = feedURL ?? written ?? URL(fileURLWithPath: "/dev/null")
        let catalog = ShowcaseCatalog(feedURL: url)
        let screens = screen.map { title in catalog.screens.filter { $0.title == title } } ?? catalog.screens
        let session = TerminalSession(screens: screens)
        let steps = try ScriptedSession.steps(from: script).get()
        var run = ShowcaseRun()
        var pendingLabel: String?
        await ScriptedSession(session: session, width: width, height: height).run(steps) { text in
            if text.hasPrefix("=== "), text.hasSuffix(" ===") {
                if let label = pendingLabel {  // a separator without a frame (the quit step)
                    run.labels.append(label)
                    run.frames.append("")
                }
                pendingLabel = String(text.dropFirst(4).dropLast(4))
            } else {
                run.labels.append(pendingLabel ?? "")
                run.frames.append(text)
                pendingLabel = nil
            }
        }
        if let label = pendingLabel {
            run.labels.append(label)
            run.frames.append("")
        }
        return run
    }

    private static func writeFeed(_ json: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-tests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("feed.json")
        try Data(json.utf8).write(to: url)
        return url
    }
}
