import ListKit
import ListKitTestSupport

/// A cell for placeholder and message rows: a string model, identified by itself.
@MainActor
final class PlaceholderCell: ConfigurableCell {
    func configure(with model: String) {}
}

/// An error a stub loader throws.
struct LoadError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Each visible section as `id: model, model`, with the placeholder section's id written `placeholder` and the paging
/// section's `paging`.
func render(_ snapshot: ListSnapshot) -> [String] {
    snapshot.sections.map { section in
        let id =
            switch section.id {
            case AnyHashable(LoadableListViewModel<Int>.placeholderSectionID): "placeholder"
            case AnyHashable(PagedListViewModel<Int, Int>.pagingSectionID): "paging"
            default: "\(section.id)"
            }
        return "\(id): " + section.rows.map { "\($0.model)" }.joined(separator: ", ")
    }
}

/// The view model of the tests that load `[TestItem]`.
typealias ItemsViewModel = LoadableListViewModel<[TestItem]>

/// A view model over `[TestItem]` that shows the items in one section, with string placeholders.
@MainActor
func makeItemsViewModel(_ stub: StubLoader<[TestItem]>) -> ItemsViewModel {
    LoadableListViewModel(
        load: stub.loader,
        sections: { items in
            [Section("items") { for item in items { Row<TestTextCell>(item) } }]
        },
        loadingRow: { AnyRow(Row<PlaceholderCell>("loading")) },
        emptyRow: { AnyRow(Row<PlaceholderCell>("empty")) },
        errorRow: { error, retry in AnyRow(Row<PlaceholderCell>("error: \(error)").onSelect { _ in retry() }) }
    )
}

/// Items with the given ids and content 0.
func items(_ ids: Int...) -> [TestItem] {
    ids.map { TestItem(id: $0) }
}

/// The paged view model of the tests: `TestItem`s in pages numbered from 1 (the cursor is the page number).
typealias PagedItemsViewModel = PagedListViewModel<TestItem, Int>

/// A page of the items with the given ids and content 0, followed by the page `next` (or the last page).
func page(_ ids: ClosedRange<Int>, next: Int?) -> ListPage<TestItem, Int> {
    ListPage(items: ids.map { TestItem(id: $0) }, nextCursor: next)
}

/// A paged view model over `[TestItem]` whose loader records each page's cursor (`first` for the first page), with
/// string placeholders, a paused row `paused: <items loaded> searched`, and a filter: the items `search` matches.
@MainActor
func makePagedViewModel(
    _ stub: StubLoader<ListPage<TestItem, Int>>,
    search: ItemSearch = ItemSearch()
) -> PagedItemsViewModel {
    PagedListViewModel(
        loadPage: { cursor in try await stub.load(recording: cursor.map { "\($0)" } ?? "first") },
        sections: { items, _ in
            [Section("items") { for item in items where search.matches(item) { Row<TestTextCell>(item) } }]
        },
        loadingRow: { AnyRow(Row<PlaceholderCell>("loading")) },
        emptyRow: { AnyRow(Row<PlaceholderCell>("empty")) },
        errorRow: { error, retry in AnyRow(Row<PlaceholderCell>("error: \(error)").onSelect { _ in retry() }) },
        loadingMoreRow: { AnyRow(Row<PlaceholderCell>("loading more")) },
        pageErrorRow: { error, retry in
            AnyRow(Row<PlaceholderCell>("page error: \(error)").onSelect { _ in retry() })
        },
        pausedRow: { searched, loadMore in
            AnyRow(Row<PlaceholderCell>("paused: \(searched) searched").onSelect { _ in loadMore() })
        }
    )
}

/// A paged view model that has loaded the first page, `first`, through call 0 of `stub`.
@MainActor
func loadedPagedViewModel(
    _ stub: StubLoader<ListPage<TestItem, Int>>,
    _ first: ListPage<TestItem, Int>,
    search: ItemSearch = ItemSearch()
) async -> PagedItemsViewModel {
    let viewModel = makePagedViewModel(stub, search: search)
    let load = viewModel.load()
    await stub.waitForCalls(1)
    await stub.succeed(0, with: first)
    await load.value
    return viewModel
}

/// A search filter a mapping reads: when `matchesNothing` is on, it matches no item; otherwise those `matching`
/// keeps (every item when it is `nil`).
@MainActor
final class ItemSearch {
    var matchesNothing = false
    var matching: ((TestItem) -> Bool)?

    /// Whether the filter keeps `item`.
    func matches(_ item: TestItem) -> Bool {
        !matchesNothing && (matching?(item) ?? true)
    }
}
