import BenchmarkSupport
import Testing

@Suite("SVG chart", .timeLimit(.minutes(10)))
struct SVGChartTests {
    /// Four series over 10^3 to 10^6, the last without its largest point, as the bench draws them.
    let chart = SVGChart(
        title: "Time against rows",
        subtitle: "2026-12-04, release build",
        xLabel: "rows",
        yLabel: "time (ms)",
        series: [
            .init(name: "end to end", points: points([0.2, 2, 20, 200])),
            .init(name: "diff alone", points: points([0.1, 1, 10, 100])),
            .init(name: "floor", points: points([0.1, 1.2, 25, 400])),
            .init(name: "CollectionDifference", points: points([0.3, 9, 600, nil]), note: "not run at 1,000,000"),
        ])

    @Test("The output is well-formed XML: one svg element of the chart's size, titled")
    func outputParsesAsXML() throws {
        let svg = try #require(parsedXML(chart.rendered()))
        #expect(svg.name == "svg")
        #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg.attributes["width"] == "860" && svg.attributes["height"] == "640")
        #expect(svg.elements(named: "title").first?.text == "Time against rows")
        #expect(svg.elements(named: "text").contains { $0.text == "2026-12-04, release build" })
        #expect(svg.elements(named: "text").contains { $0.text == "rows" })
        #expect(svg.elements(named: "text").contains { $0.text == "time (ms)" })
    }

    @Test("The axes span the decades of the data, with a label at each power of ten")
    func axesSpanTheDecadesOfTheData() throws {
        #expect(chart.xAxis.decades == 3...6)
        #expect(chart.yAxis.decades == -1...3)
        let svg = try #require(parsedXML(chart.rendered()))
        let xLabels = svg.elements(ofClass: "x-ticks").first?.elements(named: "text").map(\.text)
        #expect(xLabels == ["1,000", "10,000", "100,000", "1,000,000"])
        let yLabels = svg.elements(ofClass: "y-ticks").first?.elements(named: "text").map(\.text)
        #expect(yLabels == ["0.1", "1", "10", "100", "1,000"])
        // 4 decades across: 3 x 8 minor and 4 major lines; 5 decades up: 4 x 8 minor and 5 major lines.
        let gridlines = svg.elements(ofClass: "grid").first?.elements(named: "line").count
        #expect(gridlines == 65)
    }

    @Test("Markers sit where the log axes put their points: decades of rows evenly across")
    func markersSitAtTheirLogPositions() throws {
        let svg = try #require(parsedXML(chart.rendered()))
        let first = try #require(svg.elements(ofClass: "series").first)
        let circles = first.elements(named: "circle")
        let area = chart.plotArea
        let decade = (area.right - area.left) / 3
        let expectedX = [area.left, area.left + decade, area.left + 2 * decade, area.right]
        for (circle, x) in zip(circles, expectedX) {
            #expect(abs((circle.number("cx") ?? 0) - x) <= 0.05)
        }
        // 0.2 ms on an axis of 0.1 to 1,000 ms: log10(2) of the first of four decades up from the bottom.
        let y = area.bottom - (area.bottom - area.top) * 0.30103 / 4
        #expect(abs((circles.first?.number("cy") ?? 0) - y) <= 0.06)
    }

    @Test("Series are drawn and listed in the legend in the order given, each with its note")
    func seriesAndLegendKeepTheirOrder() throws {
        let svg = try #require(parsedXML(chart.rendered()))
        let names = svg.elements(ofClass: "series").map { $0.attributes["data-name"] }
        #expect(names == ["end to end", "diff alone", "floor", "CollectionDifference"])
        let entries = svg.elements(ofClass: "legend-entry").map { $0.elements(named: "text").map(\.text) }
        #expect(
            entries == [
                ["end to end"], ["diff alone"], ["floor"], ["CollectionDifference", "not run at 1,000,000"],
            ])
        // Below the plot and the axis label, so that no line runs under it.
        let frame = try #require(svg.elements(ofClass: "legend").first?.elements(named: "rect").first)
        #expect((frame.number("y") ?? 0) > chart.plotArea.bottom + 42)
        let bottom = (frame.number("y") ?? 0) + (frame.number("height") ?? 0)
        #expect(bottom <= Double(chart.height))
        let colors = svg.elements(ofClass: "series").map { $0.elements(named: "polyline").first?.attributes["stroke"] }
        #expect(Set(colors.compactMap { $0 }).count == 4)
    }

    @Test("A missing point is not drawn: no marker, and the line ends at the last measured point")
    func whenAPointIsMissingItIsNotDrawn() throws {
        let svg = try #require(parsedXML(chart.rendered()))
        let series = svg.elements(ofClass: "series")
        #expect(series.map { $0.elements(ofClass: "marker").count } == [4, 4, 4, 3])
        let lines = series[3].elements(named: "polyline")
        #expect(lines.count == 1)
        #expect(lines.first?.attributes["points"]?.split(separator: " ").count == 3)
    }

    @Test("A gap in the middle breaks the line in two rather than bridging it; a lone point is a marker alone")
    func whenAMiddlePointIsMissingTheLineBreaks() throws {
        let gapped = SVGChart(
            title: "t", xLabel: "x", yLabel: "y",
            series: [
                .init(name: "gapped", points: points([1, nil, 100, 1_000])),
                .init(name: "lone", points: points([nil, 5])),
            ])
        let svg = try #require(parsedXML(gapped.rendered()))
        let series = svg.elements(ofClass: "series")
        #expect(series[0].elements(ofClass: "marker").count == 3)
        #expect(
            series[0].elements(named: "polyline").map { $0.attributes["points"]?.split(separator: " ").count } == [2])
        #expect(series[1].elements(ofClass: "marker").count == 1)
        #expect(series[1].elements(named: "polyline").isEmpty)
    }

    @Test("Text is escaped: names with XML's reserved characters survive the round trip")
    func textIsEscaped() throws {
        let chart = SVGChart(
            title: "a < b & c", xLabel: "rows", yLabel: "ms",
            series: [.init(name: #"Set<"UUID"> & 'more'"#, points: points([1, 2]))])
        let svg = try #require(parsedXML(chart.rendered()))
        #expect(svg.elements(named: "title").first?.text == "a < b & c")
        #expect(svg.elements(ofClass: "series").first?.attributes["data-name"] == #"Set<"UUID"> & 'more'"#)
    }
}

/// Points at 1,000, 10,000, … rows with the given values.
private func points(_ values: [Double?]) -> [SVGChart.Point] {
    values.enumerated().map { index, value in
        SVGChart.Point(x: [1_000.0, 10_000, 100_000, 1_000_000][index], y: value)
    }
}
