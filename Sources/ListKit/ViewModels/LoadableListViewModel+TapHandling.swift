extension LoadableListViewModel {
    /// Whether the row with identity `id` is expanded; the mapping reads it to build the row's model.
    ///
    /// - Parameter id: A row identity.
    /// - Returns: `true` when the row is expanded in ``expansion``.
    public func isExpanded(_ id: some Hashable & Sendable) -> Bool {
        expansion.isExpanded(id)
    }

    /// Expands a collapsed row or collapses an expanded one, and publishes the new snapshot.
    ///
    /// Call it from the row's handler: `.onSelect { [weak list] item in list?.toggleExpansion(of: item.id) }`.
    ///
    /// - Parameter id: A row identity.
    public func toggleExpansion(of id: some Hashable & Sendable) {
        expansion.toggle(id)
    }

    /// Changes the loaded content in place and publishes the new snapshot: an edit made on screen before (or
    /// instead of) a round trip to the server, such as marking a message as read.
    ///
    /// ```swift
    /// .onSelect { [weak list] message in
    ///     list?.updateContent { inbox in inbox.markAsRead(message.id) }
    /// }
    /// ```
    ///
    /// Does nothing unless there is loaded content: the state is ``ListState/loaded(_:)``, or ``ListState/empty(_:)``
    /// (content without rows to show, or a filter that matches none of it). The content changed may have rows or
    /// none, and the state follows. The next load replaces the content.
    ///
    /// - Parameter transform: Changes the content.
    /// - Returns: Whether there was content to change.
    @discardableResult
    public func updateContent(_ transform: (inout Content) -> Void) -> Bool {
        guard var content = state.content else { return false }
        transform(&content)
        show(content)
        return true
    }
}
