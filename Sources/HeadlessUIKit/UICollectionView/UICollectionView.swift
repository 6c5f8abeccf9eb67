#if !canImport(UIKit)
import Foundation

/// A scrolling view of items in sections, placed by a layout object, as UIKit's `UICollectionView`.
///
/// It follows UIKit's rules, so tests on Linux mean something on iOS:
/// - it asks its data source for the counts and keeps them until ``reloadData()`` or a batch update;
/// - it asks for cells (and headers and footers) only for the elements that intersect its visible area
///   (`contentOffset` and its size), and gives cells that scroll away back to their reuse queue;
/// - it lays out when asked: ``layoutIfNeeded()`` (and ``visibleCells``, ``indexPathsForVisibleItems``,
///   ``cellForItem(at:)`` when layout is pending). Setting `contentOffset` or `frame`, and ``reloadData()``, mark
///   layout as pending;
/// - it checks batch updates as UIKit does and reports UIKit's messages through `Headless.inconsistencyHandler`.
///
/// Scroll events: UIKit's collection view delegate *is* its scroll view's delegate. Pure Swift cannot narrow an
/// inherited property's type, so HeadlessUIKit's `UIScrollView` has no `delegate` property; the collection view sends
/// the `UIScrollViewDelegate` events (`scrollViewDidScroll(_:)`, and the dragging events of ``scroll(to:)``) to its
/// ``delegate`` itself, as `UICollectionViewDelegate` refines `UIScrollViewDelegate`.
///
/// Members declared in the type's extensions (one per concern) are `public` rather than `open`: Swift cannot override
/// a member declared in an extension.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section header in a flow layout.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section footer in a flow layout.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The kind UIKit's messages give a cell.
    static let elementKindCell = "UICollectionElementKindCell"

    /// The layout that places the elements. Setting it lays the view out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }

    /// The object that gives the counts and the views. Setting it reloads the view.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The object told about selection, display and scrolling.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { layoutWasInvalidated() }
    }

    /// The object told ahead of time which items will soon be shown.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether ``prefetchDataSource`` is told about items near the visible area. The default is `true`.
    open var isPrefetchingEnabled = true

    /// Whether the user can select items. The default is `true`.
    open var allowsSelection = true

    /// Whether the user can select several items; a tap on a selected item then deselects it. The default is `false`.
    open var allowsMultipleSelection = false

    /// The cell registrations and the cells that left the screen, by reuse identifier.
    var cellReuse = ReuseQueue<UICollectionViewCell>()
    /// The supplementary view registrations and the views that left the screen, by kind, then reuse identifier.
    var supplementaryReuse: [String: ReuseQueue<UICollectionReusableView>] = [:]
    /// The item counts of each section as last asked from the data source; `nil` until asked again.
    var sectionCounts: [Int]?
    /// Whether a layout pass is pending.
    var needsLayoutPass = true
    /// Whether the layout object must be prepared again before the next layout pass.
    var needsLayoutPreparation = true
    /// Whether a layout pass is running (it is not re-entered).
    var isLayingOut = false
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen, by kind and index path.
    var visibleSupplementaryViews: [ElementKey<IndexPath>: UICollectionReusableView] = [:]
    /// The decoration views on screen (a compositional section's background), by kind and index path.
    var visibleDecorationViews: [ElementKey<IndexPath>: UICollectionReusableView] = [:]
    /// The items the prefetch data source was told about and that have not been shown or cancelled.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The view the collection view is asking its data source for, if any.
    var activeRequest: ViewRequest?
    /// The batch update being recorded (they nest): its changes and completion handlers.
    var batch = BatchValidation.Session()
    /// The interactive movement of an item under way, if any (``beginInteractiveMovementForItem(at:)``).
    var interactiveMovement: InteractiveMovement?

    /// Creates a collection view with the frame and the layout that places its elements.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of sections, as last asked from the data source.
    open var numberOfSections: Int {
        loadCountsIfNeeded().count
    }

    /// The number of items in the section, as last asked from the data source.
    ///
    /// A section that does not exist raises UIKit's message and counts as empty.
    @discardableResult
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCountsIfNeeded()
        guard counts.indices.contains(section) else {
            // UIKit's message, quoted in DenTelezhkin/DTCollectionViewManager#12.
            Headless.raise(
                "request for number of items in section \(section) when there are only \(counts.count) sections in "
                    + "the collection view")
            return 0
        }
        return counts[section]
    }

    /// Runs `updates`, which call the insert, delete, reload, reconfigure and move methods, as one update, then checks
    /// it as UIKit does and applies it.
    ///
    /// Inside the batch the order of the calls does not matter: deletes and reloads are read in the indices before the
    /// update, inserts in the indices after it; moves go from a before-index to an after-index. A reconfigure of an
    /// item that the batch shifts is refused (see ``reconfigureItems(at:)``).
    /// When `updates` returns, the data source must already report the new state. A batch UIKit rejects raises
    /// UIKit's message (``Headless/inconsistencyHandler``), after which the view reloads from its data source as if
    /// ``reloadData()`` had been called. Batches nest; the outermost one checks and applies.
    ///
    /// The items and cells change before this method returns, as in UIKit; `completion` is called asynchronously,
    /// on the main actor in a later turn, never before this method returns, with `true`, or with `false` after a
    /// rejected batch (UIKit would have stopped the app); the completions of consecutive updates run in the order of
    /// the updates. UIKit calls it "async when all animations are finished" (Badoo's engineering article on batch
    /// updates; Apple's documentation: "when all of the operations are finished"); HeadlessUIKit has no animations,
    /// so it runs in the next turn (``BatchValidation/CompletionQueue``).
    ///
    /// - Complexity: O(sections + changes log changes), plus a data source call per section for the new counts and
    ///   per cell that appears or is reconfigured.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesNow(updates, completion: completion)
    }

    /// Forgets the counts and the cells on screen; the next layout pass asks the data source again.
    ///
    /// As in UIKit, the cells and supplementary views on screen go back to their reuse queues (the delegate is told
    /// they end displaying) and the selection is cleared (OpenUXKit's account of UXKit's `reloadData`).
    open func reloadData() {
        sectionCounts = nil
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            endDisplaying(view, key: key)
        }
        cancelAllPrefetching()
        selectedIndexPaths.removeAll()
        collectionViewLayout.itemsDidChange()
        layoutWasInvalidated()
        checkInvariants()
    }

    /// The counts, asked from the data source if they are not known.
    func loadCountsIfNeeded() -> [Int] {
        if let sectionCounts { return sectionCounts }
        let counts = countsFromDataSource()
        sectionCounts = counts
        return counts
    }

    /// Asks the data source for every count. Without a data source: one empty section, as UIKit.
    ///
    /// - Complexity: O(sections) calls to the data source.
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [0] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Whether the index path names an item that exists in the counts last asked.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, let counts = sectionCounts, counts.indices.contains(indexPath.section) else {
            return false
        }
        return (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// Marks the layout object for preparation and layout as pending.
    func layoutWasInvalidated() {
        needsLayoutPreparation = true
        needsLayoutPass = true
    }

    /// Marks layout as pending; ``layoutIfNeeded()`` then lays the view out.
    open override func setNeedsLayout() {
        needsLayoutPass = true
        super.setNeedsLayout()
    }

    /// Lays the view out at once if layout is pending (see ``layoutSubviews()``).
    open override func layoutIfNeeded() {
        if needsLayoutPass { layoutSubviews() }
        // Then the layout pass for what the layout changed: the cells it placed lay out their content.
        super.layoutIfNeeded()
    }

    /// Lays the view out: asks the data source for the counts if they are not known, prepares the layout if it was
    /// invalidated, then shows exactly the elements that intersect the visible area (their cells and supplementary
    /// views are asked from the data source; those that left it go back to their reuse queues).
    open override func layoutSubviews() {
        super.layoutSubviews()
        performLayoutPass()
    }

    override func contentOffsetDidChange(from oldOffset: CGPoint) {
        super.contentOffsetDidChange(from: oldOffset)
        guard contentOffset != oldOffset else { return }
        needsLayoutPass = true
    }

    override var scrollEventsDelegate: (any UIScrollViewDelegate)? { delegate }

    override func frameDidChange(from oldFrame: CGRect) {
        super.frameDidChange(from: oldFrame)
        guard frame.size != oldFrame.size else { return }
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { needsLayoutPreparation = true }
        needsLayoutPass = true
    }
}

/// A supplementary element's kind with an index path, or a kind with a reuse identifier.
struct ElementKey<Index: Hashable & Comparable>: Hashable, Comparable {
    /// The element's kind.
    var kind: String
    /// The index path or the reuse identifier.
    var index: Index

    /// Orders by index, then by kind.
    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.index, lhs.kind) < (rhs.index, rhs.kind)
    }
}

/// The view a collection view is asking its data source for: what dequeues inside the call are checked against.
@MainActor
final class ViewRequest {
    /// The element's kind (`UICollectionElementKindCell` for a cell).
    let kind: String
    /// The element's index path.
    let indexPath: IndexPath
    /// The cell being reconfigured, which a dequeue with its identifier returns.
    let reconfiguredCell: UICollectionViewCell?
    /// The view dequeued during the call, if any.
    var dequeued: UICollectionReusableView?

    init(kind: String, indexPath: IndexPath, reconfiguredCell: UICollectionViewCell? = nil) {
        self.kind = kind
        self.indexPath = indexPath
        self.reconfiguredCell = reconfiguredCell
    }
}
#endif
