import BenchmarkSupport
import Testing

@Suite("Log axis", .timeLimit(.minutes(10)))
struct LogAxisTests {
    @Test("Each decade of 10^3 to 10^6 takes a third of the axis, from its start to its end")
    func whenSpanningThreeDecadesEachDecadeTakesAThird() {
        let axis = LogAxis(decades: 3...6, start: 80, end: 680)
        #expect(axis.position(of: 1_000) == 80)
        #expect(abs(axis.position(of: 10_000) - 280) < 1e-9)
        #expect(abs(axis.position(of: 100_000) - 480) < 1e-9)
        #expect(abs(axis.position(of: 1_000_000) - 680) < 1e-9)
        // Between decades the scale is logarithmic: 2 × 10^3 sits log10(2) of a decade along.
        #expect(abs(axis.position(of: 2_000) - (80 + 200 * 0.30103)) < 0.01)
    }

    @Test("A vertical axis runs from the bottom up: larger values map to smaller coordinates")
    func whenStartIsBelowEndLargerValuesGoUp() {
        let axis = LogAxis(decades: -1...2, start: 500, end: 50)
        #expect(axis.position(of: 0.1) == 500)
        #expect(abs(axis.position(of: 1) - 350) < 1e-9)
        #expect(abs(axis.position(of: 100) - 50) < 1e-9)
    }

    @Test("The decades enclose the values, exact powers of ten included, and span one decade at least")
    func decadesEnclosingValues() {
        #expect(LogAxis.decades(enclosing: [1_000, 1_000_000]) == 3...6)
        #expect(LogAxis.decades(enclosing: [1_200, 950_000]) == 3...6)
        #expect(LogAxis.decades(enclosing: [0.04, 612.5]) == -2...3)
        #expect(LogAxis.decades(enclosing: [10]) == 1...2)
        #expect(LogAxis.decades(enclosing: [0, -3, .infinity, 42]) == 1...2)
        #expect(LogAxis.decades(enclosing: [Double]()) == nil)
    }

    @Test("Ticks: one labelled at each power of ten, lighter ones at 2 to 9 times each")
    func ticks() {
        let axis = LogAxis(decades: 0...2, start: 0, end: 100)
        #expect(axis.majorTicks == [1, 10, 100])
        #expect(axis.minorTicks == [2, 3, 4, 5, 6, 7, 8, 9, 20, 30, 40, 50, 60, 70, 80, 90])
    }

    @Test("Decade labels are written out in full, with commas between groups of three digits")
    func decadeLabels() {
        #expect(LogAxis.label(ofDecade: 6) == "1,000,000")
        #expect(LogAxis.label(ofDecade: 3) == "1,000")
        #expect(LogAxis.label(ofDecade: 2) == "100")
        #expect(LogAxis.label(ofDecade: 0) == "1")
        #expect(LogAxis.label(ofDecade: -1) == "0.1")
        #expect(LogAxis.label(ofDecade: -3) == "0.001")
    }
}
