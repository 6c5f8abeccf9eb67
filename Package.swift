// swift-tools-version: 6.0
import PackageDescription

// Compile flag `LISTKIT_INTERNAL_CHECKS`: turns on the `_checkInvariants()` calls that run after every mutation of
// the snapshot builder and of HeadlessUIKit's views. It is defined for debug builds (so every `swift test` run checks
// them) and left out of release builds, where the checks compile to nothing. Define it by hand in a release build with
// `swift build -c release -Xswiftc -DLISTKIT_INTERNAL_CHECKS`.
let internalChecks: [SwiftSetting] = [
    .define("LISTKIT_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
    name: "ListKit",
    platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "ListKit", targets: ["ListKit"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "ListKitUIKit", targets: ["ListKitUIKit"]),
        .library(name: "ListKitNetworking", targets: ["ListKitNetworking"]),
        .executable(name: "showcase", targets: ["Showcase"]),
        .executable(name: "listkit-bench", targets: ["Benchmarks"]),
    ],
    targets: [
        // Platform-free core: cells, rows, sections, snapshots and the staged diff. Foundation only.
        .target(name: "ListKit", swiftSettings: internalChecks),
        // Test helpers shared by the test targets: the UIKit-ordered replay of a diff, seeded random snapshots.
        .target(name: "ListKitTestSupport", dependencies: ["ListKit"], swiftSettings: internalChecks),
        // The Cassowary linear constraint solver that HeadlessUIKit's Auto Layout runs on: a pure algorithm, no UI.
        .target(name: "ConstraintSolver", swiftSettings: internalChecks),
        // A UIKit-compatible table and collection view for platforms without UIKit (an empty module on iOS).
        .target(name: "HeadlessUIKit", dependencies: ["ConstraintSolver"], swiftSettings: internalChecks),
        // The adapters: snapshots into UITableView and UICollectionView (UIKit on iOS, HeadlessUIKit elsewhere).
        .target(
            name: "ListKitUIKit",
            dependencies: [
                "ListKit",
                .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux, .macOS, .windows, .android])),
            ],
            swiftSettings: internalChecks
        ),
        // A small URLSession + Codable client for feeds that list screens load.
        .target(name: "ListKitNetworking", swiftSettings: internalChecks),
        // Draws a HeadlessUIKit table view in a terminal and feeds it keys (a pure renderer and a raw-mode key loop).
        .target(name: "ListKitTerminal", dependencies: ["HeadlessUIKit"], swiftSettings: internalChecks),
        // Test helpers for frames: comparison with a line diff, snapshot files re-recorded on request.
        .target(name: "ListKitTerminalTestSupport", swiftSettings: internalChecks),
        // The showcase's screens: the four reference articles' screens, written against UIKit and ListKit.
        .target(
            name: "ShowcaseScreens",
            dependencies: ["ListKit", "ListKitUIKit", "ListKitNetworking", "ListKitTerminal"],
            swiftSettings: internalChecks
        ),
        // `swift run showcase`: the screens in a terminal (interactive), or their frames (scripted, or in a pipe).
        .executableTarget(
            name: "Showcase",
            dependencies: ["ShowcaseScreens", "ListKitTerminal"],
            swiftSettings: internalChecks
        ),
        // `swift run -c release listkit-bench`: the diff and the table measured against peers in the same run.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "ListKit", "ListKitUIKit", "ListKitTestSupport", "ConstraintSolver",
                .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux, .macOS, .windows, .android])),
            ],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitTests",
            dependencies: ["ListKit", "ListKitTestSupport"],
            swiftSettings: internalChecks
        ),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: internalChecks),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: ["ConstraintSolver", "ListKitTestSupport"],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitUIKitTests",
            dependencies: ["ListKitUIKit", "ListKit", "ListKitTestSupport", "ListKitNetworking"],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitTerminalTests",
            dependencies: ["ListKitTerminal", "ListKitTerminalTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: ["ShowcaseScreens", "ListKitTerminal", "ListKitTerminalTestSupport", "ListKitNetworking"],
            exclude: ["Snapshots"],
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "ListKitNetworkingTests",
            dependencies: ["ListKitNetworking", "ListKit", "ListKitTestSupport"],
            swiftSettings: internalChecks
        ),
    ],
    swiftLanguageModes: [.v6]
)
