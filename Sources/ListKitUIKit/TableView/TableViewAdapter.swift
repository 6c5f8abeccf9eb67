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
/// main actor (``backgroundDiffThreshold``). `await` ``settled()`` to act once everything is on screen.
@MainActor
public final class TableViewAdapter: ListViewAdapter {
    /// The table the adapter drives.
    public private(set) weak var tableView: UITableView?

    /// Whether a selected row stays selected after its `onSelect` ran. Off by default: the row is deselected, unless
    /// the table keeps a selection of several rows (`allowsMultipleSelection`, or editing mode).
    public var keepsSelection = false

    /// Called with ``selectedRows`` when the user selects or deselects a row that stays selected (with
    /// ``keepsSelection``, multiple selection or editing mode).
    public var onSelectionChange: (@MainActor ([AnyRow]) -> Void)?

    /// The height of rows that do not give their own (``Row/height(_:)-(CGFloat)``); `UITableView.automaticDimension` by
    /// default, so cells size themselves.
    public var rowHeight: CGFloat = UITableView.automaticDimension

    /// The height estimated for rows never measured yet.
    public var estimatedRowHeight: CGFloat = 44

    /// Above this many changes an apply reloads the table instead of animating (IGListKit uses 100). `nil`, the
    /// default, always animates: the diff is linear, and UIKit handles large batches.
    public var reloadThreshold: Int? {
        get { updater.reloadThreshold }
        set { updater.reloadThreshold = newValue }
    }

    /// What to do with rows that share an identity in a snapshot; ``DuplicatePolicy/keep`` by default.
    public var duplicatePolicy: DuplicatePolicy = .keep

    /// Above this many rows and sections — those on screen and those of the new snapshot together — an apply's
    /// duplicate pass and diff run off the main actor, and its batch updates follow in a later turn. At or below it
    /// the apply is diffed at once and is on screen when ``apply(_:animation:completion:)`` returns (unless it waits
    /// its turn). 2,000 by default, a diff of about a tenth of a millisecond in a release build; `0` moves every diff
    /// off the main actor, `Int.max` none. A first apply or a ``reload(_:completion:)`` diffs nothing: with the
    /// ``DuplicatePolicy/keep`` policy it is always shown at once.
    public var backgroundDiffThreshold: Int {
        get { updater.backgroundThreshold }
        set { updater.backgroundThreshold = newValue }
    }

    /// What the data source reports: the snapshot on screen (or the stage of it under way). An apply still waiting
    /// or being diffed is not in it yet.
    public var snapshot: ListSnapshot {
        shown.snapshot
    }

    /// The snapshot on screen, which ``updater`` writes: read from here, not through the updater (see
    /// ``ShownSnapshot``).
    let shown = ShownSnapshot()
    lazy var updater: SnapshotUpdater = {
        let updater = SnapshotUpdater(
            shown: shown,
            reload: { [weak self] in
                // A reload may bring new content to any row: no measurement can be trusted.
                self?.heights.removeAll()
                self?.tableView?.reloadData()
            },
            performStage: { [weak self] stage, animation, switchDataSource, done in
                guard let tableView = self?.tableView else {
                    switchDataSource()
                    done()
                    return
                }
                tableView.perform(stage, animation: animation, switchDataSource: switchDataSource, completion: done)
            }
        )
        updater.heightsWidth = { [weak self] in self?.tableView?.bounds.width }
        updater.willPerformStage = { [weak self] current, stage in
            self?.heights.invalidate(for: stage, in: current)
        }
        updater.didShowWithoutReload = { [weak self] previous in
            // UIKit reads the section index at a reload; after batch updates it is told.
            guard let self, !previous.hasSameSectionIndexTitles(as: self.snapshot) else { return }
            self.tableView?.reloadSectionIndexTitles()
        }
        return updater
    }()
    var registry = CellRegistry()
    var headerFooterRegistry = CellRegistry()
    let heights = MeasurementCache<CGFloat>()
    /// The binding to a view model, if any (``bind(to:animation:)``).
    var binding: ListBinding?
    /// The adapter's own near-end trigger (``onNearEnd(within:perform:)``).
    var ownNearEnd: NearEndTrigger?

    /// The adapter's own work on the scroll events that ``ListViewAdapter`` forwards: they are calls of the table
    /// (an apply waits its turn), a drag's beginning tells the near-end triggers and its end the refresh control.
    override var scrollEventWork: ScrollEventWork? {
        ScrollEventWork(updater: updater, nearEnd: nearEndTriggers)
    }

    /// After a change of the preferred content size category (Dynamic Type), the heights measured at the old text
    /// size are forgotten, so that none is given as an estimate, and (with `relayout`) the table reloads: every row on
    /// screen is configured and measured again at the new size, the others when they appear. The selection is kept.
    override func contentSizeCategoryDidChange(relayout: Bool) {
        heights.removeAll()
        guard relayout, let tableView else { return }
        updater.beginAnswering()
        defer { updater.endAnswering() }
        let selected = tableView.indexPathsForSelectedRows ?? []
        tableView.reloadData()
        for indexPath in selected { tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
    }

    /// Makes the adapter the data source, delegate and prefetch data source of `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
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
    ///   only up to ``backgroundDiffThreshold``; plus UIKit's work for the changes and the visible cells.
    public func apply(
        _ snapshot: ListSnapshot,
        animation: UITableView.RowAnimation = .automatic,
        completion: (() -> Void)? = nil
    ) {
        updater.apply(
            snapshot, animated: true, animation: animation, policy: duplicatePolicy,
            completion: checkingNearEnd(after: completion))
    }

    /// Shows `snapshot` and returns once the table shows it (or a later snapshot that superseded it).
    ///
    /// - Parameters:
    ///   - snapshot: What the table is to show.
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections.
    /// - Complexity: As ``apply(_:animation:completion:)``.
    public func apply(_ snapshot: ListSnapshot, animation: UITableView.RowAnimation = .automatic) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animation: animation) { continuation.resume() }
        }
    }

    /// Shows `snapshot` with `reloadData()`, without animation; in its turn, as ``apply(_:animation:completion:)``.
    ///
    /// - Parameters:
    ///   - snapshot: What the table is to show.
    ///   - completion: Called exactly once, as for ``apply(_:animation:completion:)``.
    /// - Complexity: O(1) with the ``DuplicatePolicy/keep`` policy, else O(m) for the policy; plus UIKit's layout.
    public func reload(_ snapshot: ListSnapshot, completion: (() -> Void)? = nil) {
        updater.apply(
            snapshot, animated: false, policy: duplicatePolicy, completion: checkingNearEnd(after: completion))
    }

    /// Returns once everything started before the call is finished:
    ///
    /// - every apply and reload made before the call or while waiting has its batch updates completed (or was
    ///   superseded by a later one that has);
    /// - when the adapter is bound (``bind(to:animation:)``), the view model's snapshot as it is now is on screen, even
    ///   if its stream has not delivered it yet;
    /// - when a pull to refresh is under way (``bind(to:refreshControl:animation:)``), its load has ended, its snapshot
    ///   is on screen and the refresh control has ended.
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
    public func settled() async {
        await updater.settle { [weak self] in self?.binding }
    }

    /// The row at `indexPath` of the snapshot on screen, or `nil` for an index path it does not have.
    public func row(at indexPath: IndexPath) -> AnyRow? {
        shown.row(at: indexPath)
    }

    /// The rows selected in the table, top to bottom: what the user picked in multiple selection or editing mode
    /// (the table's `indexPathsForSelectedRows`, read through the snapshot on screen).
    ///
    /// - Complexity: O(k log k) for k selected rows.
    public var selectedRows: [AnyRow] {
        (tableView?.indexPathsForSelectedRows ?? []).sorted().compactMap { row(at: $0) }
    }

    /// The models of the selected rows that are of type `Model`, top to bottom.
    ///
    /// ```swift
    /// let chosen: [Contact] = adapter.selectedModels()
    /// ```
    public func selectedModels<Model>(_ type: Model.Type = Model.self) -> [Model] {
        selectedRows.compactMap { $0.model(as: Model.self) }
    }
}
