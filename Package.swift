// swift-tools-version: 6.0
import PackageDescription

// Compile flag `LISTKIT_INTERNAL_CHECKS`: turns on the `_checkInvariants()` calls that run after every mutation of
// the snapshot builder and of HeadlessUIKit's views. It is defined for debug builds (so every `swift test` run checks
// them) and left out of release builds, where the checks compile to nothing. Define it by hand in a release build with
// `swift build -c release -Xswiftc -DLISTKIT_INTERNAL_CHECKS`.
let internalChecks: [SwiftSetting] = [
    .define("LISTKIT_INTERNAL_CHECKS", .when(configuration: .debug))
]

// Where HeadlessUIKit is the UIKit: every platform without UIKit. On iOS HeadlessUIKit is an empty module (its files
// are `#if !canImport(UIKit)`) and nothing depends on it. SwiftPM cannot make a target exist on some platforms only:
// the targets that need HeadlessUIKit itself (the terminal, the showcase's terminal host, the bench) depend on it and
// on the terminal only on these platforms, and their files are `#if !canImport(UIKit)` too, so on iOS they build as
// empty modules and the executables print what they are for. `.ci/uikit_compile_checks.py` builds these targets as
// for iOS, against UIKit's API as HeadlessUIKit declares it. The tests run where HeadlessUIKit is the UIKit.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android]
let whereHeadless = TargetDependencyCondition.when(platforms: headlessPlatforms)

let package = Package(
    name: "ListKit",
    // iOS: the library (ListKit, ListKitUIKit, ListKitNetworking) and the showcase's screens, against UIKit; tvOS is
    // not supported (it has no swipe actions or context menus). macOS: HeadlessUIKit, for development and tests
    // (the tests and the bench use Swift Testing's time limits, Observation and clocks: macOS 14).
    platforms: [.iOS(.v16), .macOS(.v14)],
    products: [
        .library(name: "ListKit", targets: ["ListKit"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "ListKitUIKit", targets: ["ListKitUIKit"]),
        .library(name: "ListKitNetworking", targets: ["ListKitNetworking"]),
        .executable(name: "showcase", targets: ["Showcase"]),
        .executable(name: "listkit-bench", targets: ["Benchmarks"]),
    ],
    // A target that imports HeadlessUIKit names it among its dependencies, even where another dependency brings it
    // in: SwiftPM rebuilds a module when a module it depends on directly changes, and a test module compiled against
    // an older HeadlessUIKit (a class that gained a stored property) crashes when run.
    targets: [
        // Platform-free core: cells, rows, sections, snapshots and the staged diff. Foundation only.
        .target(name: "ListKit", dependencies: ["ListDiffing"], swiftSettings: internalChecks),
        // The staged linear diff over identities (flat and sectioned), a pure algorithm like ConstraintSolver: ListKit's
        // snapshots and HeadlessUIKit's diffable data sources both use it. ListKit re-exports it.
        .target(name: "ListDiffing", swiftSettings: internalChecks),
        // Test helpers for lists, without UI (the core's tests build with no UIKit stand-in): the seeded generator
        // `SplitMix64` (re-exported from SeededRandom), seeded random snapshots, the replay of a diff on arrays (the
        // core's diff tests' oracle), test cells and models, a stub loader for view models.
        .target(name: "ListKitTestSupport", dependencies: ["ListKit", "SeededRandom"], swiftSettings: internalChecks),
        // The seeded generator `SplitMix64` alone, for every test target's fuzzing: it depends on nothing, so that the
        // tests of the solver, of HeadlessUIKit and of ListDiffing share it without bringing in ListKit or any UI.
        .target(name: "SeededRandom", swiftSettings: internalChecks),
        // Test helpers for the adapters: the replay of a diff on a HeadlessUIKit table, through the adapters' own
        // mapping of a stage to UIKit calls (the adapter layer's oracle).
        .target(
            name: "ListKitUIKitTestSupport",
            dependencies: [
                "ListKit", "ListKitUIKit", "ListKitTestSupport",
                .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            swiftSettings: internalChecks
        ),
        // Test helpers for code that talks to a server: a loopback HTTP server with scripted replies, a refusing port.
        .target(name: "NetworkTestSupport", swiftSettings: internalChecks),
        // The Cassowary linear constraint solver that HeadlessUIKit's Auto Layout runs on: a pure algorithm, no UI.
        .target(name: "ConstraintSolver", swiftSettings: internalChecks),
        // A UIKit-compatible table and collection view for platforms without UIKit (an empty module on iOS).
        .target(
            name: "HeadlessUIKit", dependencies: ["ConstraintSolver", "ListDiffing"], swiftSettings: internalChecks),
        // The adapters: snapshots into UITableView and UICollectionView (UIKit on iOS, HeadlessUIKit elsewhere).
        .target(
            name: "ListKitUIKit",
            dependencies: [
                "ListKit",
                .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            swiftSettings: internalChecks
        ),
        // A small URLSession + Codable client for feeds that list screens load.
        .target(name: "ListKitNetworking", swiftSettings: internalChecks),
        // The showcase's feed: the model of its first screen and its sample JSON (also the networking tests' documents).
        .target(name: "ShowcaseFeed", swiftSettings: internalChecks),
        // Draws a HeadlessUIKit table view in a terminal and feeds it keys (a pure renderer and a raw-mode key loop).
        // (Where HeadlessUIKit is the UIKit only: an empty module on iOS.)
        .target(
            name: "ListKitTerminal",
            dependencies: [.target(name: "HeadlessUIKit", condition: whereHeadless)],
            swiftSettings: internalChecks
        ),
        // Test helpers for frames: comparison with a line diff, snapshot files re-recorded on request.
        .target(name: "ListKitTerminalTestSupport", swiftSettings: internalChecks),
        // Test helpers for code on HeadlessUIKit that know no ListKit: a scroll view delegate that records every event
        // (HeadlessUIKit's tests check what the views send, ListKitUIKit's that the adapters forward it).
        .target(
            name: "HeadlessUIKitTestSupport",
            dependencies: [.target(name: "HeadlessUIKit", condition: whereHeadless)],
            swiftSettings: internalChecks
        ),
        // The showcase's screens: the four reference articles' screens, written against UIKit and ListKit (they build
        // for iOS too; their catalog for the terminal host only where HeadlessUIKit is the UIKit).
        .target(
            name: "ShowcaseScreens",
            dependencies: [
                "ListKit", "ListKitUIKit", "ListKitNetworking", "ShowcaseFeed",
                .target(name: "ListKitTerminal", condition: whereHeadless),
            ],
            swiftSettings: internalChecks
        ),
        // `swift run showcase`: the screens in a terminal (interactive), or their frames (scripted, or in a pipe).
        // Where HeadlessUIKit is the UIKit; on iOS it prints that and exits.
        .executableTarget(
            name: "Showcase",
            dependencies: ["ShowcaseScreens", .target(name: "ListKitTerminal", condition: whereHeadless)],
            swiftSettings: internalChecks
        ),
        // The bench's pure parts, apart from the executable so that tests can reach them: its command line and the
        // SVG chart it draws (`--svg FILE`). Plain Swift and Foundation, no dependency.
        .target(name: "BenchmarkSupport", swiftSettings: internalChecks),
        // `swift run -c release listkit-bench`: the diff and the table measured against peers in the same run.
        // Where HeadlessUIKit is the UIKit; on iOS it prints that and exits.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "ListKit", "ListKitUIKit", "ListKitTestSupport", "ConstraintSolver", "BenchmarkSupport",
                .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitTests",
            dependencies: ["ListKit", "ListDiffing", "ListKitTestSupport"],
            swiftSettings: internalChecks
        ),
        // The diff algorithm's own tests: no snapshot, no UI.
        .testTarget(
            name: "ListDiffingTests", dependencies: ["ListDiffing", "SeededRandom"], swiftSettings: internalChecks),
        .testTarget(
            name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "HeadlessUIKitTestSupport", "SeededRandom"],
            swiftSettings: internalChecks
        ),
        // A client in the Swift 5 language mode, as iOS apps are still written: nonisolated code that calls UIKit's
        // main-actor API compiles (HeadlessUIKit's declarations are `@preconcurrency`, as UIKit's are imported).
        .testTarget(
            name: "UIKitSwift5ClientTests",
            dependencies: [.target(name: "HeadlessUIKit", condition: whereHeadless)],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: ["ConstraintSolver", "SeededRandom"],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitUIKitTests",
            dependencies: [
                "ListKitUIKit", "ListKit", "ListKitTestSupport", "ListKitUIKitTestSupport", "HeadlessUIKitTestSupport",
                .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitTerminalTests",
            dependencies: [
                "ListKitTerminal", "ListKitTerminalTestSupport",
                .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            exclude: ["Snapshots"],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: [
                "ShowcaseScreens", "ShowcaseFeed", "ListKitTerminal", "ListKitTerminalTestSupport", "ListKitNetworking",
                "ListKitTestSupport", "NetworkTestSupport", .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            // Each screen's frames beside its tests, as the source folders are laid out.
            exclude: [
                "Chat/Snapshots", "Contacts/Snapshots", "Feed/Snapshots", "Live/Snapshots", "Settings/Snapshots",
                "Folders/Snapshots", "Photos/Snapshots", "Home/Snapshots",
            ],
            swiftSettings: internalChecks
        ),
        // Every ```swift block of README.md and of the DocC articles its longer parts moved to, verbatim, compiled (and
        // run where it runs); a test checks those files against these sources so that they cannot drift apart.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "ListKit", "ListKitUIKit", "ListKitNetworking", "ShowcaseFeed",
                .target(name: "HeadlessUIKit", condition: whereHeadless),
            ],
            swiftSettings: internalChecks
        ),
        .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"], swiftSettings: internalChecks),
        .testTarget(
            name: "ListKitNetworkingTests",
            dependencies: ["ListKitNetworking", "ListKit", "NetworkTestSupport", "ShowcaseFeed"],
            swiftSettings: internalChecks
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `import QuartzCore` where HeadlessUIKit is the UIKit: code written for iOS imports it for CATransaction and CALayer,
// which UIKit re-exports, and `.ci/foreign_compile.py` builds other people's list libraries against it. The module
// re-exports HeadlessUIKit. It exists only when the package is read on Linux: on an Apple host (Xcode building for
// iOS), a module of this name would stand in front of Apple's framework, which UIKit's overlay imports by name.
#if os(Linux)
package.products.append(.library(name: "QuartzCore", targets: ["QuartzCore"]))
package.targets.append(.target(name: "QuartzCore", dependencies: ["HeadlessUIKit"], swiftSettings: internalChecks))
for target in package.targets where target.name == "HeadlessUIKitTests" {
    target.dependencies.append("QuartzCore")
}
#endif
