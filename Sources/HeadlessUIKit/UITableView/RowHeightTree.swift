#if !canImport(UIKit)
import Foundation

/// The heights of one section's rows where rows change height one by one, as self-sizing rows do when they are
/// measured: a Fenwick tree (binary indexed tree) of the heights, so that one row's change, the top of a row and the
/// row at a given offset each cost O(log n) instead of the O(n) of moving every offset below the row.
///
/// Heights are kept as integers of 1/(3 · 2²⁰) point (a pixel of the 3× grid divided into 2²⁰ parts), so that sums
/// are exact whatever their order: a top made of rows 44 and 20⅓ points tall is the same number as the test that
/// adds them on the pixel grid. Heights that are not on that grid are rounded to it (by less than a millionth of a
/// point).
struct RowHeightTree {
    /// The units of a point.
    static let unitsPerPoint: Double = 3 * 1_048_576

    /// Each row's height, in units.
    private(set) var units: [Int64]
    /// The Fenwick tree: `tree[i]` (1-based) is the sum of the `i & -i` heights ending at row `i - 1`.
    private var tree: [Int64]
    /// The highest power of two not above the count, for the descent in ``firstRow(endingAfter:)``.
    private var topBit: Int

    /// Builds the tree of the heights.
    /// - Complexity: O(n), n the rows.
    init(heights: some Collection<CGFloat>) {
        units = heights.map(Self.units(of:))
        tree = [0] + units
        let count = units.count
        for index in stride(from: 1, through: count, by: 1) {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
        }
        var bit = 1
        while bit * 2 <= count { bit *= 2 }
        topBit = count == 0 ? 0 : bit
    }

    /// The number of rows.
    var count: Int { units.count }

    /// The height in units.
    static func units(of height: CGFloat) -> Int64 {
        Int64((Double(max(0, height)) * unitsPerPoint).rounded())
    }

    /// The height of units, in points.
    static func points(_ units: Int64) -> CGFloat {
        CGFloat(Double(units) / unitsPerPoint)
    }

    /// The height of row `row`.
    /// - Complexity: O(1).
    func height(of row: Int) -> CGFloat {
        Self.points(units[row])
    }

    /// The top of row `row` relative to the first row (`count`: the total height).
    /// - Complexity: O(log n).
    func top(of row: Int) -> CGFloat {
        var sum: Int64 = 0
        var index = row
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return Self.points(sum)
    }

    /// The total height of the rows.
    /// - Complexity: O(log n).
    var total: CGFloat { top(of: count) }

    /// Sets row `row`'s height; returns the change, in points.
    /// - Complexity: O(log n).
    @discardableResult
    mutating func setHeight(_ height: CGFloat, of row: Int) -> CGFloat {
        let new = Self.units(of: height)
        let delta = new - units[row]
        guard delta != 0 else { return 0 }
        units[row] = new
        var index = row + 1
        while index <= count {
            tree[index] += delta
            index += index & -index
        }
        return Self.points(delta)
    }

    /// The first row whose bottom is below `offset` (relative to the first row), or `count` if none.
    /// - Complexity: O(log n).
    func firstRow(endingAfter offset: CGFloat) -> Int {
        guard offset >= 0 else { return 0 }
        // The largest prefix whose sum is at most `offset` ends at the answer.
        let target = Int64((Double(offset) * Self.unitsPerPoint).rounded(.down))
        var position = 0
        var remaining = target
        var bit = topBit
        while bit > 0 {
            let next = position + bit
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            bit /= 2
        }
        return position
    }
}
#endif
