/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// The diff moves only the elements outside this run: they are the fewest elements whose moves turn the old order
/// into the new one. Patience sorting: `tails[k]` holds the index of the smallest last value of an increasing run of
/// length `k + 1` seen so far, and `previous` links each element to the one before it in its run.
///
/// - Returns: `result[i]` is `true` when `values[i]` belongs to the subsequence.
/// - Complexity: O(k log k) comparisons, where k is `values.count`.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    var mask = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return mask }
    // Fast path: already increasing (the common case of rows that kept their order).
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return [Bool](repeating: true, count: values.count)
    }
    var tails: [Int] = []
    tails.reserveCapacity(values.count)
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        mask[cursor] = true
        cursor = previous[cursor]
    }
    return mask
}
