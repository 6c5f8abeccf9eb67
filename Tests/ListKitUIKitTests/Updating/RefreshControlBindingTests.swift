import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table bound to a view model that has loaded `1:0, 2:0` through call 0 of its stub, with a refresh control.
@MainActor
private struct RefreshableTable {
    let stub = StubLoader<[TestItem]>()
    let table = makeTable()
    let control = RecordingRefreshControl()
    let viewModel: LoadableListViewModel<[TestItem]>
    let adapter: TableViewAdapter
    let binding: ListBinding

    /// What the table showed when the control ended, for each end.
    private let shownAtEnd = ShownAtEnd()

    init() {
        viewModel = makeItemsViewModel(stub)
        adapter = TableViewAdapter(tableView: table)
        binding = adapter.bind(to: viewModel, refreshControl: control)
        let table = table
        let shownAtEnd = shownAtEnd
        control.didEnd = { shownAtEnd.texts.append(shownTexts(table)) }
    }

    /// The first load, finished with `content`.
    func loaded(_ content: [TestItem] = [TestItem(id: 1), TestItem(id: 2)]) async -> Self {
        viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: content)
        await viewModel.load().value
        await adapter.settled()
        return self
    }

    /// What the table showed at each end of the control.
    var textsAtEnds: [[String]] {
        shownAtEnd.texts
    }
}

@MainActor
private final class ShownAtEnd {
    var texts: [[String]] = []
}

@MainActor
@Suite("Pull to refresh through the adapters", .timeLimit(.minutes(10)))
struct RefreshControlBindingTests {
    init() { failOnInconsistency() }

    @Test("bind(to:refreshControl:) makes the control the table's refresh control")
    func bindAttachesControl() {
        let screen = RefreshableTable()
        #expect(screen.table.refreshControl === screen.control)
        #expect(!screen.control.isRefreshing)
    }

    @Test("A pull refreshes; the control ends once the load has ended and its rows are on screen")
    func pullRefreshesAndEndsControl() async {
        let screen = await RefreshableTable().loaded()
        #expect(screen.table.simulatePullToRefresh())
        #expect(screen.control.isRefreshing)
        #expect(screen.viewModel.isRefreshing)
        await screen.stub.waitForCalls(2)
        #expect(shownTexts(screen.table) == ["1:0", "2:0"])

        await screen.stub.succeed(1, with: [TestItem(id: 3)])
        await screen.adapter.settled()
        #expect(!screen.control.isRefreshing)
        #expect(screen.textsAtEnds == [["3:0"]])
        #expect(screen.control.endCount == 1)
    }

    @Test(
        "500 pulls: once the pull's load has ended and settled() returns, the control has ended and the rows are shown",
        arguments: [false, true])
    func settledWaitsForThePullsEnd(backgroundDiff: Bool) async {
        let screen = await RefreshableTable().loaded()
        if backgroundDiff { screen.adapter.backgroundDiffThreshold = 0 }
        for pull in 1...500 {
            #expect(screen.table.simulatePullToRefresh())
            // The pull's load: `refresh()` joins it while it runs.
            let load = screen.viewModel.refresh()
            await screen.stub.waitForCalls(pull + 1)
            await screen.stub.succeed(pull, with: [TestItem(id: pull)])
            await load.value
            await screen.adapter.settled()
            let shown = shownTexts(screen.table)
            guard !screen.control.isRefreshing, shown == ["\(pull):0"], screen.control.endCount == pull else {
                Issue.record(
                    "Pull \(pull): after settled() the control refreshes: \(screen.control.isRefreshing), ends \(screen.control.endCount), the table shows \(shown)"
                )
                return
            }
        }
        #expect(await screen.stub.callCount == 501)
    }

    @Test(
        "500 pulls on a collection view: after the pull's load and settled(), the control has ended and the items are shown",
        arguments: [false, true])
    func collectionSettledWaitsForThePullsEnd(backgroundDiff: Bool) async {
        let stub = PageStub()
        let viewModel = makePagedViewModel(stub, items: ItemCollectionCell.self, messages: MessageCollectionCell.self)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: collection)
        let control = RecordingRefreshControl()
        adapter.bind(to: viewModel, refreshControl: control)
        if backgroundDiff { adapter.backgroundDiffThreshold = 0 }
        viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: page(0...0, next: nil))
        await viewModel.load().value
        await adapter.settled()
        for pull in 1...500 {
            #expect(collection.simulatePullToRefresh())
            let load = viewModel.refresh()
            await stub.waitForCalls(pull + 1)
            await stub.succeed(pull, with: page(pull...pull + 1, next: nil))
            await load.value
            await adapter.settled()
            collection.layoutIfNeeded()
            let shown = (collection.indexPathsForVisibleItems).sorted().compactMap {
                (collection.cellForItem(at: $0) as? ItemCollectionCell)?.item?.id
            }
            guard !control.isRefreshing, shown == [pull, pull + 1], control.endCount == pull else {
                Issue.record(
                    "Pull \(pull): after settled() the control refreshes: \(control.isRefreshing), ends \(control.endCount), the collection shows \(shown)"
                )
                return
            }
        }
        #expect(await stub.callCount == 501)
    }

    @Test("A pull whose load fails ends the control too, with the old rows kept")
    func failedPullEndsControl() async {
        let screen = await RefreshableTable().loaded()
        #expect(screen.table.simulatePullToRefresh())
        await screen.stub.waitForCalls(2)
        await screen.stub.fail(1, with: TestFailure(message: "offline"))
        await screen.adapter.settled()
        #expect(!screen.control.isRefreshing)
        #expect(screen.textsAtEnds == [["1:0", "2:0"]])
        #expect(screen.viewModel.lastRefreshError as? TestFailure == TestFailure(message: "offline"))
    }

    @Test("A pull while the first load runs joins it: no second load starts, and the control ends with it")
    func pullDuringLoadJoinsIt() async {
        let screen = RefreshableTable()
        screen.viewModel.load()
        await screen.stub.waitForCalls(1)
        await screen.adapter.settled()
        #expect(shownTexts(screen.table) == ["loading"])
        #expect(screen.table.simulatePullToRefresh())
        await letTasksRun()
        #expect(await screen.stub.callCount == 1)
        #expect(screen.control.isRefreshing)

        await screen.stub.succeed(0, with: [TestItem(id: 5)])
        await screen.adapter.settled()
        #expect(!screen.control.isRefreshing)
        #expect(screen.textsAtEnds == [["5:0"]])
        #expect(await screen.stub.callCount == 1)
    }

    @Test("A second pull while the control refreshes sends nothing; the one load ends the control once")
    func secondPullStartsNothing() async {
        let screen = await RefreshableTable().loaded()
        #expect(screen.table.simulatePullToRefresh())
        #expect(!screen.table.simulatePullToRefresh())
        await screen.stub.waitForCalls(2)
        await letTasksRun()
        #expect(await screen.stub.callCount == 2)
        await screen.stub.succeed(1, with: [TestItem(id: 1)])
        await screen.adapter.settled()
        #expect(!screen.control.isRefreshing)
        await letTasksRun()
        #expect(screen.control.endCount == 1)
    }

    @Test("A refresh started in code shows the control refreshing until it ends")
    func refreshInCodeShowsControl() async {
        let screen = await RefreshableTable().loaded()
        let refresh = screen.viewModel.refresh()
        await screen.adapter.settled()
        #expect(screen.control.isRefreshing)
        // The control is refreshing: a pull sends nothing, and no second load starts.
        #expect(!screen.table.simulatePullToRefresh())
        await screen.stub.waitForCalls(2)
        await screen.stub.succeed(1, with: [TestItem(id: 4)])
        await refresh.value
        await screen.adapter.settled()
        #expect(!screen.control.isRefreshing)
        #expect(screen.textsAtEnds == [["4:0"]])
        #expect(await screen.stub.callCount == 2)
    }

    @Test("Cancelling the binding removes the control's action: a pull then loads nothing")
    func cancelledBindingIgnoresPull() async {
        let screen = await RefreshableTable().loaded()
        screen.binding.cancel()
        #expect(screen.table.simulatePullToRefresh())
        await letTasksRun()
        #expect(await screen.stub.callCount == 1)
        #expect(!screen.viewModel.isRefreshing)
    }

    @Test("Binding again replaces the control's action: one pull, one refresh")
    func bindAgainReplacesAction() async {
        let screen = await RefreshableTable().loaded()
        screen.adapter.bind(to: screen.viewModel, refreshControl: screen.control)
        #expect(screen.table.simulatePullToRefresh())
        await screen.stub.waitForCalls(2)
        await screen.stub.succeed(1, with: [TestItem(id: 9)])
        await screen.adapter.settled()
        #expect(!screen.control.isRefreshing)
        await letTasksRun()
        #expect(await screen.stub.callCount == 2)
        #expect(screen.control.endCount == 1)
    }

    @Test("A collection view's pull refreshes a paged view model: page 1 again, the control ended once it is shown")
    func collectionViewPullRefreshesPages() async {
        let stub = PageStub()
        let viewModel = makePagedViewModel(stub, items: ItemCollectionCell.self, messages: MessageCollectionCell.self)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: collection)
        let control = RecordingRefreshControl()
        adapter.bind(to: viewModel, refreshControl: control)
        #expect(collection.refreshControl === control)
        var countsAtEnd: [Int] = []
        control.didEnd = { countsAtEnd.append(collection.numberOfItems(inSection: 0)) }
        viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: page(1...3, next: 2))
        await viewModel.load().value
        await adapter.settled()
        // Three items and the loading-more row, which is on screen: page 2 loads.
        await stub.waitForCalls(2)

        #expect(collection.simulatePullToRefresh())
        // The refresh cancels the page under way and asks for the first page again.
        await stub.waitUntilCancelled(1)
        await stub.waitForCalls(3)
        #expect(await stub.argument(of: 2) == "first")
        await stub.succeed(2, with: page(10...11, next: nil))
        await adapter.settled()
        #expect(!control.isRefreshing)
        #expect(countsAtEnd == [2])
        #expect(viewModel.items.map(\.id) == [10, 11])
    }
}
