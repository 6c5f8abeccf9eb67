import Foundation

/// A line chart on logarithmic axes, written as plain SVG text: series in, an SVG document out, no dependency.
///
/// Both axes span the whole decades that enclose the points (``LogAxis/decades(enclosing:)``), with a labelled tick
/// and a gridline at each power of ten and lighter gridlines at 2 to 9 times each. Each series is a polyline with a
/// marker at each point, in the order given, and has an entry in the legend below the plot in the same order. A point without a
/// value (a measurement that was not made) is not drawn, and the line breaks there rather than bridging the gap.
public struct SVGChart: Sendable {
    /// One point of a series: a position on the horizontal axis and, if it was measured, a value.
    public struct Point: Sendable, Equatable {
        /// The position on the horizontal axis (rows, say); positive.
        public var x: Double
        /// The value (milliseconds, say), or `nil` where there is none: the point is not drawn.
        public var y: Double?

        /// A point at `x` of value `y`.
        public init(x: Double, y: Double?) {
            self.x = x
            self.y = y
        }
    }

    /// One line of the chart.
    public struct Series: Sendable, Equatable {
        /// The name in the legend.
        public var name: String
        /// The points, in the order the line joins them.
        public var points: [Point]
        /// A remark on a smaller line below the name in the legend (why a point is missing, say), if any.
        public var note: String?

        /// A series called `name` through `points`.
        public init(name: String, points: [Point], note: String? = nil) {
            self.name = name
            self.points = points
            self.note = note
        }
    }

    /// The rectangle the axes enclose, in pixels from the top left corner of the image.
    public struct PlotArea: Sendable, Equatable {
        /// The left edge: where the horizontal axis starts.
        public var left: Double
        /// The top edge: where the vertical axis ends.
        public var top: Double
        /// The right edge.
        public var right: Double
        /// The bottom edge: where the vertical axis starts.
        public var bottom: Double
    }

    /// The line above the chart.
    public var title: String
    /// A smaller line below the title (when and where the figures were taken), if any.
    public var subtitle: String?
    /// The label under the horizontal axis.
    public var xLabel: String
    /// The label beside the vertical axis.
    public var yLabel: String
    /// The lines, drawn and listed in the legend in this order.
    public var series: [Series]
    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int

    /// A chart of `series`, `width` × `height` pixels (the plot takes what the title, the labels and the legend leave).
    public init(
        title: String, subtitle: String? = nil, xLabel: String, yLabel: String, series: [Series], width: Int = 860,
        height: Int = 640
    ) {
        self.title = title
        self.subtitle = subtitle
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
        self.width = width
        self.height = height
    }

    /// The rectangle of the axes: the image less margins for the title, the tick labels, the axis labels and the
    /// legend below them.
    public var plotArea: PlotArea {
        PlotArea(
            left: 84, top: subtitle == nil ? 52 : 70, right: Double(width) - 40,
            bottom: Double(height) - 62 - legendHeight - 8)
    }

    /// The height of the legend's box: a line for each series, two for a series with a note.
    private var legendHeight: Double {
        series.reduce(10) { $0 + ($1.note == nil ? 18 : 32) }
    }

    /// The horizontal axis: the decades of every point's `x`, left to right across the plot area (0 to 1 when there is
    /// no point).
    public var xAxis: LogAxis {
        let decades = LogAxis.decades(enclosing: series.lazy.flatMap(\.points).map(\.x)) ?? 0...1
        return LogAxis(decades: decades, start: plotArea.left, end: plotArea.right)
    }

    /// The vertical axis: the decades of every drawn value, bottom to top of the plot area (0 to 1 when there is none).
    public var yAxis: LogAxis {
        let decades = LogAxis.decades(enclosing: series.lazy.flatMap(\.points).compactMap(\.y)) ?? 0...1
        return LogAxis(decades: decades, start: plotArea.bottom, end: plotArea.top)
    }

    /// The colours of the series, in turn.
    static let colors = ["#1f77b4", "#d62728", "#2ca02c", "#7f7f7f", "#9467bd", "#ff7f0e"]

    /// The SVG document: an XML declaration and one `svg` element.
    ///
    /// The groups are marked for readers of the file: `class="grid"`, `"x-ticks"`, `"y-ticks"`, one
    /// `class="series"` group per series (its `data-name` the series' name) with its polylines and markers, and
    /// `class="legend"` with one `class="legend-entry"` group per series.
    ///
    /// - Complexity: O(p + t), p the number of points, t the number of ticks.
    public func rendered() -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
                + #"viewBox="0 0 \#(width) \#(height)" font-family="Helvetica, Arial, sans-serif" font-size="12">"#,
            "<title>\(escaped(title))</title>",
            #"<rect x="0" y="0" width="\#(width)" height="\#(height)" fill="white"/>"#,
        ]
        lines += renderedTitle()
        lines += renderedGrid()
        lines += renderedAxes()
        for (index, series) in series.enumerated() {
            lines += rendered(series, index: index)
        }
        lines += renderedLegend()
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func renderedTitle() -> [String] {
        let center = number(Double(width) / 2)
        var lines = [
            #"<text x="\#(center)" y="24" text-anchor="middle" font-size="16" font-weight="bold">"#
                + "\(escaped(title))</text>"
        ]
        if let subtitle {
            lines.append(
                #"<text x="\#(center)" y="44" text-anchor="middle" fill="\#(muted)">\#(escaped(subtitle))</text>"#)
        }
        return lines
    }

    private func renderedGrid() -> [String] {
        let area = plotArea
        let (xAxis, yAxis) = (xAxis, yAxis)
        var lines = [#"<g class="grid" stroke-width="1">"#]
        for (ticks, color) in [(xAxis.minorTicks, "#eeeeee"), (xAxis.majorTicks, "#c8c8c8")] {
            for tick in ticks {
                let x = number(xAxis.position(of: tick))
                lines.append(
                    #"<line x1="\#(x)" y1="\#(number(area.top))" x2="\#(x)" y2="\#(number(area.bottom))" "#
                        + #"stroke="\#(color)"/>"#)
            }
        }
        for (ticks, color) in [(yAxis.minorTicks, "#eeeeee"), (yAxis.majorTicks, "#c8c8c8")] {
            for tick in ticks {
                let y = number(yAxis.position(of: tick))
                lines.append(
                    #"<line x1="\#(number(area.left))" y1="\#(y)" x2="\#(number(area.right))" y2="\#(y)" "#
                        + #"stroke="\#(color)"/>"#)
            }
        }
        lines.append("</g>")
        return lines
    }

    private func renderedAxes() -> [String] {
        let area = plotArea
        let (xAxis, yAxis) = (xAxis, yAxis)
        var lines = [
            #"<rect x="\#(number(area.left))" y="\#(number(area.top))" width="\#(number(area.right - area.left))" "#
                + #"height="\#(number(area.bottom - area.top))" fill="none" stroke="\#(ink)"/>"#,
            #"<g class="x-ticks" text-anchor="middle">"#,
        ]
        for exponent in xAxis.decades {
            let x = number(xAxis.position(of: pow(10, Double(exponent))))
            lines.append(
                #"<line x1="\#(x)" y1="\#(number(area.bottom))" x2="\#(x)" y2="\#(number(area.bottom + 5))" "#
                    + #"stroke="\#(ink)"/>"#)
            lines.append(
                #"<text x="\#(x)" y="\#(number(area.bottom + 19))">\#(LogAxis.label(ofDecade: exponent))</text>"#)
        }
        lines.append("</g>")
        lines.append(#"<g class="y-ticks" text-anchor="end">"#)
        for exponent in yAxis.decades {
            let y = yAxis.position(of: pow(10, Double(exponent)))
            lines.append(
                #"<line x1="\#(number(area.left - 5))" y1="\#(number(y))" x2="\#(number(area.left))" "#
                    + #"y2="\#(number(y))" stroke="\#(ink)"/>"#)
            lines.append(
                #"<text x="\#(number(area.left - 8))" y="\#(number(y + 4))">"#
                    + "\(LogAxis.label(ofDecade: exponent))</text>")
        }
        lines.append("</g>")
        let middleX = number((area.left + area.right) / 2)
        let middleY = number((area.top + area.bottom) / 2)
        lines.append(
            #"<text x="\#(middleX)" y="\#(number(area.bottom + 42))" text-anchor="middle" font-size="13">"#
                + "\(escaped(xLabel))</text>")
        lines.append(
            #"<text x="18" y="\#(middleY)" text-anchor="middle" font-size="13" "#
                + #"transform="rotate(-90 18 \#(middleY))">\#(escaped(yLabel))</text>"#)
        return lines
    }

    /// The series' polylines, one for each run of consecutive drawn points, and a marker at each drawn point.
    private func rendered(_ series: Series, index: Int) -> [String] {
        let color = Self.colors[index % Self.colors.count]
        let (xAxis, yAxis) = (xAxis, yAxis)
        var runs: [[(x: Double, y: Double)]] = [[]]
        for point in series.points {
            if let value = point.y, value > 0, point.x > 0 {
                runs[runs.count - 1].append((xAxis.position(of: point.x), yAxis.position(of: value)))
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        var lines = [#"<g class="series" data-name="\#(escaped(series.name))">"#]
        for run in runs where run.count > 1 {
            let points = run.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            lines.append(
                #"<polyline points="\#(points)" fill="none" stroke="\#(color)" stroke-width="2" "#
                    + #"stroke-linejoin="round"/>"#)
        }
        for point in runs.joined() {
            lines.append(marker(at: point, shape: index, color: color))
        }
        lines.append("</g>")
        return lines
    }

    /// A marker: a circle, a square, a diamond or a triangle, by the series' place, so that the series differ without
    /// colour too.
    private func marker(at point: (x: Double, y: Double), shape: Int, color: String) -> String {
        let (x, y) = (point.x, point.y)
        let paint = #"fill="\#(color)" stroke="white" stroke-width="1""#
        switch shape % 4 {
        case 0:
            return #"<circle class="marker" cx="\#(number(x))" cy="\#(number(y))" r="4.5" \#(paint)/>"#
        case 1:
            return #"<rect class="marker" x="\#(number(x - 4))" y="\#(number(y - 4))" width="8" height="8" \#(paint)/>"#
        case 2:
            let corners = [(x, y - 5.5), (x + 5.5, y), (x, y + 5.5), (x - 5.5, y)]
            return #"<polygon class="marker" points="\#(pointList(corners))" \#(paint)/>"#
        default:
            let corners = [(x, y - 5.5), (x + 5, y + 4), (x - 5, y + 4)]
            return #"<polygon class="marker" points="\#(pointList(corners))" \#(paint)/>"#
        }
    }

    /// The legend, below the plot (so that it never hides a line): a sample of each series' line and marker and its
    /// name, with its note on a smaller line below.
    private func renderedLegend() -> [String] {
        let area = plotArea
        // Helvetica averages under 6.5 px a character at 12 px, under 5.6 px at 10.5 px.
        let textWidth =
            series.map { series in
                max(Double(series.name.count) * 6.5, Double(series.note?.count ?? 0) * 5.6)
            }.max() ?? 0
        let boxWidth = min(textWidth + 52, area.right - area.left)
        let (left, top) = (area.left, area.bottom + 52)
        var lines = [
            #"<g class="legend">"#,
            #"<rect x="\#(number(left))" y="\#(number(top))" width="\#(number(boxWidth))" "#
                + #"height="\#(number(legendHeight))" fill="white" stroke="\#(legendFrame)"/>"#,
        ]
        var y = top + 14
        for (index, series) in series.enumerated() {
            let color = Self.colors[index % Self.colors.count]
            lines.append(#"<g class="legend-entry">"#)
            lines.append(
                #"<line x1="\#(number(left + 8))" y1="\#(number(y))" x2="\#(number(left + 34))" y2="\#(number(y))" "#
                    + #"stroke="\#(color)" stroke-width="2"/>"#)
            lines.append(marker(at: (left + 21, y), shape: index, color: color))
            lines.append(#"<text x="\#(number(left + 42))" y="\#(number(y + 4))">\#(escaped(series.name))</text>"#)
            if let note = series.note {
                lines.append(
                    #"<text x="\#(number(left + 42))" y="\#(number(y + 18))" font-size="10.5" fill="\#(muted)">"#
                        + "\(escaped(note))</text>")
            }
            lines.append("</g>")
            y += series.note == nil ? 18 : 32
        }
        lines.append("</g>")
        return lines
    }
}

/// A coordinate with one decimal at most: `80`, `293.3`.
private func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
}

/// `x1,y1 x2,y2 …` for an SVG `points` attribute.
private func pointList(_ points: [(Double, Double)]) -> String {
    points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
}

/// `text` with the five characters XML reserves written as entities, for element content and attribute values.
func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}

/// The colour of the axes and their ticks.
private let ink = "#333333"
/// The colour of the subtitle.
private let muted = "#555555"
/// The colour of the legend's frame.
private let legendFrame = "#999999"
