/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// The diff moves only the elements outside this run: they are the fewest elements whose moves turn the old order
/// into the new one. Patience sorting: `tails[k]` holds the index of the smallest last value of an increasing run of
/// length `k + 1` seen so far, and `previous` links each element to the one before it in its run. Values that kept
/// their order mostly extend the longest run, so each is first compared with the last two tails and the binary search
/// runs only for the others. The buffers are allocated once, at full size, and filled in place.
///
/// - Returns: `result[i]` is `true` when `values[i]` belongs to the subsequence.
/// - Complexity: O(k log k) comparisons, where k is `values.count`; O(k) when the values are already increasing.
@inlinable
package func longestIncreasingSubsequenceMask(_ values: [Int32]) -> [Bool] {
    let count = values.count
    // Fast path: already increasing (the common case of rows that kept their order).
    var increasing = true
    var index = 1
    while index < count {
        if values[index - 1] >= values[index] {
            increasing = false
            break
        }
        index += 1
    }
    if increasing { return [Bool](repeating: true, count: count) }

    // 32-bit indices: at a million values, these two arrays are most of the memory the diff touches after the
    // matching, and every page of them is a fresh one.
    var tails = [Int32](repeating: 0, count: count)
    var previous = [Int32](repeating: -1, count: count)
    var length = 0
    var lastTail = Int.min
    for index in 0..<count {
        let value = Int(values[index])
        var low = length
        if value <= lastTail {
            // `value` replaces the last tail unless the tail before it is not less than `value` either. The row after
            // one that moved from far below lands there, and near the end of a run of a million values each step of
            // a binary search is a miss in the caches, so that case is checked first.
            low = length - 1
            if low > 0 && Int(values[Int(tails[low - 1])]) >= value {
                // Binary search for the first tail not less than `value`, before the last one.
                low = 0
                var high = length - 2
                while low < high {
                    let middle = (low + high) / 2
                    if Int(values[Int(tails[middle])]) < value { low = middle + 1 } else { high = middle }
                }
            }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        tails[low] = Int32(truncatingIfNeeded: index)
        if low == length {
            length += 1
            lastTail = value
        } else if low == length - 1 {
            lastTail = value
        }
    }
    var mask = [Bool](repeating: false, count: count)
    var cursor = length > 0 ? Int(tails[length - 1]) : -1
    while cursor >= 0 {
        mask[cursor] = true
        cursor = Int(previous[cursor])
    }
    return mask
}
