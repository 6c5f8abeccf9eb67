/// An object that says what a list shows, and tells when that changes.
///
/// A view model owns the list's data and turns it into a ``ListSnapshot``. The adapter that shows it on screen reads
/// ``snapshot`` once and then follows ``snapshots()``:
///
/// ```swift
/// for await snapshot in viewModel.snapshots() {
///     apply(snapshot)  // diffed against what is on screen, animated
/// }
/// ```
///
/// There are two ways to conform:
///
/// - **Observation** (iOS 17, macOS 14, Linux): make the class `@Observable` with a `snapshot` property, and the
///   default ``snapshots()`` follows it through `withObservationTracking`.
/// - **Any system**: embed a ``SnapshotPublisher``, assign to its `snapshot`, and return its streams:
///
/// ```swift
/// @MainActor
/// final class UsersViewModel: ListViewModel {
///     private let publisher = SnapshotPublisher()
///     var snapshot: ListSnapshot { publisher.snapshot }
///     func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }
///
///     func show(_ users: [User]) {
///         publisher.snapshot = ListSnapshot { Section("users") { for user in users { Row<UserCell>(user) } } }
///     }
/// }
/// ```
///
/// ``LoadableListViewModel`` is a ready-made view model for content loaded from an API.
///
/// View models are UI state, so the protocol is isolated to the main actor.
@MainActor
public protocol ListViewModel: AnyObject {
    /// What the list shows now.
    var snapshot: ListSnapshot { get }

    /// A stream of the view model's snapshots: the current one first, then each new one, on the main actor.
    ///
    /// The stream holds the view model weakly, so following it does not keep the view model alive, and it finishes
    /// when the view model is deallocated. A consumer that stops iterating (its task cancelled) ends its own stream
    /// and no other.
    ///
    /// - Returns: A new stream; each call makes an independent one.
    func snapshots() -> AsyncStream<ListSnapshot>
}
