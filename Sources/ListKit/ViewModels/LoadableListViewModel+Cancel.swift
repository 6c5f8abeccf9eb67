extension LoadableListViewModel {
    /// Stops the running load, if any, and ignores its result even if it arrives.
    ///
    /// A first load or a ``reload()`` goes back to ``ListState/idle``, so that the next ``load()`` starts again (a
    /// screen that disappears before its content arrives, say); a ``refresh()`` ends with its rows kept and
    /// ``lastRefreshError`` as it was. The loader's task is cancelled. With no load running, nothing changes.
    public func cancel() {
        guard let running = loadTask else { return }
        running.cancel()
        loadTask = nil
        // The generation moves on, so the cancelled load's result is never taken, whatever its loader returns.
        generation &+= 1
        willReplaceContent?()
        if isRefreshing {
            isRefreshing = false
        } else if case .loading = state {
            state = .idle
        }
        rebuildSnapshot()
    }
}
