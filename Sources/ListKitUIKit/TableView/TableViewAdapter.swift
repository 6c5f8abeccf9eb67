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
/// handlers with its model; scroll events reach ``scrollViewDelegate``.
///
/// Applies never interleave: one made while another is under way waits, and a burst of them collapses to the latest
/// snapshot.
@MainActor
public final class TableViewAdapter: NSObject {
    /// The table the adapter drives.
    public private(set) weak var tableView: UITableView?

    /// Receives the scroll view events of the table (it is the adapter that is the table's delegate).
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// Whether a selected row stays selected after its `onSelect` ran. Off by default: the row is deselected.
    public var keepsSelection = false

    /// The height of rows that do not give their own (``Row/height(_:)``); `UITableView.automaticDimension` by
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

    /// What the table shows: the last snapshot applied (or the stage of it under way).
    public var snapshot: ListSnapshot {
        updater.snapshot
    }

    lazy var updater: SnapshotUpdater = {
        let updater = SnapshotUpdater(
            reload: { [weak self] in
                // A reload may bring new content to any row: no measurement can be trusted.
                self?.heights.removeAll()
                self?.tableView?.reloadData()
            },
            performStage: { [weak self] stage, switchDataSource, done in
                guard let self, let tableView = self.tableView else {
                    switchDataSource()
                    done()
                    return
                }
                tableView.perform(
                    stage, animation: self.animation, switchDataSource: switchDataSource, completion: done)
            }
        )
        updater.willPerformStage = { [weak self] current, stage in
            self?.heights.invalidate(for: stage, in: current)
        }
        return updater
    }()
    var registry = CellRegistry()
    var headerFooterRegistry = CellRegistry()
    let heights = HeightCache()
    /// The binding to a view model, if any (``bind(to:)``).
    var binding: ListBinding?
    /// The animation of the apply under way.
    private var animation: UITableView.RowAnimation = .automatic

    /// Makes the adapter the data source, delegate and prefetch data source of `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    /// Shows `snapshot`: reloads the first time, then animates the difference from what is on screen.
    ///
    /// - Parameters:
    ///   - snapshot: What the table is to show.
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections; `.none` still performs
    ///     batch updates, without animation.
    ///   - completion: Called once the table shows `snapshot` (after UIKit's completion of the last batch update).
    /// - Complexity: O(n + m) for the diff of n rows on screen and m new rows (see ``ListDiff``), plus UIKit's work
    ///   for the changes and the visible cells.
    public func apply(
        _ snapshot: ListSnapshot,
        animation: UITableView.RowAnimation = .automatic,
        completion: (() -> Void)? = nil
    ) {
        self.animation = animation
        updater.apply(snapshot.applying(duplicatePolicy), animated: true, completion: completion)
    }

    /// Shows `snapshot` and returns once the table shows it.
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

    /// Shows `snapshot` at once with `reloadData()`, without animation.
    ///
    /// - Parameters:
    ///   - snapshot: What the table is to show.
    ///   - completion: Called once the table shows `snapshot`.
    public func reload(_ snapshot: ListSnapshot, completion: (() -> Void)? = nil) {
        updater.apply(snapshot.applying(duplicatePolicy), animated: false, completion: completion)
    }

    /// The row at `indexPath` of the snapshot on screen, or `nil` for an index path it does not have.
    public func row(at indexPath: IndexPath) -> AnyRow? {
        updater.row(at: indexPath)
    }
}
