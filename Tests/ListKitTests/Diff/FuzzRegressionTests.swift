import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// What a fuzz failure reports is enough to keep it: its seed and step make the same input again, and the report
/// carries the regression test to paste.
@Suite("Fuzz failures are reported as regression tests to paste", .timeLimit(.minutes(10)))
struct FuzzRegressionTests {
    @Test("A pair made again from its seed and number is the pair the fuzz drew")
    func pairMadeAgainIsThePairDrawn() throws {
        var random = RandomSnapshots(seed: 0x5EED_0002)
        for pair in 0..<6 {
            let drawn = random.nextPair()
            let again = RandomSnapshots.pair(pair, seed: 0x5EED_0002)
            #expect(ListDiff(from: drawn.old, to: again.old).isEmpty, "pair \(pair), old")
            #expect(ListDiff(from: drawn.new, to: again.new).isEmpty, "pair \(pair), new")
            #expect(drawn.old.sections.map(\.id) == again.old.sections.map(\.id))
            #expect(drawn.new.sections.map(\.id) == again.new.sections.map(\.id))
        }
        try expectRandomPairReplays(seed: 0x5EED_0002, pair: 5)
        try expectRandomHeightPairReplays(batch: 1, pair: 5)
    }

    @Test("The report names the seed as a literal and carries a named regression test with the call")
    func reportCarriesTheRegressionTest() {
        let failure = FuzzFailure(
            seed: 0x5EED_0003, step: 271, problem: "stage 1 of 2: missing reconfigure",
            regression: "try expectRandomPairReplays(seed: 1592590339, pair: 271)")
        #expect(failure.seedLiteral == "0x5EED_0003")
        #expect(FuzzFailure(seed: 0xABC, step: 0, problem: "", regression: "").seedLiteral == "0xABC")
        let lines = failure.description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "seed 0x5EED_0003, step 271: stage 1 of 2: missing reconfigure")
        #expect(lines.contains("@Test(\"Seed 0x5EED_0003 step 271: <what was wrong>\")"))
        #expect(
            lines.contains(
                "func seed5EED0003Step271() async throws { try expectRandomPairReplays(seed: 1592590339, pair: 271) }"))
    }
}
