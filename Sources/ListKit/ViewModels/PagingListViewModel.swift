/// A view model whose content comes in pages, loaded as the user nears the end of the list.
///
/// ``PagedListViewModel`` conforms. ListKitUIKit's adapters call ``loadNextPage()`` when one of the last
/// ``nextPageThreshold`` rows is about to appear (the table prefetches it or displays it), and after each update while
/// one of them is on screen; `bind(to:)` wires this up for a view model that conforms. The view model decides whether
/// a page is due: a call while a page loads, after the last page, or after a page failed (until it is retried) does
/// nothing, so the adapter may call as often as rows appear.
@MainActor
public protocol PagingListViewModel: ListViewModel {
    /// How near the end a row must be for its appearance to load the next page: one of the last this-many rows (at
    /// least 1, the last row).
    var nextPageThreshold: Int { get }

    /// Loads the next page if one is due, or joins the page load that is running.
    ///
    /// - Returns: The page load, which completes once its rows (or its error row) are in the snapshot; an already
    ///   completed task when no page is due.
    @discardableResult
    func loadNextPage() -> Task<Void, Never>
}
