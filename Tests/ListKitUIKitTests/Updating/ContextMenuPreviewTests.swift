import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The view controller a row's context menu previews.
final class PreviewController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// What the providers of a row's menu and preview were asked for, in order.
@MainActor
final class ProviderLog {
    var entries: [String] = []

    /// Makes a preview of the model, and logs it.
    func preview(_ item: TestItem) -> UIViewController? {
        entries.append("preview \(item.id)")
        return PreviewController(id: item.id)
    }

    /// Makes a menu of the model titled `title`, or none when `title` is `nil`, and logs it.
    func menu(_ item: TestItem, title: String?) -> UIMenu? {
        entries.append("menu \(item.id)")
        return title.map { UIMenu(title: "\($0) \(item.id)", children: [UIAction(title: "Share") { _ in }]) }
    }
}

@MainActor
@Suite("Context menus with previews on both adapters", .timeLimit(.minutes(10)))
struct ContextMenuPreviewTests {
    init() { failOnInconsistency() }

    @Test("A collection view item answers its context menu with the preview made from its model")
    func collectionItemPreview() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let log = ProviderLog()
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<ItemCollectionCell>(TestItem(id: 1))
                    Row<ItemCollectionCell>(TestItem(id: 2))
                        .contextMenu(preview: { log.preview($0) }, menu: { log.menu($0, title: "Photo") })
                }
            })
        view.layoutIfNeeded()
        let item = IndexPath(item: 1, section: 0)
        #expect(adapter.collectionView(view, contextMenuConfigurationForItemsAt: [item], point: .zero) != nil)
        #expect(log.entries == ["menu 2"])
        #expect(view.simulateLongPress(at: item)?.title == "Photo 2")
        #expect(log.entries == ["menu 2", "menu 2", "preview 2"])
        #expect(view.simulateTapContextMenuAction(titled: "Share"))
        // An item without a menu answers none.
        let plain = IndexPath(item: 0, section: 0)
        #expect(view.simulateLongPress(at: plain) == nil)
        #expect(adapter.collectionView(view, contextMenuConfigurationForItemsAt: [plain], point: .zero) == nil)
    }

    @Test("A table row's preview is made from its model too; a preview without a menu still answers")
    func tableRowPreviewWithoutMenu() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let log = ProviderLog()
        await adapter.apply(
            ListSnapshot {
                Section(0) { item(7).contextMenu(preview: { log.preview($0) }, menu: { log.menu($0, title: nil) }) }
            })
        table.layoutIfNeeded()
        let row = IndexPath(row: 0, section: 0)
        #expect(adapter.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero) != nil)
        // The press shows the preview, made from the model, and no menu.
        #expect(table.simulateLongPress(at: row) == nil)
        #expect(log.entries == ["menu 7", "menu 7", "preview 7"])
        #expect(table.simulateDismissContextMenu())
    }

    @Test("A table row lifts the rounded part of its cell it asks for, and the menu goes back into it")
    func tableRowHighlight() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = makeTable()
        window.addSubview(table)
        let adapter = TableViewAdapter(tableView: table)
        let log = ProviderLog()
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).contextMenu { log.menu($0, title: "Plain") }
                    item(2).contextMenu(
                        highlight: .cell(insets: UIEdgeInsets(top: 2, left: 16, bottom: 2, right: 16), cornerRadius: 12)
                    ) { log.menu($0, title: "Card") }
                }
            })
        table.layoutIfNeeded()
        let row = IndexPath(row: 1, section: 0)
        #expect(table.simulateLongPress(at: row)?.title == "Card 2")
        let preview = try #require(table.simulatedContextMenuHighlightPreview)
        let cell = try #require(table.cellForRow(at: row))
        #expect(preview.view === cell)
        #expect(
            preview.parameters.visiblePath?.bounds == CGRect(x: 16, y: 2, width: 288, height: cell.bounds.height - 4))
        #expect(table.simulateDismissContextMenu())
        #expect(table.simulatedContextMenuDismissingPreview?.parameters.visiblePath?.bounds.minX == 16)
        // A row with a plain menu lifts its whole cell, UIKit's default: the adapter gives no preview of its own.
        let plain = IndexPath(row: 0, section: 0)
        #expect(table.simulateLongPress(at: plain)?.title == "Plain 1")
        let configuration = try #require(
            adapter.tableView(table, contextMenuConfigurationForRowAt: plain, point: .zero))
        #expect(adapter.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration) == nil)
        #expect(table.simulatedContextMenuHighlightPreview?.view === table.cellForRow(at: plain))
        withExtendedLifetime(window) {}
    }

    @Test("A collection view item lifts a view of its cell; out of a window it lifts the whole cell instead")
    func collectionItemHighlight() async throws {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let log = ProviderLog()
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<ItemCollectionCell>(TestItem(id: 3))
                        .contextMenu(
                            highlight: .view { cell in cell.contentView }, preview: { log.preview($0) },
                            menu: { log.menu($0, title: "Tile") })
                }
            })
        view.layoutIfNeeded()
        let item = IndexPath(item: 0, section: 0)
        // Not in a window: UIKit would crash on a preview of the content view, so the adapter gives none.
        #expect(view.simulateLongPress(at: item)?.title == "Tile 3")
        #expect(view.simulatedContextMenuHighlightPreview?.view === view.cellForItem(at: item))
        #expect(view.simulateDismissContextMenu())

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        window.addSubview(view)
        #expect(view.simulateLongPress(at: item) != nil)
        #expect(view.simulatedContextMenuHighlightPreview?.view === view.cellForItem(at: item)?.contentView)
        #expect(log.entries.suffix(2) == ["menu 3", "preview 3"])
        #expect(view.simulateTapContextMenuPreview())
        withExtendedLifetime(window) {}
    }
}
