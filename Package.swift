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
        .executable(name: "showcase", targets: ["Showcase"]),
    ],
    targets: [
        // Platform-free core: cells, rows, sections, snapshots and the staged diff. Foundation only.
        .target(name: "ListKit", swiftSettings: internalChecks),
        // Test helpers shared by the test targets: the UIKit-ordered replay of a diff, seeded random snapshots.
        .target(name: "ListKitTestSupport", dependencies: ["ListKit"], swiftSettings: internalChecks),
        // A UIKit-compatible table and collection view for platforms without UIKit (an empty module on iOS).
        .target(name: "HeadlessUIKit", swiftSettings: internalChecks),
        .executableTarget(name: "Showcase", dependencies: ["ListKit"], swiftSettings: internalChecks),
        .testTarget(
            name: "ListKitTests",
            dependencies: ["ListKit", "ListKitTestSupport"],
            swiftSettings: internalChecks
        ),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: internalChecks),
    ],
    swiftLanguageModes: [.v6]
)
