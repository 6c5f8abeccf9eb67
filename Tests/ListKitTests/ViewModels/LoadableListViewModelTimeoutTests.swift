import ListKitTestSupport
import Testing

@testable import ListKit

@MainActor
@Suite("LoadableListViewModel: a load that hangs ends at its timeout", .timeLimit(.minutes(10)))
struct LoadableListViewModelTimeoutTests {
    /// Gives a late result every chance to be (wrongly) taken.
    private func settle() async {
        for _ in 0..<200 { await Task.yield() }
    }

    @Test("A loader that ignores cancellation and never returns ends at the timeout with an error row")
    func hangingLoadEndsWithErrorRow() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        viewModel.loadTimeout = 0.05
        await viewModel.load().value
        #expect(viewModel.state.error as? LoadTimeoutError == LoadTimeoutError(seconds: 0.05))
        #expect(render(viewModel.snapshot) == ["placeholder: error: Loading timed out after 0.05 s."])
        // The loader's task was told to stop, though it does not listen.
        await stub.waitUntilCancelled(0)
        #expect(await stub.isCancelled(0))
    }

    @Test("A result that arrives after the timeout is ignored")
    func lateResultIsIgnored() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        viewModel.loadTimeout = 0.05
        await viewModel.load().value
        #expect(await stub.succeed(0, with: items(1, 2)))
        await settle()
        #expect(viewModel.state.error is LoadTimeoutError)
        #expect(render(viewModel.snapshot) == ["placeholder: error: Loading timed out after 0.05 s."])
    }

    @Test("The error row's retry loads again, and a load within the timeout shows its content")
    func retryAfterTimeoutLoads() async throws {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        viewModel.loadTimeout = 0.05
        await viewModel.load().value
        viewModel.loadTimeout = 30
        try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 0))).select()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: items(3))
        for _ in 0..<1_000 where viewModel.state.isLoading { await Task.yield() }
        #expect(render(viewModel.snapshot) == ["items: 3:0"])
    }

    @Test("A load that finishes in time is not touched by the timeout later")
    func timelyLoadIsKept() async throws {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        // The timeout passes when the test says so, after the load has finished: no race with the machine's load.
        let timer = ManualTimeout()
        viewModel.timeoutSleep = { _ in await timer.wait() }
        viewModel.loadTimeout = 1
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: items(1))
        await load.value
        try #require(viewModel.state.content == items(1))
        await timer.fire()
        await settle()
        #expect(viewModel.state.content == items(1))
        #expect(render(viewModel.snapshot) == ["items: 1:0"])
    }

    @Test("A load whose timeout passes first ends with the timeout, whatever its loader returns later")
    func timeoutFirstEndsTheLoad() async throws {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        let timer = ManualTimeout()
        viewModel.timeoutSleep = { _ in await timer.wait() }
        viewModel.loadTimeout = 3
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await timer.fire()
        await load.value
        #expect(viewModel.state.error as? LoadTimeoutError == LoadTimeoutError(seconds: 3))
        await stub.succeed(0, with: items(1))
        await settle()
        #expect(viewModel.state.error is LoadTimeoutError)
    }

    @Test("A refresh that hangs keeps the rows and reports the timeout in lastRefreshError")
    func hangingRefreshKeepsRows() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: items(1))
        await load.value
        viewModel.loadTimeout = 0.05
        await viewModel.refresh().value
        #expect(!viewModel.isRefreshing)
        #expect(viewModel.lastRefreshError as? LoadTimeoutError == LoadTimeoutError(seconds: 0.05))
        #expect(render(viewModel.snapshot) == ["items: 1:0"])
    }

    @Test("A newer load supersedes one waiting for its timeout; the older one's task ends at once")
    func newerLoadSupersedesTimedLoad() async {
        let stub = StubLoader<[TestItem]>(isCooperative: false)
        let viewModel = makeItemsViewModel(stub)
        viewModel.loadTimeout = 30
        let older = viewModel.load()
        await stub.waitForCalls(1)
        let newer = viewModel.reload()
        await older.value
        await stub.waitForCalls(2)
        await stub.succeed(1, with: items(2))
        await newer.value
        #expect(render(viewModel.snapshot) == ["items: 2:0"])
    }

    @Test("A timeout of zero ends the load at once, without calling the loader")
    func zeroTimeoutEndsAtOnce() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        viewModel.loadTimeout = 0
        await viewModel.load().value
        #expect(viewModel.state.error as? LoadTimeoutError == LoadTimeoutError(seconds: 0))
        #expect(await stub.callCount == 0)
    }

    @Test("The error reads the same in every form")
    func errorDescription() {
        #expect(LoadTimeoutError(seconds: 10).description == "Loading timed out after 10 s.")
        #expect(LoadTimeoutError(seconds: 0.25).description == "Loading timed out after 0.25 s.")
        #expect("\(LoadTimeoutError(seconds: 1.5))" == "Loading timed out after 1.5 s.")
    }
}

/// A timeout that passes when the test calls ``fire()``: every ``wait()`` before or after returns then.
private actor ManualTimeout {
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if fired { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func fire() {
        fired = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
