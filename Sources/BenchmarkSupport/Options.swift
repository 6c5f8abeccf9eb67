import Foundation

/// The command line of `listkit-bench`.
public struct Options: Sendable, Equatable {
    /// Small sizes and few runs: the whole run takes seconds, so CI can run it.
    public var quick = false
    /// Timed runs per measurement (after the warm-up); the median is reported.
    public var runs = 7
    /// Only scenarios whose name contains this text (case-insensitive) run.
    public var filter: String?
    /// Only libraries whose name contains one of these comma-separated texts (case-insensitive) are timed.
    public var library: String?
    /// A fixed number of warm-up runs instead of the default (runs until 0.2 s have passed): `--warmup 0 --runs 1`
    /// times exactly one diff, as a profiler wants.
    public var warmUpRuns: Int?
    /// Where to write the figures as JSON, if anywhere.
    public var jsonPath: String?
    /// Where to write the chart of the `e2e/` scenarios as SVG, if anywhere.
    public var svgPath: String?
    /// Whether every scenario runs in this process rather than each in a process of its own.
    public var inProcess = false
    /// Run only the scenario of exactly this name (how the parent process starts one scenario).
    public var scenario: String?
    /// Whether to print the usage and stop.
    public var help = false

    /// The text `--help` prints.
    public static let usage = """
        USAGE: listkit-bench [--quick] [--runs N] [--filter SUBSTRING] [--library SUBSTRINGS] [--warmup N] [--json FILE]
                             [--svg FILE] [--in-process] [--help]

        Times ListKit's diffs against Swift's CollectionDifference and against a floor (a hash table of the old
        identities, looked up with every new one) on the same seeded inputs, and prints the medians.

        OPTIONS:
          --quick              Small sizes and 3 runs: a few seconds in all (for CI).
          --runs N             Timed runs per measurement after a warm-up (default 7; 3 with --quick).
          --filter SUBSTRING   Run only the scenarios whose name contains SUBSTRING (case-insensitive).
          --library SUBSTRINGS Time only the libraries whose name contains one of the comma-separated SUBSTRINGS
                               (e.g. ListKit to profile, or ListKit,floor to leave out CollectionDifference).
          --warmup N           N warm-up runs per measurement instead of 0.2 s of them (--warmup 0 --runs 1 runs
                               each library exactly once, e.g. under callgrind).
          --json FILE          Also write every figure to FILE as JSON.
          --svg FILE           Also run the e2e/ scenarios (without --filter, only them) and draw their figures into
                               FILE as an SVG chart: time against rows on log scales for ListKit end to end (build +
                               diff), ListKit's diff alone, the floor and CollectionDifference.
          --in-process         Run every scenario in this process. By default each scenario runs in a process of its
                               own, so that no scenario finds the allocator and the caches as an earlier one left them.
          --help               Show this help.
        """

    /// The default options: every scenario at full size, 7 runs, each scenario in a process of its own.
    public init() {}

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``OptionsError`` for an unknown option or a missing or bad value.
    public init(_ arguments: [String]) throws {
        var runsGiven = false
        var iterator = arguments.makeIterator()
        /// The value after `option`: a file name, which is neither missing nor another option.
        func fileName(after option: String) throws -> String {
            guard let value = iterator.next(), !value.isEmpty, !value.hasPrefix("--") else {
                throw OptionsError("\(option) needs a file name")
            }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--quick":
                quick = true
            case "--runs":
                guard let value = iterator.next(), let runs = Int(value), runs > 0 else {
                    throw OptionsError("--runs needs a positive number")
                }
                self.runs = runs
                runsGiven = true
            case "--filter":
                guard let value = iterator.next() else { throw OptionsError("--filter needs a substring") }
                filter = value
            case "--library":
                guard let value = iterator.next() else { throw OptionsError("--library needs a substring") }
                library = value
            case "--warmup":
                guard let value = iterator.next(), let runs = Int(value), runs >= 0 else {
                    throw OptionsError("--warmup needs a number")
                }
                warmUpRuns = runs
            case "--json":
                jsonPath = try fileName(after: argument)
            case "--svg":
                svgPath = try fileName(after: argument)
            case "--in-process":
                inProcess = true
            case "--scenario":
                guard let value = iterator.next() else { throw OptionsError("--scenario needs a scenario name") }
                scenario = value
                inProcess = true
            case "--help", "-h":
                help = true
            default:
                throw OptionsError("unknown option \(argument)")
            }
        }
        if quick && !runsGiven { runs = 3 }
    }

    /// Whether the scenario named `name` runs: the one `--scenario` names; else those `--filter` matches, and with
    /// `--svg` the `e2e/` ones the chart is drawn from (without `--filter`, only those); else every one.
    ///
    /// - Parameter name: A scenario's name, `group/case-size`.
    /// - Returns: Whether to run it.
    public func selects(scenario name: String) -> Bool {
        if let scenario { return name == scenario }
        if svgPath != nil && name.hasPrefix(Self.chartedScenarioPrefix) { return true }
        if let filter { return name.localizedCaseInsensitiveContains(filter) }
        return svgPath == nil
    }

    /// The prefix of the names of the scenarios `--svg` draws.
    public static let chartedScenarioPrefix = "e2e/"
}

/// A command-line mistake, in words.
public struct OptionsError: Error, CustomStringConvertible, Equatable {
    /// What was wrong.
    public var description: String

    /// A mistake described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}
