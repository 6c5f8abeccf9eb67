import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The table rows of texts (loading, empty, error, loading more, page error) are `MessageCell`s
// (ReferenceScreenTests.swift).

/// A collection cell that shows a text.
final class MessageCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var text: String?
    func configure(with text: String) { self.text = text }
}

/// A refresh control that says when it ends, so that a test can see what the table shows at that moment.
final class RecordingRefreshControl: UIRefreshControl {
    var didEnd: (() -> Void)?
    private(set) var endCount = 0

    override func endRefreshing() {
        super.endRefreshing()
        endCount += 1
        didEnd?()
    }
}

/// A search filter a mapping reads: when on, it matches no item.
@MainActor
final class ItemFilter {
    var matchesNothing = false
}

/// The stub of a paged loader over `TestItem`s, whose cursor is the page number.
typealias PageStub = StubLoader<ListPage<TestItem, Int>>

/// A page of the items with the given ids, followed by the page `next` (or the last page).
func page(_ ids: ClosedRange<Int>, next: Int?) -> ListPage<TestItem, Int> {
    ListPage(items: ids.map { TestItem(id: $0) }, nextCursor: next)
}

/// A paged view model that shows items in `ItemCell`s (or `Item` cells) and texts in `Message` cells: `loading`,
/// `empty`, `error: …`, `loading more` and `page error: …`. Its loader records each page's cursor (`first` for the
/// first page).
@MainActor
func makePagedViewModel<Item: ConfigurableCell, Message: ConfigurableCell>(
    _ stub: PageStub,
    items: Item.Type = ItemCell.self,
    messages: Message.Type = MessageCell.self,
    filter: ItemFilter = ItemFilter()
) -> PagedListViewModel<TestItem, Int> where Item.Model == TestItem, Message.Model == String {
    PagedListViewModel(
        loadPage: { cursor in try await stub.load(recording: cursor.map { "\($0)" } ?? "first") },
        sections: { all, _ in
            [Section("items") { for item in all where !filter.matchesNothing { Row<Item>(item) } }]
        },
        loadingRow: { AnyRow(Row<Message>("loading")) },
        emptyRow: { AnyRow(Row<Message>("empty")) },
        errorRow: { error, retry in AnyRow(Row<Message>("error: \(error)").onSelect { _ in retry() }) },
        loadingMoreRow: { AnyRow(Row<Message>("loading more")) },
        pageErrorRow: { error, retry in AnyRow(Row<Message>("page error: \(error)").onSelect { _ in retry() }) }
    )
}

/// A view model over `[TestItem]` in `ItemCell`s, with `MessageCell` placeholders and a filter.
@MainActor
func makeItemsViewModel(
    _ stub: StubLoader<[TestItem]>,
    filter: ItemFilter = ItemFilter()
) -> LoadableListViewModel<[TestItem]> {
    LoadableListViewModel(
        load: stub.loader,
        sections: { all in
            [Section("items") { for item in all where !filter.matchesNothing { Row<ItemCell>(item) } }]
        },
        loadingRow: { AnyRow(Row<MessageCell>("loading")) },
        emptyRow: { AnyRow(Row<MessageCell>("empty")) },
        errorRow: { error, retry in AnyRow(Row<MessageCell>("error: \(error)").onSelect { _ in retry() }) }
    )
}

/// What the visible cells of `table` show, top to bottom: `id:content` for items, the text for messages.
@MainActor
func shownTexts(_ table: UITableView) -> [String] {
    table.layoutIfNeeded()
    return (table.indexPathsForVisibleRows ?? []).sorted().compactMap { indexPath in
        guard let cell = table.cellForRow(at: indexPath) else { return nil }
        if let item = shownItem(cell) { return "\(item)" }
        return cell.textLabel?.text
    }
}

/// Gives a load that should not start the turns it would need to call its loader anyway.
func letTasksRun() async {
    for _ in 0..<50 { await Task.yield() }
}
