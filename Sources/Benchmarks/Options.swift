#if !canImport(UIKit)
/// The command line of `listkit-bench`.
struct Options {
    /// Small sizes and few runs: the whole run takes seconds, so CI can run it.
    var quick = false
    /// Timed runs per measurement (after the warm-up); the median is reported.
    var runs = 7
    /// Only scenarios whose name contains this text (case-insensitive) run.
    var filter: String?
    /// Only libraries whose name contains one of these comma-separated texts (case-insensitive) are timed.
    var library: String?
    /// A fixed number of warm-up runs instead of the default (runs until 0.2 s have passed): `--warmup 0 --runs 1`
    /// times exactly one diff, as a profiler wants.
    var warmUpRuns: Int?
    /// Where to write the figures as JSON, if anywhere.
    var jsonPath: String?
    /// Whether every scenario runs in this process rather than each in a process of its own.
    var inProcess = false
    /// Run only the scenario of exactly this name (how the parent process starts one scenario).
    var scenario: String?
    /// Whether to print the usage and stop.
    var help = false

    static let usage = """
        USAGE: listkit-bench [--quick] [--runs N] [--filter SUBSTRING] [--library SUBSTRINGS] [--warmup N] [--json FILE]
                             [--in-process] [--help]

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
          --in-process         Run every scenario in this process. By default each scenario runs in a process of its
                               own, so that no scenario finds the allocator and the caches as an earlier one left them.
          --help               Show this help.
        """

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``OptionsError`` for an unknown option or a missing or bad value.
    init(_ arguments: [String]) throws {
        var runsGiven = false
        var iterator = arguments.makeIterator()
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
                guard let value = iterator.next() else { throw OptionsError("--json needs a file name") }
                jsonPath = value
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
}

/// A command-line mistake, in words.
struct OptionsError: Error, CustomStringConvertible {
    /// What was wrong.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
#endif
