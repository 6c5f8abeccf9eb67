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

    /// The object that gives the counts and the views. Setting it forgets the counts and the cells on screen, as
    /// ``reloadData()`` does, but without calling that overridable method: UIKit's own first load is internal, and
    /// lazy (UICollectionView+BatchUpdates.swift says where that is seen). Apple's page of `dataSource`
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/datasource) mentions no reload; test doubles
    /// that count their `reloadData()` calls, as ReactiveLists' do, count none for setting it.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadDataNow() }
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

    /// Whether the collection view is in editing mode. `false` by default. While editing, ``allowsSelectionDuringEditing``
    /// and ``allowsMultipleSelectionDuringEditing`` decide what a tap selects instead of ``allowsSelection`` and
    /// ``allowsMultipleSelection``, as the table view's editing properties do; when the new mode allows no selection,
    /// the selected items are deselected, as the table view does
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/isediting).
    @available(iOS 14.0, *)
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// Whether the user can drag items. `true` by default on iPad and `false` on iPhone, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/draginteractionenabled); HeadlessUIKit acts
    /// as an iPhone. ``simulateDragAndDrop(from:to:)`` drags only while it is `true`.
    @available(iOS 11.0, *)
    open var dragInteractionEnabled = false

    /// The object that provides the items of a drag from the collection view, or `nil`.
    @available(iOS 11.0, *)
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?

    /// The object that handles drops on the collection view, or `nil`.
    @available(iOS 11.0, *)
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?

    /// Whether a drag from the collection view is under way.
    @available(iOS 11.0, *)
    open var hasActiveDrag: Bool { activeDragSession != nil }

    /// Whether a drop session is over the collection view.
    @available(iOS 11.0, *)
    open var hasActiveDrop: Bool { activeDropSession != nil }

    /// The drag from the collection view under way, during ``simulateDragAndDrop(from:to:)``.
    var activeDragSession: HeadlessDragSession?

    /// The drop session over the collection view, during ``simulateDragAndDrop(from:to:)``.
    var activeDropSession: HeadlessDropSession?

    /// The items that drop placeholders show (`UICollectionViewDropCoordinator.drop(_:to:)`).
    var dropPlaceholders = DropPlaceholders()

    /// Whether the user can select items in editing mode. `false` by default, as UIKit's
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsselectionduringediting).
    @available(iOS 14.0, *)
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several items in editing mode. `false` by default, as UIKit's
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselectionduringediting).
    @available(iOS 14.0, *)
    open var allowsMultipleSelectionDuringEditing = false

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
    /// The interactive layout transition under way, if any (``startInteractiveTransition(to:completion:)``).
    var layoutTransition: LayoutTransition?

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
        reloadDataNow()
    }

    /// Implements ``reloadData()``; UIKit's own reloads (a new data source, the recovery after a rejected batch) come
    /// here without going through the overridable method.
    func reloadDataNow() {
        sectionCounts = nil
        dropPlaceholders.removeAll()
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
        return (0..<sections).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) + dropPlaceholders.count(inSection: $0)
        }
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

    /// Inserts items at the index paths (after the update).
    open func insertItems(at indexPaths: [IndexPath]) { insertItemsNow(at: indexPaths) }

    /// Deletes the items at the index paths (before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { deleteItemsNow(at: indexPaths) }

    /// Replaces the cells of the items at the index paths (before the update) with new cells from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) { reloadItemsNow(at: indexPaths) }

    /// Configures the cells of the items at the index paths again, keeping the cells: the data source is asked for the
    /// cell, and a dequeue with the item's identifier returns the cell already showing it, without
    /// `prepareForReuse()`. Items without a cell get fresh data when they next appear. Acting as iOS 14 or earlier
    /// (``Headless/systemVersion``), reports iOS's unrecognized-selector message instead.
    ///
    /// In a batch update, an index path that an insert, delete or move of the same batch shifts (its index path after
    /// the update differs from the one before it, or the item or its section goes) is reported through
    /// ``Headless/inconsistencyHandler``: Apple does not document which index path UIKit reads then, so HeadlessUIKit
    /// refuses the case rather than choose one. Reconfigure after the batch update, at index paths after it.
    @available(iOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureItemsNow(at: indexPaths) }

    /// Moves an item from an index path before the update to one after it; its cell is kept.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItemNow(at: indexPath, to: newIndexPath)
    }

    /// Inserts sections at the indices (after the update).
    open func insertSections(_ sections: IndexSet) { insertSectionsNow(sections) }

    /// Deletes the sections at the indices (before the update).
    open func deleteSections(_ sections: IndexSet) { deleteSectionsNow(sections) }

    /// Replaces every cell of the sections (before the update) with new cells from the data source.
    open func reloadSections(_ sections: IndexSet) { reloadSectionsNow(sections) }

    /// Moves a section from an index before the update to one after it.
    open func moveSection(_ section: Int, toSection newSection: Int) { moveSectionNow(section, toSection: newSection) }

    /// Scrolls so that the item is at the position in the visible area (an empty position: as little as makes it
    /// fully visible), kept within the content. Layout is then pending, as after any change of the content offset.
    ///
    /// An item that does not exist raises UIKit's message (quoted in many crash reports, e.g. IGListKit's tracker).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
    { scrollToItemNow(at: indexPath, at: scrollPosition, animated: animated) }

    /// Begins moving the item interactively, and returns whether it may move.
    ///
    /// The data source decides (`collectionView(_:canMoveItemAt:)`, by default `true`). Returns `false` without
    /// asking when a movement is already under way, when the item does not exist, or when it has no cell on screen
    /// (a finger can only pick up a cell it touches; Apple's documentation does not say what UIKit does with one off
    /// screen, so HeadlessUIKit refuses rather than guess).
    @available(iOS 9.0, *)
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        beginInteractiveMovementForItemNow(at: indexPath)
    }

    /// Tells the collection view where the moving item is now (in its coordinates).
    ///
    /// When another item than the one at the current target is at the position, its index path is the proposed
    /// one, and the delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` (by default
    /// the proposed one) says where the item goes. A position over no item changes nothing. Does nothing when no
    /// movement is under way.
    ///
    /// HeadlessUIKit keeps the cells where they are until the movement ends, and reads each position against that
    /// layout; UIKit moves the cells aside as the target changes, so from a second update on the item under a
    /// position may differ. One update, as ``simulateMove(from:to:)`` makes, is read the same on both.
    @available(iOS 9.0, *)
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        updateInteractiveMovementTargetPositionNow(targetPosition)
    }

    /// Ends the movement and moves the item to its target for good.
    ///
    /// When the target differs from where the item began, the data source's `collectionView(_:moveItemAt:to:)`
    /// updates the data, then the collection view moves the item and its cell (one move, checked as a batch update).
    /// A target the delegate retargeted outside the collection view raises a message and moves nothing. A data
    /// source that does not implement `moveItemAt` (its default ran) raises a message and nothing moves: UIKit
    /// "ignores any attempts to reorder items" then, and would not have begun the movement, which HeadlessUIKit
    /// cannot know at the beginning. Does nothing when no movement is under way.
    @available(iOS 9.0, *)
    open func endInteractiveMovement() { endInteractiveMovementNow() }

    /// Ends the movement and leaves the item where it was: the data source is not told.
    @available(iOS 9.0, *)
    open func cancelInteractiveMovement() { cancelInteractiveMovementNow() }

    /// Installs the layout: the elements move to where it places them (at once: HeadlessUIKit does not animate).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayoutNow(layout, completion: nil)
    }

    /// Installs the layout, then calls the completion with `true` (HeadlessUIKit does not animate).
    @available(iOS 7.0, *)
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        setCollectionViewLayoutNow(layout, completion: completion)
    }

    /// Starts an interactive change to the layout: installs the transition layout the delegate gives (by default a
    /// plain `UICollectionViewTransitionLayout`) and returns it, for the app to move its `transitionProgress`.
    /// Starting one while another is under way raises UIKit's message and returns the one under way.
    @available(iOS 7.0, *)
    @discardableResult
    open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        startInteractiveTransitionNow(to: layout, completion: completion)
    }

    /// Ends the interactive transition by installing the layout it went to; its completion gets `(true, true)`.
    @available(iOS 7.0, *)
    open func finishInteractiveTransition() { endInteractiveTransitionNow(finishing: true) }

    /// Ends the interactive transition by installing the layout it came from again; its completion gets
    /// `(true, false)`.
    @available(iOS 7.0, *)
    open func cancelInteractiveTransition() { endInteractiveTransitionNow(finishing: false) }

    /// Whether the collection view gives focus back to the item that had it last. Default: `false`. Stored only:
    /// HeadlessUIKit has no focus engine (see `UIFocusUpdateContext`).
    @available(iOS 9.0, *)
    open var remembersLastFocusedIndexPath = false

    /// Whether focusing an item selects it. Default: `false`. Stored only, as ``remembersLastFocusedIndexPath``.
    @available(iOS 14.0, *)
    open var selectionFollowsFocus = false

    /// The cells on screen, in index-path order. Lays the view out first if layout is pending.
    open var visibleCells: [UICollectionViewCell] { visibleCellsNow }

    /// The index paths of the items on screen, in order. Lays the view out first if layout is pending.
    open var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleItemsNow }

    /// The cell on screen for the item, or `nil` if the item has none. Lays the view out first if layout is pending.
    @discardableResult
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cellForItemNow(at: indexPath) }

    /// The index path of a cell on screen, or `nil` if the cell is not on screen.
    ///
    /// - Complexity: O(visible cells).
    @discardableResult
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { indexPathNow(for: cell) }

    /// The supplementary view on screen of the kind at the index path, if any.
    @discardableResult
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? { supplementaryViewNow(forElementKind: elementKind, at: indexPath) }

    /// The supplementary views on screen of the kind, in index-path order.
    @discardableResult
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryViewsNow(ofKind: elementKind)
    }

    /// The index paths of the supplementary views on screen of the kind, in order.
    @discardableResult
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        indexPathsForVisibleSupplementaryElementsNow(ofKind: elementKind)
    }

    /// The index path of the item whose cell the layout places at the point (in the collection view's coordinates),
    /// or `nil` if none is there. Asks the layout object, so the item need not be on screen.
    ///
    /// - Complexity: As the layout's `layoutAttributesForElements(in:)` for a one-point rectangle.
    @discardableResult
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { indexPathForItemNow(at: point) }

    /// The layout attributes of the item, from the layout object.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItemNow(at: indexPath)
    }

    /// Registers the cell class that the identifier makes when its reuse queue is empty (`nil` unregisters).
    ///
    /// A class that is not a `UICollectionViewCell` subclass counts as unregistered.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerNow(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the nib whose one top-level cell the identifier makes when its reuse queue is empty (`nil`
    /// unregisters). On Linux a nib is made by the closure given to `Headless.registerNib(named:_:)`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerNow(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the view class that the kind and identifier make when their reuse queue is empty (`nil`
    /// unregisters).
    ///
    /// A class that is not a `UICollectionReusableView` subclass counts as unregistered.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { registerNow(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier) }

    /// Registers the nib whose one top-level view the kind and identifier make when their reuse queue is empty
    /// (`nil` unregisters).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerNow(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// Returns a cell of the identifier for the item the data source is asked for: a reused one (after its
    /// `prepareForReuse()`) or a new one of the registered class or nib.
    ///
    /// Inside a reconfigure of the item, returns the cell already showing it, without `prepareForReuse()`.
    /// An unregistered identifier, a second dequeue for one request, or a dequeue the collection view did not ask
    /// for raise UIKit's messages.
    @discardableResult
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell { dequeueReusableCellNow(withReuseIdentifier: identifier, for: indexPath) }

    /// Returns a supplementary view of the kind and identifier for the element the data source is asked for: a
    /// reused one (after its `prepareForReuse()`) or a new one of the registered class or nib.
    ///
    /// An unregistered kind and identifier raise UIKit's message.
    @discardableResult
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeueReusableSupplementaryViewNow(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// The selected items, in index-path order; empty when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? { indexPathsForSelectedItemsNow }

    /// Selects the item (or, with `nil`, clears the selection) without telling the delegate, as UIKit, and scrolls to
    /// it when `scrollPosition` is not empty. In single selection the other items are deselected. Does nothing when
    /// ``allowsSelection`` is `false` or the item does not exist.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        selectItemNow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item without telling the delegate, as UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItemNow(at: indexPath, animated: animated)
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
