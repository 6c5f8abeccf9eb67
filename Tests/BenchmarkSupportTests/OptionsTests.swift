import BenchmarkSupport
import Testing

@Suite("Options", .timeLimit(.minutes(10)))
struct OptionsTests {
    @Test("--svg FILE sets where the chart goes, beside the other options")
    func whenSVGHasAFileItIsKept() throws {
        let options = try Options(["--quick", "--svg", "Docs/performance.svg", "--json", "out.json"])
        #expect(options.svgPath == "Docs/performance.svg")
        #expect(options.jsonPath == "out.json")
        #expect(options.quick)
        #expect(options.runs == 3)
    }

    @Test("--svg without a file is an error, at the end or before another option")
    func whenSVGHasNoFileItIsAnError() {
        #expect(throws: OptionsError("--svg needs a file name")) { try Options(["--svg"]) }
        #expect(throws: OptionsError("--svg needs a file name")) { try Options(["--svg", "--quick"]) }
        #expect(throws: OptionsError("--svg needs a file name")) { try Options(["--svg", ""]) }
    }

    @Test("An unknown option and a bad number are errors that name them")
    func whenAnOptionIsUnknownOrBadItIsAnError() {
        #expect(throws: OptionsError("unknown option --chart")) { try Options(["--chart", "x.svg"]) }
        #expect(throws: OptionsError("--runs needs a positive number")) { try Options(["--runs", "0"]) }
    }

    @Test("With --svg and no --filter only the e2e/ scenarios run; with a --filter, those it matches too")
    func whenSVGIsGivenTheChartedScenariosRun() throws {
        let chartOnly = try Options(["--svg", "chart.svg"])
        #expect(chartOnly.selects(scenario: "e2e/1%-100k"))
        #expect(!chartOnly.selects(scenario: "build/100k"))

        let chartAndBuild = try Options(["--svg", "chart.svg", "--filter", "BUILD/"])
        #expect(chartAndBuild.selects(scenario: "e2e/1%-1M"))
        #expect(chartAndBuild.selects(scenario: "build/100k"))
        #expect(!chartAndBuild.selects(scenario: "flat/dk-5k"))

        let everything = try Options([])
        #expect(everything.selects(scenario: "build/100k") && everything.selects(scenario: "e2e/1%-1k"))

        let one = try Options(["--svg", "chart.svg", "--scenario", "flat/dk-5k"])
        #expect(one.selects(scenario: "flat/dk-5k"))
        #expect(!one.selects(scenario: "e2e/1%-1k"))
    }

    @Test("The usage documents --svg")
    func usageDocumentsSVG() {
        #expect(Options.usage.contains("[--svg FILE]"))
        #expect(Options.usage.contains("--svg FILE           Also run the e2e/ scenarios"))
    }
}
