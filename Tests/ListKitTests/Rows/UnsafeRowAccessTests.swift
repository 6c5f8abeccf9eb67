import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Random snapshots of runs and single rows, of two cell types, with duplicates.
private func randomSnapshots(seed: UInt64, count: Int) -> [ListSnapshot] {
    var source = RandomSnapshots(seed: seed)
    var snapshots = [source.snapshot(maxSections: 6, maxRows: 12)]
    for _ in 1..<count { snapshots.append(source.edit(snapshots[snapshots.count - 1])) }
    return snapshots
}

/// The typed model of a row of the test cells.
private func item(_ row: AnyRow) -> TestItem? {
    row.model(as: TestItem.self)
}

@Suite("The unchecked row access agrees with its checked twin", .timeLimit(.minutes(10)))
struct UnsafeRowAccessTests {
    @Test("Hashes and boxes read in place are each row's own, on random snapshots")
    func inPlaceReadsAgree() {
        for snapshot in randomSnapshots(seed: 0x2901, count: 40) {
            for section in snapshot.sections {
                var fast: [UInt64] = []
                var checked: [UInt64] = []
                section.rows.forEachKeyHash { fast.append($0) }
                section.rows.checkedForEachKeyHash { checked.append($0) }
                #expect(fast == checked)
                for index in section.rows.indices {
                    let (box, boxIndex) = section.rows.unretainedBox(at: index)
                    let (checkedBox, checkedIndex) = section.rows.checkedBox(at: index)
                    #expect(box.takeUnretainedValue() === checkedBox && boxIndex == checkedIndex)
                }
            }
        }
    }

    @Test("Comparisons of random pairs of rows agree with the models' own ids and equality, through both box accesses")
    func comparisonsAgree() {
        let snapshots = randomSnapshots(seed: 0x2902, count: 30)
        var generator = SplitMix64(seed: 0x2902)
        var compared = 0
        for (old, new) in zip(snapshots, snapshots.dropFirst()) {
            let oldRows = old.sections.flatMap(\.rows)
            let newRows = new.sections.flatMap(\.rows)
            guard !oldRows.isEmpty, !newRows.isEmpty else { continue }
            for _ in 0..<200 {
                let lhs = newRows[Int.random(in: 0..<newRows.count, using: &generator)]
                let rhs = oldRows[Int.random(in: 0..<oldRows.count, using: &generator)]
                let fast = withGuaranteedBoxes(Unmanaged.passUnretained(lhs.box), Unmanaged.passUnretained(rhs.box)) {
                    $0.comparison(at: lhs.index, with: $1, at: rhs.index)
                }
                let checked = checkedWithBoxes(Unmanaged.passUnretained(lhs.box), Unmanaged.passUnretained(rhs.box)) {
                    $0.comparison(at: lhs.index, with: $1, at: rhs.index)
                }
                // The plain answer: one cell type, `TestItem`s whose ids and contents are `==`.
                let sameType = ObjectIdentifier(lhs.cellType) == ObjectIdentifier(rhs.cellType)
                var plain: RowComparison = []
                if sameType, item(lhs)?.id == item(rhs)?.id { plain.insert(.identity) }
                if sameType, item(lhs) == item(rhs) { plain.insert(.content) }
                #expect(fast == checked)
                #expect(fast == plain, "\(lhs) and \(rhs)")
                #expect(lhs.box.hasSameIdentity(at: lhs.index, as: rhs.box, at: rhs.index) == plain.contains(.identity))
                compared += 1
            }
        }
        #expect(compared > 1000)
    }

    @Test("Ids of one type compare alike unchecked and checked, and ids of two types are never equal")
    func idsAgree() {
        var generator = SplitMix64(seed: 0x2903)
        let makers: [(inout SplitMix64) -> any Hashable & Sendable] = [
            { Int.random(in: 0..<4, using: &$0) }, { Int8.random(in: 0..<4, using: &$0) },
            { String(Int.random(in: 0..<4, using: &$0)) }, { Int.random(in: 0..<4, using: &$0) == 0 },
        ]
        for _ in 0..<2000 {
            let lhs = makers[Int.random(in: 0..<makers.count, using: &generator)](&generator)
            let rhs = makers[Int.random(in: 0..<makers.count, using: &generator)](&generator)
            let fast = idsOfOneTypeEqual(lhs, rhs)
            #expect(fast == checkedIDsOfOneTypeEqual(lhs, rhs))
            #expect(fast == (type(of: lhs) == type(of: rhs) ? AnyHashable(lhs) == AnyHashable(rhs) : nil))
        }
    }

    @Test("A run's models read by address compare as the models themselves")
    func addressesAgree() throws {
        var generator = SplitMix64(seed: 0x2904)
        let items = (0..<64).map { TestItem(id: $0 % 9, content: Int.random(in: 0..<3, using: &generator)) }
        let rows = Section(0) { Rows<TestTextCell>(items) }.rows
        let run = try #require(rows[0].box.checked(as: RowRun<TestTextCell, TestItem>.self))
        #expect(rows[0].box.unchecked(as: RowRun<TestTextCell, TestItem>.self) === run)
        #expect(rows[0].box.checked(as: RowRun<TestBadgeCell, TestItem>.self) == nil)
        for _ in 0..<500 {
            let lhs = Int.random(in: 0..<items.count, using: &generator)
            let rhs = Int.random(in: 0..<items.count, using: &generator)
            let wanted: RowComparison = [[.identity], [.content], [.identity, .content]][lhs % 3]
            #expect(
                run.compareAddresses(run.address(of: lhs), run.address(of: rhs), wanted)
                    == run.rule.compare(run.models[lhs], run.models[rhs], wanted))
        }
    }

    @Test("A row made on its own lies in its box, and compares by address with rows of runs as the models themselves")
    func singleRowAddressesAgree() throws {
        var generator = SplitMix64(seed: 0x2906)
        let items = (0..<24).map { TestItem(id: $0 % 7, content: Int.random(in: 0..<3, using: &generator)) }
        let alone = items.map { AnyRow(Row<TestTextCell>($0)) }
        let inRun = Section(0) { Rows<TestTextCell>(items) }.rows
        typealias Run = RowRun<TestTextCell, TestItem>
        let boxes = try (alone + inRun).map { row in (try #require(row.box.checked(as: Run.self)), row.index) }
        // A single row keeps no array of models: its model is the box's own, where the box's address points.
        let single = boxes[0].0
        #expect(single.models.isEmpty && single.model(at: 0) == items[0])
        #expect(single.address(of: 0) == withUnsafeMutablePointer(to: &single.first) { UnsafeRawPointer($0) })
        for _ in 0..<500 {
            let (lhs, lhsIndex) = boxes[Int.random(in: 0..<boxes.count, using: &generator)]
            let (rhs, rhsIndex) = boxes[Int.random(in: 0..<boxes.count, using: &generator)]
            let wanted: RowComparison = [[.identity], [.content], [.identity, .content]][lhsIndex % 3]
            #expect(
                lhs.compareAddresses(lhs.address(of: lhsIndex), rhs.address(of: rhsIndex), wanted)
                    == lhs.rule.compare(lhs.model(at: lhsIndex), rhs.model(at: rhsIndex), wanted))
            #expect(
                lhs.comparison(at: lhsIndex, with: rhs, at: rhsIndex).contains(.identity)
                    == (lhs.model(at: lhsIndex).id == rhs.model(at: rhsIndex).id))
        }
    }

    @Test("Pieces of rows join into the same rows unchecked and checked")
    func piecesAgree() {
        var generator = SplitMix64(seed: 0x2905)
        for _ in 0..<50 {
            let pieces = (0..<Int.random(in: 1..<5, using: &generator)).map { _ -> RowPiece in
                let items = (0..<Int.random(in: 0..<40, using: &generator)).map { TestItem(id: $0, content: 0) }
                if Bool.random(using: &generator) { return .rows(items.map { AnyRow(Row<TestBadgeCell>($0)) }) }
                return Rows<TestTextCell>(items).piece
            }
            let fast = RowPiece.rows(of: pieces)
            let checked = RowPiece.checkedRows(of: pieces)
            #expect(fast.count == checked.count)
            #expect(zip(fast, checked).allSatisfy { $0.isIdentical(to: $1) && $0.keyHash == $1.keyHash })
        }
    }

    @Test("Gathering parts by index gives what mapping gives")
    func gatheringAgrees() {
        let values = Array(0..<100)
        #expect(gather(count: values.count) { values[$0] * 2 } == values.map { $0 * 2 })
        #expect(gather(count: 0) { values[$0] }.isEmpty)
    }
}
