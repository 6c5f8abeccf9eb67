import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A cell for any model type.
@MainActor
private final class ModelCell<Model>: ConfigurableCell {
    func configure(with model: Model) {}
}

/// Identified by its `id`, not compared.
private struct Identified: Identifiable, Sendable {
    var id: Int
    var content: Int
}

/// Identified by its `id` and compared with `==`.
private struct IdentifiedEquatable: Identifiable, Equatable, Sendable {
    var id: Int
    var content: Int
}

/// Its own identity.
private struct Hashed: Hashable, Sendable {
    var id: Int
}

/// Neither identified nor compared: rows are given their ids.
private struct Plain: Sendable {
    var key: Int
    var content: Int
}

/// Compared with `==`, given its id.
private struct PlainEquatable: Equatable, Sendable {
    var key: Int
    var content: Int
}

/// What handlers were called with, in order.
@MainActor
private final class Selections {
    var ids: [Int] = []
}

/// Checks that `collection`, the rows of `Rows`, are the rows of `loop`, the same models as a loop of `Row`s: the
/// same ids, hashes, cell types and models, each row the same identity as its twin and of the same content exactly
/// when the rule compares contents.
private func expectSameRows(
    _ collection: [AnyRow], _ loop: [AnyRow], compared: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(collection.count == loop.count, sourceLocation: sourceLocation)
    #expect(collection.allSatisfy { $0.box === collection.first?.box }, sourceLocation: sourceLocation)
    #expect(collection.map(\.index) == Array(collection.indices), sourceLocation: sourceLocation)
    for (row, twin) in zip(collection, loop) {
        #expect(row.id == twin.id, sourceLocation: sourceLocation)
        #expect(row.keyHash == twin.keyHash, sourceLocation: sourceLocation)
        #expect(ObjectIdentifier(row.cellType) == ObjectIdentifier(twin.cellType), sourceLocation: sourceLocation)
        #expect(row.box.hasSameIdentity(at: row.index, as: twin.box, at: twin.index), sourceLocation: sourceLocation)
        #expect(twin.box.hasSameIdentity(at: twin.index, as: row.box, at: row.index), sourceLocation: sourceLocation)
        #expect(row.isContentEqual(to: twin) == compared, sourceLocation: sourceLocation)
        #expect(row.isSelectable == false, sourceLocation: sourceLocation)
    }
    // The first row is not the second: identities are per row, not per run.
    if collection.count > 1 {
        #expect(!collection[0].box.hasSameIdentity(at: 0, as: loop[1].box, at: loop[1].index))
    }
}

@Suite("Rows: the rows of a collection of models in one statement", .timeLimit(.minutes(10)))
struct RowsTests {
    @Test("Each rule gives the rows a loop of Row gives: Identifiable, Equatable, Hashable, given ids")
    func rowsMatchLoops() {
        let numbers = Array(0..<40)
        let identified = numbers.map { Identified(id: $0, content: $0 * 3) }
        expectSameRows(
            Section(0) { Rows<ModelCell<Identified>>(identified) }.rows,
            Section(0) { for model in identified { Row<ModelCell<Identified>>(model) } }.rows,
            compared: false)
        let equatable = numbers.map { IdentifiedEquatable(id: $0, content: $0 * 3) }
        expectSameRows(
            Section(0) { Rows<ModelCell<IdentifiedEquatable>>(equatable) }.rows,
            Section(0) { for model in equatable { Row<ModelCell<IdentifiedEquatable>>(model) } }.rows,
            compared: true)
        let items = numbers.map { TestItem(id: $0, content: $0 * 3) }
        expectSameRows(
            Section(0) { Rows<TestTextCell>(items) }.rows,
            Section(0) { for item in items { Row<TestTextCell>(item) } }.rows,
            compared: true)
        let hashed = numbers.map { Hashed(id: $0) }
        expectSameRows(
            Section(0) { Rows<ModelCell<Hashed>>(hashed) }.rows,
            Section(0) { for model in hashed { Row<ModelCell<Hashed>>(model) } }.rows,
            compared: true)
        let plain = numbers.map { Plain(key: $0, content: $0 * 3) }
        expectSameRows(
            Section(0) { Rows<ModelCell<Plain>>(plain, id: \.key) }.rows,
            Section(0) { for model in plain { Row<ModelCell<Plain>>(model, id: model.key) } }.rows,
            compared: false)
        let plainEquatable = numbers.map { PlainEquatable(key: $0, content: $0 * 3) }
        expectSameRows(
            Section(0) { Rows<ModelCell<PlainEquatable>>(plainEquatable, id: \.key) }.rows,
            Section(0) { for model in plainEquatable { Row<ModelCell<PlainEquatable>>(model, id: model.key) } }.rows,
            compared: true)
    }

    @Test("A snapshot of Rows diffs against the same rows made in a loop as nothing changed, and finds real changes")
    @MainActor
    func diffAgainstLoops() throws {
        let items = (0..<500).map { TestItem(id: $0, content: $0) }
        let looped = ListSnapshot { Section(0) { for item in items { Row<TestTextCell>(item) } } }
        let collected = ListSnapshot { Section(0) { Rows<TestTextCell>(items) } }
        #expect(ListDiff(from: looped, to: collected).isEmpty)
        #expect(ListDiff(from: collected, to: looped).isEmpty)
        // Delete one, change one, move one, insert one.
        var edited = items
        edited.remove(at: 10)
        edited[20].content += 1
        edited.swapAt(30, 300)
        edited.insert(TestItem(id: 1_000, content: 0), at: 0)
        let next = ListSnapshot { Section(0) { Rows<TestTextCell>(edited) } }
        let diff = ListDiff(from: collected, to: next)
        let loopedNext = ListSnapshot { Section(0) { for item in edited { Row<TestTextCell>(item) } } }
        #expect(diff.stages.map(\.description) == ListDiff(from: looped, to: loopedNext).stages.map(\.description))
        #expect(!diff.isEmpty)
        try Replay.verify(diff, from: collected, to: next)
    }

    @Test("onSelect reaches every row with its own model, and makes the rows selectable")
    @MainActor
    func onSelectCallsWithTheModel() {
        let items = (0..<20).map { TestItem(id: $0, content: 0) }
        let selected = Selections()
        let rows = Section(0) {
            Rows<TestTextCell>(items).onSelect { selected.ids.append($0.id) }
        }.rows
        #expect(rows.allSatisfy { $0.isSelectable })
        rows[7].select()
        rows[19].select()
        rows[0].select()
        #expect(selected.ids == [7, 19, 0])
        let given = Section(0) { Rows<TestTextCell>(items, onSelect: { selected.ids.append(-$0.id) }) }.rows
        given[3].select()
        #expect(selected.ids.last == -3)
    }

    @Test("No models give no rows; slices and other sequences give their elements; Rows join other statements in order")
    func emptySlicesAndJoins() {
        let items = (0..<10).map { TestItem(id: $0, content: 0) }
        #expect(Section(0) { Rows<TestTextCell>([TestItem]()) }.rows.isEmpty)
        let ids = { (section: Section) in section.rows.compactMap { $0.model(as: TestItem.self)?.id } }
        #expect(ids(Section(0) { Rows<TestTextCell>(items[2..<5]) }) == [2, 3, 4])
        #expect(ids(Section(0) { Rows<TestTextCell>(items.lazy.filter { $0.id.isMultiple(of: 3) }) }) == [0, 3, 6, 9])
        let joined = Section(0) {
            Row<TestTextCell>(TestItem(id: 100, content: 0))
            Rows<TestTextCell>(items[0..<3])
            for item in items[3..<5] { Row<TestBadgeCell>(item) }
            Rows<TestBadgeCell>([TestItem]())
            Rows<TestTextCell>(items[5...])
            AnyRow(Row<TestTextCell>(TestItem(id: 101, content: 0)))
        }
        #expect(ids(joined) == [100] + Array(0..<10) + [101])
        #expect(ObjectIdentifier(joined.rows[4].cellType) == ObjectIdentifier(TestBadgeCell.self))
        // Loops of Rows: one run each.
        let sections = Section(0) {
            for start in stride(from: 0, to: 10, by: 5) { Rows<TestTextCell>(items[start..<start + 5]) }
        }
        #expect(ids(sections) == Array(0..<10))
        #expect(Set(sections.rows.map { ObjectIdentifier($0.box) }).count == 2)
    }
}
