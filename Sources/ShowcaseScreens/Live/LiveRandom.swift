/// The live screen's random numbers: Marsaglia's xorshift64* generator, seeded, so that a seed gives the same ticks,
/// and the same frames, every run and on every platform.
struct LiveRandom: RandomNumberGenerator, Equatable, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`; different seeds give different sequences.
    init(seed: UInt64) {
        // A bijection of the seed (an odd multiplier), spreading its bits; zero, xorshift's one bad state, is moved.
        let mixed = (seed &+ 1) &* 0x9E37_79B9_7F4A_7C15
        state = mixed == 0 ? 0x2545_F491_4F6C_DD1D : mixed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
