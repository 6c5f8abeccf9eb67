import ListKit
import ListKitTestSupport
import Testing

@Suite("The diff's row identities", .timeLimit(.minutes(10)))
struct RowIdentityDiffTests {
    @Test("Ids of different types are different identities, even where AnyHashable equates them")
    func idsOfDifferentTypesAreDifferentRows() throws {
        let old = ListSnapshot(sections: [Section(0, rows: [AnyRow(Row<TestTextCell>(TestItem(id: 1), id: Int8(5)))])])
        let new = ListSnapshot(sections: [Section(0, rows: [AnyRow(Row<TestTextCell>(TestItem(id: 1), id: 5))])])
        #expect(AnyHashable(Int8(5)) == AnyHashable(5))
        let diff = ListDiff(from: old, to: new)
        try #require(diff.stages.count == 1)
        #expect(diff.stages[0].deletedRows == [RowPath(section: 0, row: 0)])
        #expect(diff.stages[0].insertedRows == [RowPath(section: 0, row: 0)])
        // The same type and value is the same row.
        #expect(
            ListDiff(
                from: new,
                to: ListSnapshot(sections: [Section(0, rows: [AnyRow(Row<TestTextCell>(TestItem(id: 1), id: 5))])])
            ).isEmpty)
    }
}
