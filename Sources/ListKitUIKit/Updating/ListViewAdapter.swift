#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What ``TableViewAdapter`` and ``CollectionViewAdapter`` share: the adapter core, which holds the snapshot on screen
/// and runs the applies, follows a bound view model, answers selection, cell events, menus, prefetching and the near
/// end, keeps the measurements of rows and forwards the scroll events.
///
/// Each adapter maps its view's data source and delegate methods onto this core and adds what only its view has (a
/// table's row heights, swipe actions and section index; a collection view's supplementary views and item sizing).
/// The core reaches the view only through one internal protocol (`AdaptedListView`, which `UITableView` and
/// `UICollectionView` adopt), and the updater that runs its applies reaches the core only through another
/// (`SnapshotUpdaterTarget`).
///
/// - Applies never interleave and stay in order: one made while another is under way, or from inside a call of the
///   view (a cell's `configure`, a row's handler, a scroll event, a layout pass), waits its turn, and a burst of them
///   collapses to the latest snapshot. Small updates are on screen when `apply` returns; large ones are diffed off the
///   main actor (``backgroundDiffThreshold``). `await` ``settled()`` to act once everything is on screen.
/// - The adapter takes its view's delegate slot (a `UITableViewDelegate` or `UICollectionViewDelegate` is a
///   `UIScrollViewDelegate`), so the app hears the view's scrolling through ``scrollViewDelegate``: every
///   `UIScrollViewDelegate` message reaches it — the drag and its deceleration, `scrollViewWillEndDragging` with the
///   target offset it may change, the end of scrolling animations, scroll to top, zooming and inset changes — as if it
///   were the view's delegate; a method it does not implement behaves as UIKit's default (scrolls to the top are
///   allowed, no view zooms). Each event is a call of the view as far as applies go, and a drag's beginning tells a
///   bound ``PagingListViewModel`` that the user scrolls.
/// - The adapter follows Dynamic Type: when the user changes the preferred content size category
///   (`UIContentSizeCategory.didChangeNotification`), the sizes it measured are of the old text size, so it forgets
///   them and measures again — at once for a view in a window; for a view outside every window (a screen not shown
///   now), when it next asks for a size, if its category is still another than the one measured.
///
/// You do not make a `ListViewAdapter`; make a ``TableViewAdapter`` or a ``CollectionViewAdapter``.
@MainActor
public class ListViewAdapter: NSObject {
    /// Receives every scroll view event of the view (it is the adapter that is the view's delegate).
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// Whether a selected row stays selected after its `onSelect` ran. Off by default: the row is deselected, unless
    /// the view keeps a selection of several rows (`allowsMultipleSelection`, or editing mode).
    public var keepsSelection = false

    /// Called with ``selectedRows`` when the user selects or deselects a row that stays selected (with
    /// ``keepsSelection``, multiple selection or editing mode).
    public var onSelectionChange: (@MainActor ([AnyRow]) -> Void)?

    /// Whether an animated apply keeps what the user sees where it is when rows are inserted, deleted or resized above
    /// the rows on screen (older messages loaded at the top of a chat). On by default; `false` leaves the content
    /// offset as UIKit leaves it, so that the rows on screen move by what changed above them.
    ///
    /// Before the batch updates the adapter notes the rows on screen, by identity, and where each is from the top of
    /// the bounds; after them it puts the first of those rows that the new snapshot still has back at the same place
    /// (a row deleted, or moved away from the rows after it, gives its place to the next one on screen). At the very
    /// top of the list (the offset at the top of the adjusted content inset), rows inserted above are shown, as in
    /// UIKit — a feed's new posts — unless the list grows at the top (``onNearStart(within:perform:)`` is set), where
    /// the user reaching the top is what asked for them. A reload (the first apply, ``reload(_:completion:)``,
    /// ``reloadThreshold``) keeps nothing in place. See <doc:ListsThatGrowAtTheTop>.
    public var keepsVisibleRowsInPlace = true

    /// What to do with rows that share an identity in a snapshot; ``DuplicatePolicy/keep`` by default.
    public var duplicatePolicy: DuplicatePolicy = .keep

    /// Above this many changes an apply reloads the view instead of animating (IGListKit uses 100). `nil`, the
    /// default, always animates: the diff is linear, and UIKit handles large batches.
    public var reloadThreshold: Int? {
        get { updater.reloadThreshold }
        set { updater.reloadThreshold = newValue }
    }

    /// Above this many rows and sections — those on screen and those of the new snapshot together — an apply's
    /// duplicate pass and diff run off the main actor, and its batch updates follow in a later turn. At or below it
    /// the apply is diffed at once and is on screen when `apply` returns (unless it waits its turn). 2,000 by default,
    /// a diff of about a tenth of a millisecond in a release build; `0` moves every diff off the main actor, `Int.max`
    /// none. A first apply or a ``reload(_:completion:)`` diffs nothing: with the ``DuplicatePolicy/keep`` policy it is
    /// always shown at once.
    public var backgroundDiffThreshold: Int {
        get { updater.backgroundThreshold }
        set { updater.backgroundThreshold = newValue }
    }

    /// Called with a report of each apply or reload once the view's update is performed (the batch updates made, their
    /// animations under way; or `reloadData()` called), in the order the applies were made, before their completions.
    /// An apply the handler makes waits its turn. `nil` (the default) builds no report.
    ///
    /// Applies superseded in a burst are not reported: the one shown is, once.
    public var onUpdate: (@MainActor (ListUpdateReport) -> Void)? {
        get { updater.onUpdate }
        set { updater.onUpdate = newValue }
    }

    /// What the data source reports: the snapshot on screen (or the stage of it under way). An apply still waiting
    /// or being diffed is not in it yet.
    public var snapshot: ListSnapshot {
        shown.snapshot
    }

    /// The snapshot on screen, which ``updater`` writes: read from here, not through the updater (see
    /// ``ShownSnapshot``).
    let shown = ShownSnapshot()
    /// Runs the applies: their order, their diffs, their batch updates.
    lazy var updater = SnapshotUpdater(shown: shown, target: self)
    /// What the adapter measured of its rows (a table's self-sizing heights, a collection view's item sizes), by row
    /// identity, content and width; forgotten at a reload and at a new text size.
    let measurements = MeasurementCache<CGSize>()
    /// One sizing cell per cell type, made from its registration and never shown, for sizes the adapter measures
    /// itself (a collection view's ``CollectionViewAdapter/ItemSizing/fitting(width:)``).
    var sizingCells: [ObjectIdentifier: UIView] = [:]
    /// Which rows of the outlines are expanded, and the snapshot they unfold (``expansion``).
    let outline = AdapterOutline()
    /// Registers the cell types of the rows the first time one is dequeued.
    var cellRegistry = CellRegistry()
    /// The binding to a view model, if any (`bind(to:)`).
    var binding: ListBinding?
    /// The adapter's own near-end trigger (``onNearEnd(within:perform:)``).
    var ownNearEnd: NearEndTrigger?
    /// The adapter's own near-start trigger (``onNearStart(within:perform:)``).
    var ownNearStart: NearStartTrigger?
    /// The view's drag and drop delegate while ``reordersByDragAndDrop`` is on (the view holds it weakly); made the
    /// first time it is.
    lazy var dragAndDropReordering = ReorderDragAndDrop(adapter: self)

    /// The view the adapter drives.
    private(set) weak var adaptedView: (any AdaptedListView)?

    /// The adapter's observation of the content size category, for as long as the adapter lives.
    var contentSizeCategoryObservation: NotificationObservation?
    /// The content size category of the sizes the adapter measured.
    var measuredCategory: UIContentSizeCategory
    /// Whether the category changed while the view was outside a window, not yet checked.
    var categoryMayHaveChanged = false

    /// Made by the adapters only, for `view`, before they make themselves its data source and delegate.
    init(adapting view: any AdaptedListView) {
        adaptedView = view
        measuredCategory = view.traitCollection.preferredContentSizeCategory
        super.init()
        observeContentSizeCategory()
    }

    /// Shows `snapshot` (the adapters' `apply`): reloads the first time, then animates the difference from what is on
    /// screen unless `animated` is `false`; `completion` is called once it, or a later snapshot, is on screen.
    ///
    /// - Complexity: O(n + m) for the diff of n rows on screen and m new rows (see ``ListDiff``), on the main actor
    ///   only up to ``backgroundDiffThreshold``; plus UIKit's work for the changes and the visible cells.
    final func show(
        _ snapshot: ListSnapshot,
        animated: Bool,
        animation: UITableView.RowAnimation = .automatic,
        completion: (() -> Void)?
    ) {
        updater.apply(
            outlined(snapshot), animated: animated, animation: animation, policy: duplicatePolicy,
            completion: checkingNearEnd(after: completion))
    }

    /// Shows `snapshot` as ``show(_:animated:animation:completion:)`` and returns once it, or a later snapshot, is on
    /// screen (the adapters' `async` `apply`).
    final func showAndWait(
        _ snapshot: ListSnapshot, animated: Bool, animation: UITableView.RowAnimation = .automatic
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            show(snapshot, animated: animated, animation: animation) { continuation.resume() }
        }
    }

    /// Shows `snapshot` with `reloadData()`, without animation, in its turn as an `apply` is.
    ///
    /// - Parameters:
    ///   - snapshot: What the view is to show.
    ///   - completion: Called exactly once: when the view shows `snapshot`, or a later snapshot applied before this
    ///     one's turn came; or, if the adapter is deallocated first, when the work under way ends.
    /// - Complexity: O(1) with the ``DuplicatePolicy/keep`` policy, else O(m) for the policy; plus UIKit's layout.
    public final func reload(_ snapshot: ListSnapshot, completion: (() -> Void)? = nil) {
        show(snapshot, animated: false, completion: completion)
    }

    /// Returns once everything started before the call is finished:
    ///
    /// - every apply and reload made before the call or while waiting has its batch updates completed (or was
    ///   superseded by a later one that has);
    /// - when the adapter is bound to a view model, the view model's snapshot as it is now is on screen, even if its
    ///   stream has not delivered it yet;
    /// - when a pull to refresh is under way (`bind(to:refreshControl:)`), its load has ended, its snapshot is on
    ///   screen and the refresh control has ended.
    ///
    /// Loads the view model starts on its own (a first load, a refresh started in code, the next page) are not waited
    /// for: await the task the view model returns, then `settled()`.
    ///
    /// For tests and for code that must act after an update:
    ///
    /// ```swift
    /// adapter.bind(to: viewModel)
    /// viewModel.search("ada")
    /// await adapter.settled()
    /// tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    /// ```
    public final func settled() async {
        await updater.settle { [weak self] in self?.binding }
    }

    /// The row at `indexPath` of the snapshot on screen, or `nil` for an index path it does not have.
    ///
    /// - Complexity: O(1).
    public final func row(at indexPath: IndexPath) -> AnyRow? {
        shown.row(at: indexPath)
    }

    /// The selected rows in index-path order: what the user picked in multiple selection or a table's editing mode
    /// (the view's selected index paths, read through the snapshot on screen).
    ///
    /// - Complexity: O(k log k) for k selected rows.
    public final var selectedRows: [AnyRow] {
        (adaptedView?.indexPathsSelected ?? []).sorted().compactMap { row(at: $0) }
    }

    /// The models of the selected rows that are of type `Model`, in index-path order.
    ///
    /// ```swift
    /// let chosen: [Contact] = adapter.selectedModels()
    /// ```
    ///
    /// - Complexity: O(k log k) for k selected rows.
    public final func selectedModels<Model>(_ type: Model.Type = Model.self) -> [Model] {
        selectedRows.compactMap { $0.model(as: Model.self) }
    }

    /// Runs `body` as the answer to a call of the view that may run the app's code (a cell's `configure`, a row's
    /// handler, the scroll view delegate): an apply made from it waits its turn.
    final func answering<Result>(_ body: () -> Result) -> Result {
        let updater = self.updater
        updater.beginAnswering()
        defer { updater.endAnswering() }
        return body()
    }
}

extension ListViewAdapter: SnapshotUpdaterTarget {
    /// The width of the view, where computed heights take part in the diff.
    var widthForComputedHeights: CGFloat? {
        adaptedView?.widthForComputedHeights
    }

    /// Reloads the view; a reload may bring new content to any row, so no measurement can be trusted.
    func reloadAll() {
        measurements.removeAll()
        adaptedView?.reloadData()
    }

    /// Forgets the measurements of the rows `stage` deletes or changes, then has the view perform it (or, without a
    /// view, only switches the data source).
    func perform(
        _ stage: BatchUpdate, from current: ListSnapshot, animation: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void, completion: @escaping () -> Void
    ) {
        measurements.invalidate(for: stage, in: current)
        guard let view = adaptedView else {
            switchDataSource()
            completion()
            return
        }
        view.performStage(stage, animation: animation, switchDataSource: switchDataSource, completion: completion)
    }

    /// Tells the view what it reads outside batch updates.
    func didShowWithoutReload(after previous: ListSnapshot) {
        adaptedView?.didShowWithoutReload(shown.snapshot, after: previous)
    }
}
