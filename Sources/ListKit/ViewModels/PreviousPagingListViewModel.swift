/// A view model whose content also comes in pages before its first, loaded as the user nears the start of the list:
/// a chat that opens on its newest messages and loads older ones above them.
///
/// ``PagedListViewModel`` conforms (its pages' ``ListPage/previousCursor``). ListKitUIKit's adapters call
/// ``loadPreviousPage()`` when the user nears the start, once per approach (`onNearStart`'s trigger: not before the
/// user first drags the list, since a list opens at its start until the app scrolls it; then when one of the first
/// ``previousPageThreshold`` rows appears; again once the start of the list changed or the user left it and came
/// back), and keep the rows on screen where they are while the older rows are inserted above
/// (`keepsVisibleRowsInPlace`). `bind(to:)` wires this up for a view model that conforms, beside near-end paging. As
/// for the next page, the view model decides whether a page is due: a call while one loads, after the first page
/// of all, or after one failed (until it is retried) does nothing.
@MainActor
public protocol PreviousPagingListViewModel: ListViewModel {
    /// How near the start a row must be for its appearance to load the page before the first: one of the first
    /// this-many rows (at least 1, the first row).
    var previousPageThreshold: Int { get }

    /// Where the loading of the page before the first stands: ``PagingState/hasMore`` while one remains,
    /// ``PagingState/loadingMore`` while it loads, ``PagingState/failed(_:)`` after it failed,
    /// ``PagingState/complete`` once the first page of all is loaded (and ``PagingState/notStarted`` before any page).
    var previousPaging: PagingState { get }

    /// Loads the page before the first if one is due, or joins the load of it that is running.
    ///
    /// - Returns: The page load, which completes once its rows (or its error row) are in the snapshot; an already
    ///   completed task when no page is due.
    @discardableResult
    func loadPreviousPage() -> Task<Void, Never>
}
