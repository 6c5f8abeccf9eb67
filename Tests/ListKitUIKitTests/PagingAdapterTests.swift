import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A 320 × 600 table of 44-point rows (about 14 on screen) and its adapter.
@MainActor
private func makePagedTable() -> (UITableView, TableViewAdapter) {
    let table = makeTable()
    let adapter = TableViewAdapter(tableView: table)
    adapter.rowHeight = 44
    return (table, adapter)
}

/// A 300 × 600 collection view of 100 × 100 items (three to a line, 18 on screen) and its adapter.
@MainActor
private func makePagedCollection() -> (UICollectionView, CollectionViewAdapter) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    return (view, CollectionViewAdapter(collectionView: view))
}

/// Scrolls as far down as the content goes, as a finger does.
@MainActor
private func scrollToEnd(_ view: UIScrollView) {
    view.scroll(to: CGPoint(x: 0, y: 1_000_000))
}

/// Binds `viewModel` to `adapter`, loads its first page with `first` (call 0 of `stub`), and waits until the table
/// shows it.
@MainActor
private func loadFirstPage(
    _ viewModel: PagedListViewModel<TestItem, Int>,
    _ stub: PageStub,
    _ first: ListPage<TestItem, Int>,
    into adapter: TableViewAdapter
) async {
    adapter.bind(to: viewModel)
    viewModel.load()
    await stub.waitForCalls(1)
    await stub.succeed(0, with: first)
    await viewModel.load().value
    await adapter.settled()
}

@MainActor
@Suite("Paging through the adapters: the next page as the user nears the end", .timeLimit(.minutes(10)))
struct PagingAdapterTests {
    init() { failOnInconsistency() }

    @Test("Scrolling the table to the end loads page 2 once, however many rows near the end appear")
    func scrollToEndLoadsNextPageOnce() async {
        let stub = PageStub()
        let viewModel = makePagedViewModel(stub)
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...40, next: 2), into: adapter)
        #expect(shownTexts(table).first == "1:0")
        // The rows on screen and those prefetched (a screen further) are far from the end: nothing loads.
        await letTasksRun()
        #expect(await stub.callCount == 1)

        scrollToEnd(table)
        #expect(shownTexts(table).suffix(2) == ["40:0", "loading more"])
        #expect(viewModel.paging.isLoadingMore)
        await stub.waitForCalls(2)
        // More rows near the end appear while the page loads: they join it.
        table.scroll(to: CGPoint(x: 0, y: 0))
        scrollToEnd(table)
        await letTasksRun()
        #expect(await stub.arguments == ["first", "2"])

        await stub.succeed(1, with: page(41...50, next: nil))
        await viewModel.loadNextPage().value
        await adapter.settled()
        #expect(adapter.snapshot.numberOfRows == 50)
        scrollToEnd(table)
        #expect(shownTexts(table).last == "50:0")
        await letTasksRun()
        #expect(await stub.callCount == 2)
        #expect("\(viewModel.paging)" == "complete")
    }

    @Test("A failing page shows the error-with-retry row at the end, the rows kept; tapping it loads the page again")
    func failingPageShowsRetryRow() async {
        let stub = PageStub()
        let viewModel = makePagedViewModel(stub)
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...40, next: 2), into: adapter)
        scrollToEnd(table)
        await stub.waitForCalls(2)
        await stub.fail(1, with: TestFailure(message: "offline"))
        await viewModel.loadNextPage().value
        await adapter.settled()
        #expect(shownTexts(table).suffix(2) == ["40:0", "page error: offline"])
        #expect(adapter.snapshot.numberOfRows == 41)

        // The error row is on screen and near the end, but nearing the end again does not retry.
        table.scroll(to: CGPoint(x: 0, y: 0))
        scrollToEnd(table)
        await letTasksRun()
        #expect(await stub.callCount == 2)

        table.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(viewModel.paging.isLoadingMore)
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "2")
        await adapter.settled()
        #expect(shownTexts(table).last == "loading more")
        await stub.succeed(2, with: page(41...42, next: nil))
        await viewModel.loadNextPage().value
        await adapter.settled()
        scrollToEnd(table)
        #expect(shownTexts(table).suffix(2) == ["41:0", "42:0"])
    }

    @Test("reload() cancels the page in flight; its result never reaches the table")
    func reloadCancelsPageInFlight() async {
        let stub = PageStub(isCooperative: false)
        let viewModel = makePagedViewModel(stub)
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...40, next: 2), into: adapter)
        scrollToEnd(table)
        await stub.waitForCalls(2)

        let reload = viewModel.reload()
        await stub.waitUntilCancelled(1)
        await adapter.settled()
        #expect(shownTexts(table) == ["loading"])
        await stub.succeed(1, with: page(41...50, next: nil))
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "first")
        await stub.succeed(2, with: page(100...101, next: nil))
        await reload.value
        await letTasksRun()
        await adapter.settled()
        #expect(shownTexts(table) == ["100:0", "101:0"])
        #expect(adapter.snapshot.numberOfRows == 2)
    }

    @Test(
        "Items a later page repeats are rows with one identity, shown as the adapter's DuplicatePolicy says",
        arguments: [DuplicatePolicy.keep, .dropLaterOccurrences]
    )
    func duplicatesAcrossPages(_ policy: DuplicatePolicy) async {
        let stub = PageStub()
        let viewModel = makePagedViewModel(stub)
        let (table, adapter) = makePagedTable()
        adapter.duplicatePolicy = policy
        await loadFirstPage(viewModel, stub, page(1...40, next: 2), into: adapter)
        scrollToEnd(table)
        await stub.waitForCalls(2)
        // The list changed on the server between the pages: 39 and 40 come again.
        await stub.succeed(1, with: page(39...45, next: nil))
        await viewModel.loadNextPage().value
        await adapter.settled()
        #expect(viewModel.items.count == 47)
        #expect(viewModel.snapshot.duplicateIdentifiers == [AnyHashable(39), AnyHashable(40)])
        scrollToEnd(table)
        let shown = shownTexts(table)
        switch policy {
        case .dropLaterOccurrences:
            #expect(adapter.snapshot.numberOfRows == 45)
            #expect(shown.suffix(6) == ["40:0", "41:0", "42:0", "43:0", "44:0", "45:0"])
        default:
            #expect(adapter.snapshot.numberOfRows == 47)
            #expect(shown.suffix(8) == ["40:0", "39:0", "40:0", "41:0", "42:0", "43:0", "44:0", "45:0"])
        }
    }

    @Test("A first page shorter than the screen loads the next at once; a page the filter hides loads the one after")
    func endOnScreenKeepsLoading() async {
        let stub = PageStub()
        let filter = ItemFilter()
        filter.matchesNothing = true
        let viewModel = makePagedViewModel(stub, filter: filter)
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...3, next: 2), into: adapter)
        #expect(shownTexts(table) == ["empty", "loading more"])
        // The loading-more row appeared on screen: page 2 loads without a scroll.
        await stub.waitForCalls(2)
        await stub.succeed(1, with: page(4...6, next: 3))
        await viewModel.loadNextPage().value
        await adapter.settled()
        // Its rows are all filtered out, so no row appeared; the end still on screen loads page 3.
        await stub.waitForCalls(3)
        #expect(await stub.arguments == ["first", "2", "3"])
        await stub.succeed(2, with: page(7...8, next: nil))
        await viewModel.loadNextPage().value
        await adapter.settled()
        #expect(shownTexts(table) == ["empty"])

        filter.matchesNothing = false
        viewModel.rebuildSnapshot()
        await adapter.settled()
        #expect(shownTexts(table) == (1...8).map { "\($0):0" })
        await letTasksRun()
        #expect(await stub.callCount == 3)
    }

    @Test("Scrolling a collection view to the end loads the next page once")
    func collectionViewScrollToEndLoadsNextPageOnce() async {
        let stub = PageStub()
        let viewModel = makePagedViewModel(stub, items: ItemCollectionCell.self, messages: MessageCollectionCell.self)
        let (collection, adapter) = makePagedCollection()
        adapter.bind(to: viewModel)
        viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: page(1...60, next: 2))
        await viewModel.load().value
        await adapter.settled()
        await letTasksRun()
        #expect(await stub.callCount == 1)

        scrollToEnd(collection)
        let last = collection.indexPathsForVisibleItems.max().flatMap { collection.cellForItem(at: $0) }
        #expect((last as? MessageCollectionCell)?.text == "loading more")
        await stub.waitForCalls(2)
        collection.scroll(to: CGPoint(x: 0, y: 0))
        scrollToEnd(collection)
        await letTasksRun()
        #expect(await stub.arguments == ["first", "2"])
        await stub.succeed(1, with: page(61...62, next: nil))
        await viewModel.loadNextPage().value
        await adapter.settled()
        #expect(collection.numberOfItems(inSection: 0) == 62)
        #expect(collection.numberOfSections == 1)
    }

    @Test("onNearEnd(within:perform:) calls its action as the last rows appear, and nil removes it")
    func onNearEndOwnAction() async {
        let (table, adapter) = makePagedTable()
        var calls = 0
        adapter.onNearEnd(within: 3) { calls += 1 }
        await adapter.apply(ListSnapshot { Section(0) { for id in 1...40 { item(id) } } })
        #expect(calls == 0)
        scrollToEnd(table)
        #expect(calls > 0)

        adapter.onNearEnd(perform: nil)
        let before = calls
        await adapter.apply(ListSnapshot { Section(0) { for id in 1...80 { item(id) } } })
        scrollToEnd(table)
        #expect(calls == before)
    }

    @Test("A paged view model bound to an adapter does not keep it, nor it the view model")
    func pagedBindingDoesNotRetain() async {
        let stub = PageStub()
        var viewModel: PagedListViewModel<TestItem, Int>? = makePagedViewModel(stub)
        weak let weakViewModel = viewModel
        let (table, adapter) = makePagedTable()
        if let viewModel { await loadFirstPage(viewModel, stub, page(1...40, next: 2), into: adapter) }
        viewModel = nil
        #expect(weakViewModel == nil)
        // The adapter's trigger finds no view model: scrolling to the end loads nothing.
        scrollToEnd(table)
        await letTasksRun()
        #expect(await stub.callCount == 1)
    }
}

@MainActor
@Suite("LoadableListViewModel on a table: a search filter keeps the content", .timeLimit(.minutes(10)))
struct FilterOnTableTests {
    init() { failOnInconsistency() }

    @Test("A search filter that matches nothing shows the empty row; cleared, the same rows come back with no load")
    func filterAppliedAndClearedBringsSameRowsBack() async {
        let stub = StubLoader<[TestItem]>()
        let filter = ItemFilter()
        let viewModel = makeItemsViewModel(stub, filter: filter)
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.bind(to: viewModel)
        viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: (1...5).map { TestItem(id: $0) })
        await viewModel.load().value
        await adapter.settled()
        let rows = shownTexts(table)
        #expect(rows == ["1:0", "2:0", "3:0", "4:0", "5:0"])

        filter.matchesNothing = true
        viewModel.rebuildSnapshot()
        await adapter.settled()
        #expect(shownTexts(table) == ["empty"])

        filter.matchesNothing = false
        viewModel.rebuildSnapshot()
        await adapter.settled()
        #expect(shownTexts(table) == rows)
        await letTasksRun()
        #expect(await stub.callCount == 1)
    }
}
