#if !canImport(UIKit)
import Foundation

/// The heights of one section's rows when they are not all the same: a sequence that a batch update edits where it
/// changes (rows removed, inserted or given a new height) and that answers where a row is and which row is at an
/// offset, each in O(log n), never by a walk over the rows.
///
/// The rows are kept in order in blocks of at most ``maximumBlockCount`` rows. A block holds the running total of its
/// rows' heights (`ends[k]` is the bottom of its row `k` relative to the block's top), so a row's top and height
/// within its block are one or two reads, and a change inside a block moves only the totals of that block's later rows:
/// O(B), B the rows of a block. A Fenwick tree (binary indexed tree) over the blocks holds their row counts and their
/// heights: the block of a row with the top of that block, and the block at an offset, are each one descent of
/// O(log b), b the blocks. A batch of changes edits the blocks it reaches, then builds the tree again in O(b).
///
/// Heights are kept as integers of 1/(3 · 2²⁰) point (a pixel of the 3× grid divided into 2²⁰ parts), so that sums
/// are exact whatever their order: a top made of rows 44 and 20⅓ points tall is the same number as the test that adds
/// them on the pixel grid, and rows placed by updates are where a table built from scratch places them. Heights that
/// are not on that grid are rounded to it (by less than a millionth of a point).
struct RowHeightBlocks {
    /// The units of a point.
    static let unitsPerPoint: Double = 3 * 1_048_576
    /// The most rows a block holds; a block that grows beyond it is split in two.
    static let maximumBlockCount = 128
    /// The rows of each block when the heights are built from a sequence (room to grow before a split).
    static let builtBlockCount = 64
    /// Blocks with fewer rows than this are joined to a neighbour after an update, when the two fit in one block.
    static let minimumBlockCount = 32

    /// The blocks, in order: `blocks[i][k]` is the bottom of row `k` of block `i`, in units, relative to the block's
    /// top. No block is empty.
    private var blocks: [[Int64]]
    /// The Fenwick tree (1-based) of the blocks' row counts and heights (in units): `sums[i]` sums those of the
    /// `i & -i` blocks ending at block `i - 1`; `sums[0]` is unused.
    private var sums: [(rows: Int, units: Int64)]
    /// The highest power of two not above the number of blocks (0 without blocks), where a descent starts.
    private var topBit: Int
    /// The number of rows.
    private(set) var count: Int
    /// The total height of the rows, in units.
    private(set) var totalUnits: Int64

    /// Builds the blocks of the heights.
    /// - Complexity: O(n), n the heights.
    init(heights: some Sequence<CGFloat>) {
        var blocks: [[Int64]] = []
        var block: [Int64] = []
        block.reserveCapacity(Self.builtBlockCount)
        var end: Int64 = 0
        for height in heights {
            end += Self.units(of: height)
            block.append(end)
            if block.count == Self.builtBlockCount {
                blocks.append(block)
                block = []
                block.reserveCapacity(Self.builtBlockCount)
                end = 0
            }
        }
        if !block.isEmpty { blocks.append(block) }
        self.init(blocks: blocks)
    }

    /// Builds `count` rows of one height; the full blocks share one storage until one of them changes.
    /// - Complexity: O(count / B) for B rows a block, plus O(B).
    init(repeating height: CGFloat, count: Int) {
        let units = Self.units(of: height)
        let full = (1...Self.builtBlockCount).map { Int64($0) * units }
        var blocks = [[Int64]](repeating: full, count: max(0, count) / Self.builtBlockCount)
        let rest = max(0, count) % Self.builtBlockCount
        if rest > 0 { blocks.append(Array(full.prefix(rest))) }
        self.init(blocks: blocks)
    }

    /// Takes the blocks (none empty) and builds the tree over them.
    /// - Complexity: O(b), b the blocks.
    private init(blocks: [[Int64]]) {
        self.blocks = blocks
        sums = []
        topBit = 0
        count = 0
        totalUnits = 0
        rebuildTree()
    }

    /// The height in units: negative heights count as 0, the rest is rounded to the nearest unit.
    static func units(of height: CGFloat) -> Int64 {
        Int64((Double(max(0, height)) * unitsPerPoint).rounded())
    }

    /// The height of units, in points.
    static func points(_ units: Int64) -> CGFloat {
        CGFloat(Double(units) / unitsPerPoint)
    }

    /// The total height of the rows.
    /// - Complexity: O(1).
    var total: CGFloat { Self.points(totalUnits) }

    /// Every row's height, in order (for tests and checks).
    /// - Complexity: O(n).
    var heights: [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(count)
        for block in blocks {
            var previous: Int64 = 0
            for end in block {
                result.append(Self.points(end - previous))
                previous = end
            }
        }
        return result
    }

    /// The top of row `row` relative to the first row, and its height; the total height and 0 for `row == count`.
    /// - Complexity: O(log b), b the blocks.
    func extent(of row: Int) -> (top: CGFloat, height: CGFloat) {
        guard row < count else { return (total, 0) }
        let place = locate(row)
        let ends = blocks[place.block]
        let top = place.offset > 0 ? ends[place.offset - 1] : 0
        return (Self.points(place.unitsBefore + top), Self.points(ends[place.offset] - top))
    }

    /// The top of row `row` relative to the first row (`count`: the total height).
    /// - Complexity: O(log b), b the blocks.
    func top(of row: Int) -> CGFloat {
        extent(of: row).top
    }

    /// The height of row `row`.
    /// - Complexity: O(log b), b the blocks.
    func height(of row: Int) -> CGFloat {
        extent(of: row).height
    }

    /// The first row whose bottom is below `offset` (relative to the first row), or `count` if none.
    /// - Complexity: O(log b + log B), b the blocks and B the rows of a block.
    func firstRow(endingAfter offset: CGFloat) -> Int {
        guard offset >= 0 else { return 0 }
        let scaled = (Double(offset) * Self.unitsPerPoint).rounded(.down)
        // A row ends after `offset` exactly when its bottom, a whole number of units, is above the units of `offset`
        // rounded down.
        guard scaled < Double(totalUnits) else { return count }
        let target = Int64(scaled)
        // The most blocks whose heights add up to at most the target: the answer is in the block after them.
        var position = 0
        var remaining = target
        var rowsBefore = 0
        var bit = topBit
        while bit > 0 {
            let next = position + bit
            if next < sums.count, sums[next].units <= remaining {
                position = next
                remaining -= sums[next].units
                rowsBefore += sums[next].rows
            }
            bit >>= 1
        }
        guard position < blocks.count else { return count }
        let ends = blocks[position]
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > remaining { high = middle } else { low = middle + 1 }
        }
        return rowsBefore + low
    }

    /// Sets row `row`'s height; returns the change, in points.
    /// - Complexity: O(B + log b), B the rows of a block and b the blocks.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, of row: Int) -> CGFloat {
        precondition(row >= 0 && row < count, "Row \(row) is out of range 0..<\(count)")
        let place = locate(row)
        let ends = blocks[place.block]
        let top = place.offset > 0 ? ends[place.offset - 1] : 0
        let delta = Self.units(of: height) - (ends[place.offset] - top)
        guard delta != 0 else { return 0 }
        Self.shift(&blocks[place.block], from: place.offset, by: delta)
        var index = place.block + 1
        while index < sums.count {
            sums[index].units += delta
            index += index & -index
        }
        totalUnits += delta
        return Self.points(delta)
    }

    /// Applies a batch update's changes: removes the rows `removed` (indices before the update, ascending, without
    /// repeats), then inserts rows with the given heights at `inserted`'s indices (after the update, ascending,
    /// without repeats), so that the rows that stay keep their heights and fill, in order, the places no insert takes.
    ///
    /// - Complexity: O(b + c · B), c the rows removed and inserted, b the blocks and B the rows of a block.
    mutating func update(removing removed: [Int], inserting inserted: [(row: Int, height: CGFloat)]) {
        guard !removed.isEmpty || !inserted.isEmpty else { return }
        if !removed.isEmpty { remove(removed) }
        if !inserted.isEmpty { insert(inserted) }
        joinSmallBlocks()
        rebuildTree()
    }

    /// Removes the rows, highest first, walking the blocks from the last: the starts of the blocks not yet reached
    /// do not change. Blocks left empty stay until ``joinSmallBlocks()``.
    /// - Complexity: O(b + c · B), c the rows removed.
    private mutating func remove(_ removed: [Int]) {
        var block = blocks.count - 1
        var start = count - (blocks.last?.count ?? 0)
        var previous = count
        for row in removed.reversed() {
            precondition(row >= 0 && row < previous, "Removed row \(row) is out of range 0..<\(previous) or repeated")
            previous = row
            while row < start {
                block -= 1
                start -= blocks[block].count
            }
            Self.remove(at: row - start, from: &blocks[block])
        }
        blocks.removeAll { $0.isEmpty }
    }

    /// Inserts the rows, lowest first, walking the blocks from the first; a row at the end of a block goes into it,
    /// and a block that grows beyond ``maximumBlockCount`` rows is split in two.
    /// - Complexity: O(b + c · B), c the rows inserted (a split moves O(b) block references, once per B/2 inserts).
    private mutating func insert(_ inserted: [(row: Int, height: CGFloat)]) {
        if blocks.isEmpty { blocks = [[]] }
        var block = 0
        var start = 0
        var rows = blocks.reduce(0) { $0 + $1.count }
        var previous = -1
        for (row, height) in inserted {
            precondition(row > previous && row <= rows, "Inserted row \(row) is out of range 0...\(rows) or repeated")
            previous = row
            while row > start + blocks[block].count && block + 1 < blocks.count {
                start += blocks[block].count
                block += 1
            }
            Self.insert(Self.units(of: height), at: row - start, into: &blocks[block])
            rows += 1
            if blocks[block].count > Self.maximumBlockCount {
                let half = blocks[block].count / 2
                let base = blocks[block][half - 1]
                let second = blocks[block][half...].map { $0 - base }
                blocks[block].removeSubrange(half...)
                blocks.insert(second, at: block + 1)
            }
        }
        if blocks.count == 1 && blocks[0].isEmpty { blocks = [] }
    }

    /// Joins each block of fewer than ``minimumBlockCount`` rows to its neighbour before it (or the one before it to
    /// it) when the two fit in one block, so that deletes do not leave many small blocks behind.
    /// - Complexity: O(b + the rows of the blocks joined).
    private mutating func joinSmallBlocks() {
        guard blocks.contains(where: { $0.count < Self.minimumBlockCount }), blocks.count > 1 else { return }
        var joined: [[Int64]] = []
        joined.reserveCapacity(blocks.count)
        for block in blocks {
            if let last = joined.last, last.count < Self.minimumBlockCount || block.count < Self.minimumBlockCount,
                last.count + block.count <= Self.maximumBlockCount
            {
                let base = last[last.count - 1]
                joined[joined.count - 1].append(contentsOf: block.lazy.map { $0 + base })
            } else {
                joined.append(block)
            }
        }
        blocks = joined
    }

    /// Builds the Fenwick tree, the count, the total and the top bit from the blocks.
    /// - Complexity: O(b), b the blocks.
    private mutating func rebuildTree() {
        let blockCount = blocks.count
        var tree = [(rows: Int, units: Int64)](repeating: (0, 0), count: blockCount + 1)
        var rows = 0
        var total: Int64 = 0
        for (index, block) in blocks.enumerated() {
            let height = block.last ?? 0
            tree[index + 1].rows += block.count
            tree[index + 1].units += height
            rows += block.count
            total += height
            let parent = (index + 1) + ((index + 1) & -(index + 1))
            if parent <= blockCount {
                tree[parent].rows += tree[index + 1].rows
                tree[parent].units += tree[index + 1].units
            }
        }
        sums = tree
        count = rows
        totalUnits = total
        var bit = 1
        while bit * 2 <= blockCount { bit *= 2 }
        topBit = blockCount == 0 ? 0 : bit
    }

    /// The block of row `row` (in `0..<count`), the row's index in it, and the height of the blocks before it.
    /// - Complexity: O(log b), b the blocks.
    private func locate(_ row: Int) -> (block: Int, offset: Int, unitsBefore: Int64) {
        // The most blocks with at most `row` rows in all: the row is in the block after them.
        var position = 0
        var remaining = row
        var unitsBefore: Int64 = 0
        var bit = topBit
        while bit > 0 {
            let next = position + bit
            if next < sums.count, sums[next].rows <= remaining {
                position = next
                remaining -= sums[next].rows
                unitsBefore += sums[next].units
            }
            bit >>= 1
        }
        return (position, remaining, unitsBefore)
    }

    /// Adds `delta` to the bottoms of a block's rows from `index` on.
    /// - Complexity: O(B), B the rows of the block.
    private static func shift(_ ends: inout [Int64], from index: Int, by delta: Int64) {
        ends.withUnsafeMutableBufferPointer { buffer in
            for position in index..<buffer.count { buffer[position] += delta }
        }
    }

    /// Inserts a row `units` tall at `index` of a block.
    /// - Complexity: O(B), B the rows of the block.
    private static func insert(_ units: Int64, at index: Int, into ends: inout [Int64]) {
        let top = index > 0 ? ends[index - 1] : 0
        ends.insert(top + units, at: index)
        shift(&ends, from: index + 1, by: units)
    }

    /// Removes row `index` of a block.
    /// - Complexity: O(B), B the rows of the block.
    private static func remove(at index: Int, from ends: inout [Int64]) {
        let top = index > 0 ? ends[index - 1] : 0
        let units = ends.remove(at: index) - top
        shift(&ends, from: index, by: -units)
    }

    /// Checks that the blocks, the tree, the count and the total agree, and stops with the rule broken.
    /// - Complexity: O(n + b).
    func _checkInvariants() {
        var rows = 0
        var total: Int64 = 0
        for (index, block) in blocks.enumerated() {
            precondition(!block.isEmpty, "Block \(index) is empty")
            precondition(block.count <= Self.maximumBlockCount, "Block \(index) has \(block.count) rows")
            precondition(zip(block, block.dropFirst()).allSatisfy { $0 <= $1 }, "Block \(index) ends go down")
            precondition(block[0] >= 0, "Block \(index) starts with a negative height")
            rows += block.count
            total += block[block.count - 1]
        }
        precondition(rows == count, "The blocks hold \(rows) rows, not \(count)")
        precondition(total == totalUnits, "The blocks are \(total) units tall, not \(totalUnits)")
        var copy = self
        copy.rebuildTree()
        precondition(copy.sums.elementsEqual(sums) { $0 == $1 }, "The Fenwick tree is stale")
    }
}
#endif
