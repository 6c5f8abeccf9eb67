import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Items `ids` in one section, as `ItemCell` rows for a table or `ItemCollectionCell` rows for a collection view.
private func items(_ ids: [Int], collection: Bool = false) -> ListSnapshot {
    ListSnapshot {
        Section(0) {
            for id in ids {
                if collection {
                    AnyRow(Row<ItemCollectionCell>(TestItem(id: id)))
                } else {
                    AnyRow(item(id))
                }
            }
        }
    }
}

@MainActor
@Suite("Rows found, scrolled to, selected and reconfigured by identity", .timeLimit(.minutes(10)))
struct RowLookupAdapterTests {
    init() { failOnInconsistency() }

    @Test("A table adapter finds rows by id, follows them across moves between sections, and answers nil for others")
    func tableLookupsFollowMoves() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(items(Array(0..<30)))
        #expect(adapter.indexPath(forRowWithID: 7) == IndexPath(row: 7, section: 0))
        #expect(adapter.row(withID: 7)?.model(as: TestItem.self)?.id == 7)

        await adapter.apply(
            ListSnapshot {
                Section("a") { for id in (10..<30).reversed() { item(id) } }
                Section("b") { for id in 0..<10 { item(id) } }
            })
        #expect(adapter.indexPath(forRowWithID: 7) == IndexPath(row: 7, section: 1))
        #expect(adapter.indexPath(forRowWithID: 29) == IndexPath(row: 0, section: 0))
        #expect(adapter.row(withID: 12)?.model(as: TestItem.self)?.id == 12)
        for id in 0..<30 {
            let indexPath = adapter.indexPath(forRowWithID: id)
            #expect(indexPath.flatMap { adapter.row(at: $0)?.model(as: TestItem.self)?.id } == id)
        }

        #expect(adapter.indexPath(forRowWithID: 999) == nil)
        #expect(adapter.indexPath(forRowWithID: "7") == nil)
        #expect(adapter.row(withID: 999) == nil)
        #expect(!adapter.scrollToRow(withID: 999, at: .top, animated: false))
        #expect(!adapter.selectRow(withID: 999))
        #expect(!adapter.deselectRow(withID: 999))
        #expect(!adapter.reconfigureRow(withID: 999))
        #expect(adapter.indexPath(forRowWithID: 7, cellType: BadgeCell.self) == nil)
    }

    @Test("A collection view adapter finds items by id after moves, and answers nil for an unknown id")
    func collectionLookupsFollowMoves() async {
        let (view, adapter) = makeListCollection()
        await adapter.apply(items(Array(0..<30), collection: true))
        #expect(adapter.indexPath(forRowWithID: 7) == IndexPath(item: 7, section: 0))

        await adapter.apply(items(Array((0..<30).reversed()), collection: true))
        #expect(adapter.indexPath(forRowWithID: 7) == IndexPath(item: 22, section: 0))
        #expect(adapter.row(withID: 0)?.model(as: TestItem.self)?.id == 0)
        #expect(adapter.indexPath(forRowWithID: 0) == IndexPath(item: 29, section: 0))
        #expect(adapter.indexPath(forRowWithID: -1) == nil)
        #expect(!adapter.scrollToRow(withID: -1, at: .bottom, animated: false))
        #expect(!adapter.reconfigureRow(withID: -1))
        #expect(view.contentOffset.y == 0)
    }

    @Test("Rows of two cell types that share an id: the first in list order answers by id, each type by id and type")
    func sharedIDAcrossCellTypes() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1)
                    Row<BadgeCell>(TestItem(id: 5))
                    item(5)
                }
            })
        #expect(adapter.indexPath(forRowWithID: 5) == IndexPath(row: 1, section: 0))
        #expect(adapter.indexPath(forRowWithID: 5, cellType: BadgeCell.self) == IndexPath(row: 1, section: 0))
        #expect(adapter.indexPath(forRowWithID: 5, cellType: ItemCell.self) == IndexPath(row: 2, section: 0))
        #expect(adapter.row(withID: 5, cellType: ItemCell.self)?.cellType == ItemCell.self)
        #expect(adapter.indexPath(forRowWithID: 1, cellType: BadgeCell.self) == nil)
        #expect(adapter.indexPath(forRowWithID: 5, cellType: DownloadCell.self) == nil)
    }

    @Test("Scrolling a table to a row by id puts it at the top, middle or bottom of the bounds less the insets")
    func tableScrollToID() async throws {
        let table = makeTable()
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        let adapter = TableViewAdapter(tableView: table)
        adapter.rowHeight = 44
        await adapter.apply(items(Array(0..<100)))
        let inset = table.adjustedContentInset

        #expect(adapter.scrollToRow(withID: 50, at: .top, animated: false))
        var frame = table.rectForRow(at: IndexPath(row: 50, section: 0))
        #expect(frame.minY == table.bounds.minY + inset.top)

        #expect(adapter.scrollToRow(withID: 60, at: .bottom, animated: false))
        frame = table.rectForRow(at: IndexPath(row: 60, section: 0))
        #expect(frame.maxY == table.bounds.maxY - inset.bottom)

        #expect(adapter.scrollToRow(withID: 30, at: .middle, animated: false))
        frame = table.rectForRow(at: IndexPath(row: 30, section: 0))
        #expect(frame.midY == table.bounds.minY + inset.top + (table.bounds.height - inset.top - inset.bottom) / 2)

        // Shown whole already: `.nearest` does not scroll.
        let offset = table.contentOffset
        #expect(adapter.scrollToRow(withID: 31, at: .nearest, animated: false))
        #expect(table.contentOffset == offset)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 30, section: 0)) as? ItemCell)
        #expect(cell.item?.id == 30)
    }

    @Test("Scrolling a collection view to an item by id puts it at the top or bottom of the bounds")
    func collectionScrollToID() async {
        let (view, adapter) = makeListCollection()
        await adapter.apply(items(Array(0..<100), collection: true))
        #expect(adapter.scrollToRow(withID: 50, at: .top, animated: false))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))?.frame.minY == view.bounds.minY)
        #expect(adapter.scrollToRow(withID: 70, at: .bottom, animated: false))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 70, section: 0))?.frame.maxY == view.bounds.maxY)
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 70, section: 0)))
    }

    @Test("Selecting rows by id shows them in selectedRows, without running onSelect; deselecting takes them out")
    func tableSelectByID() async {
        let table = makeTable()
        table.allowsMultipleSelection = true
        let adapter = TableViewAdapter(tableView: table)
        var selected: [Int] = []
        var changes = 0
        adapter.onSelectionChange = { _ in changes += 1 }
        await adapter.apply(
            ListSnapshot {
                Section(0) { for id in 0..<40 { item(id).onSelect { selected.append($0.id) } } }
            })
        #expect(adapter.selectRow(withID: 30, scrollPosition: .middle))
        #expect(adapter.selectRow(withID: 3))
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [3, 30])
        #expect(
            table.indexPathsForSelectedRows?.sorted() == [
                IndexPath(row: 3, section: 0), IndexPath(row: 30, section: 0),
            ])
        #expect(adapter.deselectRow(withID: 3))
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [30])
        #expect(selected.isEmpty)
        #expect(changes == 0)
    }

    @Test("Selecting an item by id in a collection view shows it in selectedRows, the previous one deselected")
    func collectionSelectByID() async {
        let (view, adapter) = makeListCollection()
        await adapter.apply(items(Array(0..<40), collection: true))
        #expect(adapter.selectRow(withID: 4))
        #expect(adapter.selectedRows.map(\.id) == [AnyHashable(4)])
        #expect(adapter.selectRow(withID: 25, scrollPosition: .top))
        #expect(adapter.selectedRows.map(\.id) == [AnyHashable(25)])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 25, section: 0))?.frame.minY == view.bounds.minY)
        #expect(adapter.deselectRow(withID: 25))
        #expect(adapter.selectedRows.isEmpty)
    }

    @Test("Reconfiguring a table row by id configures the same cell again, showing what its model's source says now")
    func tableReconfigureKeepsCell() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let board = ProgressBoard()
        await adapter.apply(
            ListSnapshot { Section(0) { for id in 0..<40 { Row<DownloadCell>(Download(id: id, board: board)) } } })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? DownloadCell)
        #expect(cell.shown == "2: 0%")

        board.percent[2] = 40
        #expect(adapter.reconfigureRow(withID: 2))
        let after = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? DownloadCell)
        #expect(after === cell)
        #expect(after.shown == "2: 40%")
        // Off screen: found, and shown with the new progress once it appears.
        board.percent[35] = 70
        #expect(adapter.reconfigureRow(withID: 35))
        adapter.scrollToRow(withID: 35, at: .bottom, animated: false)
        let far = try #require(table.cellForRow(at: IndexPath(row: 35, section: 0)) as? DownloadCell)
        #expect(far.shown == "35: 70%")
    }

    @Test("Reconfiguring a collection view item by id configures the same cell again with what is current")
    func collectionReconfigureKeepsCell() async throws {
        let (view, adapter) = makeListCollection()
        let board = ProgressBoard()
        await adapter.apply(
            ListSnapshot {
                Section(0) { for id in 0..<10 { Row<DownloadCollectionCell>(Download(id: id, board: board)) } }
            })
        let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)) as? DownloadCollectionCell)
        #expect(cell.shown == "4: 0%")
        board.percent[4] = 55
        #expect(adapter.reconfigureRow(withID: 4))
        let after = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)) as? DownloadCollectionCell)
        #expect(after === cell)
        #expect(after.shown == "4: 55%")
    }
}
