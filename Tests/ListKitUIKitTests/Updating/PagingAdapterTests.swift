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

/// A search filter over the items: when `matchesNothing` is on, no item; otherwise those `matching` keeps (every item
/// when it is `nil`).
@MainActor
private final class PageSearch {
    var matchesNothing = false
    var matching: ((TestItem) -> Bool)?

    func matches(_ item: TestItem) -> Bool {
        !matchesNothing && (matching?(item) ?? true)
    }
}

/// A paged view model as `makePagedViewModel` makes it — items in `ItemCell`s, texts in `MessageCell`s — filtered by
/// `search`, with the paused row `paused: <items loaded> searched`.
@MainActor
private func makeSearchedViewModel(_ stub: PageStub, search: PageSearch) -> PagedListViewModel<TestItem, Int> {
    PagedListViewModel(
        loadPage: { cursor in try await stub.load(recording: cursor.map { "\($0)" } ?? "first") },
        sections: { all, _ in
            [Section("items") { for item in all where search.matches(item) { Row<ItemCell>(item) } }]
        },
        loadingRow: { AnyRow(Row<MessageCell>("loading")) },
        emptyRow: { AnyRow(Row<MessageCell>("empty")) },
        loadingMoreRow: { AnyRow(Row<MessageCell>("loading more")) },
        pausedRow: { searched, loadMore in
            AnyRow(Row<MessageCell>("paused: \(searched) searched").onSelect { _ in loadMore() })
        }
    )
}

/// Waits until `viewModel` holds `count` items: the page served is in (adding it publishes a snapshot).
@MainActor
private func waitForItems(_ count: Int, in viewModel: PagedListViewModel<TestItem, Int>) async {
    for await _ in viewModel.snapshots() where viewModel.items.count >= count { return }
}

/// Serves the pages the adapter asks for by itself, starting with call number `call`, each with `size` new items and a
/// next page, until an update leaves no page loading (or `limit` pages served).
///
/// `settle` waits until the adapter shows the newest snapshot, with the check of the end on screen that follows each
/// update done. A page that check starts shows at once (``PagingState/loadingMore``): paging not loading then means
/// that nothing was due, and that no call follows until the user acts.
///
/// - Returns: The pages served.
@MainActor
private func serveWhileAsked(
    _ viewModel: PagedListViewModel<TestItem, Int>,
    _ stub: PageStub,
    from call: Int,
    size: Int = 3,
    limit: Int = 100,
    settle: () async -> Void
) async -> Int {
    var served = 0
    while served < limit {
        await settle()
        guard viewModel.paging.isLoadingMore else { break }
        await stub.waitForCalls(call + served + 1)
        let first = (viewModel.items.last?.id ?? 0) + 1
        let count = viewModel.items.count + size
        await stub.succeed(call + served, with: page(first...(first + size - 1), next: call + served + 2))
        await waitForItems(count, in: viewModel)
        served += 1
    }
    return served
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

    @Test(
        "A first page the filter hides loads the next at once; hidden pages stop at hiddenPageLimit until the user acts"
    )
    func hiddenPagesPauseUntilTheUserAsks() async {
        let stub = PageStub()
        let search = PageSearch()
        search.matchesNothing = true
        let viewModel = makeSearchedViewModel(stub, search: search)
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...3, next: 2), into: adapter)
        // The loading-more row appeared on screen: page 2 loads without a scroll.
        #expect(shownTexts(table) == ["empty", "loading more"])
        #expect(viewModel.paging.isLoadingMore)
        // Its rows are all hidden, so the end stays on screen and loads the pages after it: hiddenPageLimit of them.
        #expect(await serveWhileAsked(viewModel, stub, from: 1) { await adapter.settled() } == 3)
        #expect(await stub.arguments == ["first", "2", "3", "4"])
        #expect("\(viewModel.paging)" == "paused")
        #expect(shownTexts(table) == ["empty", "paused: 12 searched"])

        // An update with the end on screen (a filter edit) checks the end and finds nothing due: settled() waits for
        // that check, and paging did not turn to loading, so no load started and the loader has had its last call.
        viewModel.rebuildSnapshot()
        await adapter.settled()
        #expect(viewModel.paging.isPaused)
        #expect(await stub.callCount == 4)

        // The user drags the list: hiddenPageLimit more.
        scrollToEnd(table)
        #expect(await serveWhileAsked(viewModel, stub, from: 4) { await adapter.settled() } == 3)
        #expect(shownTexts(table) == ["empty", "paused: 21 searched"])
        #expect(await stub.callCount == 7)

        // The user taps the paused row: the next page.
        table.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(viewModel.paging.isLoadingMore)
        await stub.waitForCalls(8)
        #expect(await stub.argument(of: 7) == "8")
        await stub.succeed(7, with: page(22...24, next: nil))
        await waitForItems(24, in: viewModel)
        await adapter.settled()
        #expect(shownTexts(table) == ["empty"])

        // Cleared, the filter shows every row loaded, the hidden pages' included, with no load.
        search.matchesNothing = false
        viewModel.rebuildSnapshot()
        await adapter.settled()
        #expect(adapter.snapshot.numberOfRows == 24)
        #expect(shownTexts(table).prefix(3) == ["1:0", "2:0", "3:0"])
        scrollToEnd(table)
        #expect(shownTexts(table).last == "24:0")
        #expect("\(viewModel.paging)" == "complete")
        #expect(await stub.callCount == 8)
    }

    @Test("A filter that keeps some rows of each page fills the screen, and the next page then waits for a scroll")
    func pagesWithSomeRowsFillTheScreen() async {
        let stub = PageStub()
        let search = PageSearch()
        search.matching = { $0.id.isMultiple(of: 3) }
        let viewModel = makeSearchedViewModel(stub, search: search)
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...3, next: 2), into: adapter)
        #expect(shownTexts(table) == ["3:0", "loading more"])

        // One row a page: far more pages than hiddenPageLimit load by themselves, until the end leaves the screen.
        let pages = await serveWhileAsked(viewModel, stub, from: 1) { await adapter.settled() }
        #expect(pages >= 13)
        let shown = shownTexts(table)
        #expect(shown.count >= 13)
        #expect(shown.allSatisfy { $0 != "loading more" && $0 != "empty" })
        #expect("\(viewModel.paging)" == "hasMore")

        let calls = await stub.callCount
        scrollToEnd(table)
        #expect(viewModel.paging.isLoadingMore)
        await stub.waitForCalls(calls + 1)
        #expect(await stub.argument(of: calls) == "\(calls + 1)")
    }

    @Test("Unfiltered pages shorter than the screen load one after another until the screen is full")
    func shortPagesChain() async {
        let stub = PageStub()
        let viewModel = makeSearchedViewModel(stub, search: PageSearch())
        let (table, adapter) = makePagedTable()
        await loadFirstPage(viewModel, stub, page(1...2, next: 2), into: adapter)
        #expect(shownTexts(table) == ["1:0", "2:0", "loading more"])
        let pages = await serveWhileAsked(viewModel, stub, from: 1, size: 2) { await adapter.settled() }
        #expect(pages >= 6)
        #expect("\(viewModel.paging)" == "hasMore")
        #expect(shownTexts(table).prefix(14) == (1...14).map { "\($0):0" }[...])
    }

    @Test("On a collection view without a paused row, hidden pages stop at hiddenPageLimit; a drag loads more")
    func collectionViewHiddenPagesPause() async {
        let stub = PageStub()
        let filter = ItemFilter()
        filter.matchesNothing = true
        let viewModel = makePagedViewModel(
            stub, items: ItemCollectionCell.self, messages: MessageCollectionCell.self, filter: filter)
        let (collection, adapter) = makePagedCollection()
        adapter.bind(to: viewModel)
        viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: page(1...3, next: 2))
        await viewModel.load().value
        #expect(await serveWhileAsked(viewModel, stub, from: 1) { await adapter.settled() } == 3)
        #expect(viewModel.paging.isPaused)
        // No paused row: the empty row alone.
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(await stub.callCount == 4)

        scrollToEnd(collection)
        #expect(await serveWhileAsked(viewModel, stub, from: 4) { await adapter.settled() } == 3)
        #expect(await stub.callCount == 7)
        #expect(viewModel.paging.isPaused)
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
