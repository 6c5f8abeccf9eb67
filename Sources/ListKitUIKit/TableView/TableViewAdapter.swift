#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The data source and delegate of one `UITableView`, driven by ``ListSnapshot``s.
///
/// ```swift
/// let adapter = TableViewAdapter(tableView: tableView)
/// adapter.apply(ListSnapshot {
///     Section("Users") { for user in users { Row<UserCell>(user).onSelect { open($0) } } }
/// })
/// ```
///
/// The first apply reloads the table; every later one diffs the new snapshot against what is on screen and performs
/// the stages of ``ListDiff`` as consecutive batch updates: changed rows are reconfigured in place (same cell), moved
/// rows move, and nothing is reloaded that did not change. Cells and header-footer views are registered the first
/// time a row of their type appears. Selection, deletion, reordering, swipe actions and prefetching reach the row's
/// handlers with its model; scroll events reach ``ListViewAdapter/scrollViewDelegate``.
///
/// Applies never interleave and stay in order: one made while another is under way — or from inside a call of the
/// table (a cell's `configure`, a row's handler, a scroll event, a layout pass) — waits its turn, and a burst of them
/// collapses to the latest snapshot. Small updates are on screen when `apply` returns; large ones are diffed off the
/// main actor (``ListViewAdapter/backgroundDiffThreshold``). `await` ``ListViewAdapter/settled()`` to act once
/// everything is on screen. What the table adapter shares with the collection view adapter is its superclass's,
/// ``ListViewAdapter``.
@MainActor
public final class TableViewAdapter: ListViewAdapter {
    /// The table the adapter drives.
    public var tableView: UITableView? {
        adaptedView as? UITableView
    }

    /// The height of rows that do not give their own (``Row/height(_:)-(CGFloat)``); `UITableView.automaticDimension` by
    /// default, so cells size themselves.
    public var rowHeight: CGFloat = UITableView.automaticDimension

    /// The height estimated for rows never measured yet.
    public var estimatedRowHeight: CGFloat = 44

    /// Registers the header-footer view types of the sections the first time one is dequeued.
    var headerFooterRegistry = CellRegistry()

    /// Makes the adapter the data source, delegate and prefetch data source of `tableView`.
    public init(tableView: UITableView) {
        super.init(adapting: tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    /// Shows `snapshot`: reloads the first time, then animates the difference from what is on screen.
    ///
    /// An apply made while another is under way, or from inside a call of the table (a cell's `configure`, a row's
    /// handler, a scroll event, a layout pass), waits its turn; waiting applies collapse to the latest.
    ///
    /// - Parameters:
    ///   - snapshot: What the table is to show.
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections; `.none` still performs
    ///     batch updates, without animation.
    ///   - completion: Called exactly once: when the table shows `snapshot` (after UIKit's completion of the last
    ///     batch update), or a later snapshot applied before this one's turn came; or, if the adapter is deallocated
    ///     first, when the work under way ends (the apply is abandoned).
    /// - Complexity: O(n + m) for the diff of n rows on screen and m new rows (see ``ListDiff``), on the main actor
    ///   only up to ``ListViewAdapter/backgroundDiffThreshold``; plus UIKit's work for the changes and the visible
    ///   cells.
    public func apply(
        _ snapshot: ListSnapshot,
        animation: UITableView.RowAnimation = .automatic,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, animated: true, animation: animation, completion: completion)
    }

    /// Shows `snapshot` and returns once the table shows it (or a later snapshot that superseded it).
    ///
    /// - Parameters:
    ///   - snapshot: What the table is to show.
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections.
    /// - Complexity: As ``apply(_:animation:completion:)``.
    public func apply(_ snapshot: ListSnapshot, animation: UITableView.RowAnimation = .automatic) async {
        await showAndWait(snapshot, animated: true, animation: animation)
    }

    /// Shows `viewModel`'s snapshot now and animates every later one, until either side goes away.
    ///
    /// The current snapshot is applied before `bind` returns, as ``apply(_:animation:completion:)`` applies it: on
    /// screen at once, unless it is a large diff prepared off the main actor
    /// (``ListViewAdapter/backgroundDiffThreshold``). ``ListViewAdapter/settled()`` waits for it in any case, and for
    /// everything the view model publishes after it. Binding again replaces the previous binding. The adapter keeps
    /// the binding; the binding keeps neither the adapter nor the view model alive.
    ///
    /// A ``PagingListViewModel`` (``PagedListViewModel``) loads its next page as the user nears the end: the adapter
    /// calls its `loadNextPage()` when one of its last `nextPageThreshold` rows is prefetched or about to be displayed,
    /// and after an update while one of them is on screen. For pull to refresh, see
    /// ``bind(to:refreshControl:animation:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the table shows.
    ///   - animation: The animation of inserted, deleted and reloaded rows.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(to viewModel: some ListViewModel, animation: UITableView.RowAnimation = .automatic) -> ListBinding
    {
        startBinding(to: viewModel, animated: true, animation: animation)
    }

    /// Shows `viewModel`'s snapshots, as ``bind(to:animation:)``, and wires pull to refresh to it.
    ///
    /// ```swift
    /// let refreshControl = UIRefreshControl()
    /// adapter.bind(to: viewModel, refreshControl: refreshControl)  // tableView.refreshControl is set
    /// viewModel.load()
    /// ```
    ///
    /// - A pull calls the view model's `refresh()`; the control ends (`endRefreshing()`) once that load has ended,
    ///   with success or failure, and its snapshot is on screen. A pull while a load runs joins that load: no second
    ///   load starts (and while the control refreshes, UIKit sends no second pull).
    /// - A refresh started in code shows the control refreshing (`beginRefreshing()`) until it ends.
    /// - The control becomes the table's `refreshControl` if it is not already. Cancelling the binding, or binding
    ///   again, removes the control's action.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the table shows and whose `refresh()` a pull calls.
    ///   - refreshControl: The table's refresh control.
    ///   - animation: The animation of inserted, deleted and reloaded rows.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(
        to viewModel: some RefreshableListViewModel,
        refreshControl: UIRefreshControl,
        animation: UITableView.RowAnimation = .automatic
    ) -> ListBinding {
        startBinding(to: viewModel, refreshControl: refreshControl, animated: true, animation: animation)
    }
}
