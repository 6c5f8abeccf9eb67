import ListKit
import ListKitTestSupport
import Testing

/// A page of the items `ids` that nothing follows, with the page `previous` before it (or none).
private func olderPage(_ ids: ClosedRange<Int>, previous: Int?) -> ListPage<TestItem, Int> {
    ListPage(items: ids.map { TestItem(id: $0) }, nextCursor: nil, previousCursor: previous)
}

/// Each visible section as ``render(_:)`` writes it, the section of the page before the first written `previous`.
private func rendered(_ snapshot: ListSnapshot) -> [String] {
    render(snapshot).map { line in
        let prefix = PagedItemsViewModel.previousPagingSectionID + ": "
        return line.hasPrefix(prefix) ? "previous: " + line.dropFirst(prefix.count) : line
    }
}

/// A paged view model over `[TestItem]` whose loader records each cursor (`first` for the first page), with string
/// rows for the page before the first: `loading previous` and `previous error: <error>`.
@MainActor
private func makeChatViewModel(_ stub: StubLoader<ListPage<TestItem, Int>>) -> PagedItemsViewModel {
    PagedListViewModel(
        loadPage: { cursor in try await stub.load(recording: cursor.map { "\($0)" } ?? "first") },
        sections: { items, _ in [Section("items") { for item in items { Row<TestTextCell>(item) } }] },
        loadingRow: { AnyRow(Row<PlaceholderCell>("loading")) },
        loadingMoreRow: { AnyRow(Row<PlaceholderCell>("loading more")) },
        loadingPreviousRow: { AnyRow(Row<PlaceholderCell>("loading previous")) },
        previousPageErrorRow: { error, retry in
            AnyRow(Row<PlaceholderCell>("previous error: \(error)").onSelect { _ in retry() })
        }
    )
}

@MainActor
@Suite("PagedListViewModel: pages before the first, for lists that grow at the top", .timeLimit(.minutes(10)))
struct PagedListViewModelPreviousPagesTests {
    typealias Stub = StubLoader<ListPage<TestItem, Int>>

    /// A view model that has loaded the first page, `first`, through call 0 of `stub`.
    private func loaded(_ stub: Stub, _ first: ListPage<TestItem, Int>) async -> PagedItemsViewModel {
        let viewModel = makeChatViewModel(stub)
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: first)
        await load.value
        return viewModel
    }

    /// Gives a page load that should not start (or a result that should be ignored) the turns to do it anyway.
    private func letTasksRun() async {
        for _ in 0..<50 { await Task.yield() }
    }

    @Test("The page before the first loads once however often it is asked for, and its items go before the others")
    func previousPageLoadsOnceAndPrepends() async {
        let stub = Stub()
        let viewModel = await loaded(stub, olderPage(7...9, previous: 6))
        #expect(rendered(viewModel.snapshot) == ["previous: loading previous", "items: 7:0, 8:0, 9:0"])
        #expect("\(viewModel.previousPaging)" == "hasMore")
        #expect("\(viewModel.paging)" == "complete")

        let first = viewModel.loadPreviousPage()
        viewModel.loadPreviousPage()
        #expect(viewModel.previousPaging.isLoadingMore)
        await stub.waitForCalls(2)
        await letTasksRun()
        #expect(await stub.arguments == ["first", "6"])

        await stub.succeed(1, with: olderPage(4...6, previous: 3))
        await first.value
        #expect(viewModel.items.map(\.id) == [4, 5, 6, 7, 8, 9])
        #expect(rendered(viewModel.snapshot) == ["previous: loading previous", "items: 4:0, 5:0, 6:0, 7:0, 8:0, 9:0"])

        let last = viewModel.loadPreviousPage()
        await stub.waitForCalls(3)
        await stub.succeed(2, with: olderPage(1...3, previous: nil))
        await last.value
        #expect(viewModel.items.map(\.id) == Array(1...9))
        #expect("\(viewModel.previousPaging)" == "complete")
        #expect(rendered(viewModel.snapshot) == ["items: 1:0, 2:0, 3:0, 4:0, 5:0, 6:0, 7:0, 8:0, 9:0"])

        // Before the first page of all, nothing more loads.
        await viewModel.loadPreviousPage().value
        await letTasksRun()
        #expect(await stub.callCount == 3)
    }

    @Test("Pages before the first and after it load side by side, each with its own state and row")
    func bothDirections() async {
        let stub = Stub()
        let viewModel = await loaded(stub, ListPage(items: [TestItem(id: 5)], nextCursor: 6, previousCursor: 4))
        #expect(
            rendered(viewModel.snapshot) == ["previous: loading previous", "items: 5:0", "paging: loading more"])
        let older = viewModel.loadPreviousPage()
        let newer = viewModel.loadNextPage()
        await stub.waitForCalls(3)
        #expect(Set(await stub.arguments.compactMap { $0 }) == ["first", "4", "6"])
        let olderCall = await stub.argument(of: 1) == "4" ? 1 : 2
        await stub.succeed(olderCall, with: olderPage(4...4, previous: nil))
        await older.value
        #expect("\(viewModel.previousPaging)" == "complete")
        #expect(viewModel.paging.isLoadingMore)
        await stub.succeed(3 - olderCall, with: ListPage(items: [TestItem(id: 6)], nextCursor: nil))
        await newer.value
        #expect(viewModel.items.map(\.id) == [4, 5, 6])
        #expect(rendered(viewModel.snapshot) == ["items: 4:0, 5:0, 6:0"])
    }

    @Test("Without a previous cursor, or before the first page, no page before it loads and no row shows for it")
    func noPreviousPage() async {
        let stub = Stub()
        let viewModel = makeChatViewModel(stub)
        #expect("\(viewModel.previousPaging)" == "notStarted")
        await viewModel.loadPreviousPage().value
        let load = viewModel.load()
        viewModel.loadPreviousPage()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: olderPage(1...2, previous: nil))
        await load.value
        await viewModel.loadPreviousPage().value
        await letTasksRun()
        #expect(await stub.callCount == 1)
        #expect("\(viewModel.previousPaging)" == "complete")
        #expect(rendered(viewModel.snapshot) == ["items: 1:0, 2:0"])
    }

    @Test("A failed page before the first keeps the rows and shows its error row; asking again waits for its retry")
    func failedPreviousPageRetries() async throws {
        let stub = Stub()
        let viewModel = await loaded(stub, olderPage(3...4, previous: 2))
        let failing = viewModel.loadPreviousPage()
        await stub.waitForCalls(2)
        await stub.fail(1, with: LoadError(message: "offline"))
        await failing.value
        #expect(rendered(viewModel.snapshot) == ["previous: previous error: offline", "items: 3:0, 4:0"])
        #expect(viewModel.previousPaging.error as? LoadError == LoadError(message: "offline"))

        await viewModel.loadPreviousPage().value
        await letTasksRun()
        #expect(await stub.callCount == 2)

        let errorRow = try #require(viewModel.snapshot.sections.first?.rows.first)
        errorRow.select()
        #expect(viewModel.previousPaging.isLoadingMore)
        #expect(rendered(viewModel.snapshot).first == "previous: loading previous")
        await stub.waitForCalls(3)
        await stub.succeed(2, with: olderPage(1...2, previous: nil))
        await viewModel.loadPreviousPage().value
        await letTasksRun()
        #expect(viewModel.items.map(\.id) == [1, 2, 3, 4])
    }

    @Test("A page whose previous cursor was loaded already fails with RepeatedPageCursorError and adds nothing")
    func repeatedPreviousCursor() async {
        let stub = Stub()
        let viewModel = await loaded(stub, olderPage(5...6, previous: 4))
        let older = viewModel.loadPreviousPage()
        await stub.waitForCalls(2)
        await stub.succeed(1, with: olderPage(3...4, previous: 4))
        await older.value
        #expect(
            viewModel.previousPaging.error as? RepeatedPageCursorError
                == RepeatedPageCursorError(cursor: "4", nextCursor: "4"))
        #expect(viewModel.items.map(\.id) == [5, 6])
    }

    @Test("A refresh cancels the page before the first and drops its result; cancel() stops it too")
    func refreshCancelsPreviousPage() async {
        let stub = Stub()
        let viewModel = await loaded(stub, olderPage(5...6, previous: 4))
        viewModel.loadPreviousPage()
        await stub.waitForCalls(2)
        let refresh = viewModel.refresh()
        await stub.waitUntilCancelled(1)
        await stub.waitForCalls(3)
        await stub.succeed(1, with: olderPage(3...4, previous: nil))
        await stub.succeed(2, with: olderPage(7...8, previous: 6))
        await refresh.value
        await letTasksRun()
        #expect(viewModel.items.map(\.id) == [7, 8])
        #expect("\(viewModel.previousPaging)" == "hasMore")

        viewModel.loadPreviousPage()
        await stub.waitForCalls(4)
        viewModel.cancel()
        await stub.waitUntilCancelled(3)
        #expect("\(viewModel.previousPaging)" == "hasMore")
        #expect(rendered(viewModel.snapshot) == ["previous: loading previous", "items: 7:0, 8:0"])
    }
}
