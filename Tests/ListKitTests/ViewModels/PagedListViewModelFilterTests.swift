import ListKit
import ListKitTestSupport
import Testing

/// Calls `loadNextPage()` as an adapter does after each update while the end of the list stays on screen, and serves
/// each page it starts with `size` new items and a next page, until a call starts no load (or `limit` pages loaded).
///
/// A call that starts a load shows it at once (``PagingState/loadingMore``), so a call after which paging is not
/// loading started nothing, and no loader call can follow from it.
///
/// - Returns: The pages loaded.
@MainActor
private func loadWhileEndOnScreen(
    _ viewModel: PagedItemsViewModel,
    _ stub: StubLoader<ListPage<TestItem, Int>>,
    size: Int = 2,
    limit: Int = 100
) async -> Int {
    var pages = 0
    while pages < limit {
        // Every earlier load has ended: the stub's count is every call there will be until the next one.
        let call = await stub.callCount
        let load = viewModel.loadNextPage()
        guard viewModel.paging.isLoadingMore else { break }
        await stub.waitForCalls(call + 1)
        let first = (viewModel.items.last?.id ?? 0) + 1
        await stub.succeed(call, with: page(first...(first + size - 1), next: call + 2))
        await load.value
        pages += 1
    }
    return pages
}

@MainActor
@Suite("PagedListViewModel under a filter: hidden pages are bounded by hiddenPageLimit", .timeLimit(.minutes(10)))
struct PagedListViewModelFilterTests {
    typealias Stub = StubLoader<ListPage<TestItem, Int>>

    /// A search that matches no item.
    private func matchingNothing() -> ItemSearch {
        let search = ItemSearch()
        search.matchesNothing = true
        return search
    }

    @Test("A filter that matches nothing loads hiddenPageLimit pages by itself, then pauses on the paused row")
    func matchingNothingPausesAtTheLimit() async {
        let stub = Stub()
        let viewModel = await loadedPagedViewModel(stub, page(1...2, next: 2), search: matchingNothing())
        #expect(viewModel.hiddenPageLimit == 3)
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: loading more"])

        #expect(await loadWhileEndOnScreen(viewModel, stub) == 3)
        #expect(await stub.arguments == ["first", "2", "3", "4"])
        #expect("\(viewModel.paging)" == "paused")
        #expect(viewModel.paging.isPaused)
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: paused: 8 searched"])

        // Nearing the end again, or an update with the end on screen (a filter edit), is no ask: nothing starts, so
        // the loader has had its last call.
        await viewModel.loadNextPage().value
        viewModel.rebuildSnapshot()
        await viewModel.loadNextPage().value
        #expect(viewModel.paging.isPaused)
        #expect(await stub.callCount == 4)
    }

    @Test("Paused, a scroll or a tap on the paused row allows hiddenPageLimit more; cleared, the filter shows them all")
    func userAsksForMore() async throws {
        let stub = Stub()
        let search = matchingNothing()
        let viewModel = await loadedPagedViewModel(stub, page(1...2, next: 2), search: search)
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 3)

        viewModel.userDidScroll()
        #expect("\(viewModel.paging)" == "hasMore")
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: loading more"])
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 3)
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: paused: 14 searched"])
        #expect(await stub.callCount == 7)

        let pausedRow = try #require(viewModel.snapshot.row(at: RowPath(section: 1, row: 0)))
        pausedRow.select()
        #expect(viewModel.paging.isLoadingMore)
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: loading more"])
        await stub.waitForCalls(8)
        #expect(await stub.argument(of: 7) == "8")
        await stub.succeed(7, with: page(15...16, next: nil))
        await viewModel.loadNextPage().value
        #expect("\(viewModel.paging)" == "complete")
        #expect(render(viewModel.snapshot) == ["placeholder: empty"])

        search.matchesNothing = false
        viewModel.rebuildSnapshot()
        #expect(render(viewModel.snapshot) == ["items: " + (1...16).map { "\($0):0" }.joined(separator: ", ")])
        #expect(await stub.callCount == 8)
    }

    @Test("loadMore(), the page error row's retry, a reload and a scroll each start the count of hidden pages over")
    func asksStartTheCountOver() async {
        let stub = Stub()
        let viewModel = await loadedPagedViewModel(stub, page(1...2, next: 2), search: matchingNothing())
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 3)
        let more = viewModel.loadMore()
        await stub.waitForCalls(5)
        await stub.fail(4, with: LoadError(message: "offline"))
        await more.value
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: page error: offline"])

        let retry = viewModel.retryNextPage()
        await stub.waitForCalls(6)
        #expect(await stub.argument(of: 5) == "5")
        await stub.succeed(5, with: page(9...10, next: 6))
        await retry.value
        // The retried page was hidden: one of hiddenPageLimit, so the end on screen loads two more.
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 2)
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: paused: 14 searched"])

        viewModel.reload()
        await stub.waitForCalls(9)
        await stub.succeed(8, with: page(1...2, next: 2))
        await viewModel.load().value
        #expect("\(viewModel.paging)" == "hasMore")
        #expect(await loadWhileEndOnScreen(viewModel, stub, limit: 2) == 2)
        // Not paused yet: the scroll starts the count over, and three more hidden pages load.
        viewModel.userDidScroll()
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 3)
        #expect(viewModel.paging.isPaused)
        #expect(await stub.callCount == 14)
    }

    @Test("Pages of which the filter keeps some rows never pause: they load as long as the end is near")
    func pagesWithRowsNeverPause() async {
        let stub = Stub()
        let search = ItemSearch()
        search.matching = { $0.id.isMultiple(of: 2) }
        let viewModel = await loadedPagedViewModel(stub, page(1...2, next: 2), search: search)
        #expect(await loadWhileEndOnScreen(viewModel, stub, limit: 10) == 10)
        #expect("\(viewModel.paging)" == "hasMore")
        #expect(viewModel.snapshot.numberOfRows == 11 + 1)
        #expect(await stub.callCount == 11)
    }

    @Test("Unfiltered pages, however short, never pause: each one leads to the next")
    func shortPagesChain() async {
        let stub = Stub()
        let viewModel = await loadedPagedViewModel(stub, page(1...1, next: 2))
        #expect(await loadWhileEndOnScreen(viewModel, stub, size: 1, limit: 10) == 10)
        #expect("\(viewModel.paging)" == "hasMore")
        #expect(viewModel.items.map(\.id) == Array(1...11))
    }

    @Test("Hidden pages count since the user last asked, not in a row: pages with rows between them do not reset it")
    func hiddenPagesCountSinceTheAsk() async {
        let stub = Stub()
        let search = ItemSearch()
        search.matching = { [5, 6, 9, 10].contains($0.id) }
        let viewModel = await loadedPagedViewModel(stub, page(1...2, next: 2), search: search)
        // 3-4 hidden, 5-6 rows, 7-8 hidden, 9-10 rows, 11-12 hidden: the third hidden page pauses.
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 5)
        #expect(render(viewModel.snapshot) == ["items: 5:0, 6:0, 9:0, 10:0", "paging: paused: 12 searched"])
    }

    @Test("hiddenPageLimit sets the bound: 1 pauses at the first hidden page; raised, paging goes on with a snapshot")
    func limitIsConfigurable() async {
        let stub = Stub()
        let viewModel = await loadedPagedViewModel(stub, page(1...2, next: 2), search: matchingNothing())
        viewModel.hiddenPageLimit = 1
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 1)
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: paused: 4 searched"])
        viewModel.hiddenPageLimit = 0  // counts as 1: still paused
        #expect(viewModel.paging.isPaused)

        viewModel.hiddenPageLimit = 2
        #expect("\(viewModel.paging)" == "hasMore")
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: loading more"])
        #expect(await loadWhileEndOnScreen(viewModel, stub) == 1)
        #expect(viewModel.paging.isPaused)
        viewModel.hiddenPageLimit = .max
        #expect(await loadWhileEndOnScreen(viewModel, stub, limit: 20) == 20)
        #expect(await stub.callCount == 23)
    }
}
