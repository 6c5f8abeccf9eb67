#if !canImport(UIKit)
import Foundation

/// A table view's data source fed with snapshots (UIKit, iOS 13): as ``UICollectionViewDiffableDataSource``, with
/// ``defaultRowAnimation`` and the table's editing and moving methods open for a subclass to override.
///
/// By default no row can be edited or moved; a subclass returns `true` from `tableView(_:canEditRowAt:)` and
/// applies a snapshot without the row in `tableView(_:commit:forRowAt:)`, and returns `true` from
/// `tableView(_:canMoveRowAt:)` to let rows move (the data source's snapshot follows the move).
///
/// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell for an item: dequeue one from the table view and configure it.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    /// The shared state and apply logic.
    let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cells.
    private let cellProvider: CellProvider

    /// The animation of the rows an apply inserts, deletes and reloads.
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { core.rowAnimation }
        set { core.rowAnimation = newValue }
    }

    /// Creates the data source and makes it the table view's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        core = DiffableDataSourceCore(view: tableView)
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    /// Shows the snapshot, as ``UICollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``
    /// does, rows animated with ``defaultRowAnimation``.
    ///
    /// - Complexity: O(sections + items) to diff, plus the batch update.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows the snapshot by reloading the table view, without a diff or animation.
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

    /// Shows the snapshot by reloading the table view, as ``applySnapshotUsingReloadData(_:completion:)`` does, and
    /// returns when the reload is done (iOS 15).
    ///
    /// - Complexity: O(1), plus the reload.
    @available(iOS 15.0, *)
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await awaitingCompletion { done in applySnapshotUsingReloadData(snapshot, completion: done) }
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

    /// The number of sections of the snapshot shown.
    open func numberOfSections(in tableView: UITableView) -> Int {
        core.current.numberOfSections
    }

    /// The number of rows in the section of the snapshot shown.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.current.itemsBySection.indices.contains(section) ? core.current.itemsBySection[section].count : 0
    }

    /// The cell the cell provider makes for the item. A provider that returns `nil` is reported (UIKit stops) and
    /// an empty cell stands in.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = core.current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        Headless.raise(
            "HeadlessUIKit: the cell provider of the UITableViewDiffableDataSource returned nil for the row at index "
                + "path (\(indexPath.uikitDescription)); UIKit stops: a cell provider must return a dequeued cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`: no row can be edited unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false`: no row can move unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; a subclass deletes (or inserts) the item by applying a snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Moves the item in the data source's snapshot (the table moves the row itself).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard
            let transaction = NSDiffableDataSourceTransaction(
                moving: sourceIndexPath, to: destinationIndexPath, in: core.current)
        else { return }
        core.replaceCurrent(with: transaction.finalSnapshot)
    }

    /// No section index; a subclass overrides it.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

extension UITableView: DiffableDataSourceView {
    /// Reloads everything (a diffable data source's reload).
    func reloadDiffableData() {
        reloadData()
    }

    /// Performs the batch as UIKit's diffable data source does: one batch update per stage (the structure, then the
    /// refresh), rows animated with the data source's ``UITableViewDiffableDataSource/defaultRowAnimation``.
    func performDiffableBatch(
        _ batch: DiffableBatch, rowAnimation animation: RowAnimation, commit: () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        let stages = batch.stages.isEmpty ? [DiffableBatch.Stage()] : batch.stages
        for (index, stage) in stages.enumerated() {
            performBatchUpdates(
                {
                    if index == 0 { commit() }
                    deleteSections(stage.deletedSections, with: animation)
                    insertSections(stage.insertedSections, with: animation)
                    reloadSections(stage.reloadedSections, with: animation)
                    for move in stage.movedSections { moveSection(move.from, toSection: move.to) }
                    deleteRows(at: stage.deletedItems, with: animation)
                    insertRows(at: stage.insertedItems, with: animation)
                    reloadRows(at: stage.reloadedItems, with: animation)
                    for move in stage.movedItems { moveRow(at: move.from, to: move.to) }
                    if !stage.reconfiguredItems.isEmpty { reconfigureRows(at: stage.reconfiguredItems) }
                }, completion: index == stages.count - 1 ? { _ in completion() } : nil)
        }
    }
}
#endif
