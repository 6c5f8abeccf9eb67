import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Rows a view model deletes: each row's `onDelete` removes its id, and the view model applies the rest.
@MainActor
final class DeletableIDs {
    private(set) var ids: [Int]
    private(set) var deleted: [Int] = []
    private(set) var selected: [Int] = []
    var apply: (ListSnapshot) -> Void = { _ in }

    /// The kind of view the rows are for.
    let cell: CellKind

    enum CellKind { case table, collection }

    init(_ ids: [Int], cell: CellKind) {
        self.ids = ids
        self.cell = cell
    }

    func delete(_ model: TestItem) {
        deleted.append(model.id)
        ids.removeAll { $0 == model.id }
        apply(snapshot())
    }

    /// Rows that open (onSelect) and can be deleted; `id` 99, if present, can do neither.
    func snapshot() -> ListSnapshot {
        ListSnapshot {
            Section(0) {
                for id in ids {
                    switch (cell, id == 99) {
                    case (.table, false): item(id).onSelect { self.selected.append($0.id) }.onDelete { self.delete($0) }
                    case (.table, true): item(id)
                    case (.collection, false):
                        Row<ItemCollectionCell>(TestItem(id: id)).onSelect { self.selected.append($0.id) }
                            .onDelete { self.delete($0) }
                    case (.collection, true): Row<ItemCollectionCell>(TestItem(id: id))
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Editing mode and multiple selection on both adapters", .timeLimit(.minutes(10)))
struct EditingAdapterTests {
    init() { failOnInconsistency() }

    @Test("setEditing reaches the table and its cells, and back")
    func tableEditing() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(ListSnapshot { Section(0) { for id in 1...3 { item(id).onDelete { _ in } } } })
        table.layoutIfNeeded()
        #expect(!adapter.isEditing)
        adapter.setEditing(true, animated: false)
        #expect(adapter.isEditing && table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        adapter.setEditing(false, animated: true)
        #expect(!adapter.isEditing && !table.isEditing)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test("setEditing reaches the collection view and its cells' configuration state, and back")
    func collectionEditing() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(
            ListSnapshot { Section(0) { for id in 1...3 { Row<ItemCollectionCell>(TestItem(id: id)) } } })
        view.layoutIfNeeded()
        adapter.setEditing(true, animated: true)
        #expect(adapter.isEditing && view.isEditing)
        #expect(!view.visibleCells.isEmpty)
        #expect(view.visibleCells.allSatisfy { $0.configurationState.isEditing })
        adapter.setEditing(false, animated: true)
        #expect(!adapter.isEditing && !view.isEditing)
        #expect(view.visibleCells.allSatisfy { !$0.configurationState.isEditing })
    }

    @Test("In editing mode a collection view's taps pick items, read back as models, without running onSelect")
    func collectionPicksWhileEditing() async throws {
        let view = makeGridView()
        view.allowsMultipleSelectionDuringEditing = true
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = DeletableIDs([1, 2, 3, 99], cell: .collection)
        var changes: [[Int]] = []
        adapter.onSelectionChange = { rows in changes.append(rows.compactMap { $0.model(as: TestItem.self)?.id }) }
        await adapter.apply(model.snapshot())
        view.layoutIfNeeded()
        // Out of editing mode a tap opens the item.
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(model.selected == [2])
        #expect(adapter.selectedRows.isEmpty)

        adapter.setEditing(true, animated: false)
        view.simulateTap(at: IndexPath(item: 2, section: 0))
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        view.simulateTap(at: IndexPath(item: 3, section: 0))  // neither selectable nor deletable
        #expect(model.selected == [2])
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [1, 3])
        #expect(changes == [[3], [1, 3]])
    }

    @Test("deleteSelectedRows runs each picked row's onDelete once, and the view model's apply removes them")
    func deleteSelectedInCollection() async throws {
        let view = makeGridView()
        view.allowsMultipleSelectionDuringEditing = true
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = DeletableIDs([1, 2, 3, 4], cell: .collection)
        model.apply = { adapter.apply($0) }
        await adapter.apply(model.snapshot())
        adapter.setEditing(true, animated: false)
        view.layoutIfNeeded()
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        view.simulateTap(at: IndexPath(item: 3, section: 0))
        let deleted = adapter.deleteSelectedRows()
        #expect(deleted.compactMap { $0.model(as: TestItem.self)?.id } == [2, 4])
        #expect(model.deleted == [2, 4])
        await adapter.settled()
        #expect(shownIDs(view) == [[1, 3]])
        #expect(adapter.selectedRows.isEmpty)
        #expect(adapter.deleteSelectedRows().isEmpty)
    }

    @Test("A table picks rows in editing mode too, and deletes the picked ones")
    func deleteSelectedInTable() async throws {
        let table = makeTable()
        table.allowsMultipleSelectionDuringEditing = true
        let adapter = TableViewAdapter(tableView: table)
        let model = DeletableIDs([1, 2, 3, 99], cell: .table)
        model.apply = { adapter.apply($0) }
        await adapter.apply(model.snapshot())
        adapter.setEditing(true, animated: false)
        table.layoutIfNeeded()
        for row in [0, 2, 3] { table.simulateTap(at: IndexPath(row: row, section: 0)) }
        #expect(model.selected.isEmpty)
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [1, 3])
        adapter.deleteSelectedRows()
        await adapter.settled()
        #expect(model.ids == [2, 99])
        expectShows(table, model.snapshot())
    }

    @Test("Leaving editing mode drops the picked rows and tells onSelectionChange")
    func leavingEditingClearsSelection() async throws {
        let view = makeGridView()
        view.allowsMultipleSelectionDuringEditing = true
        let adapter = CollectionViewAdapter(collectionView: view)
        let model = DeletableIDs([1, 2], cell: .collection)
        var changes: [[Int]] = []
        adapter.onSelectionChange = { rows in changes.append(rows.compactMap { $0.model(as: TestItem.self)?.id }) }
        await adapter.apply(model.snapshot())
        adapter.setEditing(true, animated: false)
        view.layoutIfNeeded()
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        adapter.setEditing(false, animated: false)
        #expect(adapter.selectedRows.isEmpty)
        #expect(changes == [[1], []])
        // Setting the same mode again changes nothing.
        adapter.setEditing(false, animated: false)
        #expect(changes.count == 2)
    }
}
