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

    /// Implements `insertItems`, declared `open` in the class body.
    func insertItemsNow(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Implements `deleteItems`, declared `open` in the class body.
    func deleteItemsNow(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Implements `reloadItems`, declared `open` in the class body.
    func reloadItemsNow(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Implements `reconfigureItems`, declared `open` in the class body.
    @available(iOS 15.0, *)
    func reconfigureItemsNow(at indexPaths: [IndexPath]) {
        guard Headless.hasMethod("reconfigureItemsAtIndexPaths:", of: self, introducedIn: 15) else { return }
        record { $0.reconfiguredItems += indexPaths }
    }

    /// Implements `moveItem`, declared `open` in the class body.
    func moveItemNow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(BatchValidation.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Implements `insertSections`, declared `open` in the class body.
    func insertSectionsNow(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Implements `deleteSections`, declared `open` in the class body.
    func deleteSectionsNow(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Implements `reloadSections`, declared `open` in the class body.
    func reloadSectionsNow(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Implements `moveSection`, declared `open` in the class body.
    func moveSectionNow(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(BatchValidation.Move(from: section, to: newSection)) }
    }

    /// Records a change in the open batch, or as a batch of its own outside one (as UIKit does).
    private func record(_ change: (inout BatchValidation.Request) -> Void) {
        beginBatch()
        batch.record(change)
        endBatch()
    }

    /// Opens a batch; the outermost one takes the counts before the update, asking the data source if they are not
    /// known: after `reloadData()`, or when the view never loaded them (a data source set, no layout yet).
    ///
    /// UIKit loads its counts lazily, when it first needs them (a layout, a count query, the start of an update), and
    /// that load is its own, not a call of the overridable `reloadData()`. Seen in crash reports of updates sent to a
    /// view that had not loaded yet, after its data source changed: "if it needs layout, then performBatchUpdates:
    /// effectively acts as a reloadData before calling the update block", with the data source's `numberOfSections`
    /// called from `-[UICollectionViewData _updateItemCounts]` under `-[UICollectionView performBatchUpdates:completion:]`
    /// (https://exchangetuts.com/uicollectionview-performbatchupdates-asserts-unexpectedly-if-view-needs-layout-1640867943609430);
    /// "the start of performBatchUpdates:completion: would call the collection view's private _validateItemCounts
    /// method, which would call ... collectionView:numberOfItemsInSection:"
    /// (https://github.com/lionheart/openradar-mirror/issues/4355); and the resulting "The number of items contained
    /// in an existing section after the update (3) must be equal to the number of items contained in that section
    /// before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0
    /// deleted)" (http://openradar.appspot.com/radar?id=4926683987574784). Apple's documentation of
    /// `performBatchUpdates(_:completion:)` warns of it: "If the collection view's layout is not up to date before you
    /// call this method, a reload may occur" (quoted in https://github.com/RxSwiftCommunity/RxDataSources/issues/60).
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
            reloadDataNow()
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
            // A view on an item (a badge) goes where its item goes, and with it: "A supplementary item follows the
            // index path of the item it's attached to"
            // (https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem). Headers and
            // footers stay with their section.
            let newIndexPath =
                collectionViewLayout.supplementaryViewsFollowItems(ofKind: key.kind, inSection: key.index.section)
                ? plan.newIndexPath(forOld: key.index)
                : plan.newSection(forOld: key.index.section).map { IndexPath(item: key.index.item, section: $0) }
            if let newIndexPath {
                views[ElementKey(kind: key.kind, index: newIndexPath)] = view
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
