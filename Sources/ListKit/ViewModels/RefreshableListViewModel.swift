/// A view model that can load its content again while its rows stay on screen: pull to refresh.
///
/// ``LoadableListViewModel`` and ``PagedListViewModel`` conform. ListKitUIKit's `bind(to:refreshControl:)` wires a
/// `UIRefreshControl` to one: a pull calls ``refresh()``, and the control ends once the task it returns has ended and
/// its snapshot is on screen; a refresh started in code (``isRefreshing`` turned on) shows the control refreshing.
///
/// A hand-written view model conforms by returning the task of its load:
///
/// ```swift
/// @MainActor
/// final class InboxViewModel: RefreshableListViewModel {
///     private(set) var isRefreshing = false
///     func refresh() -> Task<Void, Never> {
///         isRefreshing = true
///         publishSnapshot()
///         return Task {
///             await fetchMessages()
///             isRefreshing = false
///             publishSnapshot()
///         }
///     }
///     // snapshot, snapshots()
/// }
/// ```
@MainActor
public protocol RefreshableListViewModel: ListViewModel {
    /// Whether a refresh is running while the rows stay on screen. A view model publishes a snapshot when it changes,
    /// so that whoever follows ``ListViewModel/snapshots()`` can read it there.
    var isRefreshing: Bool { get }

    /// Starts loading the content again, or joins the load that is running.
    ///
    /// - Returns: The load, which completes once its result is shown (or ignored); awaiting it does not cancel it.
    @discardableResult
    func refresh() -> Task<Void, Never>
}
