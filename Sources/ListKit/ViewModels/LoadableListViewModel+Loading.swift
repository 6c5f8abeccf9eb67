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
    /// The running load, if any, is cancelled, and its result is ignored even if it arrives; the content loaded before
    /// is dropped. Clears ``lastRefreshError`` and ``isRefreshing``.
    ///
    /// - Returns: The new load, which completes when its result has been shown or ignored.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        willReplaceContent?()
        isRefreshing = false
        lastRefreshError = nil
        state = .loading
        rebuildSnapshot()
        return startLoad()
    }

    /// Cancels the running load and starts a new one with the next generation number.
    func startLoad() -> Task<Void, Never> {
        loadTask?.cancel()
        generation &+= 1
        let generation = generation
        let loader = loader
        let timeout = loadTimeout
        let sleep = timeoutSleep
        let task = Task { [weak self] in
            let result = await Self.result(of: loader, within: timeout, sleep: sleep)
            // A cancelled load never changes the state, whatever its loader returned. (A newer load always cancels
            // the older one, so this and the generation check in `finishLoad` overlap; the generation is the rule.)
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
