#if !canImport(UIKit)
import Foundation
@testable import HeadlessUIKit
import Testing

/// The obvious model of a section's row heights: an array, summed from the top for every question.
private struct NaiveHeights {
    var heights: [CGFloat]

    func top(of row: Int) -> CGFloat {
        heights[..<row].reduce(0, +)
    }

    func firstRow(endingAfter offset: CGFloat) -> Int {
        guard offset >= 0 else { return 0 }
        var bottom: CGFloat = 0
        for (row, height) in heights.enumerated() {
            bottom += height
            if bottom > offset { return row }
        }
        return heights.count
    }

    /// Removes the rows (indices before), then inserts the new ones (indices after, ascending).
    mutating func update(removing removed: [Int], inserting inserted: [(row: Int, height: CGFloat)]) {
        for row in removed.reversed() { heights.remove(at: row) }
        for (row, height) in inserted { heights.insert(height, at: row) }
    }
}

/// A height on a quarter-point grid, 0 to 100 points (zero heights included), so that every sum is exact in both
/// models.
private func randomHeight(using rng: inout TableFuzzGenerator) -> CGFloat {
    CGFloat(Int.random(in: 0...400, using: &rng)) / 4
}

/// Expects the blocks to answer every question as the naive model does.
private func expectSame(_ blocks: RowHeightBlocks, _ model: NaiveHeights, _ context: String) {
    blocks._checkInvariants()
    #expect(blocks.count == model.heights.count, "\(context)")
    #expect(blocks.heights == model.heights, "\(context)")
    #expect(blocks.total == model.top(of: model.heights.count), "\(context)")
    var top: CGFloat = 0
    var tops: [CGFloat] = []
    var extentsMatch = true
    for (row, height) in model.heights.enumerated() {
        let extent = blocks.extent(of: row)
        let sameExtent = extent.top == top && extent.height == height
        extentsMatch = extentsMatch && sameExtent && blocks.top(of: row) == top && blocks.height(of: row) == height
        tops.append(top)
        top += height
    }
    #expect(extentsMatch, "\(context)")
    #expect(blocks.top(of: model.heights.count) == top, "\(context)")
    // Offsets at rows' tops (every row's in small sections, else every seventh), just inside and above them, and
    // outside the rows.
    var offsets: [CGFloat] = [-1, -0.25, 0, top, top + 1, .infinity]
    for value in tops.count > 300 ? stride(from: 0, to: tops.count, by: 7).map({ tops[$0] }) : tops {
        offsets += [value, value + 0.125, max(0, value - 0.125)]
    }
    let wrong = offsets.filter { blocks.firstRow(endingAfter: $0) != model.firstRow(endingAfter: $0) }
    #expect(wrong.isEmpty, "\(context): firstRow(endingAfter:) differs at \(wrong.prefix(5))")
}

@Suite("RowHeightBlocks: a section's row heights, edited in place", .timeLimit(.minutes(10)))
struct RowHeightBlocksTests {
    @Test("Built from heights, it answers as an array summed from the top", arguments: [0, 1, 63, 64, 65, 130, 1_000])
    func builtFromHeights(count: Int) {
        var rng = TableFuzzGenerator(seed: UInt64(count) &+ 3)
        let model = NaiveHeights(heights: (0..<count).map { _ in randomHeight(using: &rng) })
        expectSame(RowHeightBlocks(heights: model.heights), model, "count \(count)")
    }

    @Test("Built with one height, it answers as that many equal rows", arguments: [0, 1, 64, 200, 1_001])
    func builtRepeating(count: Int) {
        let model = NaiveHeights(heights: Array(repeating: 44.25, count: count))
        expectSame(RowHeightBlocks(repeating: 44.25, count: count), model, "count \(count)")
    }

    @Test(
        "Random batches of removes, inserts and new heights agree with the naive model",
        arguments: [(1, 0), (2, 5), (3, 90), (4, 700), (5, 3_000)] as [(UInt64, Int)])
    func randomBatches(seed: UInt64, count: Int) {
        var rng = TableFuzzGenerator(seed: seed)
        var model = NaiveHeights(heights: (0..<count).map { _ in randomHeight(using: &rng) })
        var blocks = RowHeightBlocks(heights: model.heights)
        for round in 0..<60 {
            let context = "seed \(seed) round \(round)"
            let size = model.heights.count
            // Up to a tenth of the rows leave (all of them now and then), and up to as many plus a few arrive.
            let leaving = round % 17 == 16 ? size : Int.random(in: 0...max(1, size / 10), using: &rng)
            let removed = Array((0..<size).shuffled(using: &rng).prefix(leaving)).sorted()
            let after = size - removed.count + Int.random(in: 0...(leaving + 200), using: &rng)
            let places = Array((0..<after).shuffled(using: &rng).prefix(after - (size - removed.count))).sorted()
            let inserted = places.map { (row: $0, height: randomHeight(using: &rng)) }
            model.update(removing: removed, inserting: inserted)
            blocks.update(removing: removed, inserting: inserted)
            for _ in 0..<Int.random(in: 0...5, using: &rng) where !model.heights.isEmpty {
                let row = Int.random(in: 0..<model.heights.count, using: &rng)
                let height = randomHeight(using: &rng)
                let delta = blocks.setHeight(height, of: row)
                #expect(delta == height - model.heights[row], "\(context)")
                model.heights[row] = height
            }
            expectSame(blocks, model, context)
        }
    }

    @Test("Inserts at the end and at the front split blocks; removing most rows joins them")
    func growingAndShrinking() {
        var model = NaiveHeights(heights: [])
        var blocks = RowHeightBlocks(heights: [])
        for step in 0..<10 {
            let count = model.heights.count
            let inserted = (0..<300).map { (row: $0 % 2 == 0 ? count + $0 : $0, height: CGFloat($0 % 7) + 0.5) }
                .sorted { $0.row < $1.row }
            model.update(removing: [], inserting: inserted)
            blocks.update(removing: [], inserting: inserted)
            expectSame(blocks, model, "grow \(step)")
        }
        while model.heights.count > 10 {
            let removed = Array(stride(from: 0, to: model.heights.count, by: 2))
            model.update(removing: removed, inserting: [])
            blocks.update(removing: removed, inserting: [])
            expectSame(blocks, model, "shrink to \(model.heights.count)")
        }
    }

    @Test("Heights off the pixel grid are rounded to it by less than a millionth of a point")
    func offGridHeights() {
        let heights: [CGFloat] = [33.3, 0.1, 20 + 1.0 / 3, 1e-9]
        let blocks = RowHeightBlocks(heights: heights)
        for (row, height) in heights.enumerated() {
            #expect(abs(blocks.height(of: row) - height) < 1e-6)
        }
        #expect(abs(blocks.height(of: 2) - (blocks.top(of: 3) - blocks.top(of: 2))) < 1e-9)
        #expect(abs(blocks.total - heights.reduce(0, +)) < 1e-5)
    }
}
#endif
