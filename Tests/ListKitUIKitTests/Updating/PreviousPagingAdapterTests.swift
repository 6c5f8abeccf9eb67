import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A page of the items `ids` that nothing follows, with the page `previous` before it (or none).
private func olderPage(_ ids: Range<Int>, previous: Int?) -> ListPage<TestItem, Int> {
    ListPage(items: ids.map { TestItem(id: $0) }, nextCursor: nil, previousCursor: previous)
}

/// A view model of items whose pages come from `stub` (each cursor recorded; `first` for the first page), with a
/// `loading older` row at the start while a page before the first remains: table cells, or collection view cells for
/// `collection`.
@MainActor
private func makeChatViewModel(_ stub: PageStub, collection: Bool) -> PagedListViewModel<TestItem, Int> {
    let loadPage: PagedListViewModel<TestItem, Int>.PageLoader = { cursor in
        try await stub.load(recording: cursor.map { "\($0)" } ?? "first")
    }
    guard collection else {
        return PagedListViewModel(
            loadPage: loadPage,
            sections: { items, _ in [Section("items") { for item in items { Row<ItemCell>(item) } }] },
            loadingPreviousRow: { AnyRow(Row<MessageCell>("loading older")) })
    }
    return PagedListViewModel(
        loadPage: loadPage,
        sections: { items, _ in [Section("items") { for item in items { Row<ItemCollectionCell>(item) } }] },
        loadingPreviousRow: { AnyRow(Row<MessageCollectionCell>("loading older")) })
}

@MainActor
@Suite("Paging before the first page: bind(to:) loads older pages near the start", .timeLimit(.minutes(10)))
struct PreviousPagingAdapterTests {
    init() { failOnInconsistency() }

    /// Gives a load that should not start the turns to start anyway.
    private func letTasksRun() async {
        for _ in 0..<50 { await Task.yield() }
    }

    /// Binds a new view model to `adapter` and shows its first page, items 100..<140 (older ones before 100).
    private func showFirstPage(
        _ stub: PageStub, in adapter: ListViewAdapter
    ) async -> (PagedListViewModel<TestItem, Int>, ListBinding?) {
        let viewModel = makeChatViewModel(stub, collection: adapter is CollectionViewAdapter)
        viewModel.previousPageThreshold = 3
        var binding: ListBinding?
        if let table = adapter as? TableViewAdapter { binding = table.bind(to: viewModel) }
        if let collection = adapter as? CollectionViewAdapter { binding = collection.bind(to: viewModel) }
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: olderPage(100..<140, previous: 100))
        await load.value
        await adapter.settled()
        return (viewModel, binding)
    }

    @Test("A bound view model loads the page before the first once per approach, and not again while it loads")
    func tableLoadsOncePerApproach() async throws {
        let stub = PageStub()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.rowHeight = 44
        let (viewModel, _) = await showFirstPage(stub, in: adapter)
        // Open at the start, with the loading row on screen: nothing loads until the user acts.
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        table.scroll(to: CGPoint(x: 0, y: 1000))
        await letTasksRun()
        #expect(await stub.callCount == 1)

        // The user reaches the start: the page before loads, once, however the user lingers there.
        table.scroll(to: CGPoint(x: 0, y: 0))
        await stub.waitForCalls(2)
        table.scroll(to: CGPoint(x: 0, y: 90))
        table.scroll(to: CGPoint(x: 0, y: 30))
        await letTasksRun()
        #expect(await stub.arguments == ["first", "100"])

        // It arrives above: what the user sees stays where it is.
        let before = try #require(frameInBounds(of: 100, in: adapter, view: table))
        let older = viewModel.loadPreviousPage()
        await stub.succeed(1, with: olderPage(80..<100, previous: 80))
        await older.value
        await adapter.settled()
        #expect(frameInBounds(of: 100, in: adapter, view: table) == before)
        #expect(adapter.indexPath(forRowWithID: 100) == IndexPath(row: 20, section: 1))

        // The next approach loads the page before that one; the first page of all leaves no loading row.
        table.scroll(to: CGPoint(x: 0, y: 0))
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "80")
        let last = viewModel.loadPreviousPage()
        await stub.succeed(2, with: olderPage(70..<80, previous: nil))
        await last.value
        await adapter.settled()
        #expect("\(viewModel.previousPaging)" == "complete")
        #expect(adapter.snapshot.numberOfSections == 1)
        table.scroll(to: CGPoint(x: 0, y: 0))
        await letTasksRun()
        #expect(await stub.callCount == 3)
    }

    @Test("A bound collection view loads the page before the first as the user nears the start, once")
    func collectionLoadsOncePerApproach() async {
        let stub = PageStub()
        let (view, adapter) = makeListCollection()
        let (viewModel, _) = await showFirstPage(stub, in: adapter)
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        view.scroll(to: CGPoint(x: 0, y: 1000))
        await letTasksRun()
        #expect(await stub.callCount == 1)
        view.scroll(to: CGPoint(x: 0, y: 0))
        await stub.waitForCalls(2)
        view.scroll(to: CGPoint(x: 0, y: 10))
        view.scroll(to: CGPoint(x: 0, y: 0))
        await letTasksRun()
        #expect(await stub.arguments == ["first", "100"])
        #expect(viewModel.previousPaging.isLoadingMore)
    }

    @Test("Cancelling the binding stops loading pages before the first")
    func cancelledBindingLoadsNothing() async {
        let stub = PageStub()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.rowHeight = 44
        let (viewModel, binding) = await showFirstPage(stub, in: adapter)
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        binding?.cancel()
        table.scroll(to: CGPoint(x: 0, y: 1000))
        table.scroll(to: CGPoint(x: 0, y: 0))
        await letTasksRun()
        #expect(await stub.callCount == 1)
        #expect("\(viewModel.previousPaging)" == "hasMore")
    }
}
