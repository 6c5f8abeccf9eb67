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
@Suite("Adapters: which rows can be selected, and selections of several rows", .timeLimit(.minutes(10)))
struct SelectionAdapterTests {
    init() { failOnInconsistency() }

    private let first = IndexPath(row: 0, section: 0)
    private let second = IndexPath(row: 1, section: 0)
    private let third = IndexPath(row: 2, section: 0)

    @Test("Only rows with a handler or .selectable() light up and select; .selectable(false) keeps a handler quiet")
    func selectableRows() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.keepsSelection = true
        var tapped: [Int] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1)
                    item(2).onSelect { tapped.append($0.id) }
                    item(3).selectable()
                    item(4).onSelect { tapped.append($0.id) }.selectable(false)
                }
            })
        table.layoutIfNeeded()
        let paths = (0..<4).map { IndexPath(row: $0, section: 0) }
        #expect(paths.map { adapter.tableView(table, shouldHighlightRowAt: $0) } == [false, true, true, false])
        for path in paths {
            table.simulateTap(at: path)
            #expect((table.indexPathsForSelectedRows ?? []).contains(path) == [1, 2].contains(path.row))
        }
        #expect(tapped == [2])
        // Out of the snapshot: never selectable.
        #expect(!adapter.tableView(table, shouldHighlightRowAt: IndexPath(row: 9, section: 0)))
        #expect(adapter.tableView(table, willSelectRowAt: IndexPath(row: 9, section: 0)) == nil)
    }

    @Test("With multiple selection, taps keep rows selected; selectedRows and selectedModels read them in order")
    func multipleSelection() async {
        let table = makeTable()
        table.allowsMultipleSelection = true
        let adapter = TableViewAdapter(tableView: table)
        var changes: [[Int]] = []
        adapter.onSelectionChange = { rows in changes.append(rows.compactMap { $0.model(as: TestItem.self)?.id }) }
        await adapter.apply(ListSnapshot { Section(0) { for id in 1...4 { item(id).selectable() } } })
        table.layoutIfNeeded()
        table.simulateTap(at: third)
        table.simulateTap(at: first)
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [1, 3])
        #expect(adapter.selectedRows.count == 2)
        table.simulateTap(at: third)  // a second tap deselects
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [1])
        #expect(changes == [[3], [1, 3], [1]])
        // Models of another type are left out.
        #expect(adapter.selectedModels(String.self).isEmpty)
    }

    @Test("In editing mode with multiple selection, picked rows stay selected and are read back after an apply")
    func editingSelection() async {
        let table = makeTable()
        table.allowsMultipleSelectionDuringEditing = true
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(ListSnapshot { Section(0) { for id in 1...3 { item(id).selectable() } } })
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)
        table.simulateTap(at: second)
        table.simulateTap(at: third)
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [2, 3])
        // A row inserted above moves the selection with its rows, as UIKit does.
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(0).selectable(); for id in 1...3 { item(id).selectable() }
                }
            })
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [2, 3])
    }

    @Test("Without multiple selection or keepsSelection, a tapped row is deselected after its handler")
    func singleSelectionDeselects() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var changes = 0
        adapter.onSelectionChange = { _ in changes += 1 }
        var tapped: [Int] = []
        await adapter.apply(ListSnapshot { Section(0) { item(1).onSelect { tapped.append($0.id) } } })
        table.layoutIfNeeded()
        table.simulateTap(at: first)
        #expect(tapped == [1])
        #expect(adapter.selectedRows.isEmpty)
        #expect(changes == 0)
    }

    @Test("Collection view: only selectable items select; with multiple selection the adapter reads them back")
    func collectionSelection() async {
        let view = makeGridView()
        view.allowsMultipleSelection = true
        let adapter = CollectionViewAdapter(collectionView: view)
        var changes: [[Int]] = []
        adapter.onSelectionChange = { rows in changes.append(rows.compactMap { $0.model(as: TestItem.self)?.id }) }
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<PickCollectionCell>(TestItem(id: 1))
                    Row<PickCollectionCell>(TestItem(id: 2)).selectable()
                    Row<PickCollectionCell>(TestItem(id: 3)).onSelect { _ in }
                }
            })
        view.layoutIfNeeded()
        let items = (0..<3).map { IndexPath(item: $0, section: 0) }
        #expect(items.map { adapter.collectionView(view, shouldHighlightItemAt: $0) } == [false, true, true])
        for path in items { view.simulateTap(at: path) }
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [2, 3])
        view.simulateTap(at: items[1])
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [3])
        #expect(changes == [[2], [2, 3], [3]])
    }
}
