#if !canImport(UIKit)
import Foundation

/// The first index in `0..<count` whose element ends below `y`, for elements ordered top to bottom: where a search for
/// what a rectangle from `y` shows starts. Layouts keep sections and groups in that order.
///
/// - Complexity: O(log count) calls of `end`.
func firstIndex(endingAfter y: CGFloat, count: Int, end: (Int) -> CGFloat) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if end(middle) <= y { low = middle + 1 } else { high = middle }
    }
    return low
}
#endif
