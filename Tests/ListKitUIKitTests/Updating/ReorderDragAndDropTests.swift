import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Reordering table rows by drag and drop", .timeLimit(.minutes(10)))
struct TableDragAndDropReorderTests {
    init() { failOnInconsistency() }

    @Test("With reordersByDragAndDrop, a drag and drop moves a row across sections and tells onMove")
    func dragAndDropMovesRow() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let model = ReorderedIDs([[1, 2, 3], [4, 5]])
        await adapter.apply(model.tableSnapshot())
        adapter.reordersByDragAndDrop = true
        #expect(table.dragDelegate != nil && table.dragDelegate === table.dropDelegate && table.dragInteractionEnabled)
        table.layoutIfNeeded()
        #expect(table.simulateDragAndDrop(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)))
        #expect(model.moves == ["1 to 1.1"])
        #expect(rowIDs(adapter) == [[2, 3], [4, 1, 5]])
        expectShows(table, adapter.snapshot)
        // Dropped where it is: nothing moves, onMove is not called.
        table.simulateDragAndDrop(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(model.moves.count == 1)
        #expect(rowIDs(adapter) == [[2, 3], [4, 1, 5]])
        await adapter.apply(model.tableSnapshot())
        expectShows(table, model.tableSnapshot())
        adapter.reordersByDragAndDrop = false
        #expect(!table.dragInteractionEnabled && table.dragDelegate == nil)
    }
}

@MainActor
@Suite("The drag and drop delegate an adapter gives its view", .timeLimit(.minutes(10)))
struct ReorderDragAndDropDelegateTests {
    init() { failOnInconsistency() }

    @Test("A view's drag and drop delegates are one object, not the adapter, that goes away with the adapter")
    func delegatesAreOneObjectGoneWithAdapter() {
        let table = makeTable()
        let grid = makeGridView()
        weak var tableAdapter: TableViewAdapter?
        weak var gridAdapter: CollectionViewAdapter?
        weak var tableDelegate: (any UITableViewDragDelegate)?
        weak var gridDelegate: (any UICollectionViewDragDelegate)?
        do {
            let adapter = TableViewAdapter(tableView: table)
            let other = CollectionViewAdapter(collectionView: grid)
            adapter.reordersByDragAndDrop = true
            other.reordersByDragAndDrop = true
            #expect(table.dragDelegate != nil && table.dragDelegate === table.dropDelegate)
            #expect(grid.dragDelegate != nil && grid.dragDelegate === grid.dropDelegate)
            #expect(table.dragDelegate !== adapter && grid.dragDelegate !== other)
            #expect(table.dragDelegate !== grid.dragDelegate)
            // Turned off and on again, the view gets the same object back.
            let first = table.dragDelegate
            adapter.reordersByDragAndDrop = false
            #expect(table.dragDelegate == nil && !adapter.reordersByDragAndDrop)
            adapter.reordersByDragAndDrop = true
            #expect(table.dragDelegate === first && adapter.reordersByDragAndDrop)
            (tableAdapter, gridAdapter) = (adapter, other)
            (tableDelegate, gridDelegate) = (table.dragDelegate, grid.dragDelegate)
        }
        #expect(tableAdapter == nil && gridAdapter == nil)
        #expect(tableDelegate == nil && gridDelegate == nil)
        #expect(table.dragDelegate == nil && table.dropDelegate == nil)
        #expect(grid.dragDelegate == nil && grid.dropDelegate == nil)
    }

    @Test("Kept alive on its own, the delegate lets its adapter go, then starts no drag and moves nothing")
    func delegateReadsAdapterWeakly() async throws {
        let view = makeGridView()
        weak var weakAdapter: CollectionViewAdapter?
        var keptDrag: (any UICollectionViewDragDelegate)?
        var keptDrop: (any UICollectionViewDropDelegate)?
        var dragged: [UIDragItem] = []
        let source = IndexPath(item: 0, section: 0)
        do {
            let adapter = CollectionViewAdapter(collectionView: view)
            await adapter.apply(ReorderedIDs([[1, 2, 3]]).collectionSnapshot())
            adapter.reordersByDragAndDrop = true
            view.layoutIfNeeded()
            (keptDrag, keptDrop) = (view.dragDelegate, view.dropDelegate)
            let drag = try #require(keptDrag)
            dragged = drag.collectionView(view, itemsForBeginning: FixtureDragSession(items: []), at: source)
            #expect(dragged.count == 1)
            weakAdapter = adapter
        }
        #expect(weakAdapter == nil)
        let drag = try #require(keptDrag)
        let drop = try #require(keptDrop)
        #expect(drag.collectionView(view, itemsForBeginning: FixtureDragSession(items: []), at: source).isEmpty)
        // A drag item made before the adapter went still names this delegate, but a drop has no rows to move now.
        let session = FixtureDragSession(items: dragged)
        let proposal = drop.collectionView(view, dropSessionDidUpdate: session, withDestinationIndexPath: source)
        #expect(proposal.operation == .move)
        let coordinator = FixtureCollectionDropCoordinator(
            dragItem: dragged[0], from: source, to: IndexPath(item: 2, section: 0), proposal: proposal,
            session: session)
        drop.collectionView(view, performDropWith: coordinator)
        #expect(coordinator.droppedAt.isEmpty)
    }
}

@MainActor
@Suite("Drops a reordering collection adapter takes and refuses", .timeLimit(.minutes(10)))
struct CollectionReorderDropTests {
    init() { failOnInconsistency() }

    @Test("A drop past every item moves the item to the end of the last section")
    func dropPastEveryItemAppends() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = ReorderedIDs([[1, 2], [3]])
        await adapter.apply(model.collectionSnapshot())
        adapter.reordersByDragAndDrop = true
        view.layoutIfNeeded()
        let drag = try #require(view.dragDelegate)
        let drop = try #require(view.dropDelegate)
        let source = IndexPath(item: 0, section: 0)
        let items = drag.collectionView(view, itemsForBeginning: FixtureDragSession(items: []), at: source)
        let item = try #require(items.first)
        let session = FixtureDragSession(items: items)
        #expect(drop.collectionView(view, canHandle: session))
        let proposal = drop.collectionView(view, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
        #expect(proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath)
        let coordinator = FixtureCollectionDropCoordinator(
            dragItem: item, from: source, to: nil, proposal: proposal, session: session)
        drop.collectionView(view, performDropWith: coordinator)
        #expect(coordinator.droppedAt == [IndexPath(item: 1, section: 1)])
        #expect(model.moves == ["1 to 1.1"])
        #expect(shownIDs(view) == [[2], [3, 1]])
    }

    @Test("Drops of another app's items, or of a session that allows no move, are refused and move nothing")
    func foreignDropsAreRefused() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = ReorderedIDs([[1, 2, 3]])
        await adapter.apply(model.collectionSnapshot())
        adapter.reordersByDragAndDrop = true
        let drag = try #require(view.dragDelegate)
        let drop = try #require(view.dropDelegate)
        let foreign = FixtureDragSession(items: [UIDragItem(itemProvider: NSItemProvider())], isLocal: false)
        #expect(!drop.collectionView(view, canHandle: foreign))
        let refused = drop.collectionView(
            view, dropSessionDidUpdate: foreign, withDestinationIndexPath: IndexPath(item: 0, section: 0))
        #expect(refused.operation == .cancel)
        let source = IndexPath(item: 0, section: 0)
        let own = FixtureDragSession(
            items: drag.collectionView(view, itemsForBeginning: FixtureDragSession(items: []), at: source))
        own.allowsMoveOperation = false
        #expect(
            drop.collectionView(view, dropSessionDidUpdate: own, withDestinationIndexPath: nil).operation == .cancel)
        // Even when performed, a drop whose proposal does not move moves nothing.
        let coordinator = FixtureCollectionDropCoordinator(
            dragItem: own.items[0], from: source, to: IndexPath(item: 2, section: 0), proposal: refused, session: own)
        drop.collectionView(view, performDropWith: coordinator)
        #expect(coordinator.droppedAt.isEmpty)
        #expect(model.moves.isEmpty)
        #expect(rowIDs(adapter) == [[1, 2, 3]])
    }
}
