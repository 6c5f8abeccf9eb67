/// Where the loading of a ``PagedListViewModel``'s next page stands.
///
/// The view model shows a row at the end of the list for ``hasMore`` and ``loadingMore`` (its loading-more row), for
/// ``paused`` (its paused row, which loads more when tapped) and for ``failed(_:)`` (its page error row, with a
/// retry); none before the first page and after the last.
public enum PagingState: Sendable {
    /// No page is loaded yet: the first load has not started, runs, or failed.
    case notStarted
    /// A next page exists and none is loading: it loads when the user nears the end.
    case hasMore
    /// The next page is loading.
    case loadingMore
    /// The next page failed with this error; the rows loaded before stay. Nearing the end does not load it again:
    /// ``PagedListViewModel/retryNextPage()`` (the retry of the page error row) does.
    case failed(any Error)
    /// A next page exists, but ``PagedListViewModel/hiddenPageLimit`` pages that added no row (a search filter hid
    /// their items) loaded since the user last asked for more, so nearing the end loads nothing: the user asks again by
    /// scrolling the list or tapping the paused row (``PagedListViewModel/loadMore()``).
    case paused
    /// The last page is loaded.
    case complete
}

extension PagingState {
    /// Whether the next page is loading.
    public var isLoadingMore: Bool {
        if case .loadingMore = self { return true }
        return false
    }

    /// Whether paging is ``paused``: a filter hid the pages loaded, and the next one waits for the user to ask.
    public var isPaused: Bool {
        if case .paused = self { return true }
        return false
    }

    /// The error of ``failed(_:)``, otherwise `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

extension PagingState: CustomStringConvertible {
    /// The case's name, with the error: `hasMore`, `failed(…)`.
    public var description: String {
        switch self {
        case .notStarted: "notStarted"
        case .hasMore: "hasMore"
        case .loadingMore: "loadingMore"
        case .failed(let error): "failed(\(error))"
        case .paused: "paused"
        case .complete: "complete"
        }
    }
}

/// The error of a page whose next cursor is one already loaded (or its own): loading it would load a page twice, and
/// paging would never end. The page's items are not added; the page error row's retry asks for the page again.
public struct RepeatedPageCursorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cursor the page was loaded with, as text.
    public var cursor: String
    /// The next cursor the page gave, already loaded, as text.
    public var nextCursor: String

    /// Creates the error of the page loaded with `cursor` that gave `nextCursor`.
    ///
    /// - Parameters:
    ///   - cursor: The page's cursor, as text.
    ///   - nextCursor: The repeated next cursor, as text.
    public init(cursor: String, nextCursor: String) {
        self.cursor = cursor
        self.nextCursor = nextCursor
    }

    /// `The page at cursor 3 gave 2 as its next cursor, which was loaded already.`
    public var description: String {
        "The page at cursor \(cursor) gave \(nextCursor) as its next cursor, which was loaded already."
    }
}
