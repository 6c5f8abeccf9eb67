import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The ids of rows in sections, as a view model that owns the order keeps them: each row's `onMove` moves its model.
@MainActor
final class ReorderedIDs {
    private(set) var sections: [[Int]]
    private(set) var moves: [String] = []

    init(_ sections: [[Int]]) {
        self.sections = sections
    }

    /// What a row's `onMove` does: the model leaves its place and goes to `destination`.
    func move(_ model: TestItem, to destination: RowPath) {
        moves.append("\(model.id) to \(destination.section).\(destination.row)")
        for index in sections.indices { sections[index].removeAll { $0 == model.id } }
        sections[destination.section].insert(model.id, at: destination.row)
    }

    /// The rows of the ids in a collection view, each movable.
    func collectionSnapshot() -> ListSnapshot {
        ListSnapshot {
            for (index, ids) in sections.enumerated() {
                Section(index) {
                    for id in ids { Row<ItemCollectionCell>(TestItem(id: id)).onMove { self.move($0, to: $1) } }
                }
            }
        }
    }

    /// The rows of the ids in a table, each movable.
    func tableSnapshot() -> ListSnapshot {
        ListSnapshot {
            for (index, ids) in sections.enumerated() {
                Section(index) { for id in ids { item(id).onMove { self.move($0, to: $1) } } }
            }
        }
    }
}

/// The ids of the rows an adapter's snapshot has, by section.
@MainActor
func rowIDs(_ adapter: ListViewAdapter) -> [[Int]] {
    adapter.snapshot.sections.map { section in section.rows.compactMap { $0.model(as: TestItem.self)?.id } }
}

/// The ids the collection view's cells show, by section (every item is on screen in these tests).
@MainActor
func shownIDs(_ view: UICollectionView) -> [[Int]] {
    view.layoutIfNeeded()
    return (0..<view.numberOfSections).map { section in
        (0..<view.numberOfItems(inSection: section)).map { item in
            (view.cellForItem(at: IndexPath(item: item, section: section)) as? ItemCollectionCell)?.item?.id ?? -1
        }
    }
}

@MainActor
@Suite("Reordering items of a collection view", .timeLimit(.minutes(10)))
struct CollectionReorderTests {
    init() { failOnInconsistency() }

    @Test("An interactive move within and across sections reaches onMove with the model and its RowPath at once")
    func interactiveMoves() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = ReorderedIDs([[1, 2, 3], [4, 5]])
        await adapter.apply(model.collectionSnapshot())
        view.layoutIfNeeded()

        #expect(view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) != nil)
        #expect(model.moves == ["1 to 0.2"])
        #expect(rowIDs(adapter) == [[2, 3, 1], [4, 5]])

        #expect(view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)) != nil)
        #expect(model.moves == ["1 to 0.2", "2 to 1.1"])
        #expect(rowIDs(adapter) == [[3, 1], [4, 2, 5]])
        #expect(model.sections == rowIDs(adapter))
        #expect(shownIDs(view) == [[3, 1], [4, 2, 5]])
    }

    @Test("After a move, the view model's next snapshot is diffed from the moved state")
    func applyAfterMoveDiffsFromMovedState() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = ReorderedIDs([[1, 2, 3], [4, 5]])
        await adapter.apply(model.collectionSnapshot())
        var reports: [ListUpdateReport] = []
        adapter.onUpdate = { reports.append($0) }
        view.layoutIfNeeded()
        view.simulateMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
        // The view model's snapshot of the moved order changes nothing on screen.
        await adapter.apply(model.collectionSnapshot())
        let unchanged = try #require(reports.last)
        #expect(unchanged.changeCount == 0)
        // A later change is one delete, not a move back.
        await adapter.apply(
            ListSnapshot {
                Section(0) { for id in [1, 2] { Row<ItemCollectionCell>(TestItem(id: id)) } }
                Section(1) { for id in [3, 4] { Row<ItemCollectionCell>(TestItem(id: id)) } }
            })
        let deleted = try #require(reports.last)
        #expect(deleted.rowDeletes == 1)
        #expect(deleted.rowMoves == 0)
        #expect(shownIDs(view) == [[1, 2], [3, 4]])
    }

    @Test("Only items whose rows have onMove can move")
    func onlyMovableItemsMove() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<ItemCollectionCell>(TestItem(id: 1))
                    Row<ItemCollectionCell>(TestItem(id: 2)).onMove { _, _ in }
                }
            })
        view.layoutIfNeeded()
        #expect(!adapter.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(adapter.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        #expect(!adapter.collectionView(view, canMoveItemAt: IndexPath(item: 7, section: 3)))
        #expect(view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)) == nil)
        #expect(rowIDs(adapter) == [[1, 2]])
    }

    @Test("With reordersByDragAndDrop, a drag and drop moves an item within and across sections")
    func dragAndDropMoves() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = ReorderedIDs([[1, 2, 3], [4, 5]])
        await adapter.apply(model.collectionSnapshot())
        #expect(!adapter.reordersByDragAndDrop)
        #expect(!view.simulateDragAndDrop(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))

        adapter.reordersByDragAndDrop = true
        #expect(adapter.reordersByDragAndDrop)
        #expect(view.dragInteractionEnabled)
        #expect(view.simulateDragAndDrop(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(model.moves == ["1 to 0.2"])
        #expect(rowIDs(adapter) == [[2, 3, 1], [4, 5]])
        // One past the last item of a section appends to it.
        #expect(view.simulateDragAndDrop(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 1)))
        #expect(model.moves == ["1 to 0.2", "3 to 1.2"])
        #expect(rowIDs(adapter) == [[2, 1], [4, 5, 3]])
        #expect(shownIDs(view) == [[2, 1], [4, 5, 3]])
        await adapter.apply(model.collectionSnapshot())
        #expect(shownIDs(view) == [[2, 1], [4, 5, 3]])

        adapter.reordersByDragAndDrop = false
        #expect(view.dragDelegate == nil && view.dropDelegate == nil && !view.dragInteractionEnabled)
    }

    @Test("A drag of an item without onMove does not start, and nothing moves")
    func dragOfUnmovableItem() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.reordersByDragAndDrop = true
        await adapter.apply(
            ListSnapshot { Section(0) { for id in 1...3 { Row<ItemCollectionCell>(TestItem(id: id)) } } })
        #expect(!view.simulateDragAndDrop(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(rowIDs(adapter) == [[1, 2, 3]])
    }
}
