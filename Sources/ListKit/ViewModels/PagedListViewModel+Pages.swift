extension PagedListViewModel {
    /// Loads the next page if one is due: the first page is in, a next page remains, none is loading, the last one
    /// did not fail, paging is not ``PagingState/paused`` (after ``hiddenPageLimit`` pages a filter hid), and no
    /// refresh runs. A call while a page loads joins that load, so the page loads once however many rows near the end
    /// appear.
    ///
    /// The adapters call it as the user nears the end, and after each update while the end is on screen (see
    /// ``PagingListViewModel``); it is safe to call at any time. To load past a pause or a failure, call
    /// ``loadMore()``.
    ///
    /// - Returns: The page load, which completes once its rows or its error row are in the snapshot (or it was
    ///   cancelled); an already completed task when no page is due.
    @discardableResult
    public func loadNextPage() -> Task<Void, Never> {
        if let pageTask { return pageTask }
        guard case .hasMore = paging, !list.isRefreshing, let cursor = list.state.content?.nextCursor else {
            return noPage
        }
        return startPage(at: cursor)
    }

    /// Loads the next page again after it failed, replacing the page error row with the loading-more row: the same as
    /// ``loadMore()``. The page error row's retry calls it.
    ///
    /// - Returns: The page load.
    @discardableResult
    public func retryNextPage() -> Task<Void, Never> {
        loadMore()
    }

    /// Loads the next page because the user asked for more — a tap on the paused row (``PagingState/paused``) or on
    /// the page error row: the count of hidden pages starts over (``hiddenPageLimit`` more may load as the end stays
    /// on screen), a failed page loads again, and otherwise it is ``loadNextPage()``.
    ///
    /// - Returns: The page load; an already completed task when no page is due (after the last page, during a
    ///   refresh).
    @discardableResult
    public func loadMore() -> Task<Void, Never> {
        let wasStopped = paging.error != nil || isPaused(limit: hiddenPageLimit)
        if case .failed = pagePhase { pagePhase = .idle }
        hiddenPagesLoaded = 0
        let task = loadNextPage()
        // No page started (a refresh runs), yet the paused or error row has gone from the state: show it so.
        if wasStopped, pageTask == nil { list.rebuildSnapshot() }
        return task
    }

    /// Tells the view model that the user scrolled the list: the adapters call it as a drag begins. The count of
    /// hidden pages starts over, so paging that was ``PagingState/paused`` goes on (``hiddenPageLimit`` more hidden
    /// pages) once the end is near: at once if it is on screen, since the adapter checks after each update.
    ///
    /// - Complexity: O(1); when paging was paused, the mapping's work to publish the loading-more row.
    public func userDidScroll() {
        guard hiddenPagesLoaded > 0 else { return }
        let wasPaused = paging.isPaused
        hiddenPagesLoaded = 0
        if wasPaused { list.rebuildSnapshot() }
    }

    /// Whether paging pauses with ``hiddenPageLimit`` at `limit`: that many hidden pages loaded since the user last
    /// asked for more (the next page's own state aside).
    func isPaused(limit: Int) -> Bool {
        hiddenPagesLoaded >= max(1, limit)
    }

    /// Starts the load of the page at `cursor`, showing the loading-more row.
    private func startPage(at cursor: Cursor) -> Task<Void, Never> {
        pageGeneration &+= 1
        let generation = pageGeneration
        let loadPage = loadPage
        let timeout = list.loadTimeout
        let sleep = list.timeoutSleep
        pagePhase = .loading
        list.rebuildSnapshot()
        let task = Task { [weak self] in
            // The timeout race of the first load, for one page.
            let result = await LoadableListViewModel<ListPage<Item, Cursor>>.result(
                of: { try await loadPage(cursor) }, within: timeout, sleep: sleep)
            guard !Task.isCancelled else { return }
            self?.finishPage(generation: generation, cursor: cursor, with: result)
        }
        pageTask = task
        return task
    }

    /// Takes the result of the page load numbered `generation`, unless it was cancelled or superseded since.
    private func finishPage(generation: Int, cursor: Cursor, with result: Result<ListPage<Item, Cursor>, any Error>) {
        guard generation == pageGeneration else { return }
        pageTask = nil
        // Replacing the content cancels the page load, so the content is the one the page was asked for.
        guard let content = list.state.content, content.nextCursor == cursor else {
            pagePhase = .idle
            return
        }
        switch result {
        case .success(let page):
            if let next = page.nextCursor, next == cursor || content.loadedCursors.contains(next) {
                pagePhase = .failed(RepeatedPageCursorError(cursor: "\(cursor)", nextCursor: "\(next)"))
                list.rebuildSnapshot()
            } else {
                pagePhase = .idle
                // The snapshot that shows the page counts it if it added no row (`decorating`), so that it shows the
                // paused row at once when the count reaches the limit.
                itemRowCountBeforePage = itemRowCount
                list.updateContent { $0.append(page, loadedWith: cursor) }
                itemRowCountBeforePage = nil
            }
        case .failure(let error):
            pagePhase = .failed(error)
            list.rebuildSnapshot()
        }
    }

    /// Cancels the page load under way, whose result is then ignored, and forgets a failed page: the content is about
    /// to be replaced, or the load was cancelled. Publishes nothing: the caller does.
    func cancelPage() {
        pageTask?.cancel()
        pageTask = nil
        pageGeneration &+= 1
        pagePhase = .idle
    }

    /// `snapshot`, the mapping's rows (or a placeholder), ready to publish: notes how many rows the mapping gave —
    /// counting a page just added as hidden if it added none — and adds the paging row.
    ///
    /// - Complexity: O(sections), plus ``addingPagingRow(to:)``.
    func decorating(_ snapshot: ListSnapshot) -> ListSnapshot {
        let rows: Int
        if case .loaded = list.state { rows = snapshot.numberOfRows } else { rows = 0 }
        itemRowCount = rows
        if let before = itemRowCountBeforePage {
            itemRowCountBeforePage = nil
            if rows <= before { hiddenPagesLoaded += 1 }
        }
        return addingPreviousPagingRow(to: addingPagingRow(to: snapshot))
    }

    /// `snapshot` with the loading-more row, the paused row or the page error row in a last section of its own, when
    /// ``paging`` has one to show.
    ///
    /// - Complexity: O(1) amortized, plus the row's closure.
    func addingPagingRow(to snapshot: ListSnapshot) -> ListSnapshot {
        let row: AnyRow?
        switch paging {
        case .hasMore, .loadingMore:
            row = loadingMoreRow?()
        case .paused:
            row = pausedRow?(items.count) { [weak self] in self?.loadMore() }
        case .failed(let error):
            row = pageErrorRow?(error) { [weak self] in self?.retryNextPage() }
        case .notStarted, .complete:
            row = nil
        }
        guard let row else { return snapshot }
        var decorated = snapshot
        decorated.appendSection(Section(Self.pagingSectionID, rows: [row]))
        return decorated
    }
}
