import ListKitTestSupport
import Testing

@testable import ListKit

/// Sections of the given sizes, rows numbered top to bottom; `badgeEvery` makes every such row a badge row (another
/// cell type, another box class).
private func sections(_ sizes: [Int], badgeEvery: Int = 3) -> [Section] {
    var next = 0
    return sizes.enumerated().map { index, size in
        Section(
            index,
            rows: (0..<size).map { _ in
                defer { next += 1 }
                return next % badgeEvery == 0 ? badge(next) : r(next)
            })
    }
}

@Suite("Rows read in place", .timeLimit(.minutes(10)))
struct FlatRowsTests {
    /// Empty sections first, in the middle, in a run, and last.
    let sizes = [0, 3, 0, 0, 1, 5, 0, 2, 0]

    @Test("Every flat index finds its section and row, whatever the hint")
    func sectionOfEveryIndex() {
        let sections = sections(sizes)
        let rows = FlatRows(sections)
        var expected: [RowPath] = []
        for (section, size) in sizes.enumerated() {
            for row in 0..<size { expected.append(RowPath(section: section, row: row)) }
        }
        #expect(rows.count == expected.count)
        for flat in 0..<rows.count {
            // Hints below, at, past the row's section, out of range, and at empty sections.
            for hint in -1...(sizes.count + 1) {
                #expect(rows.path(of: flat, hint: hint) == expected[flat], "flat \(flat), hint \(hint)")
            }
        }
    }

    @Test("Hashes are read in order, each row's own")
    func hashesInOrder() {
        let sections = sections(sizes)
        let rows = FlatRows(sections)
        var hashes: [UInt64] = []
        rows.forEachHash { hashes.append($0) }
        #expect(hashes == sections.flatMap(\.rows).map { UInt64(bitPattern: Int64($0.keyHash)) })
        #expect(rows.gathered() == hashes)
    }

    @Test("A cursor reads the box of any index, in any order")
    func cursorReadsBoxes() {
        let sections = sections(sizes)
        let rows = FlatRows(sections)
        let boxes = sections.flatMap(\.rows).map { ($0.box, $0.index) }
        var cursor = RowCursor(rows)
        var generator = SplitMix64(seed: 5)
        // In order, backwards, then at random: the cursor changes section each way.
        let order =
            Array(0..<rows.count) + Array((0..<rows.count).reversed())
            + (0..<50).map { _ in Int.random(in: 0..<rows.count, using: &generator) }
        for flat in order {
            let (box, index) = cursor.box(at: flat)
            #expect(box.takeUnretainedValue() === boxes[flat].0, "flat \(flat)")
            #expect(index == boxes[flat].1, "flat \(flat)")
        }
    }

    @Test("Rows of two cell types with one id are different rows; rows of one type compare by id")
    func identityByClassAndID() {
        let text = r(7).box
        let sameText = r(7).box
        let badgeSeven = badge(7).box
        #expect(ObjectIdentifier(text.kind) == ObjectIdentifier(sameText.kind))
        #expect(text.hasSameIdentity(at: 0, as: sameText, at: 0))
        #expect(ObjectIdentifier(text.kind) != ObjectIdentifier(badgeSeven.kind))
        #expect(!text.hasSameIdentity(at: 0, as: badgeSeven, at: 0))
        #expect(text.comparison(at: 0, with: badgeSeven, at: 0).isEmpty)
        #expect(!text.hasSameIdentity(at: 0, as: r(8).box, at: 0))
    }
}
