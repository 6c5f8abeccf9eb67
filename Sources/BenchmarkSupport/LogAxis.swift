import Foundation

/// A logarithmic axis over whole decades: `10^lower` sits at pixel `start`, `10^upper` at pixel `end`, and each decade
/// takes the same length between them. `start` may be greater than `end` (a vertical axis grows upwards, to smaller
/// pixel coordinates).
public struct LogAxis: Sendable, Equatable {
    /// The decades the axis spans, as powers of ten: `3...6` is 1,000 to 1,000,000.
    public var decades: ClosedRange<Int>
    /// The pixel coordinate of `10^decades.lowerBound`.
    public var start: Double
    /// The pixel coordinate of `10^decades.upperBound`.
    public var end: Double

    /// An axis spanning `decades` from pixel `start` to pixel `end`.
    ///
    /// - Precondition: The axis spans at least one decade.
    public init(decades: ClosedRange<Int>, start: Double, end: Double) {
        precondition(decades.lowerBound < decades.upperBound, "An axis needs at least one decade, not \(decades)")
        self.decades = decades
        self.start = start
        self.end = end
    }

    /// The whole decades that enclose every positive finite value of `values`: from the power of ten at or below the
    /// smallest to the one at or above the largest, one decade at least.
    ///
    /// - Complexity: O(n), n the number of values.
    /// - Parameter values: Values to show; zero, negative and infinite ones are passed over (a log scale has no place
    ///   for them).
    /// - Returns: The decades, or `nil` when no value can be shown.
    public static func decades(enclosing values: some Sequence<Double>) -> ClosedRange<Int>? {
        var smallest = Double.infinity
        var largest = 0.0
        for value in values where value > 0 && value.isFinite {
            smallest = Swift.min(smallest, value)
            largest = Swift.max(largest, value)
        }
        guard largest > 0 else { return nil }
        // Rounded first, so that 1,000 is the decade 3 even where log10 of it is 2.9999999999999996.
        let lowerExponent = Int(floor((log10(smallest) * 1e9).rounded() / 1e9))
        let upperExponent = Int(ceil((log10(largest) * 1e9).rounded() / 1e9))
        return lowerExponent...Swift.max(upperExponent, lowerExponent + 1)
    }

    /// The pixel coordinate of `value`.
    ///
    /// - Parameter value: A positive value; values outside the decades map outside `start...end` on the same scale.
    /// - Returns: The coordinate, on the line through `start` and `end`.
    public func position(of value: Double) -> Double {
        precondition(value > 0, "A log axis has no place for \(value)")
        let span = Double(decades.upperBound - decades.lowerBound)
        let fraction = (log10(value) - Double(decades.lowerBound)) / span
        return start + (end - start) * fraction
    }

    /// The powers of ten from `10^lower` to `10^upper`: where the axis has its labelled ticks.
    public var majorTicks: [Double] {
        decades.map { pow(10, Double($0)) }
    }

    /// 2 to 9 times each power of ten below the last: where the axis has its lighter gridlines.
    public var minorTicks: [Double] {
        decades.dropLast().flatMap { exponent in (2...9).map { Double($0) * pow(10, Double(exponent)) } }
    }

    /// The label of the tick at `10^exponent`: `1,000,000` for 6, `1` for 0, `0.01` for -2.
    ///
    /// - Parameter exponent: The power of ten.
    /// - Returns: The number written out in full, with a comma between groups of three digits.
    public static func label(ofDecade exponent: Int) -> String {
        if exponent < 0 { return "0." + String(repeating: "0", count: -exponent - 1) + "1" }
        var digits = "1" + String(repeating: "0", count: exponent)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }
}
