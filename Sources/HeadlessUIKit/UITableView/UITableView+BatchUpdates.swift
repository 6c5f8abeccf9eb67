#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Implements `reloadData()`: drops the cells and the selection; counts are read again at the next layout.
    func reloadDataNow() {
        // Clearing the selection is UIKit's widely reported behaviour; Apple's documentation does not mention it.
        selectedIndexPaths.removeAll()
        prefetchedIndexPaths.removeAll()
        dropPlaceholders.removeAll()
        endDisplayingEverything()
        invalidateCounts()
        clampsOffsetAtNextLayout = true
        sectionIndexTitlesRead = nil
        #if LISTKIT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Implements `reloadSectionIndexTitles`, declared `open` in the class body.
    func reloadSectionIndexTitlesNow() {
        sectionIndexTitlesRead = .some(dataSource?.sectionIndexTitles(for: self))
    }

    /// Implements `performBatchUpdates(_:completion:)` (see there): the update is applied before this returns, the
    /// completion is called in a later turn (``BatchValidation/CompletionQueue``).
    func performBatchUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginUpdates()
        batch.add(completion)
        updates?()
        endUpdates()
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

    /// Implements `beginUpdates()`: the outermost call reads the counts before the update if never read (UIKit's
    /// lazy, internal first load: see `beginBatch()` in UICollectionView+BatchUpdates.swift for the evidence).
    func beginUpdatesNow() {
        if batch.begin() {
            // The counts before the update: read now if never read, before the data source changes.
            _ = currentGeometry()
        }
    }

    /// Implements `endUpdates()`: the outermost call checks and applies the recorded changes, then schedules the
    /// completions.
    func endUpdatesNow() {
        guard let ended = batch.end() else { return }
        let finished = apply(ended.request)
        BatchValidation.CompletionQueue.schedule(ended.completions, finished: finished)
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordInsertRows(_ indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordDeleteRows(_ indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordReloadRows(_ indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordReconfigureRows(_ indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordMoveRow(_ indexPath: IndexPath, _ newIndexPath: IndexPath) {
        record { $0.movedItems.append(BatchValidation.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordInsertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordDeleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordReloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordMoveSection(_ section: Int, _ newSection: Int) {
        record { $0.movedSections.append(BatchValidation.Move(from: section, to: newSection)) }
    }

    /// Records a change in the batch in progress, or applies it at once as a batch of its own (as UIKit does).
    private func record(_ change: (inout BatchValidation.Request) -> Void) {
        if batch.isOpen {
            batch.record(change)
        } else {
            beginUpdates()
            batch.record(change)
            endUpdates()
        }
    }

    /// Checks the update against the counts before it and the data source's counts now, and applies it; a rejected
    /// update raises UIKit's message and reloads. Returns whether the update was accepted.
    private func apply(_ request: BatchValidation.Request) -> Bool {
        let old = currentGeometry()
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            newCounts = (0..<sections).map { presentedRowCount(inSection: $0, dataSource: dataSource) }
        }
        do throws(BatchValidation.Failure) {
            let plan = try BatchValidation.Validator(words: .tableView)
                .plan(for: request, oldCounts: old.rowCounts, newCounts: newCounts)
            apply(plan, newCounts: newCounts)
            return true
        } catch {
            Headless.raise(error.message)
            reloadDataNow()
            layoutTableIfNeeded()
            return false
        }
    }

    /// Applies a valid update: cells, headers, selection and prefetched rows follow their rows; then the table
    /// lays out and reconfigures. The cells of deleted and reloaded rows go back to the reuse queues only at the
    /// end, as UIKit's do when their disappearing animation ends, so a reloaded row never gets its old cell back.
    func apply(_ plan: BatchValidation.Plan, newCounts: [Int]) {
        let oldGeometry = currentGeometry()
        var moved: [IndexPath: UITableViewCell] = [:]
        // The cells to configure again once laid out: those of reconfigured rows, found among the visible cells (a
        // few) rather than by placing every reconfigured row (possibly thousands).
        let reconfigured = visibleCellsByIndexPath.isEmpty ? [] : Set(plan.reconfiguredItems)
        var reconfiguredCells: [IndexPath] = []
        var departingPaths: [IndexPath] = []
        for old in visibleCellsByIndexPath.keys.sorted() {
            guard let cell = visibleCellsByIndexPath[old] else { continue }
            if let new = plan.newIndexPath(forOld: old) {
                moved[new] = cell
                if reconfigured.contains(old) { reconfiguredCells.append(new) }
            } else {
                departingPaths.append(old)
            }
        }
        let departing = endDisplayingCells(at: departingPaths)
        defer {
            for cell in departing { cellReuse.enqueue(cell, identifier: cell.reuseIdentifier) }
            #if LISTKIT_INTERNAL_CHECKS
            _checkInvariants()
            #endif
        }
        visibleCellsByIndexPath = moved
        visibleHeaderViews = remap(.header, plan)
        visibleFooterViews = remap(.footer, plan)
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        }
        geometry = updatedGeometry(after: plan, from: oldGeometry, newCounts: newCounts)
        if plan.isEmpty { visibleRowsNeedMeasurement = true }
        needsTableLayout = true
        clampsOffsetAtNextLayout = true
        // The reconfigured rows on screen are configured again as the layout reaches them, and measured then.
        pendingReconfigures = Set(reconfiguredCells)
        layoutTableIfNeeded()
    }

    /// Asks the data source for the row's cell again while the row's identifier dequeues the existing cell; returns
    /// the cell showing the row after it.
    func reconfigure(_ cell: UITableViewCell, at indexPath: IndexPath) -> UITableViewCell {
        let returned = requestCell(at: indexPath, reconfiguring: cell)
        guard returned !== cell else { return cell }
        if returned.reuseIdentifier == cell.reuseIdentifier {
            // HeadlessUIKit's wording (see dequeueReusableCell(withIdentifier:for:)).
            Headless.raise(
                "The cell returned from tableView(_:cellForRowAt:) while reconfiguring the row at index path "
                    + "(\(indexPath.uikitDescription)) is not the cell showing the row.")
        }
        // Show what the data source returned, as UIKit would after the failure.
        let frame = cell.frame
        endDisplayingCell(at: indexPath)
        cellReuse.remove(returned, identifier: returned.reuseIdentifier)
        returned.separatorHeight = rowSeparatorHeight
        returned.frame = frame
        addSubview(returned)
        returned.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        visibleCellsByIndexPath[indexPath] = returned
        delegate?.tableView(self, willDisplay: returned, forRowAt: indexPath)
        return returned
    }

    /// Moves header or footer views to their sections' new indices; those of deleted or reloaded sections go.
    private func remap(_ kind: HeaderFooterKind, _ plan: BatchValidation.Plan) -> [Int: UIView] {
        var result: [Int: UIView] = [:]
        let views = kind == .header ? visibleHeaderViews : visibleFooterViews
        for (section, view) in views.sorted(by: { $0.key < $1.key }) {
            if let new = plan.newSection(forOld: section) {
                result[new] = view
            } else {
                retireHeaderFooterView(view, kind, section: section)
            }
        }
        return result
    }
}
#endif
