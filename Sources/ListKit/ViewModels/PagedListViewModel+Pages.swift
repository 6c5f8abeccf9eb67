extension PagedListViewModel {
    /// Loads the next page if one is due: the first page is in, a next page remains, none is loading, the last one
    /// did not fail, and no refresh runs. A call while a page loads joins that load, so the page loads once however
    /// many rows near the end appear.
    ///
    /// The adapters call it as the user nears the end (see ``PagingListViewModel``); it is safe to call at any time.
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

    /// Loads the next page again after it failed, replacing the page error row with the loading-more row; otherwise
    /// the same as ``loadNextPage()``. The page error row's retry calls it.
    ///
    /// - Returns: The page load.
    @discardableResult
    public func retryNextPage() -> Task<Void, Never> {
        if case .failed = pagePhase { pagePhase = .idle }
        return loadNextPage()
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
                list.updateContent { $0.append(page, loadedWith: cursor) }
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

    /// `snapshot` with the loading-more row or the page error row in a last section of its own, when ``paging`` has
    /// one to show.
    ///
    /// - Complexity: O(1) amortized, plus the row's closure.
    func addingPagingRow(to snapshot: ListSnapshot) -> ListSnapshot {
        let row: AnyRow?
        switch paging {
        case .hasMore, .loadingMore:
            row = loadingMoreRow?()
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
