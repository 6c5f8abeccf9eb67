#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The data source and delegate of one `UICollectionView`, driven by ``ListSnapshot``s: the collection view
/// counterpart of ``TableViewAdapter``, with one diff path for both.
///
/// Rows become items and sections stay sections. Cells adopt ``ConfigurableCell`` as table cells do (they are
/// `UICollectionViewCell`s); a section's header and footer become supplementary views of the kinds
/// `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`: a custom view when the section has a
/// ``Section/headerView``, else a ``TextSupplementaryView`` showing its text.
///
/// Applies follow the same rules as the table adapter's: they never interleave and stay in order, one made from inside
/// a call of the collection view waits its turn, large ones are diffed off the main actor
/// (``backgroundDiffThreshold``), and ``settled()`` returns once everything is on screen.
@MainActor
public final class CollectionViewAdapter: ListViewAdapter {
    /// The collection view the adapter drives.
    public private(set) weak var collectionView: UICollectionView?

    /// Whether a selected item stays selected after its `onSelect` ran. Off by default: the item is deselected,
    /// unless the view keeps a selection of several items (`allowsMultipleSelection`).
    public var keepsSelection = false

    /// Called with ``selectedRows`` when the user selects or deselects an item that stays selected (with
    /// ``keepsSelection`` or multiple selection).
    public var onSelectionChange: (@MainActor ([AnyRow]) -> Void)?

    /// Above this many changes an apply reloads instead of animating; `nil` (the default) always animates.
    public var reloadThreshold: Int? {
        get { updater.reloadThreshold }
        set { updater.reloadThreshold = newValue }
    }

    /// What to do with rows that share an identity in a snapshot; ``DuplicatePolicy/keep`` by default.
    public var duplicatePolicy: DuplicatePolicy = .keep

    /// Above this many rows and sections (on screen and new together) an apply is diffed off the main actor; at or
    /// below it, it is on screen when `apply` returns. 2,000 by default; see
    /// ``TableViewAdapter/backgroundDiffThreshold``.
    public var backgroundDiffThreshold: Int {
        get { updater.backgroundThreshold }
        set { updater.backgroundThreshold = newValue }
    }

    /// What the data source reports: the snapshot on screen (or the stage of it under way). An apply still waiting
    /// or being diffed is not in it yet.
    public var snapshot: ListSnapshot {
        shown.snapshot
    }

    /// How items are sized in a flow layout: by the layout (``ItemSizing/layout``, the default), or measured by the
    /// adapter (``ItemSizing/fitting(width:)``). Setting it lays the items out again.
    ///
    /// ```swift
    /// adapter.itemSizing = .fitting(width: .columns(2))
    /// ```
    public var itemSizing: ItemSizing = .layout {
        didSet {
            guard itemSizing != oldValue else { return }
            itemSizingDidChange()
        }
    }

    /// The snapshot on screen, which ``updater`` writes: read from here, not through the updater (see
    /// ``ShownSnapshot``).
    let shown = ShownSnapshot()
    lazy var updater: SnapshotUpdater = {
        let updater = SnapshotUpdater(
            shown: shown,
            reload: { [weak self] in
                // A reload may bring new content to any row: no measurement can be trusted.
                self?.sizes.removeAll()
                self?.collectionView?.reloadData()
            },
            performStage: { [weak self] stage, _, switchDataSource, done in
                guard let collectionView = self?.collectionView else {
                    switchDataSource()
                    done()
                    return
                }
                collectionView.perform(stage, switchDataSource: switchDataSource, completion: done)
            }
        )
        updater.willPerformStage = { [weak self] current, stage in
            self?.sizes.invalidate(for: stage, in: current)
        }
        return updater
    }()
    /// The item sizes measured in ``ItemSizing/fitting(width:)`` mode, by row identity, content and item width.
    let sizes = MeasurementCache<CGSize>()
    /// One sizing cell per cell type, made from its registration and never shown.
    var sizingCells: [ObjectIdentifier: UICollectionViewCell] = [:]
    var registry = CellRegistry()
    var supplementaryRegistry: [String: CellRegistry] = [:]
    var textSupplementaryKinds: Set<String> = []
    /// The binding to a view model, if any (``bind(to:animated:)``).
    var binding: ListBinding?
    /// The adapter's own near-end trigger (``onNearEnd(within:perform:)``).
    var ownNearEnd: NearEndTrigger?

    /// The adapter's own work on the scroll events that ``ListViewAdapter`` forwards: they are calls of the collection
    /// view (an apply waits its turn), a drag's beginning tells the near-end triggers and its end the refresh control.
    override var scrollEventWork: ScrollEventWork? {
        ScrollEventWork(updater: updater, nearEnd: nearEndTriggers)
    }

    /// After a change of the preferred content size category (Dynamic Type), the item sizes measured at the old text
    /// size are forgotten, and so are the sizing cells (made with fonts of the old size), and (with `relayout`) the
    /// layout is invalidated: items are measured again at the new size (``ItemSizing/fitting(width:)``).
    override func contentSizeCategoryDidChange(relayout: Bool) {
        sizes.removeAll()
        sizingCells.removeAll()
        if relayout { collectionView?.collectionViewLayout.invalidateLayout() }
    }

    /// Makes the adapter the data source, delegate and prefetch data source of `collectionView`.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(adapting: collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
    }

    /// Shows `snapshot`: reloads the first time, then animates the difference from what is on screen.
    ///
    /// An apply made while another is under way, or from inside a call of the collection view (a cell's `configure`,
    /// a row's handler, a scroll event, a layout pass), waits its turn; waiting applies collapse to the latest.
    ///
    /// - Parameters:
    ///   - snapshot: What the collection view is to show.
    ///   - animated: Whether to animate; `false` reloads.
    ///   - completion: Called exactly once: when the collection view shows `snapshot`, or a later snapshot applied
    ///     before this one's turn came; or, if the adapter is deallocated first, when the work under way ends (the
    ///     apply is abandoned).
    /// - Complexity: O(n + m) for the diff (see ``ListDiff``), on the main actor only up to
    ///   ``backgroundDiffThreshold``; plus UIKit's work for the changes.
    public func apply(_ snapshot: ListSnapshot, animated: Bool = true, completion: (() -> Void)? = nil) {
        updater.apply(
            snapshot, animated: animated, policy: duplicatePolicy, completion: checkingNearEnd(after: completion))
    }

    /// Shows `snapshot` and returns once the collection view shows it (or a later snapshot that superseded it).
    ///
    /// - Parameters:
    ///   - snapshot: What the collection view is to show.
    ///   - animated: Whether to animate; `false` reloads.
    /// - Complexity: As ``apply(_:animated:completion:)``.
    public func apply(_ snapshot: ListSnapshot, animated: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animated: animated) { continuation.resume() }
        }
    }

    /// Shows `snapshot` with `reloadData()`, without animation; in its turn, as ``apply(_:animated:completion:)``.
    ///
    /// - Parameters:
    ///   - snapshot: What the collection view is to show.
    ///   - completion: Called exactly once, as for ``apply(_:animated:completion:)``.
    /// - Complexity: O(1) with the ``DuplicatePolicy/keep`` policy, else O(m) for the policy; plus UIKit's layout.
    public func reload(_ snapshot: ListSnapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animated: false, completion: completion)
    }

    /// Returns once everything started before the call is finished: every apply and reload on screen, the bound view
    /// model's snapshot as it is now among them, and a pull to refresh under way ended with its refresh control; see
    /// ``TableViewAdapter/settled()``.
    public func settled() async {
        await updater.settle { [weak self] in self?.binding }
    }

    /// The row shown as the item at `indexPath`, or `nil` for an index path the snapshot does not have.
    public func row(at indexPath: IndexPath) -> AnyRow? {
        shown.row(at: indexPath)
    }

    /// The rows of the selected items, in index-path order (the view's `indexPathsForSelectedItems`, read through the
    /// snapshot on screen).
    ///
    /// - Complexity: O(k log k) for k selected items.
    public var selectedRows: [AnyRow] {
        (collectionView?.indexPathsForSelectedItems ?? []).sorted().compactMap { row(at: $0) }
    }

    /// The models of the selected items that are of type `Model`, in index-path order.
    public func selectedModels<Model>(_ type: Model.Type = Model.self) -> [Model] {
        selectedRows.compactMap { $0.model(as: Model.self) }
    }
}
