import ListKit
import ListKitTestSupport
import Testing

@Suite("RowsBuilder", .timeLimit(.minutes(10)))
struct RowsBuilderTests {
    private func ids(_ section: Section) -> [Int] {
        section.rows.compactMap { $0.model(as: TestItem.self)?.id }
    }

    @Test("Statements, loops, arrays and conditions give their rows in the order written")
    func rowsComeInOrder() {
        let flag = Bool.random()
        let section = Section(0) {
            Row<TestTextCell>(TestItem(id: 1))
            AnyRow(Row<TestBadgeCell>(TestItem(id: 2)))
            for id in 3...5 { Row<TestTextCell>(TestItem(id: id)) }
            [Row<TestTextCell>(TestItem(id: 6)), Row<TestTextCell>(TestItem(id: 7))]
            [AnyRow(Row<TestTextCell>(TestItem(id: 8)))]
            if flag { Row<TestTextCell>(TestItem(id: 9)) } else { Row<TestTextCell>(TestItem(id: 10)) }
            if !flag { Row<TestTextCell>(TestItem(id: 11)) }
            if #available(macOS 10.15, iOS 13, *) { Row<TestTextCell>(TestItem(id: 12)) }
        }
        #expect(ids(section) == [1, 2, 3, 4, 5, 6, 7, 8, flag ? 9 : 10] + (flag ? [] : [11]) + [12])
    }

    @Test("Empty blocks, empty loops and false conditions give no rows")
    func emptyPartsGiveNothing() {
        let none: [Int] = []
        #expect(Section(0) {}.rows.isEmpty)
        #expect(Section(0) { for id in none { Row<TestTextCell>(TestItem(id: id)) } }.rows.isEmpty)
        #expect(ids(Section(0) { if none.isEmpty { Row<TestTextCell>(TestItem(id: 1)) } }) == [1])
        #expect(Section(0) { if !none.isEmpty { Row<TestTextCell>(TestItem(id: 1)) } }.rows.isEmpty)
    }

    @Test("A loop of a hundred thousand rows gives every row once, in order")
    func largeLoop() {
        let section = Section(0) { for id in 0..<100_000 { Row<TestTextCell>(TestItem(id: id)) } }
        #expect(ids(section) == Array(0..<100_000))
    }

    @Test("Runs, arrays and single rows joined in any order keep their rows and their order")
    func joinsKeepEveryRow() {
        let flag = Bool.random()
        func text(_ id: Int) -> Row<TestTextCell> { Row<TestTextCell>(TestItem(id: id)) }
        let section = Section(0) {
            for id in 1...3 { text(id) }
            AnyRow(text(4))
            for id in 5...6 { text(id) }
            for id in 7...8 { text(id) }
            text(9)
            text(10)
            [text(11), text(12)]
            for id in 13...15 { AnyRow(Row<TestBadgeCell>(TestItem(id: id))) }
            for id in 16...21 {
                if id.isMultiple(of: 2) { text(id) }
            }
            for id in [22, 24] {
                text(id)
                text(id + 1)
            }
            for start in [26, 29] {
                for id in start..<start + 3 { text(id) }
            }
            if flag { for id in 32...33 { text(id) } } else { [text(32), text(33)] }
            text(34)
        }
        let expected = Array(1...15) + [16, 18, 20] + Array(22...34)
        #expect(ids(section) == expected)
        // Each row is the row its model makes on its own: same identity, same hash, same cell type.
        for (row, id) in zip(section.rows, expected) {
            let alone =
                (13...15).contains(id)
                ? AnyRow(Row<TestBadgeCell>(TestItem(id: id))) : AnyRow(text(id))
            #expect(row.keyHash == alone.keyHash)
            #expect(row.id == alone.id)
            #expect(ObjectIdentifier(row.cellType) == ObjectIdentifier(alone.cellType))
        }
    }

    @Test("A loop whose body is an if gives the rows of the iterations that have one, in order")
    func loopOfConditions() {
        let section = Section(0) {
            for id in 0..<1_000 {
                if id.isMultiple(of: 3) {
                    Row<TestTextCell>(TestItem(id: id))
                } else if id.isMultiple(of: 5) {
                    AnyRow(Row<TestBadgeCell>(TestItem(id: id)))
                }
            }
        }
        #expect(ids(section) == (0..<1_000).filter { $0.isMultiple(of: 3) || $0.isMultiple(of: 5) })
    }
}
