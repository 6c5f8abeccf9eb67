#if !canImport(UIKit)
import Foundation
import ListKitTerminal
import ShowcaseScreens

// `swift run showcase`: interactive in a terminal; otherwise (or with --script) it prints the frames of a script.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let options: ShowcaseOptions
switch ShowcaseOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error): fail(error.description)
}
if options.showsHelp {
    print(ShowcaseOptions.usage)
    exit(0)
}

let feedURL: URL
var temporaryFeed: URL?
if let url = options.feedURL {
    feedURL = url
} else {
    do {
        feedURL = try SampleFeedFile.write()
        temporaryFeed = feedURL
    } catch {
        fail("showcase: could not write the sample feed: \(error)")
    }
}

/// Removes the sample feed's temporary directory, then exits with `status`.
@MainActor
func finish(_ status: Int32) -> Never {
    if let temporaryFeed {
        try? FileManager.default.removeItem(at: temporaryFeed.deletingLastPathComponent())
    }
    exit(status)
}

let isInteractive = options.script == nil && Platform.isInteractive
let catalog = ShowcaseCatalog(feedURL: feedURL, isInteractive: isInteractive)
let session = TerminalSession(screens: catalog.screens)

if isInteractive {
    let status = await InteractiveTerminal(session: session).run()
    finish(status)
}

let steps: [ScriptedSession.Step]
switch ScriptedSession.steps(from: options.script ?? ShowcaseOptions.defaultScript) {
case .success(let parsed): steps = parsed
case .failure(let error): fail("showcase: \(error)")
}
let width = options.width ?? ShowcaseOptions.defaultScriptSize.width
let height = options.height ?? ShowcaseOptions.defaultScriptSize.height
await ScriptedSession(session: session, width: width, height: height).run(steps) { print($0) }
finish(0)
#else
// The screens themselves are ShowcaseScreens' view controllers, which build for iOS too.
print("showcase draws HeadlessUIKit's table views in a terminal: run it on Linux or macOS")
#endif
