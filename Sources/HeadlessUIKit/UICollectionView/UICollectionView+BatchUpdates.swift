#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Implements `performBatchUpdates(_:completion:)`: runs the updates as one checked update.
    func performBatchUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginBatch()
        batch.add(completion)
        updates?()
        endBatch()
    }

    /// Runs the non-escaping `updates` as one update, through the overridable `performBatchUpdates(_:completion:)`
    /// that takes an optional block.
    ///
    /// UIKit's block is `NS_NOESCAPE`: Swift imports it as an optional closure that does not escape, which Swift
    /// source cannot declare (an optional closure parameter always escapes). This overload is what a closure literal
    /// picks, so code written for UIKit compiles unchanged: it may pass a non-escaping closure, and use `self`
    /// implicitly inside the block.
    /// - Complexity: As `performBatchUpdates(_:completion:)` with an optional block.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Inserts items at the index paths (after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at the index paths (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Replaces the cells of the items at the index paths (before the update) with new cells from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

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
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard Headless.hasMethod("reconfigureItemsAtIndexPaths:", of: self, introducedIn: 15) else { return }
        record { $0.reconfiguredItems += indexPaths }
    }

    /// Moves an item from an index path before the update to one after it; its cell is kept.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(BatchValidation.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts sections at the indices (after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections at the indices (before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Replaces every cell of the sections (before the update) with new cells from the data source.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section from an index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(BatchValidation.Move(from: section, to: newSection)) }
    }

    /// Records a change in the open batch, or as a batch of its own outside one (as UIKit does).
    private func record(_ change: (inout BatchValidation.Request) -> Void) {
        beginBatch()
        batch.record(change)
        endBatch()
    }

    /// Opens a batch; the outermost one takes the counts before the update (asking the data source if they are not
    /// known, as UIKit does after `reloadData()`).
    private func beginBatch() {
        if batch.begin() {
            _ = loadCountsIfNeeded()
        }
    }

    /// Closes a batch; the outermost one checks and applies it, then schedules the completion handlers.
    private func endBatch() {
        guard let ended = batch.end() else { return }
        let accepted = apply(ended.request)
        BatchValidation.CompletionQueue.schedule(ended.completions, finished: accepted)
    }

    /// Checks the batch against the counts before and the data source's counts after, then applies it. A rejected
    /// batch raises UIKit's message and reloads.
    private func apply(_ request: BatchValidation.Request) -> Bool {
        let oldCounts = sectionCounts ?? []
        let newCounts = countsFromDataSource()
        let plan: BatchValidation.Plan
        do throws(BatchValidation.Failure) {
            plan = try BatchValidation.Validator(words: .collectionView)
                .plan(for: request, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            Headless.raise(error.message)
            reloadData()
            return false
        }
        apply(plan, newCounts: newCounts)
        return true
    }

    /// Applies a valid update: moves the cells, supplementary views and selection to their new index paths,
    /// replaces reloaded cells, reconfigures, and lays out.
    func apply(_ plan: BatchValidation.Plan, newCounts: [Int]) {
        sectionCounts = newCounts
        let departing = moveVisibleViews(with: plan)
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        reconfigure(plan.reconfiguredItems.compactMap { plan.newIndexPath(forOld: $0) })
        collectionViewLayout.itemsDidChange()
        layoutWasInvalidated()
        layoutIfNeeded()
        departing.forEach(enqueueReusable)
        checkInvariants()
    }

    /// Gives the cells and supplementary views on screen their new index paths; those of deleted and reloaded items
    /// and sections end displaying. Returns the cells that left, to be queued for reuse after the new cells are made.
    private func moveVisibleViews(with plan: BatchValidation.Plan) -> [UICollectionViewCell] {
        var departing: [UICollectionViewCell] = []
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let newIndexPath = plan.newIndexPath(forOld: indexPath) {
                cells[newIndexPath] = cell
            } else {
                departing.append(endDisplaying(cell, at: indexPath, enqueue: false))
            }
        }
        visibleCellsByIndexPath = cells
        var views: [ElementKey<IndexPath>: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            if let section = plan.newSection(forOld: key.index.section) {
                views[ElementKey(kind: key.kind, index: IndexPath(item: key.index.item, section: section))] = view
            } else {
                endDisplaying(view, key: key)
            }
        }
        visibleSupplementaryViews = views
        return departing
    }

    /// Asks the data source to configure again the cells of the items (after-update index paths) that have one.
    ///
    /// The data source must return the very cell; another cell raises a HeadlessUIKit message (UIKit's wording for
    /// this is not public) and replaces the old one, as a reload would.
    private func reconfigure(_ indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath],
                let returned = requestCell(at: indexPath, reconfiguring: cell)
            else { continue }
            guard returned !== cell else { continue }
            Headless.raise(
                "reconfigureItems: the data source returned a different cell for the item at index path "
                    + "(\(indexPath.uikitDescription)); it must dequeue the same type of cell, "
                    + "which returns the existing cell")
            let frame = cell.frame
            endDisplaying(cell, at: indexPath)
            display(returned, at: indexPath, frame: frame)
        }
    }
}
#endif
