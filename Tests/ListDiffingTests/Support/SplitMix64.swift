/// Steele, Lea and Flood's SplitMix64, seeded, for the fuzz tests of this target, which depends on ListDiffing alone
/// (the same generator as ListKitTestSupport's, whose target brings in the UI stack).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        let mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        let twice = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return twice ^ (twice >> 31)
    }
}
