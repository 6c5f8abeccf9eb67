#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Runs `updates`, which call the insert, delete, reload, reconfigure and move methods, as one update, then checks
    /// it as UIKit does and applies it.
    ///
    /// Inside the batch the order of the calls does not matter: deletes, reloads and reconfigures are read in the
    /// indices before the update, inserts in the indices after it; moves go from a before-index to an after-index.
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
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        batch.add(completion)
        updates?()
        endBatch()
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

    /// Configures the cells of the items at the index paths (before the update) again, keeping the cells: the data
    /// source is asked for the cell, and a dequeue with the item's identifier returns the cell already showing it,
    /// without `prepareForReuse()`. Items without a cell get fresh data when they next appear.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
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

    /// Checks the batch against the counts before and the data source's counts after, then moves the cells,
    /// supplementary views and selection to their new index paths, replaces reloaded cells, reconfigures, and lays
    /// out. A rejected batch raises UIKit's message and reloads.
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
        sectionCounts = newCounts
        let departing = moveVisibleViews(with: plan)
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        reconfigure(plan.reconfiguredItems.compactMap { plan.newIndexPath(forOld: $0) })
        layoutWasInvalidated()
        layoutIfNeeded()
        departing.forEach(enqueueReusable)
        checkInvariants()
        return true
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
