import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("Fewest moves")
struct LongestIncreasingRunTests {
    @Test("The marked elements increase and are as many as the longest increasing run")
    func test_markedRunIsLongestAndIncreasing() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let values = Array((0..<Int.random(in: 0...12, using: &generator)).shuffled(using: &generator))
            let mask = longestIncreasingSubsequenceMask(values)
            let run = zip(values, mask).filter(\.1).map(\.0)
            #expect(run == run.sorted())
            #expect(run.count == longestByDynamicProgramming(values))
        }
    }

    @Test("Already sorted values are all kept")
    func test_sortedValuesAreKept() {
        #expect(longestIncreasingSubsequenceMask([1, 4, 9]) == [true, true, true])
        #expect(longestIncreasingSubsequenceMask([]) == [])
        #expect(longestIncreasingSubsequenceMask([3, 2, 1]).filter { $0 }.count == 1)
    }

    /// The quadratic textbook answer, as an oracle.
    private func longestByDynamicProgramming(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                best[index] = max(best[index], best[earlier] + 1)
            }
        }
        return best.max() ?? 0
    }
}
