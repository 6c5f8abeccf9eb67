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
@Suite("Context menus per row", .timeLimit(.minutes(10)))
struct ContextMenuAdapterTests {
    init() { failOnInconsistency() }

    /// A menu of two actions that record which item they act on.
    private func menu(for item: TestItem, log: @escaping @MainActor (String) -> Void) -> UIMenu {
        UIMenu(
            title: "Item \(item.id)",
            children: [
                UIAction(title: "Copy") { _ in log("copy \(item.id)") },
                UIAction(title: "Delete", attributes: .destructive) { _ in log("delete \(item.id)") },
            ])
    }

    @Test("A long press on a row shows the menu made from its model; its action runs; a row without one shows none")
    func tableMenus() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var log: [String] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).contextMenu { [self] in menu(for: $0) { log.append($0) } }
                    item(2)
                }
            })
        table.layoutIfNeeded()
        let shown = try #require(table.simulateLongPress(at: IndexPath(row: 0, section: 0)))
        #expect(shown.title == "Item 1")
        #expect(shown.children.map(\.title) == ["Copy", "Delete"])
        #expect(table.simulateTapContextMenuAction(titled: "Delete"))
        #expect(log == ["delete 1"])
        #expect(table.simulateLongPress(at: IndexPath(row: 1, section: 0)) == nil)
    }

    @Test("The newest snapshot's menu and model make the menu, though the row was not reconfigured")
    func newestMenu() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        func snapshot(_ title: String) -> ListSnapshot {
            ListSnapshot { Section(0) { item(1).contextMenu { _ in UIMenu(title: title, children: []) } } }
        }
        await adapter.apply(snapshot("first"))
        await adapter.apply(snapshot("second"))
        table.layoutIfNeeded()
        #expect(table.simulateLongPress(at: IndexPath(row: 0, section: 0))?.title == "second")
        // A provider that gives no menu now shows nothing.
        await adapter.apply(ListSnapshot { Section(0) { item(1).contextMenu { _ in nil } } })
        #expect(table.simulateLongPress(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test("Collection view items show their rows' menus too")
    func collectionMenus() async throws {
        let view = makeGridView(height: 300)
        let adapter = CollectionViewAdapter(collectionView: view)
        var log: [String] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    for id in 1...3 {
                        Row<PickCollectionCell>(TestItem(id: id)).contextMenu { [self] in
                            menu(for: $0) { log.append($0) }
                        }
                    }
                }
            })
        view.layoutIfNeeded()
        #expect(view.simulateLongPress(at: IndexPath(item: 2, section: 0))?.title == "Item 3")
        #expect(view.simulateTapContextMenuAction(titled: "Copy"))
        #expect(log == ["copy 3"])
    }
}
