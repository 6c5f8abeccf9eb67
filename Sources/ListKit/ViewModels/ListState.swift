/// Where a list that loads its content stands: not started, loading, loaded, loaded but empty, or failed.
///
/// ``LoadableListViewModel`` keeps one and shows a placeholder row for each state but ``loaded(_:)``. Content that was
/// loaded is kept through ``empty(_:)``: a rebuild that shows no rows (a search filter that matches nothing) shows the
/// empty row, and the next rebuild that has rows (the filter cleared) shows them again, with no load.
///
/// The error of ``failed(_:)`` is `any Error`: in Swift 6 `Error` refines `Sendable`, so the state is `Sendable`
/// whenever `Content` is, and a loader may throw whatever error type it has (`APIError` of `ListKitNetworking`,
/// `URLError`, its own) without wrapping it.
public enum ListState<Content> {
    /// Nothing has been loaded and nothing is loading.
    case idle
    /// The first load, or a reload, is running; there is no content to show.
    case loading
    /// Content was loaded and has rows to show.
    case loaded(Content)
    /// Content was loaded, and the mapping gives it no rows: it has no items, or a filter the mapping reads matches
    /// none of them. The content is kept, so a later rebuild can show its rows again.
    case empty(Content)
    /// The load failed with this error.
    case failed(any Error)
}

extension ListState: Sendable where Content: Sendable {}

extension ListState {
    /// Whether the state is ``loading``.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the state is ``empty(_:)``.
    public var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    /// The content of ``loaded(_:)`` or ``empty(_:)``, otherwise `nil`.
    public var content: Content? {
        switch self {
        case .loaded(let content), .empty(let content): content
        case .idle, .loading, .failed: nil
        }
    }

    /// The error of ``failed(_:)``, otherwise `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

extension ListState: CustomStringConvertible {
    /// The case's name, with the content or the error: `loaded(…)`, `failed(…)`.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let content): "loaded(\(content))"
        case .empty(let content): "empty(\(content))"
        case .failed(let error): "failed(\(error))"
        }
    }
}
