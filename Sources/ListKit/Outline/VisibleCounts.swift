/// Which nodes of an outline are shown, in pre-order, as a Fenwick tree (binary indexed tree) of 0s and 1s: the flat
/// position of a node and the node at a flat position are found in O(log n) for n nodes, and showing or hiding a node
/// costs O(log n), however large the outline.
struct VisibleCounts {
    /// The Fenwick tree, 1-based: `sums[i]` is the number of shown nodes in the `i & -i` nodes ending at node `i - 1`.
    private var sums: [Int32]
    /// Whether each node is shown.
    private(set) var isShown: [Bool]
    /// The number of shown nodes.
    private(set) var total: Int
    /// The largest power of two not above the number of nodes (the first step of ``node(atPosition:)``).
    private let topStep: Int

    /// The counts of nodes shown as `shown` says.
    ///
    /// - Complexity: O(n).
    init(_ shown: [Bool]) {
        isShown = shown
        var sums = [Int32](repeating: 0, count: shown.count + 1)
        var total = 0
        for (node, isShown) in shown.enumerated() where isShown {
            sums[node + 1] = 1
            total += 1
        }
        if !shown.isEmpty {
            for index in 1...shown.count {
                let parent = index + (index & -index)
                if parent <= shown.count { sums[parent] += sums[index] }
            }
        }
        self.sums = sums
        self.total = total
        var step = 1
        while step * 2 <= shown.count { step *= 2 }
        topStep = shown.isEmpty ? 0 : step
    }

    /// Shows or hides `node`.
    ///
    /// - Complexity: O(log n).
    mutating func set(_ node: Int, shown: Bool) {
        guard isShown[node] != shown else { return }
        isShown[node] = shown
        let change: Int32 = shown ? 1 : -1
        total += shown ? 1 : -1
        var index = node + 1
        while index < sums.count {
            sums[index] += change
            index += index & -index
        }
    }

    /// The number of shown nodes before `node` in pre-order: its flat position when it is shown.
    ///
    /// - Complexity: O(log n).
    func shownBefore(_ node: Int) -> Int {
        var sum = 0
        var index = node
        while index > 0 {
            sum += Int(sums[index])
            index -= index & -index
        }
        return sum
    }

    /// The shown node at flat `position` (`0..<total`).
    ///
    /// - Complexity: O(log n).
    func node(atPosition position: Int) -> Int {
        var index = 0
        var remaining = Int32(truncatingIfNeeded: position + 1)
        var step = topStep
        while step > 0 {
            if index + step < sums.count, sums[index + step] < remaining {
                index += step
                remaining -= sums[index]
            }
            step >>= 1
        }
        return index
    }
}
