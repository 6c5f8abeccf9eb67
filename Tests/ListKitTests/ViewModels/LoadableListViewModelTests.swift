import ListKit
import ListKitTestSupport
import Testing

@MainActor
@Suite("LoadableListViewModel: loading, empty, failure, retry", .timeLimit(.minutes(10)))
struct LoadableListViewModelTests {
    @Test("Before load() the view model is idle, shows nothing and has not called the loader")
    func beforeLoadIsIdleAndEmpty() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        #expect(render(viewModel.snapshot) == [])
        #expect("\(viewModel.state)" == "idle")
        #expect(await stub.callCount == 0)
    }

    @Test("load() shows the loading row, then the loaded sections; the stream sees each step")
    func loadShowsLoadingThenContent() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        var snapshots = viewModel.snapshots().makeAsyncIterator()
        #expect(await snapshots.next().map(render) == [])

        let load = viewModel.load()
        #expect(viewModel.state.isLoading)
        #expect(await snapshots.next().map(render) == ["placeholder: loading"])

        await stub.waitForCalls(1)
        await stub.succeed(0, with: items(1, 2))
        await load.value
        #expect(viewModel.state.content == items(1, 2))
        #expect(await snapshots.next().map(render) == ["items: 1:0, 2:0"])
        #expect(render(viewModel.snapshot) == ["items: 1:0, 2:0"])
    }

    @Test("load() while loading or loaded starts nothing new; reload() does")
    func loadIsIdempotent() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        viewModel.load()
        let again = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: items(1))
        await again.value
        #expect(viewModel.state.content == items(1))
        await viewModel.load().value
        #expect(await stub.callCount == 1)

        viewModel.reload()
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
        await stub.waitForCalls(2)
        #expect(await stub.callCount == 2)
    }

    @Test("Content with no rows is the empty state and shows the empty row")
    func whenContentHasNoRowsShowsEmptyRow() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: [])
        await load.value
        #expect(viewModel.state.isEmpty)
        #expect(viewModel.state.content == [])
        #expect(render(viewModel.snapshot) == ["placeholder: empty"])
    }

    @Test("Sections without rows are not displayed")
    func emptySectionsAreHidden() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = LoadableListViewModel(
            load: stub.loader,
            sections: { items in
                Section("even") { for item in items where item.id % 2 == 0 { Row<TestTextCell>(item) } }
                Section("odd") { for item in items where item.id % 2 == 1 { Row<TestTextCell>(item) } }
            }
        )
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: items(1, 3))
        await load.value
        #expect(render(viewModel.snapshot) == ["odd: 1:0, 3:0"])
        #expect(viewModel.snapshot.allSections.count == 2)
    }

    @Test("A failed load shows the error row; its retry reloads and can succeed")
    func whenLoadFailsErrorRowRetries() async throws {
        let stub = StubLoader<[TestItem]>()
        let viewModel = makeItemsViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.fail(0, with: LoadError(message: "offline"))
        await load.value
        #expect(viewModel.state.error as? LoadError == LoadError(message: "offline"))
        #expect(render(viewModel.snapshot) == ["placeholder: error: offline"])

        let errorRow = try #require(viewModel.snapshot.sections.first?.rows.first)
        #expect(errorRow.isSelectable)
        errorRow.select()
        #expect(viewModel.state.isLoading)
        #expect(render(viewModel.snapshot) == ["placeholder: loading"])
        await stub.waitForCalls(2)
        await stub.succeed(1, with: items(4))
        await viewModel.load().value
        #expect(render(viewModel.snapshot) == ["items: 4:0"])
    }

    @Test("Without placeholder rows, loading and failure show an empty list")
    func withoutPlaceholdersShowsNothing() async {
        let stub = StubLoader<[TestItem]>()
        let viewModel = LoadableListViewModel(load: stub.loader, sections: { (items: [TestItem]) in [Section]() })
        let load = viewModel.load()
        #expect(viewModel.snapshot.isEmpty)
        await stub.waitForCalls(1)
        await stub.fail(0, with: LoadError(message: "x"))
        await load.value
        #expect(viewModel.state.error != nil)
        #expect(viewModel.snapshot.isEmpty)
    }

    @Test("The stream does not keep the view model alive and ends when it goes away")
    func whenViewModelIsReleasedStreamFinishes() async {
        let stub = StubLoader<[TestItem]>()
        var viewModel: LoadableListViewModel<[TestItem]>? = makeItemsViewModel(stub)
        weak let weakViewModel = viewModel
        guard let stream = viewModel?.snapshots() else {
            Issue.record("no view model")
            return
        }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next().map(render) == [])
        viewModel = nil
        #expect(weakViewModel == nil)
        #expect(await iterator.next() == nil)
    }
}
