extension LoadableListViewModel {
    /// Loads again while the current rows stay on screen: pull to refresh.
    ///
    /// With content (or the empty row) on screen, the state is kept and ``isRefreshing`` is `true` until the new
    /// content replaces the old. If the refresh fails, the old rows stay, the state is kept and ``lastRefreshError``
    /// holds the error. A refresh while one is running joins it. With nothing on screen — idle or failed — this is
    /// ``reload()``; while the first load runs, it joins that load.
    ///
    /// ListKitUIKit's `adapter.bind(to: viewModel, refreshControl: control)` calls it when the user pulls, and ends
    /// the control when the load ends.
    ///
    /// - Returns: The running load, which completes when its result has been shown or ignored (or the load was
    ///   cancelled). Await it to end a refresh control by hand: `await viewModel.refresh().value`.
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        switch state {
        case .loaded, .empty:
            if isRefreshing, let loadTask { return loadTask }
            willReplaceContent?()
            isRefreshing = true
            rebuildSnapshot()
            return startLoad()
        case .loading:
            return loadTask ?? reload()
        case .idle, .failed:
            return reload()
        }
    }
}
