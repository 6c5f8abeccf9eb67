#if !canImport(UIKit)
import Foundation

/// A collection view's data source fed with snapshots: it answers the collection view from the snapshot it shows
/// and turns each applied snapshot into one batch update (UIKit, iOS 13).
///
/// Creating it makes it the collection view's `dataSource` (which holds it weakly: keep a reference). The cell
/// provider makes the cell of each item the collection view asks for; return a dequeued cell (UIKit stops on `nil`,
/// HeadlessUIKit reports it). Applies run on the main actor, one at a time: an apply made during another one (from a
/// cell provider) is reported and runs after it.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell for an item: dequeue one from the collection view and configure it.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// Makes a supplementary view (a header or footer) of a kind at an index path.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    /// The handlers a reorder calls (iOS 14).
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/reorderinghandlers-swift.struct
    @available(iOS 14.0, *)
    @preconcurrency
    public struct ReorderingHandlers {
        /// Whether the item may be picked up and moved. Without it, no item moves (reordering is off).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot changes, with what the reorder does.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot holds the new order: update the app's data from it.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that do nothing: reordering is off.
        public init() {}
    }

    /// The handlers an expand or collapse of an outline item calls (iOS 14). UIKit names the generic parameter
    /// `ItemIdentifierType` too; Swift 6 forbids shadowing the class's, so it is named `Item` here (used the same).
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct
    @available(iOS 14.0, *)
    @preconcurrency
    public struct SectionSnapshotHandlers<Item> where Item: Hashable, Item: Sendable {
        /// Whether the item may expand (by default it may).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse (by default it may).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// Gives the children to show under an expanding parent, from the parent and its current children.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that do nothing: every item may expand and collapse.
        public init() {}
    }

    /// The shared state and apply logic.
    let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
    /// The collection view fed.
    private weak var collectionView: UICollectionView?
    /// Makes the cells.
    private let cellProvider: CellProvider

    /// Makes the supplementary views; without it, the collection view gets none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The handlers a reorder calls.
    @available(iOS 14.0, *)
    public var reorderingHandlers = ReorderingHandlers()

    /// The handlers an expand or collapse calls.
    @available(iOS 14.0, *)
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source and makes it the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        core = DiffableDataSourceCore(view: collectionView)
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot the collection view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    /// Shows the snapshot: the first apply reloads; each later one is diffed with what shows (sections and items by
    /// identifier, marked items reloaded or reconfigured) and applied as one batch update, then the reconfigures. On
    /// iOS 15 and later `animatingDifferences: false` diffs too; acting as iOS 14 or earlier
    /// (``Headless/systemVersion``) it reloads. `completion` runs in a later turn on the main actor.
    ///
    /// - Complexity: O(sections + items) to diff, plus the batch update.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows the snapshot by reloading the collection view, without a diff or animation.
    ///
    /// - Complexity: O(1), plus the reload.
    @available(iOS 15.0, *)
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.applyUsingReloadData(snapshot, completion: completion)
    }

    /// Shows the snapshot as ``apply(_:animatingDifferences:completion:)`` does, and returns when the update is done
    /// (iOS 15).
    ///
    /// - Complexity: O(sections + items) to diff, plus the batch update.
    @available(iOS 15.0, *)
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await awaitingCompletion { done in
            apply(snapshot, animatingDifferences: animatingDifferences, completion: done)
        }
    }

    /// Shows the snapshot by reloading the collection view, as ``applySnapshotUsingReloadData(_:completion:)`` does,
    /// and returns when the reload is done (iOS 15).
    ///
    /// - Complexity: O(1), plus the reload.
    @available(iOS 15.0, *)
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await awaitingCompletion { done in applySnapshotUsingReloadData(snapshot, completion: done) }
    }

    /// Shows the section snapshot in the section, as ``apply(_:to:animatingDifferences:completion:)`` does, and
    /// returns when the update is done (iOS 15).
    ///
    /// - Complexity: O(sections + items) to diff, plus the batch update.
    @available(iOS 15.0, *)
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await awaitingCompletion { done in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: done)
        }
    }

    /// The identifier of the section at the index, or `nil`.
    @available(iOS 15.0, *)
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.current.sections.indices.contains(index) ? core.current.sections[index] : nil
    }

    /// The index of the section, or `nil`.
    @available(iOS 15.0, *)
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.current.indexOfSection(sectionIdentifier)
    }

    /// The identifier of the item at the index path, or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.current.item(at: indexPath)
    }

    /// The index path of the item, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.current.indexPath(of: itemIdentifier)
    }

    /// Shows a section snapshot in a section (appended when the data source's snapshot lacks it): the section's
    /// items become the section snapshot's visible items, diffed as any apply.
    @available(iOS 14.0, *)
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot applied to the section, or one with the section's items as roots.
    @available(iOS 14.0, *)
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        core.sectionSnapshot(for: section)
    }

    /// The number of sections of the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.current.numberOfSections
    }

    /// The number of items in the section of the snapshot shown.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.current.itemsBySection.indices.contains(section) ? core.current.itemsBySection[section].count : 0
    }

    /// The cell the cell provider makes for the item. A provider that returns `nil` is reported (UIKit stops) and
    /// an empty cell stands in.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let item = core.current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            cell.setItemExpandedForConfiguration(isExpanded(item, inSection: indexPath.section))
            return cell
        }
        Headless.raise(
            "HeadlessUIKit: the cell provider of the UICollectionViewDiffableDataSource returned nil for the item at "
                + "index path (\(indexPath.uikitDescription)); UIKit stops: a cell provider must return a dequeued "
                + "cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view the provider makes, or none.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? NotImplementedSupplementaryView()
    }

    /// No index titles; a subclass that shows an index overrides this and
    /// ``collectionView(_:indexPathForIndexTitle:at:)``, as with UIKit's data source, which implements every method of
    /// the protocol (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        nil
    }

    /// Reports that a subclass gives index titles without overriding this method (Apple's documentation requires
    /// both).
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        UnimplementedDefaults.indexPathForIndexTitle(title)
    }

    /// Whether the item may move: ``ReorderingHandlers/canReorderItem``, or `false` without it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = core.current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorder(item)
    }

    /// Moves the item in the snapshot, between ``ReorderingHandlers/willReorder`` and
    /// ``ReorderingHandlers/didReorder`` (which sees the snapshot already in the new order).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard
            let transaction = NSDiffableDataSourceTransaction(
                moving: sourceIndexPath, to: destinationIndexPath, in: core.current)
        else { return }
        reorderingHandlers.willReorder?(transaction)
        core.replaceCurrent(with: transaction.finalSnapshot)
        reorderingHandlers.didReorder?(transaction)
    }

    /// Expands or collapses the outline item at the index path, as a tap on its outline disclosure does: asks
    /// ``SectionSnapshotHandlers/shouldExpandItem`` (or `shouldCollapseItem`), calls `willExpandItem` (or
    /// `willCollapseItem`), takes the children from `snapshotForExpandingParent` when set, and applies the section
    /// snapshot. Returns whether the item changed. HeadlessUIKit's outline disclosure accessory calls it.
    @discardableResult
    func toggleExpansion(ofItemAt indexPath: IndexPath) -> Bool {
        guard let item = core.current.item(at: indexPath), indexPath.section < core.current.sections.count else {
            return false
        }
        let section = core.current.sections[indexPath.section]
        var sectionSnapshot = core.sectionSnapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                sectionSnapshot.replace(childrenOf: item, using: provide(item, sectionSnapshot.snapshot(of: item)))
            }
            sectionSnapshot.expand([item])
        }
        core.apply(sectionSnapshot, to: section, animatingDifferences: true, completion: nil)
        // The cell's configuration state follows (`UICellConfigurationState.isExpanded`), as on iOS where the
        // disclosure turns with it.
        if let shown = self.indexPath(for: item) {
            collectionView?.cellForItem(at: shown)?.setItemExpandedForConfiguration(sectionSnapshot.isExpanded(item))
        }
        return true
    }

    /// Whether the item is expanded in the section snapshot last applied to its section (`false` when none was).
    private func isExpanded(_ item: ItemIdentifierType, inSection section: Int) -> Bool {
        guard core.current.sections.indices.contains(section),
            let sectionSnapshot = core.sectionSnapshots[core.current.sections[section]]
        else { return false }
        return sectionSnapshot.contains(item) && sectionSnapshot.isExpanded(item)
    }
}

/// What an outline disclosure accessory calls on the collection view's data source when tapped: a diffable data source
/// expands or collapses the item through its section snapshot handlers. The accessory finds it with
/// `collectionView.dataSource as? OutlineExpansionToggling` (the data source is generic; this protocol is not).
@MainActor
protocol OutlineExpansionToggling: AnyObject {
    /// Expands the item at the index path when it is collapsed, or collapses it; returns whether it changed.
    @discardableResult
    func toggleExpansion(ofItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: OutlineExpansionToggling {}

extension UICollectionView: DiffableDataSourceView {
    /// Reloads everything (a diffable data source's reload).
    func reloadDiffableData() {
        reloadData()
    }

    /// Performs the batch as UIKit's diffable data source does: one batch update per stage, the structure, then the
    /// refresh (reloads and reconfigures).
    func performDiffableBatch(
        _ batch: DiffableBatch, rowAnimation: UITableView.RowAnimation, commit: () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        let stages = batch.stages.isEmpty ? [DiffableBatch.Stage()] : batch.stages
        for (index, stage) in stages.enumerated() {
            performBatchUpdates(
                {
                    if index == 0 { commit() }
                    deleteSections(stage.deletedSections)
                    insertSections(stage.insertedSections)
                    reloadSections(stage.reloadedSections)
                    for move in stage.movedSections { moveSection(move.from, toSection: move.to) }
                    deleteItems(at: stage.deletedItems)
                    insertItems(at: stage.insertedItems)
                    reloadItems(at: stage.reloadedItems)
                    for move in stage.movedItems { moveItem(at: move.from, to: move.to) }
                    if !stage.reconfiguredItems.isEmpty { reconfigureItems(at: stage.reconfiguredItems) }
                }, completion: index == stages.count - 1 ? { _ in completion() } : nil)
        }
    }
}
#endif
