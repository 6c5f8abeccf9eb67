import ListKit
import ListKitTestSupport
import Testing

@MainActor
@Suite("LoadableListViewModel: stale results and cancellation", .timeLimit(.minutes(10)))
struct LoadableListViewModelConcurrencyTests {
    @Test("When the older of two loads finishes last, its result is ignored")
    func whenOlderLoadFinishesLastItsResultIsIgnored() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        let older = viewModel.reload()
        await stub.waitForCalls(1)
        let newer = viewModel.reload()
        await stub.waitForCalls(2)

        await stub.succeed(1, with: items(2))
        await newer.value
        #expect(render(viewModel.snapshot) == ["items: 2:0"])

        await stub.succeed(0, with: items(1))
        await older.value
        #expect(viewModel.state.content == items(2))
        #expect(render(viewModel.snapshot) == ["items: 2:0"])
    }

    @Test("When the older of two loads finishes first, its result is ignored and loading goes on")
    func whenOlderLoadFinishesFirstStateStaysLoading() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        let older = viewModel.reload()
        let newer = viewModel.reload()
        await stub.waitForCalls(2)

        await stub.fail(0, with: LoadError(message: "stale"))
        await older.value
        #expect(viewModel.state.isLoading)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])

        await stub.succeed(1, with: items(3))
        await newer.value
        #expect(render(viewModel.snapshot) == ["items: 3:0"])
    }

    @Test("Starting a new load cancels the running one, and the cancelled load changes nothing")
    func whenNewLoadStartsRunningLoadSeesCancellation() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        let first = viewModel.reload()
        await stub.waitForCalls(1)
        viewModel.reload()
        await stub.waitUntilCancelled(0)
        await first.value
        #expect(await stub.isCancelled(0))
        #expect(await !stub.isCancelled(1))
        // The cancelled loader threw CancellationError; that is not a failure to show.
        #expect(viewModel.state.isLoading)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
    }

    @Test("Releasing the view model cancels its running load; the load does not keep it alive")
    func whenViewModelIsReleasedRunningLoadSeesCancellation() async {
        let stub = StubLoader<[TestItem]>()
        var viewModel: LoadableListViewModel<[TestItem]>? = makeItemsViewModel(stub)
        weak let weakViewModel = viewModel
        let load = viewModel?.load()
        await stub.waitForCalls(1)
        viewModel = nil
        #expect(weakViewModel == nil)
        await stub.waitUntilCancelled(0)
        await load?.value
        #expect(await stub.isCancelled(0))
    }

    @Test("A load whose loader ignores cancellation still changes nothing")
    func whenLoaderIgnoresCancellationResultIsIgnored() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        let first = viewModel.load()
        await stub.waitForCalls(1)
        viewModel.reload()
        await stub.waitUntilCancelled(0)
        await stub.succeed(0, with: items(9))
        await first.value
        #expect(viewModel.state.isLoading)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
    }
}
