import SeededRandom
import Testing

@testable import ListDiffing

@Suite("Fewest moves", .timeLimit(.minutes(10)))
struct LongestIncreasingRunTests {
    @Test("The marked elements increase and are as many as the longest increasing run")
    func markedRunIsLongestAndIncreasing() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let values = (0..<Int32.random(in: 0...12, using: &generator)).shuffled(using: &generator)
            expectLongestRun(values)
        }
    }

    @Test("Nearly sorted values, a few moved far, keep the longest run")
    func nearlySortedValues() {
        // Rows that kept their order, with some moved far up or down: the row after one moved from far below
        // replaces the last tail without a search, the others are searched for.
        var generator = SplitMix64(seed: 11)
        for _ in 0..<20 {
            var values = Array(Int32(0)..<800)
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let moved = values.remove(at: Int.random(in: values.indices, using: &generator))
                values.insert(moved, at: Int.random(in: 0...values.count, using: &generator))
            }
            expectLongestRun(values)
        }
    }

    @Test("Already sorted values are all kept")
    func sortedValuesAreKept() {
        #expect(longestIncreasingSubsequenceMask([1, 4, 9]) == [true, true, true])
        #expect(longestIncreasingSubsequenceMask([]) == [])
        #expect(longestIncreasingSubsequenceMask([3, 2, 1]).filter { $0 }.count == 1)
    }

    /// The marked elements of `values` must increase and be as many as the longest increasing run.
    private func expectLongestRun(_ values: [Int32], sourceLocation: SourceLocation = #_sourceLocation) {
        let mask = longestIncreasingSubsequenceMask(values)
        let run = zip(values, mask).filter(\.1).map(\.0)
        #expect(run == run.sorted(), sourceLocation: sourceLocation)
        #expect(run.count == longestByDynamicProgramming(values), sourceLocation: sourceLocation)
    }

    /// The quadratic textbook answer, as an oracle.
    private func longestByDynamicProgramming(_ values: [Int32]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                best[index] = max(best[index], best[earlier] + 1)
            }
        }
        return best.max() ?? 0
    }
}
