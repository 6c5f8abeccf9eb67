/// A view model whose content comes in pages, loaded as the user nears the end of the list.
///
/// ``PagedListViewModel`` conforms. ListKitUIKit's adapters call ``loadNextPage()`` when one of the last
/// ``nextPageThreshold`` rows is about to appear (the table prefetches it or displays it), and after each update while
/// one of them is on screen; they call ``userDidScroll()`` when the user begins to drag the list. `bind(to:)` wires
/// this up for a view model that conforms. The view model decides whether a page is due: a call while a page loads,
/// after the last page, or after a page failed (until it is retried) does nothing, so the adapter may call as often as
/// rows appear.
///
/// The calls after an update are what load the next page when the end stays on screen — a first page shorter than the
/// screen, or pages whose rows a search filter hides. They come without the user doing anything, so a view model
/// bounds what they load: ``PagedListViewModel`` loads at most ``PagedListViewModel/hiddenPageLimit`` pages that add
/// no row before it waits for the user (``PagingState/paused``), and a drag (``userDidScroll()``) or a tap on its
/// paused row lets it go on.
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

    /// Tells the view model that the user began to scroll the list: what nears the end from now on, the user asked
    /// for. The adapters call it as a drag begins; the default implementation does nothing.
    func userDidScroll()
}

extension PagingListViewModel {
    /// Does nothing: a view model whose ``loadNextPage()`` needs no bound on the pages it loads by itself ignores
    /// the user's scrolls.
    public func userDidScroll() {}
}
