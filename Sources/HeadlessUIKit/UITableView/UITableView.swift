#if !canImport(UIKit)
import Foundation

/// A list of rows in sections, shown one cell per visible row, as UIKit's `UITableView`.
///
/// It follows UIKit's rules: cells come from the data source, dequeued from reuse queues by identifier; only
/// the rows that intersect the bounds have cells; counts are read on `reloadData()` and batch updates and kept
/// in between; batch updates are checked with UIKit's messages (reported through `Headless.inconsistencyHandler`).
/// Layout happens when asked: `layoutIfNeeded()`, `visibleCells`, `indexPathsForVisibleRows` and
/// `cellForRow(at:)` lay the table out when a change (offset, frame, reload) left it pending.
///
/// Deviation from UIKit: UIKit redeclares `UIScrollView.delegate` with the subtype `UITableViewDelegate`, which a
/// Swift stored property cannot do, so HeadlessUIKit's `UIScrollView` has no `delegate` and the table sends the
/// scroll-view messages (`scrollViewDidScroll(_:)`) to its own ``delegate`` (a `UITableViewDelegate` is a
/// `UIScrollViewDelegate`). Code that sets `tableView.delegate` compiles and behaves the same on both.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table view, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Sections one after the other, headers floating.
        case plain = 0
        /// Sections in groups with space between them.
        case grouped = 1
        /// Grouped, inset from the edges with rounded corners.
        case insetGrouped = 2
    }

    /// The animation of inserted, deleted and reloaded rows, as UIKit's `UITableView.RowAnimation`.
    /// HeadlessUIKit has no animations; the value is accepted and ignored.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade = 0
        /// Slides in from or out to the right.
        case right = 1
        /// Slides in from or out to the left.
        case left = 2
        /// Slides in from or out to the top.
        case top = 3
        /// Slides in from or out to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeps the cell centered while it appears or disappears.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }

    /// Where a row ends up in the visible area after scrolling, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that makes the row fully visible (none if it is).
        case none = 0
        /// The row at the top.
        case top = 1
        /// The row in the middle.
        case middle = 2
        /// The row at the bottom.
        case bottom = 3
    }

    /// The value that asks for a height to be computed (for rows: from the estimate, see ``rowHeight``).
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style

    /// The object that gives the counts and cells. Setting it leaves a reload pending.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { invalidateCounts() }
    }

    /// The object that gives heights and hears about selection, display, editing and scrolling (see the type's
    /// discussion about `UIScrollView.delegate`). Setting it re-reads heights at the next layout.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { invalidateGeometry() }
    }

    /// The object told which rows will soon be shown.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// The height of every row, unless the delegate gives heights. ``automaticDimension``, the default (Apple's
    /// documentation of `rowHeight`), sizes rows by their content: a row has its estimate (``estimatedRowHeight`` or
    /// the delegate's; 44 points when that is automatic) until its cell is laid out, and then the height the cell's
    /// `systemLayoutSizeFitting` gives at the table's width (see UITableView+SelfSizing.swift). With an estimate of 0
    /// (estimates off), automatic rows are 44 points.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The estimated height of rows whose height is automatic. Default: ``automaticDimension``.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The height of section headers unless the delegate gives one. ``automaticDimension`` (the default) sizes the
    /// header by its view when ``estimatedSectionHeaderHeight`` is not 0: the delegate's view, or the standard one
    /// for the section's title (at least ``defaultTitleHeaderFooterHeight``), measured with
    /// `systemLayoutSizeFitting` at the table's width when its place comes on screen; none without a view. With an
    /// estimate of 0, an automatic header is ``defaultTitleHeaderFooterHeight`` with a title and 0 without.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The height of section footers unless the delegate gives one; automatic as ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The estimated height of section headers whose height is automatic, until they are laid out. Default:
    /// ``automaticDimension`` (``defaultTitleHeaderFooterHeight`` for a section with a title, 0 without); 0 turns
    /// self-sizing headers off.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The estimated height of section footers, as ``estimatedSectionHeaderHeight`` for headers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The height HeadlessUIKit gives an automatic header or footer that has a title: 28 points, the height of
    /// UIKit's plain-style title header.
    static let defaultTitleHeaderFooterHeight: CGFloat = 28

    /// The view above the first section, if any; its frame's height is added to the content.
    open var tableHeaderView: UIView? {
        didSet { invalidateGeometry() }
    }

    /// The view below the last section, if any.
    open var tableFooterView: UIView? {
        didSet { invalidateGeometry() }
    }

    /// How rows are separated, as UIKit's `UITableViewCell.SeparatorStyle`. HeadlessUIKit draws no separators, but a
    /// self-sizing row is a separator (a third of a point) taller than its content view unless this is `.none`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { invalidateGeometry() } }
    }

    /// Whether the prefetch data source is told about rows ahead of the visible ones. Default: `true`.
    @available(iOS 15.0, *)
    open var isPrefetchingEnabled = true

    /// Whether the user can select rows. Default: `true`.
    open var allowsSelection = true

    /// Whether the user can select several rows; a tap on a selected row then deselects it. Default: `false`.
    open var allowsMultipleSelection = false

    /// Whether the user can select rows while editing. Default: `false`.
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows while editing. Default: `false`.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the table gives focus back to the row that had it last. Default: `false`. Stored only: HeadlessUIKit
    /// has no focus engine (see `UIFocusUpdateContext`).
    @available(iOS 9.0, *)
    open var remembersLastFocusedIndexPath = false

    /// Whether focusing a row selects it. Default: `false`. Stored only, as ``remembersLastFocusedIndexPath``.
    @available(iOS 14.0, *)
    open var selectionFollowsFocus = false

    /// Whether the table is in editing mode (see ``setEditing(_:animated:)``).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    var editingState = false
    /// Cell reuse queues and registrations.
    var cellReuse = ReuseQueue<UITableViewCell>()
    /// Header and footer reuse queues and registrations.
    var headerFooterReuse = ReuseQueue<UITableViewHeaderFooterView>()
    /// Counts and heights as last read from the data source and delegate; `nil` until read.
    var geometry: TableGeometry?
    /// Whether the visible cells must be recomputed.
    var needsTableLayout = true
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The header views on screen, by section.
    var visibleHeaderViews: [Int: UIView] = [:]
    /// The footer views on screen, by section.
    var visibleFooterViews: [Int: UIView] = [:]
    /// The selected rows.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The rows the prefetch data source was told about and not yet shown or cancelled.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// Whether the last scroll went down (prefetching looks ahead in that direction).
    var lastScrollWentDown = true
    /// The cell request in progress: the row the data source is asked for.
    var cellRequest: CellRequest?
    /// The batch update in progress (`beginUpdates()`/`performBatchUpdates`): its nesting, changes and completions.
    var batch = BatchValidation.Session()
    /// Whether a layout is in progress (layout is not re-entered).
    var isLayingOut = false
    /// Whether the next layout brings the offset back within the content (after a reload or an update shrank it).
    var clampsOffsetAtNextLayout = false
    /// The rows on screen an update reconfigures: the next layout configures their cells again and measures them.
    var pendingReconfigures: Set<IndexPath> = []
    /// Whether the next layout measures the self-sizing rows on screen again (their heights were read afresh).
    var visibleRowsNeedMeasurement = false
    /// Whether a row read since this was last cleared sizes itself (see ``TableGeometry/sectionHasSelfSizingRows``).
    var sawSelfSizingRow = false
    /// Whether the zero-height warning was given (see UITableView+SelfSizing.swift).
    var hasWarnedOfZeroHeight = false
    /// Header and footer views made to measure them in the layout in progress, shown or put back at its end.
    var measuredHeaderViews: [Int: UIView] = [:]
    /// See ``measuredHeaderViews``.
    var measuredFooterViews: [Int: UIView] = [:]
    /// The section index titles as the table last read them from its data source; `nil` until it reads them (when
    /// the index is first used, and again after `reloadData()` or ``UITableView/reloadSectionIndexTitles()``).
    var sectionIndexTitlesRead: [String]??

    /// Whether the cells' content margins keep the content within the readable width (672 points, centred) of a wide
    /// table. Default: `false`, as in UIKit since iOS 12.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { invalidateGeometry() }
    }

    /// A row being asked for its cell, and what it dequeued.
    struct CellRequest {
        /// The row.
        let indexPath: IndexPath
        /// The cell showing the row when it is being reconfigured.
        let reconfiguring: UITableViewCell?
        /// How many cells were dequeued for the row so far.
        var dequeueCount = 0
    }

    /// Creates a table view with the frame and style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view with the frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Marks the counts as stale: the next layout reloads them (and drops the cells, as `reloadData()`).
    func invalidateCounts() {
        geometry = nil
        needsTableLayout = true
    }

    /// Marks heights as stale, keeping the counts: the next layout re-reads heights and measures the self-sizing
    /// rows on screen again.
    func invalidateGeometry() {
        geometry?.heightsAreStale = true
        visibleRowsNeedMeasurement = true
        needsTableLayout = true
    }

    override func contentOffsetDidChange(from oldOffset: CGPoint) {
        guard contentOffset != oldOffset else { return }
        if contentOffset.y != oldOffset.y { lastScrollWentDown = contentOffset.y > oldOffset.y }
        needsTableLayout = true
    }

    override var scrollEventsDelegate: (any UIScrollViewDelegate)? { delegate }

    override func frameDidChange(from oldFrame: CGRect) {
        // Heights measured at another width are estimates again (the delegate may know better ones for this width).
        if frame.width != oldFrame.width { invalidateGeometry() }
        if frame.size != oldFrame.size {
            needsTableLayout = true
        }
    }

    /// Marks the table as needing layout; the next ``layoutIfNeeded()`` (or visible-cell query) lays it out.
    open override func setNeedsLayout() {
        needsTableLayout = true
        super.setNeedsLayout()
    }

    /// Lays the table out now if anything changed since the last layout: reads counts if needed, asks for the
    /// cells of rows that came into view, recycles those that left, and sends `willDisplay`/`didEndDisplaying`.
    /// - Complexity: O(log s + log r + v log v), s the sections, r the rows of a section and v the visible rows
    ///   (plus reading the counts and heights when they are pending).
    open override func layoutIfNeeded() {
        layoutTableIfNeeded()
        // Then the layout pass for what the table's layout changed: the cells it placed lay out their content.
        super.layoutIfNeeded()
    }

    /// Lays the table out as during a layout pass.
    open override func layoutSubviews() {
        layoutTableIfNeeded()
    }
    // The overridable entry points live here: Swift cannot override methods declared in extensions. Each forwards
    // to its implementation in the file of its concern (UITableView+BatchUpdates.swift and so on).

    /// Drops every cell and the selection, and reads counts and cells again at the next layout (UIKit clears the
    /// selection too). Visible cells go back to their reuse queues, with `didEndDisplaying`.
    open func reloadData() { reloadDataNow() }

    /// Runs `updates`, which changes the data source and records the matching inserts, deletes, moves, reloads
    /// and reconfigures, then checks the new counts and applies the changes as one update.
    ///
    /// The order of calls inside the block does not matter: deletes and reloads are read in the indices before the
    /// update, inserts in the indices after it, moves from before to after; a reconfigure of a row that the batch
    /// shifts is refused (see ``reconfigureRows(at:)``). An invalid update
    /// reports UIKit's message through `Headless.inconsistencyHandler`, then the table reloads from its data
    /// source (as if `reloadData()` had been called) and `completion` gets `false`.
    ///
    /// The rows and cells change before this method returns, as in UIKit; `completion` is called asynchronously,
    /// on the main actor in a later turn, never before this method returns, and the completions of consecutive
    /// updates run in the order of the updates. UIKit calls it "async when all animations are finished" (Badoo's
    /// engineering article on batch updates; Apple's documentation: "when all of the operations are finished");
    /// HeadlessUIKit has no animations, so it runs in the next turn (``BatchValidation/CompletionQueue``). Await it,
    /// e.g. with a continuation the completion resumes, before asserting on what it does.
    /// - Complexity: O(c log c + s) to validate, c the changes and s the sections; then O(rows) to re-read heights
    ///   when a delegate is set (O(s) otherwise), plus the cells that come into view.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesNow(updates, completion: completion)
    }

    /// Begins a series of changes applied together by ``endUpdates()``; calls nest.
    open func beginUpdates() { beginUpdatesNow() }

    /// Ends the series begun by ``beginUpdates()``; the outermost call checks and applies the changes (see
    /// ``performBatchUpdates(_:completion:)``). With no changes it still checks the counts and re-reads heights.
    open func endUpdates() { endUpdatesNow() }

    /// Inserts rows, at index paths after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordInsertRows(indexPaths) }

    /// Deletes rows, at index paths before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordDeleteRows(indexPaths) }

    /// Reloads rows (index paths before the update): each gets a new cell from the data source.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordReloadRows(indexPaths) }

    /// Reconfigures rows: the data source is asked for the cell again, and dequeuing the row's identifier then returns
    /// the cell already showing it, without `prepareForReuse()`. Only rows with cells are reconfigured; the others get
    /// fresh cells when they next appear.
    ///
    /// In a batch update, an index path that an insert, delete or move of the same batch shifts (its index path after
    /// the update differs from the one before it, or the row or its section goes) is reported through
    /// `Headless.inconsistencyHandler`: Apple does not document which index path UIKit reads then
    /// ([reconfigureRows(at:)](https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:))), so
    /// HeadlessUIKit refuses the case rather than choose one. Reconfigure after the batch update, at index paths after
    /// it.
    /// Acting as iOS 14 or earlier (``Headless/systemVersion``), reports iOS's unrecognized-selector message instead.
    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        guard Headless.hasMethod("reconfigureRowsAtIndexPaths:", of: self, introducedIn: 15) else { return }
        recordReconfigureRows(indexPaths)
    }

    /// Moves a row from an index path before the update to one after it; its cell, if any, is kept.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordMoveRow(indexPath, newIndexPath) }

    /// Inserts sections, at indices after the update.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { recordInsertSections(sections) }

    /// Deletes sections, at indices before the update.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { recordDeleteSections(sections) }

    /// Reloads sections (indices before the update): their rows, headers and footers are asked for again.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { recordReloadSections(sections) }

    /// Moves a section from an index before the update to one after it.
    open func moveSection(_ section: Int, toSection newSection: Int) { recordMoveSection(section, newSection) }

    /// Selects the row (with `nil`, deselects every row) and scrolls as asked. Without multiple selection the
    /// other rows are deselected. As in UIKit, the delegate is not told, and nothing happens when selection is
    /// not allowed or the row does not exist.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowNow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row. As in UIKit, the delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectRowNow(at: indexPath, animated: animated) }

    /// Scrolls so the row is at the position; `.none` scrolls the least that shows the row whole (not at all if it
    /// is). The offset stays within the content. An invalid row reports UIKit's "attempt to scroll to invalid
    /// index path" (UIKit raises it as `NSRangeException`).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowNow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Enters or leaves editing mode; visible cells follow. Rows whose selection the new mode does not allow are
    /// deselected.
    open func setEditing(_ editing: Bool, animated: Bool) { setEditingNow(editing, animated: animated) }

    /// The number of sections, as last read from the data source (read now if never read).
    open var numberOfSections: Int { numberOfSectionsNow }

    /// The number of rows in the section, as last read from the data source; 0 for a section out of range.
    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int { numberOfRowsNow(inSection: section) }

    /// The cells on screen, in index-path order. Lays the table out first if needed.
    /// - Complexity: O(v log v), v the visible rows, plus a pending layout.
    open var visibleCells: [UITableViewCell] { visibleCellsNow }

    /// The index paths of the rows on screen, in order. Lays the table out first if needed.
    open var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRowsNow }

    /// The cell showing the row, or `nil` when the row is not on screen. Lays the table out first if needed.
    /// - Complexity: O(1), plus a pending layout.
    @discardableResult
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cellForRowNow(at: indexPath) }

    /// The index path of the row the cell shows, or `nil` when the cell is not on screen.
    /// - Complexity: O(v), v the visible rows.
    @discardableResult
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { indexPathNow(for: cell) }

    /// The header view on screen for the section, if any.
    @discardableResult
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViewNow(forSection: section) }

    /// The footer view on screen for the section, if any.
    @discardableResult
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footerViewNow(forSection: section) }

    /// The row's rectangle in the table's content. An invalid index path reports UIKit's "request for rect at
    /// invalid index path" and gives `.zero`.
    /// - Complexity: O(1).
    @discardableResult
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rectForRowNow(at: indexPath) }

    /// The section's rectangle (header, rows and footer); `.zero` for a section out of range.
    @discardableResult
    open func rect(forSection section: Int) -> CGRect { rectNow(forSection: section) }

    /// The header's rectangle; `.zero` for a section out of range.
    @discardableResult
    open func rectForHeader(inSection section: Int) -> CGRect { rectForHeaderNow(inSection: section) }

    /// The footer's rectangle; `.zero` for a section out of range.
    @discardableResult
    open func rectForFooter(inSection section: Int) -> CGRect { rectForFooterNow(inSection: section) }

    /// The row at the point of the content, or `nil` when the point is not on a row.
    /// - Complexity: O(log s + log r), s the sections and r the rows of the section.
    @discardableResult
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForRowNow(at: point) }

    /// The rows that intersect the rectangle of the content, in order.
    @discardableResult
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { indexPathsForRowsNow(in: rect) }

    /// The first selected row in index-path order, or `nil`.
    open var indexPathForSelectedRow: IndexPath? { indexPathForSelectedRowNow }

    /// The selected rows in index-path order, or `nil` when none is selected (as UIKit).
    open var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedRowsNow }

    /// Registers the cell class to make for the identifier; `nil` unregisters it.
    ///
    /// A class that is not a `UITableViewCell` subclass is ignored (UIKit would fail when making a cell).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerNow(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers the nib whose single top-level cell is made for the identifier; `nil` unregisters it.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerNow(nib, forCellReuseIdentifier: identifier)
    }

    /// Registers the header or footer view class to make for the identifier; `nil` unregisters it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerNow(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers the nib whose single top-level view is made for the header or footer identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerNow(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Returns a cell for the row: a reused one of the identifier (after its `prepareForReuse()`), or a new one of
    /// the registered class or nib.
    ///
    /// Reports UIKit's messages for an unregistered identifier, and for a second dequeue for the same row within
    /// one `tableView(_:cellForRowAt:)` (UIKit's text continues with advice and the identifier; UIKIT.md keeps its
    /// first sentence). While the row is being reconfigured (`reconfigureRows(at:)`), dequeuing the row's
    /// identifier returns the very cell showing the row, without `prepareForReuse()`.
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCellNow(withIdentifier: identifier, for: indexPath)
    }

    /// Returns a reused cell of the identifier (after its `prepareForReuse()`), a new one if the identifier is
    /// registered, or `nil`.
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueReusableCellNow(withIdentifier: identifier)
    }

    /// Returns a reused header or footer view of the identifier (after its `prepareForReuse()`), a new one if the
    /// identifier is registered, or `nil`.
    @discardableResult
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueReusableHeaderFooterViewNow(withIdentifier: identifier)
    }

    /// The color of the section index's titles; `nil` (the system's) by default. HeadlessUIKit draws no index and
    /// keeps the color.
    @available(iOS 6.0, *)
    open var sectionIndexColor: UIColor?

    /// The color behind the section index when it is not touched; `nil` by default.
    @available(iOS 7.0, *)
    open var sectionIndexBackgroundColor: UIColor?

    /// The color behind the section index while it is touched; `nil` by default.
    @available(iOS 6.0, *)
    open var sectionIndexTrackingBackgroundColor: UIColor?

    /// Whether the cells' content views are inset to the safe area. `true` by default, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea). HeadlessUIKit's
    /// screens have no side safe area insets, so the content views fill their cells either way.
    @available(iOS 11.0, *)
    open var insetsContentViewsToSafeArea = true

    /// Whether the user can drag rows. `true` by default on iPad and `false` on iPhone, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitableview/draginteractionenabled); HeadlessUIKit acts as an
    /// iPhone. ``simulateDragAndDrop(from:to:)`` drags only while it is `true`.
    @available(iOS 11.0, *)
    open var dragInteractionEnabled = false

    /// The object that provides the items of a drag from the table, or `nil`.
    @available(iOS 11.0, *)
    open weak var dragDelegate: (any UITableViewDragDelegate)?

    /// The object that handles drops on the table, or `nil`.
    @available(iOS 11.0, *)
    open weak var dropDelegate: (any UITableViewDropDelegate)?

    /// Whether a drag from the table is under way.
    @available(iOS 11.0, *)
    open var hasActiveDrag: Bool { activeDragSession != nil }

    /// Whether a drop session is over the table.
    @available(iOS 11.0, *)
    open var hasActiveDrop: Bool { activeDropSession != nil }

    /// The drag from the table under way, during ``simulateDragAndDrop(from:to:)``.
    var activeDragSession: HeadlessDragSession?

    /// The drop session over the table, during ``simulateDragAndDrop(from:to:)``.
    var activeDropSession: HeadlessDropSession?

    /// The rows that drop placeholders show (`UITableViewDropCoordinator.drop(_:to:)`).
    var dropPlaceholders = DropPlaceholders()

    /// Scrolls so that the selected row nearest to the position in the visible area (its top, middle or bottom;
    /// the top for `.none`) is at that position, as ``scrollToRow(at:at:animated:)`` does: "Scrolls the table view
    /// so that the selected row nearest to a specified position in the table view is at that position"
    /// (https://developer.apple.com/documentation/uikit/uitableview/scrolltonearestselectedrow(at:animated:)).
    /// With no selected row it does nothing.
    ///
    /// - Complexity: O(s), s the selected rows, plus the scroll.
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        scrollToNearestSelectedRowNow(at: scrollPosition, animated: animated)
    }

    /// Reads the section index titles from the data source again (``sectionIndexTitles``), as UIKit's index bar
    /// does; a batch update alone does not re-read them.
    open func reloadSectionIndexTitles() { reloadSectionIndexTitlesNow() }
}
#endif
