import ListKit
import ListKitTestSupport
import Testing

@Suite("RowsBuilder")
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
}
