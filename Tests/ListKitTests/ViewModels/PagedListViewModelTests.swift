import ListKit
import ListKitTestSupport
import Testing

@MainActor
@Suite("PagedListViewModel: pages, the rows at the end, cancellation", .timeLimit(.minutes(10)))
struct PagedListViewModelTests {
    typealias Stub = StubLoader<ListPage<TestItem, Int>>

    /// A view model that has loaded the first page, `first`, through call 0 of `stub`.
    private func loaded(
        _ stub: Stub,
        _ first: ListPage<TestItem, Int>,
        search: ItemSearch = ItemSearch()
    ) async -> PagedItemsViewModel {
        await loadedPagedViewModel(stub, first, search: search)
    }

    /// Gives a page load that should not start (or a result that should be ignored) the turns to do it anyway.
    private func letTasksRun() async {
        for _ in 0..<50 { await Task.yield() }
    }

    @Test("The first page shows with the loading-more row; the next page loads once however often it is asked for")
    func nextPageLoadsOnce() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...3, next: 2))
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0, 3:0", "paging: loading more"])
        #expect("\(viewModel.paging)" == "hasMore")

        let first = viewModel.loadNextPage()
        let second = viewModel.loadNextPage()
        viewModel.loadNextPage()
        #expect(viewModel.paging.isLoadingMore)
        await stub.waitForCalls(2)
        await letTasksRun()
        #expect(await stub.arguments == ["first", "2"])

        await stub.succeed(1, with: page(4...5, next: nil))
        await first.value
        await second.value
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0, 3:0, 4:0, 5:0"])
        #expect(viewModel.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect("\(viewModel.paging)" == "complete")
        #expect("\(viewModel.state)" == "loaded([1:0, 2:0, 3:0, 4:0, 5:0])")

        // After the last page, nothing more loads.
        await viewModel.loadNextPage().value
        await letTasksRun()
        #expect(await stub.callCount == 2)
    }

    @Test("Before the first page, while it loads and after it failed, no next page loads and no paging row shows")
    func noNextPageWithoutFirstPage() async {
        let stub = Stub()
        let viewModel = makePagedViewModel(stub)
        await viewModel.loadNextPage().value
        #expect("\(viewModel.paging)" == "notStarted")
        let load = viewModel.load()
        viewModel.loadNextPage()
        await stub.waitForCalls(1)
        await stub.fail(0, with: LoadError(message: "offline"))
        await load.value
        await viewModel.loadNextPage().value
        await letTasksRun()
        #expect(await stub.callCount == 1)
        #expect(render(viewModel.snapshot) == ["placeholder: error: offline"])
        #expect("\(viewModel.paging)" == "notStarted")
    }

    @Test("A failed page keeps the rows and shows the page error row; nearing the end does not retry, its retry does")
    func failedPageKeepsRowsAndRetries() async throws {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...2, next: 2))
        let failing = viewModel.loadNextPage()
        await stub.waitForCalls(2)
        await stub.fail(1, with: LoadError(message: "offline"))
        await failing.value
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0", "paging: page error: offline"])
        #expect(viewModel.paging.error as? LoadError == LoadError(message: "offline"))

        await viewModel.loadNextPage().value
        await letTasksRun()
        #expect(await stub.callCount == 2)

        let errorRow = try #require(viewModel.snapshot.row(at: RowPath(section: 1, row: 0)))
        errorRow.select()
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0", "paging: loading more"])
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "2")
        await stub.succeed(2, with: page(3...3, next: nil))
        await viewModel.loadNextPage().value
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0, 3:0"])
    }

    @Test("reload() cancels the page under way and ignores its result; the first page starts over")
    func reloadCancelsPage() async {
        let stub = Stub(isCooperative: false)
        let viewModel = await loaded(stub, page(1...2, next: 2))
        let pageLoad = viewModel.loadNextPage()
        await stub.waitForCalls(2)

        let reload = viewModel.reload()
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
        await stub.waitUntilCancelled(1)
        await stub.succeed(1, with: page(3...4, next: nil))
        await pageLoad.value
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "first")
        await stub.succeed(2, with: page(7...8, next: 2))
        await reload.value
        await letTasksRun()
        #expect(render(viewModel.snapshot) == ["items: 7:0, 8:0", "paging: loading more"])
        #expect("\(viewModel.paging)" == "hasMore")
    }

    @Test("refresh() cancels the page under way, loads no page while it runs, and its first page replaces every page")
    func refreshReplacesPages() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...2, next: 2))
        let second = viewModel.loadNextPage()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: page(3...4, next: 3))
        await second.value
        viewModel.loadNextPage()
        await stub.waitForCalls(3)

        let refresh = viewModel.refresh()
        await stub.waitUntilCancelled(2)
        #expect(viewModel.isRefreshing)
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0, 3:0, 4:0", "paging: loading more"])
        await viewModel.loadNextPage().value
        await stub.waitForCalls(4)
        await letTasksRun()
        #expect(await stub.callCount == 4)
        #expect(await stub.argument(of: 3) == "first")

        await stub.succeed(3, with: page(10...11, next: 2))
        await refresh.value
        #expect(render(viewModel.snapshot) == ["items: 10:0, 11:0", "paging: loading more"])
        // Page 2 of the new list loads again, though page 2 of the old one was loaded.
        viewModel.loadNextPage()
        await stub.waitForCalls(5)
        #expect(await stub.argument(of: 4) == "2")
    }

    @Test("A refresh that fails keeps every page, and paging goes on")
    func failedRefreshKeepsPages() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...2, next: 2))
        let refresh = viewModel.refresh()
        await stub.waitForCalls(2)
        await stub.fail(1, with: LoadError(message: "dropped"))
        await refresh.value
        #expect(viewModel.lastRefreshError as? LoadError == LoadError(message: "dropped"))
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0", "paging: loading more"])
        viewModel.loadNextPage()
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "2")
    }

    @Test("A page whose next cursor was loaded already fails, its items not added, so no page loads twice")
    func repeatedCursorFails() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...1, next: 2))
        let second = viewModel.loadNextPage()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: page(2...2, next: 3))
        await second.value
        let third = viewModel.loadNextPage()
        await stub.waitForCalls(3)
        await stub.succeed(2, with: page(3...3, next: 2))
        await third.value
        #expect(
            viewModel.paging.error as? RepeatedPageCursorError == RepeatedPageCursorError(cursor: "3", nextCursor: "2"))
        #expect(viewModel.items.map(\.id) == [1, 2])
        #expect(
            render(viewModel.snapshot) == [
                "items: 1:0, 2:0",
                "paging: page error: The page at cursor 3 gave 2 as its next cursor, which was loaded already.",
            ])
        #expect(await stub.arguments == ["first", "2", "3"])
    }

    @Test("A page that hangs ends at the timeout with the page error row, the rows kept")
    func hangingPageTimesOut() async {
        let stub = Stub(isCooperative: false)
        let viewModel = await loaded(stub, page(1...2, next: 2))
        viewModel.loadTimeout = 0.05
        await viewModel.loadNextPage().value
        #expect(viewModel.paging.error as? LoadTimeoutError == LoadTimeoutError(seconds: 0.05))
        #expect(
            render(viewModel.snapshot) == ["items: 1:0, 2:0", "paging: page error: Loading timed out after 0.05 s."])
        await stub.waitUntilCancelled(1)
    }

    @Test("cancel() stops the page load; the page can load again")
    func cancelStopsPage() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...2, next: 2))
        let pageLoad = viewModel.loadNextPage()
        await stub.waitForCalls(2)
        viewModel.cancel()
        #expect("\(viewModel.paging)" == "hasMore")
        await stub.waitUntilCancelled(1)
        await pageLoad.value
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0", "paging: loading more"])
        viewModel.loadNextPage()
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "2")
    }

    @Test("cancel() during the first page goes back to idle, with no placeholder row; load() starts again")
    func cancelFirstPage() async {
        let stub = Stub()
        let viewModel = makePagedViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
        viewModel.cancel()
        await stub.waitUntilCancelled(0)
        await load.value
        #expect("\(viewModel.state)" == "idle")
        #expect(viewModel.snapshot.numberOfSections == 0)
        viewModel.load()
        await stub.waitForCalls(2)
        #expect(await stub.argument(of: 1) == "first")
    }

    @Test("Expansion, the load timeout and the placeholder section are the underlying list's")
    func forwardsToList() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...2, next: nil))
        #expect(PagedItemsViewModel.placeholderSectionID == LoadableListViewModel<Int>.placeholderSectionID)
        #expect(viewModel.loadTimeout == nil)
        viewModel.loadTimeout = 2.5
        #expect(viewModel.loadTimeout == 2.5)
        #expect(!viewModel.isExpanded(TestItem(id: 1)))
        viewModel.toggleExpansion(of: TestItem(id: 1))
        #expect(viewModel.isExpanded(TestItem(id: 1)))
        #expect(viewModel.expansion.count == 1)
        viewModel.expansion = ExpansionState()
        #expect(!viewModel.isExpanded(TestItem(id: 1)))
    }

    @Test("A filter that matches no loaded item shows the empty row above the loading-more row; cleared, the rows")
    func filterKeepsItems() async {
        let stub = Stub()
        let search = ItemSearch()
        let viewModel = await loaded(stub, page(1...2, next: 2), search: search)
        search.matchesNothing = true
        viewModel.rebuildSnapshot()
        #expect(render(viewModel.snapshot) == ["placeholder: empty", "paging: loading more"])
        #expect("\(viewModel.state)" == "empty([1:0, 2:0])")
        let next = viewModel.loadNextPage()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: page(3...3, next: nil))
        await next.value
        #expect(render(viewModel.snapshot) == ["placeholder: empty"])
        search.matchesNothing = false
        viewModel.rebuildSnapshot()
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0, 3:0"])
    }

    @Test("Items a later page repeats stay in the items; the snapshot reports the duplicate rows")
    func duplicatesAcrossPagesAreReported() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...3, next: 2))
        let next = viewModel.loadNextPage()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: page(3...4, next: nil))
        await next.value
        #expect(viewModel.items.map(\.id) == [1, 2, 3, 3, 4])
        #expect(viewModel.snapshot.duplicateIdentifiers == [AnyHashable(3)])
        #expect(render(viewModel.snapshot.applying(.dropLaterOccurrences)) == ["items: 1:0, 2:0, 3:0, 4:0"])
    }

    @Test("updateItems edits the loaded items (a delete) and paging goes on from where it was")
    func updateItemsKeepsPaging() async {
        let stub = Stub()
        let viewModel = await loaded(stub, page(1...3, next: 2))
        #expect(viewModel.updateItems { $0.removeAll { $0.id == 2 } })
        #expect(render(viewModel.snapshot) == ["items: 1:0, 3:0", "paging: loading more"])
        viewModel.loadNextPage()
        await stub.waitForCalls(2)
        #expect(await stub.argument(of: 1) == "2")
    }

    @Test("The view model and its page load do not keep each other alive")
    func releaseCancelsPage() async {
        let stub = Stub()
        var viewModel: PagedItemsViewModel? = await loaded(stub, page(1...2, next: 2))
        weak let weakViewModel = viewModel
        let pageLoad = viewModel?.loadNextPage()
        await stub.waitForCalls(2)
        viewModel = nil
        #expect(weakViewModel == nil)
        await stub.waitUntilCancelled(1)
        await pageLoad?.value
    }
}
