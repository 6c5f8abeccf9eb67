extension LoadableListViewModel {
    /// Starts the first load, showing the loading row. Does nothing but return the running load unless the state is
    /// ``ListState/idle``, so it is safe to call each time the screen appears.
    ///
    /// - Returns: The running load, which completes when its result has been shown or ignored; awaiting it does not
    ///   cancel it. An already completed task when nothing is loading.
    @discardableResult
    public func load() -> Task<Void, Never> {
        guard case .idle = state else { return loadTask ?? Task {} }
        return reload()
    }

    /// Starts a new load, replacing what is shown with the loading row.
    ///
    /// The running load, if any, is cancelled, and its result is ignored even if it arrives. Clears
    /// ``lastRefreshError`` and ``isRefreshing``.
    ///
    /// - Returns: The new load, which completes when its result has been shown or ignored.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        isRefreshing = false
        lastRefreshError = nil
        state = .loading
        rebuildSnapshot()
        return startLoad()
    }

    /// Loads again while the current rows stay on screen: pull to refresh.
    ///
    /// With content (or the empty row) on screen, the state is kept and ``isRefreshing`` is `true` until the new
    /// content replaces the old. If the refresh fails, the old rows stay, the state is kept and ``lastRefreshError``
    /// holds the error. A refresh while one is running joins it. With nothing on screen — idle or failed — this is
    /// ``reload()``; while the first load runs, it joins that load.
    ///
    /// - Returns: The running load, which completes when its result has been shown or ignored. Await it to end a
    ///   refresh control: `await viewModel.refresh().value`.
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        switch state {
        case .loaded, .empty:
            if isRefreshing, let loadTask { return loadTask }
            isRefreshing = true
            rebuildSnapshot()
            return startLoad()
        case .loading:
            return loadTask ?? reload()
        case .idle, .failed:
            return reload()
        }
    }

    /// Cancels the running load and starts a new one with the next generation number.
    func startLoad() -> Task<Void, Never> {
        loadTask?.cancel()
        generation &+= 1
        let generation = generation
        let loader = loader
        let task = Task { [weak self] in
            let result: Result<Content, any Error>
            do {
                result = .success(try await loader())
            } catch {
                result = .failure(error)
            }
            // A cancelled load never changes the state, whatever its loader returned.
            guard !Task.isCancelled else { return }
            self?.finishLoad(generation: generation, with: result)
        }
        loadTask = task
        return task
    }

    /// Takes the result of the load numbered `generation`, unless a newer load has started since.
    func finishLoad(generation: Int, with result: Result<Content, any Error>) {
        guard generation == self.generation else { return }
        loadTask = nil
        let wasRefreshing = isRefreshing
        isRefreshing = false
        switch result {
        case .success(let content):
            lastRefreshError = nil
            show(content)
        case .failure(let error):
            if wasRefreshing {
                lastRefreshError = error
            } else {
                state = .failed(error)
            }
            rebuildSnapshot()
        }
    }
}
