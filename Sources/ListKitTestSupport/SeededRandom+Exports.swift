// The seeded generator lives in the SeededRandom target, which tests that must not bring in ListKit (HeadlessUIKit's,
// ListDiffing's) use too. ListKitTestSupport re-exports it, so that its users see `SplitMix64` as before.
@_exported import SeededRandom
