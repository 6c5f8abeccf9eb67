import ListKit
import ListKitTestSupport
import Testing

@MainActor
@Suite("LoadableListViewModel: pull to refresh", .timeLimit(.minutes(10)))
struct LoadableListViewModelRefreshTests {
    /// A view model that has loaded `ids` through call 0 of `stub`.
    private func loadedViewModel(_ stub: StubLoader<[TestItem]>, _ ids: Int...) async -> ItemsViewModel {
        let viewModel = makeItemsViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: ids.map { TestItem(id: $0) })
        await load.value
        return viewModel
    }

    @Test("refresh() keeps the old rows on screen until the new ones arrive")
    func refreshKeepsOldRowsUntilNewOnesArrive() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = await loadedViewModel(stub, 1, 2)
        var snapshots = viewModel.snapshots().makeAsyncIterator()
        #expect(await snapshots.next().map(render) == ["items: 1:0, 2:0"])

        let refresh = viewModel.refresh()
        #expect(viewModel.isRefreshing)
        #expect(viewModel.state.content == items(1, 2))
        // The start of a refresh is published too, with the same rows, so a screen can show its spinner.
        #expect(await snapshots.next().map(render) == ["items: 1:0, 2:0"])

        await stub.waitForCalls(2)
        await stub.succeed(1, with: [TestItem(id: 2, content: 5), TestItem(id: 3)])
        await refresh.value
        #expect(!viewModel.isRefreshing)
        #expect(await snapshots.next().map(render) == ["items: 2:5, 3:0"])
    }

    @Test("A failed refresh keeps the old rows and reports the error in lastRefreshError")
    func whenRefreshFailsOldRowsStayAndErrorIsReported() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = await loadedViewModel(stub, 1)
        let refresh = viewModel.refresh()
        await stub.waitForCalls(2)
        await stub.fail(1, with: LoadError(message: "timeout"))
        await refresh.value
        #expect(!viewModel.isRefreshing)
        #expect(viewModel.lastRefreshError as? LoadError == LoadError(message: "timeout"))
        #expect(viewModel.state.content == items(1))
        #expect(render(viewModel.snapshot) == ["items: 1:0"])

        let retry = viewModel.refresh()
        await stub.waitForCalls(3)
        await stub.succeed(2, with: items(1, 2))
        await retry.value
        #expect(viewModel.lastRefreshError == nil)
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0"])
    }

    @Test("A refresh while one runs joins it")
    func refreshDuringRefreshJoinsRunningLoad() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = await loadedViewModel(stub, 1)
        let first = viewModel.refresh()
        let second = viewModel.refresh()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: items(7))
        await second.value
        await first.value
        #expect(await stub.callCount == 2)
        #expect(await !stub.isCancelled(1))
        #expect(render(viewModel.snapshot) == ["items: 7:0"])
    }

    @Test("refresh() with nothing on screen is a reload that shows the loading row")
    func refreshWhenFailedReloads() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.fail(0, with: LoadError(message: "down"))
        await load.value

        let refresh = viewModel.refresh()
        #expect(!viewModel.isRefreshing)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
        await stub.waitForCalls(2)
        await stub.succeed(1, with: items(1))
        await refresh.value
        #expect(render(viewModel.snapshot) == ["items: 1:0"])
    }

    @Test("reload() during a refresh drops the old rows and the refreshing flag")
    func reloadDuringRefreshShowsLoading() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = await loadedViewModel(stub, 1)
        viewModel.refresh()
        let reload = viewModel.reload()
        #expect(!viewModel.isRefreshing)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
        await stub.waitUntilCancelled(1)
        await stub.waitForCalls(3)
        await stub.succeed(2, with: items(2))
        await reload.value
        #expect(render(viewModel.snapshot) == ["items: 2:0"])
    }
}
