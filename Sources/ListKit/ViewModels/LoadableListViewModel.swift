/// A view model for a list whose content comes from an asynchronous loader, such as an API call.
///
/// It keeps a ``ListState``, turns loaded content into sections with your mapping, and shows a placeholder row while
/// loading, when the content has no rows, and when the load failed (with a retry action):
///
/// ```swift
/// let viewModel = LoadableListViewModel(
///     load: { try await client.get(Feed.self, from: "feed.json") },
///     sections: { feed, list in
///         Section("about", header: "About") { Row<TextCell>(feed.about) }
///         Section("bio") {
///             Row<BioCell>(Bio(text: feed.bio, isExpanded: list.isExpanded("bio")), id: "bio")
///                 .onSelect { [weak list] _ in list?.toggleExpansion(of: "bio") }
///         }
///     },
///     loadingRow: { AnyRow(Row<SpinnerCell>("loading")) },
///     emptyRow: { AnyRow(Row<MessageCell>("Nothing here yet")) },
///     errorRow: { error, retry in AnyRow(Row<ErrorCell>("\(error)").onSelect { _ in retry() }) }
/// )
/// viewModel.load()
/// ```
///
/// - ``load()`` starts the first load; ``reload()`` starts over, showing the loading row; ``refresh()`` (pull to
///   refresh) keeps the current rows on screen, with ``isRefreshing`` set, until the new ones arrive.
/// - A load that a newer one superseded, or that was cancelled, never changes the state: each load has a generation,
///   and only the newest one's result is taken. Starting a load cancels the running one, and so does deallocating the
///   view model; a loader that checks `Task.isCancelled` or throws `CancellationError` stops early.
/// - A failed refresh keeps the old rows and sets ``lastRefreshError``; the state stays ``ListState/loaded(_:)``.
/// - ``cancel()`` stops the running load: a first load or reload goes back to ``ListState/idle``, a refresh ends with
///   its rows kept.
/// - Sections without rows are hidden (``ListSnapshot/hidesEmptySections``), and content whose sections have no rows
///   at all is the ``ListState/empty(_:)`` state, which keeps the content: a search filter that the mapping reads and
///   that matches nothing shows the empty row, and clearing it (then ``rebuildSnapshot()``) shows the rows again.
/// - Every change of ``state``, ``isRefreshing`` or ``lastRefreshError`` publishes a snapshot, even when its rows
///   did not change, so a screen that follows ``snapshots()`` can update its refresh control and error banner from
///   these properties.
///
/// The placeholder rows are closures because ListKit's core has no cells of its own (it does not know UIKit); each
/// placeholder is shown as the only row of a section whose identity is ``placeholderSectionID``. A `nil` placeholder
/// shows nothing in that state.
///
/// Tap handling: the mapping receives the view model, so a row's handler can change state here — expand a row
/// (``toggleExpansion(of:)``), edit the content (``updateContent(_:)``, for example to mark a message as read) — and
/// the change comes back as a new snapshot. Capture the view model weakly in handlers, as above.
///
/// Pull to refresh: it is a ``RefreshableListViewModel``, so ListKitUIKit's `bind(to:refreshControl:)` wires a
/// `UIRefreshControl` to ``refresh()``. For content that comes in pages, use ``PagedListViewModel``.
@MainActor
public final class LoadableListViewModel<Content: Sendable>: RefreshableListViewModel {
    /// The asynchronous call that produces the content; it runs off the main actor.
    public typealias Loader = @Sendable () async throws -> Content

    /// Turns loaded content into sections. It receives the view model for its expansion state and for handlers.
    public typealias SectionsMapping = @MainActor (Content, LoadableListViewModel<Content>) -> [Section]

    /// An action that calls ``reload()``, handed to the error row so that a tap on it can retry.
    public typealias Retry = @MainActor @Sendable () -> Void

    /// Makes the row shown in the ``ListState/failed(_:)`` state, from the error and an action that reloads.
    public typealias ErrorRow = @MainActor (_ error: any Error, _ retry: @escaping Retry) -> AnyRow

    /// Where the current snapshot lives and is published from.
    let publisher = SnapshotPublisher()
    let loader: Loader
    /// The mapping; a ``PagedListViewModel`` sets its own once it exists.
    var mapping: SectionsMapping
    let loadingRow: (@MainActor () -> AnyRow)?
    let emptyRow: (@MainActor () -> AnyRow)?
    let errorRow: ErrorRow?

    /// Numbers the loads; only the result of the load with the current number is taken.
    var generation = 0
    /// The running load, cancelled when a newer one starts or the view model is deallocated.
    var loadTask: Task<Void, Never>?
    /// Called as a load starts (a reload or a refresh) and when the running load is cancelled: the content is about
    /// to be replaced, or stays as it is. A ``PagedListViewModel`` cancels its page load here.
    var willReplaceContent: (@MainActor () -> Void)?
    /// Changes every snapshot before it is published: a ``PagedListViewModel`` adds the row at the end of the pages.
    var decorate: (@MainActor (ListSnapshot) -> ListSnapshot)?

    /// How long a load may take, in seconds, before it ends with a ``LoadTimeoutError``; `nil` (the default) for no
    /// limit. A load that times out shows the error row (a refresh keeps its rows and sets ``lastRefreshError``), even
    /// when its loader ignores cancellation, so the loading row never stays forever; what the loader returns later is
    /// ignored. It applies to loads started after it is set.
    public var loadTimeout: Double?

    /// Waits out ``loadTimeout``: ``sleep(seconds:)``, or in tests a wait they end themselves.
    var timeoutSleep: TimeoutSleep = LoadableListViewModel.sleep(seconds:)

    /// How a load's timeout is waited for: suspends for the given seconds (or until the task is cancelled).
    typealias TimeoutSleep = @Sendable (Double) async -> Void

    /// Where loading stands. Changes publish a new snapshot.
    public internal(set) var state: ListState<Content> = .idle

    /// Whether a ``refresh()`` is running while the previous rows stay on screen.
    public internal(set) var isRefreshing = false

    /// The error of the last refresh that failed while rows were on screen (which then stayed). Cleared when a load
    /// succeeds and by ``reload()``.
    public internal(set) var lastRefreshError: (any Error)?

    /// Which rows are expanded. The mapping reads it; changing it publishes a new snapshot.
    public var expansion: ExpansionState {
        didSet { rebuildSnapshot() }
    }

    /// Creates a view model in the ``ListState/idle`` state; call ``load()`` to start.
    ///
    /// - Parameters:
    ///   - load: The asynchronous call that produces the content, run off the main actor, once per load.
    ///   - expansion: Which rows start expanded.
    ///   - sections: Turns the content into sections; it receives the view model, for ``isExpanded(_:)`` and for the
    ///     rows' handlers (capture it weakly).
    ///   - loadingRow: The row shown while loading with nothing on screen, or `nil` for none.
    ///   - emptyRow: The row shown when the content has no rows, or `nil` for none.
    ///   - errorRow: The row shown when the load failed, made from the error and a retry action that calls
    ///     ``reload()``; or `nil` for none.
    public init(
        load: @escaping Loader,
        expansion: ExpansionState = ExpansionState(),
        @SectionsBuilder sections: @escaping SectionsMapping,
        loadingRow: (@MainActor () -> AnyRow)? = nil,
        emptyRow: (@MainActor () -> AnyRow)? = nil,
        errorRow: ErrorRow? = nil
    ) {
        self.loader = load
        self.expansion = expansion
        self.mapping = sections
        self.loadingRow = loadingRow
        self.emptyRow = emptyRow
        self.errorRow = errorRow
    }

    /// Creates a view model in the ``ListState/idle`` state whose mapping needs only the content.
    ///
    /// - Parameters:
    ///   - load: The asynchronous call that produces the content, run off the main actor, once per load.
    ///   - sections: Turns the content into sections.
    ///   - loadingRow: The row shown while loading with nothing on screen, or `nil` for none.
    ///   - emptyRow: The row shown when the content has no rows, or `nil` for none.
    ///   - errorRow: The row shown when the load failed, made from the error and a retry action that calls
    ///     ``reload()``; or `nil` for none.
    public convenience init(
        load: @escaping Loader,
        @SectionsBuilder sections: @escaping @MainActor (Content) -> [Section],
        loadingRow: (@MainActor () -> AnyRow)? = nil,
        emptyRow: (@MainActor () -> AnyRow)? = nil,
        errorRow: ErrorRow? = nil
    ) {
        self.init(
            load: load,
            sections: { content, _ in sections(content) },
            loadingRow: loadingRow,
            emptyRow: emptyRow,
            errorRow: errorRow
        )
    }

    deinit {
        loadTask?.cancel()
    }

    /// The identity of the section that holds a placeholder row (loading, empty or error).
    public nonisolated static var placeholderSectionID: String {
        "ListKit.LoadableListViewModel.placeholder"
    }

    /// What the list shows now.
    public var snapshot: ListSnapshot {
        publisher.snapshot
    }

    /// A stream of the snapshots: the current one, then each new one. It does not keep the view model alive and
    /// finishes when the view model is deallocated.
    ///
    /// - Returns: A new, independent stream.
    public func snapshots() -> AsyncStream<ListSnapshot> {
        publisher.snapshots()
    }

    /// Maps the current state to a snapshot again and publishes it.
    ///
    /// Call it after changing state of your own that the mapping reads, such as a search filter (changes through
    /// ``expansion``, ``toggleExpansion(of:)`` and ``updateContent(_:)`` call it already). Loaded content whose sections
    /// have no rows turns the state into ``ListState/empty(_:)``, which keeps the content; content that has rows again
    /// turns it back into ``ListState/loaded(_:)``. No load starts.
    ///
    /// ```swift
    /// query = "ada"
    /// viewModel.rebuildSnapshot()  // no match: the empty row, the contacts kept
    /// query = ""
    /// viewModel.rebuildSnapshot()  // every contact again
    /// ```
    ///
    /// - Complexity: The mapping's work, plus O(sections) to find whether any row is left.
    public func rebuildSnapshot() {
        switch state {
        case .idle:
            publish(ListSnapshot())
        case .loading:
            publish(placeholder(loadingRow?()))
        case .loaded(let content), .empty(let content):
            show(content)
        case .failed(let error):
            let retry: Retry = { [weak self] in self?.reload() }
            publish(placeholder(errorRow?(error, retry)))
        }
    }

    /// Shows `content`: its sections, or the empty row when they have no rows; the content is kept either way.
    func show(_ content: Content) {
        let snapshot = ListSnapshot(sections: mapping(content, self))
        if snapshot.isEmpty {
            state = .empty(content)
            publish(placeholder(emptyRow?()))
        } else {
            state = .loaded(content)
            publish(snapshot)
        }
    }

    /// Publishes `snapshot`, decorated if a decoration is set.
    func publish(_ snapshot: ListSnapshot) {
        publisher.snapshot = decorate?(snapshot) ?? snapshot
    }

    /// A snapshot of one placeholder section holding `row`, or an empty snapshot.
    private func placeholder(_ row: AnyRow?) -> ListSnapshot {
        guard let row else { return ListSnapshot() }
        return ListSnapshot(sections: [Section(Self.placeholderSectionID, rows: [row])])
    }
}
