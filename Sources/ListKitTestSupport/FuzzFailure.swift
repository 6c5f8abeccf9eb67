/// A failure a fuzz test found, as it reports it: the seed and step that make it again, what went wrong, and the
/// named regression test that keeps it, ready to paste into the suite's regression tests (the convention is in
/// CONTRIBUTING.md).
///
/// ```swift
/// Issue.record(
///     "\(FuzzFailure(seed: seed, step: pair, problem: error, regression: "try expectReplays(seed: \(seed), pair: \(pair))"))")
/// ```
public struct FuzzFailure: CustomStringConvertible, Sendable {
    /// The seed the fuzz ran from.
    public var seed: UInt64
    /// The step (pair, transition) of that seed's run that failed, from 0.
    public var step: Int
    /// What went wrong.
    public var problem: String
    /// The regression test's body: one call that makes the failure again from `seed` and `step`.
    public var regression: String

    /// Creates the report of a failure.
    ///
    /// - Parameters:
    ///   - seed: The seed the fuzz ran from.
    ///   - step: The step that failed, from 0.
    ///   - problem: What went wrong (an error, a message).
    ///   - regression: A call that makes the failure again, the regression test's body.
    public init(seed: UInt64, step: Int, problem: Any, regression: String) {
        self.seed = seed
        self.step = step
        self.problem = String(describing: problem)
        self.regression = regression
    }

    /// The seed in hexadecimal, as a Swift literal with its digits in groups of four (`0x5EED_0003`).
    public var seedLiteral: String {
        var digits = String(seed, radix: 16, uppercase: true)
        var groups: [Substring] = []
        while digits.count > 4 {
            groups.insert(digits.suffix(4), at: 0)
            digits.removeLast(4)
        }
        groups.insert(Substring(digits), at: 0)
        return "0x" + groups.joined(separator: "_")
    }

    /// The failure, then the regression test to paste, with a name that carries the seed and the step.
    public var description: String {
        let name = "seed\(String(seed, radix: 16, uppercase: true))Step\(step)"
        return """
            seed \(seedLiteral), step \(step): \(problem)
            Keep it as a named regression test (CONTRIBUTING.md):
                @Test("Seed \(seedLiteral) step \(step): <what was wrong>")
                func \(name)() async throws { \(regression) }
            """
    }
}
