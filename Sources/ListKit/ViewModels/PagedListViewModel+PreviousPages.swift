// The pages before the first: a list that grows at the top, such as a chat's older messages.
extension PagedListViewModel {
    /// Where the page before the first stands: ``PagingState/hasMore`` while the first page loaded has a
    /// ``ListPage/previousCursor`` and none loads, ``PagingState/loadingMore`` while it loads,
    /// ``PagingState/failed(_:)`` after it failed (the rows stay), ``PagingState/complete`` once no page comes before;
    /// ``PagingState/notStarted`` before the first page. Never ``PagingState/paused``: only the user's approach of the
    /// start loads it. Changes publish a new snapshot.
    public var previousPaging: PagingState {
        guard let content = list.state.content else { return .notStarted }
        guard content.previousCursor != nil else { return .complete }
        switch previousPagePhase {
        case .idle: return .hasMore
        case .loading: return .loadingMore
        case .failed(let error): return .failed(error)
        }
    }

    /// Loads the page before the first if one is due: a page is loaded, it has a previous cursor, none loads, the last
    /// one did not fail and no refresh runs. A call while it loads joins that load. The page's items go before the
    /// others, and its ``ListPage/previousCursor`` says what comes before it.
    ///
    /// The adapters call it as the user nears the start (see ``PreviousPagingListViewModel``); it is safe to call at
    /// any time. To load it again after a failure, call ``retryPreviousPage()``.
    ///
    /// - Returns: The page load, which completes once its rows or its error row are in the snapshot (or it was
    ///   cancelled); an already completed task when no page is due.
    @discardableResult
    public func loadPreviousPage() -> Task<Void, Never> {
        if let previousPageTask { return previousPageTask }
        guard case .hasMore = previousPaging, !list.isRefreshing, let cursor = list.state.content?.previousCursor
        else { return noPage }
        return startPreviousPage(at: cursor)
    }

    /// Loads the page before the first again after it failed, replacing its error row with the loading row (the retry
    /// of `previousPageErrorRow`); otherwise the same as ``loadPreviousPage()``.
    ///
    /// - Returns: The page load; an already completed task when no page is due.
    @discardableResult
    public func retryPreviousPage() -> Task<Void, Never> {
        if case .failed = previousPagePhase { previousPagePhase = .idle }
        let task = loadPreviousPage()
        // No page started (a refresh runs), yet the error row has gone from the state: show it so.
        if previousPageTask == nil { list.rebuildSnapshot() }
        return task
    }

    /// Starts the load of the page at `cursor`, before the first, showing the loading row.
    private func startPreviousPage(at cursor: Cursor) -> Task<Void, Never> {
        previousPageGeneration &+= 1
        let generation = previousPageGeneration
        let loadPage = loadPage
        let timeout = list.loadTimeout
        let sleep = list.timeoutSleep
        previousPagePhase = .loading
        list.rebuildSnapshot()
        let task = Task { [weak self] in
            let result = await LoadableListViewModel<ListPage<Item, Cursor>>.result(
                of: { try await loadPage(cursor) }, within: timeout, sleep: sleep)
            guard !Task.isCancelled else { return }
            self?.finishPreviousPage(generation: generation, cursor: cursor, with: result)
        }
        previousPageTask = task
        return task
    }

    /// Takes the result of the previous-page load numbered `generation`, unless it was cancelled or superseded since.
    private func finishPreviousPage(
        generation: Int, cursor: Cursor, with result: Result<ListPage<Item, Cursor>, any Error>
    ) {
        guard generation == previousPageGeneration else { return }
        previousPageTask = nil
        // Replacing the content cancels the load, so the content is the one the page was asked for.
        guard let content = list.state.content, content.previousCursor == cursor else {
            previousPagePhase = .idle
            return
        }
        switch result {
        case .success(let page):
            if let previous = page.previousCursor, previous == cursor || content.loadedCursors.contains(previous) {
                previousPagePhase = .failed(RepeatedPageCursorError(cursor: "\(cursor)", nextCursor: "\(previous)"))
                list.rebuildSnapshot()
            } else {
                previousPagePhase = .idle
                list.updateContent { $0.prepend(page, loadedWith: cursor) }
            }
        case .failure(let error):
            previousPagePhase = .failed(error)
            list.rebuildSnapshot()
        }
    }

    /// Cancels the load of the page before the first, whose result is then ignored, and forgets a failure. Publishes
    /// nothing: the caller does.
    func cancelPreviousPage() {
        previousPageTask?.cancel()
        previousPageTask = nil
        previousPageGeneration &+= 1
        previousPagePhase = .idle
    }

    /// `snapshot` with the loading row or the error row of the page before the first in a first section of its own,
    /// when ``previousPaging`` has one to show.
    ///
    /// - Complexity: O(sections), plus the row's closure.
    func addingPreviousPagingRow(to snapshot: ListSnapshot) -> ListSnapshot {
        let row: AnyRow?
        switch previousPaging {
        case .hasMore, .loadingMore:
            row = loadingPreviousRow?()
        case .failed(let error):
            row = previousPageErrorRow?(error) { [weak self] in self?.retryPreviousPage() }
        case .notStarted, .complete, .paused:
            row = nil
        }
        guard let row else { return snapshot }
        return ListSnapshot(
            sections: [Section(Self.previousPagingSectionID, rows: [row])] + snapshot.allSections,
            hidesEmptySections: snapshot.hidesEmptySections)
    }
}
