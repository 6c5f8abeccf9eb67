/// A view model for a list that loads in pages, the next one when the user nears the end.
///
/// It is a ``LoadableListViewModel`` whose content is the items of the pages loaded so far — loading, empty and error
/// rows, ``refresh()``, ``loadTimeout``, ``rebuildSnapshot()`` for a filter, expansion — plus the pages:
///
/// ```swift
/// let contacts = PagedListViewModel(
///     loadPage: { cursor in try await api.contacts(after: cursor) },  // ListPage<Contact, String>
///     sections: { contacts, list in
///         for (letter, group) in groupedByInitial(contacts.filter(matchesQuery)) {
///             Section(letter, header: letter) {
///                 for contact in group {
///                     Row<ContactCell>(contact).onDelete { [weak list] contact in
///                         list?.updateItems { $0.removeAll { $0.id == contact.id } }
///                     }
///                 }
///             }
///         }
///     },
///     loadingRow: { AnyRow(Row<SpinnerCell>("loading")) },
///     emptyRow: { AnyRow(Row<MessageCell>("No contacts")) },
///     errorRow: { error, retry in AnyRow(Row<ErrorCell>("\(error)").onSelect { _ in retry() }) },
///     loadingMoreRow: { AnyRow(Row<SpinnerCell>("loading more")) },
///     pageErrorRow: { error, retry in AnyRow(Row<ErrorCell>("\(error)").onSelect { _ in retry() }) },
///     pausedRow: { searched, loadMore in
///         AnyRow(Row<MessageCell>("Searched \(searched) contacts. Search more").onSelect { _ in loadMore() })
///     }
/// )
/// adapter.bind(to: contacts, refreshControl: refreshControl)  // paging and pull to refresh, wired
/// contacts.load()
/// ```
///
/// - The first load (``load()``, ``reload()``) asks the loader for the page at cursor `nil`, then each page's
///   ``ListPage/nextCursor``, until a page has none (``PagingState/complete``).
/// - ``loadNextPage()`` loads the next page; the adapters call it when one of the last ``nextPageThreshold`` rows is
///   about to appear. It never loads one page twice: calls while a page loads join that load, and a page whose next
///   cursor was loaded already fails with ``RepeatedPageCursorError``.
/// - While a next page remains, the loading-more row is the last row; when a page fails, the page error row is, and
///   the rows loaded before stay. Nearing the end does not retry a failed page; the retry of the page error row
///   (``retryNextPage()``) does.
/// - ``reload()`` and ``refresh()`` start from the first page again, and cancel the page load under way (its result
///   is ignored); no next page loads during a refresh. ``cancel()`` stops both.
/// - Items that a later page repeats (the list changed on the server between two pages) stay in ``items``: their rows
///   share an identity, and the adapter's `DuplicatePolicy` decides — kept as distinct rows and reported by
///   ``ListSnapshot/duplicateIdentifiers`` (the default), or left out with ``DuplicatePolicy/dropLaterOccurrences``.
///
/// The mapping receives every item loaded and the view model. A filter it reads (a search) applies to the items loaded
/// so far, and while it hides most of them the end of the list stays on screen, so the adapter asks for page after
/// page. So that a filter that matches nothing does not load every page of a large list without the user scrolling,
/// the view model bounds the pages it loads for nothing:
///
/// - A page that adds no row to the list — the filter hid all its items — is a *hidden page*. A page that adds rows is
///   never counted: a first page shorter than the screen, and pages of which the filter keeps some rows, go on loading
///   the next ones until the end leaves the screen.
/// - Once ``hiddenPageLimit`` hidden pages (3 by default) have loaded since the user last asked for more, paging
///   pauses (``PagingState/paused``): nearing the end loads nothing, and the paused row (`pausedRow`, made from the
///   number of items loaded and an action that loads more) replaces the loading-more row, saying how many items
///   the filter searched.
/// - The user asks for more by scrolling the list (the adapters call ``userDidScroll()`` as a drag begins), by tapping
///   the paused row or the page error row; code calls ``loadMore()``. Each ask allows ``hiddenPageLimit`` more hidden
///   pages. ``reload()`` and ``refresh()`` start the count over.
/// - With a filter that matches nothing, the loader is called at most `1 + hiddenPageLimit` times before the user
///   acts. Clearing the filter (then ``rebuildSnapshot()``) shows every item loaded, hidden pages' included.
///
/// For a large list, search on the server instead: a loader that sends the query, and ``reload()`` when it changes.
///
/// A list that grows at the top too — a chat, whose first page is the newest messages — gives each page a
/// ``ListPage/previousCursor``: ``loadPreviousPage()`` loads the page before the first, which the adapters call as the
/// user nears the start (``PreviousPagingListViewModel``), with its own state (``previousPaging``), its own rows at the
/// start (`loadingPreviousRow`, `previousPageErrorRow`) and its own retry (``retryPreviousPage()``).
@MainActor
public final class PagedListViewModel<Item: Sendable, Cursor: Hashable & Sendable>: RefreshableListViewModel,
    PagingListViewModel, PreviousPagingListViewModel
{
    /// Loads the page at a cursor: `nil` for the first page. It runs off the main actor.
    public typealias PageLoader = @Sendable (_ cursor: Cursor?) async throws -> ListPage<Item, Cursor>

    /// Turns the items loaded so far into sections. It receives the view model, for expansion and for handlers.
    public typealias SectionsMapping =
        @MainActor (_ items: [Item], _ list: PagedListViewModel<Item, Cursor>) -> [Section]

    /// An action handed to an error row, so that a tap on it can retry.
    public typealias Retry = @MainActor @Sendable () -> Void

    /// Makes an error row from the error and an action that retries.
    public typealias ErrorRow = @MainActor (_ error: any Error, _ retry: @escaping Retry) -> AnyRow

    /// Makes the paused row (``PagingState/paused``) from the number of items loaded — the items a filter searched —
    /// and an action that calls ``loadMore()``.
    public typealias PausedRow = @MainActor (_ loadedItemCount: Int, _ loadMore: @escaping Retry) -> AnyRow

    /// The loading state, the content and the snapshot: the first page's loads go through it.
    let list: LoadableListViewModel<PagedContent<Item, Cursor>>
    let loadPage: PageLoader
    let mapping: SectionsMapping
    let loadingMoreRow: (@MainActor () -> AnyRow)?
    let pageErrorRow: ErrorRow?
    let pausedRow: PausedRow?
    let loadingPreviousRow: (@MainActor () -> AnyRow)?
    let previousPageErrorRow: ErrorRow?

    /// Whether the next page loads or failed; read with the content's next cursor by ``paging``.
    var pagePhase = PagePhase.idle
    /// The running page load, cancelled when the content is replaced, by ``cancel()`` and by deallocation.
    var pageTask: Task<Void, Never>?
    /// Numbers the page loads; only the result of the load with the current number is taken.
    var pageGeneration = 0
    /// The task returned when no page is due.
    let noPage = Task<Void, Never> {}
    /// Whether the page before the first loads or failed; read with the content's previous cursor by
    /// ``previousPaging``.
    var previousPagePhase = PagePhase.idle
    /// The running load of the page before the first, cancelled as ``pageTask`` is.
    var previousPageTask: Task<Void, Never>?
    /// Numbers the loads of pages before the first; only the result of the load with the current number is taken.
    var previousPageGeneration = 0
    /// The hidden pages (pages that added no row) loaded since the user last asked for more; paging pauses at
    /// ``hiddenPageLimit``.
    var hiddenPagesLoaded = 0
    /// The rows the mapping gave in the last snapshot published: 0 while the empty row shows.
    var itemRowCount = 0
    /// While a page's items are added, the rows before them: the snapshot that shows them tells whether it added any.
    var itemRowCountBeforePage: Int?

    /// How near the end a row must be for its appearance to load the next page: one of the last this-many rows. 5 by
    /// default; values below 1 count as 1 (the last row, which is the loading-more row while pages remain).
    public var nextPageThreshold = 5

    /// How near the start a row must be for its appearance to load the page before the first: one of the first
    /// this-many rows. 5 by default; values below 1 count as 1.
    public var previousPageThreshold = 5

    /// How many pages that add no row — a filter hides all their items — load without the user asking, before paging
    /// pauses (``PagingState/paused``): 3 by default; values below 1 count as 1, and `Int.max` never pauses.
    ///
    /// Pages that add rows are not counted. The count starts over when the user asks for more (``userDidScroll()``,
    /// ``loadMore()``, the paused row and the page error row) and when the content is replaced (``reload()``,
    /// ``refresh()``). With a filter that matches nothing, the loader is called at most this many times after the
    /// first page (or after the user's ask) before the user acts again. A change that pauses or resumes paging
    /// publishes a new snapshot.
    public var hiddenPageLimit = 3 {
        didSet {
            guard hiddenPageLimit != oldValue, list.state.content != nil else { return }
            if isPaused(limit: oldValue) != isPaused(limit: hiddenPageLimit) { list.rebuildSnapshot() }
        }
    }

    /// Where the next page stands: the pages' part of the state.
    enum PagePhase {
        /// No page is loading and the last one did not fail.
        case idle
        /// A page is loading.
        case loading
        /// The last page load failed.
        case failed(any Error)
    }

    /// Creates a view model in the ``ListState/idle`` state; call ``load()`` to start.
    ///
    /// - Parameters:
    ///   - loadPage: Loads the page at a cursor (`nil` for the first), off the main actor, once per page.
    ///   - expansion: Which rows start expanded.
    ///   - sections: Turns the items loaded so far into sections; it receives the view model (capture it weakly).
    ///   - loadingRow: The row shown while the first page loads with nothing on screen, or `nil` for none.
    ///   - emptyRow: The row shown when the items give no rows, or `nil` for none.
    ///   - errorRow: The row shown when the first page failed, with a retry that calls ``reload()``; or `nil`.
    ///   - loadingMoreRow: The last row while a next page remains or loads, or `nil` for none.
    ///   - pageErrorRow: The last row when the next page failed, with a retry that calls ``retryNextPage()``; or
    ///     `nil` for none.
    ///   - pausedRow: The last row while paging is ``PagingState/paused`` (a filter hid ``hiddenPageLimit`` pages),
    ///     made from the number of items loaded and an action that calls ``loadMore()``: say how many items were
    ///     searched, and load more when tapped. `nil` for none: the rows end there, and a scroll loads more.
    ///   - loadingPreviousRow: The first row while a page before the first remains or loads, or `nil` for none.
    ///   - previousPageErrorRow: The first row when the page before the first failed, with a retry that calls
    ///     ``retryPreviousPage()``; or `nil` for none.
    public init(
        loadPage: @escaping PageLoader,
        expansion: ExpansionState = ExpansionState(),
        @SectionsBuilder sections: @escaping SectionsMapping,
        loadingRow: (@MainActor () -> AnyRow)? = nil,
        emptyRow: (@MainActor () -> AnyRow)? = nil,
        errorRow: ErrorRow? = nil,
        loadingMoreRow: (@MainActor () -> AnyRow)? = nil,
        pageErrorRow: ErrorRow? = nil,
        pausedRow: PausedRow? = nil,
        loadingPreviousRow: (@MainActor () -> AnyRow)? = nil,
        previousPageErrorRow: ErrorRow? = nil
    ) {
        self.loadPage = loadPage
        self.mapping = sections
        self.loadingMoreRow = loadingMoreRow
        self.pageErrorRow = pageErrorRow
        self.pausedRow = pausedRow
        self.loadingPreviousRow = loadingPreviousRow
        self.previousPageErrorRow = previousPageErrorRow
        list = LoadableListViewModel(
            load: { PagedContent(firstPage: try await loadPage(nil)) },
            expansion: expansion,
            sections: { _, _ in [Section]() },
            loadingRow: loadingRow,
            emptyRow: emptyRow,
            errorRow: errorRow
        )
        list.mapping = { [weak self] content, _ in
            guard let self else { return [] }
            return self.mapping(content.items, self)
        }
        list.decorate = { [weak self] snapshot in
            self?.decorating(snapshot) ?? snapshot
        }
        list.willReplaceContent = { [weak self] in
            self?.cancelPage()
            self?.cancelPreviousPage()
            self?.hiddenPagesLoaded = 0
        }
    }

    deinit {
        pageTask?.cancel()
        previousPageTask?.cancel()
    }

    /// The identity of the section that holds a placeholder row (loading, empty or error).
    public nonisolated static var placeholderSectionID: String {
        LoadableListViewModel<PagedContent<Item, Cursor>>.placeholderSectionID
    }

    /// The identity of the section, after the others, that holds the loading-more row or the page error row.
    public nonisolated static var pagingSectionID: String {
        "ListKit.PagedListViewModel.paging"
    }

    /// The identity of the section, before the others, that holds the row of the page before the first (loading or
    /// error).
    public nonisolated static var previousPagingSectionID: String {
        "ListKit.PagedListViewModel.previousPaging"
    }

    /// What the list shows now.
    public var snapshot: ListSnapshot {
        list.snapshot
    }

    /// A stream of the snapshots: the current one, then each new one. It does not keep the view model alive and
    /// finishes when the view model is deallocated.
    ///
    /// - Returns: A new, independent stream.
    public func snapshots() -> AsyncStream<ListSnapshot> {
        list.snapshots()
    }

    /// Where loading the first page stands, with the items of every page loaded as the content. Changes publish a
    /// new snapshot.
    public var state: ListState<[Item]> {
        switch list.state {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let content): .loaded(content.items)
        case .empty(let content): .empty(content.items)
        case .failed(let error): .failed(error)
        }
    }

    /// The items of every page loaded so far, in order; empty before the first page.
    public var items: [Item] {
        list.state.content?.items ?? []
    }

    /// Where the next page stands. Changes publish a new snapshot.
    public var paging: PagingState {
        guard let content = list.state.content else { return .notStarted }
        guard content.nextCursor != nil else { return .complete }
        switch pagePhase {
        case .idle: return isPaused(limit: hiddenPageLimit) ? .paused : .hasMore
        case .loading: return .loadingMore
        case .failed(let error): return .failed(error)
        }
    }

    /// Whether a ``refresh()`` is running while the rows stay on screen.
    public var isRefreshing: Bool {
        list.isRefreshing
    }

    /// The error of the last refresh that failed while rows were on screen (which then stayed).
    public var lastRefreshError: (any Error)? {
        list.lastRefreshError
    }

    /// How long a load of one page may take, in seconds, before it ends with a ``LoadTimeoutError``; `nil` (the
    /// default) for no limit. The first page then shows the error row (a refresh keeps its rows), a next page the page
    /// error row.
    public var loadTimeout: Double? {
        get { list.loadTimeout }
        set { list.loadTimeout = newValue }
    }

    /// Which rows are expanded. The mapping reads it; changing it publishes a new snapshot.
    public var expansion: ExpansionState {
        get { list.expansion }
        set { list.expansion = newValue }
    }

    /// Starts the first load, showing the loading row, unless the state is not ``ListState/idle``.
    ///
    /// - Returns: The running load.
    @discardableResult
    public func load() -> Task<Void, Never> {
        list.load()
    }

    /// Starts over from the first page, showing the loading row; the running load and the page load are cancelled.
    ///
    /// - Returns: The new load.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        list.reload()
    }

    /// Loads the first page again while the rows stay on screen (pull to refresh); the page load under way is
    /// cancelled, and the pages after the first are dropped when the first arrives. See
    /// ``LoadableListViewModel/refresh()``.
    ///
    /// - Returns: The running load.
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        list.refresh()
    }

    /// Stops the running load and the page loads: a first load goes back to ``ListState/idle``, a refresh keeps its
    /// rows, and a next (or previous) page can load again.
    public func cancel() {
        let hadPage = pageTask != nil || previousPageTask != nil
        if list.loadTask != nil {
            list.cancel()
        } else if hadPage {
            cancelPage()
            cancelPreviousPage()
            list.rebuildSnapshot()
        }
    }

    /// Maps the items to a snapshot again and publishes it: after a change of state the mapping reads, such as a
    /// search filter. An empty result shows the empty row and keeps the items. See
    /// ``LoadableListViewModel/rebuildSnapshot()``.
    ///
    /// - Complexity: The mapping's work.
    public func rebuildSnapshot() {
        list.rebuildSnapshot()
    }

    /// Changes the items loaded in place and publishes the new snapshot (a contact deleted, say). Does nothing before
    /// the first page.
    ///
    /// - Parameter transform: Changes the items.
    /// - Returns: Whether there were items to change.
    @discardableResult
    public func updateItems(_ transform: (inout [Item]) -> Void) -> Bool {
        list.updateContent { transform(&$0.items) }
    }

    /// Whether the row with identity `id` is expanded.
    ///
    /// - Parameter id: A row identity.
    /// - Returns: `true` when the row is expanded in ``expansion``.
    public func isExpanded(_ id: some Hashable & Sendable) -> Bool {
        list.isExpanded(id)
    }

    /// Expands a collapsed row or collapses an expanded one, and publishes the new snapshot.
    ///
    /// - Parameter id: A row identity.
    public func toggleExpansion(of id: some Hashable & Sendable) {
        list.toggleExpansion(of: id)
    }
}
