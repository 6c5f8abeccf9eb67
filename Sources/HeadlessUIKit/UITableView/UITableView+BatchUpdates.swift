#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Implements `reloadData()`: drops the cells and the selection; counts are read again at the next layout.
    func reloadDataNow() {
        // Clearing the selection is UIKit's widely reported behaviour; Apple's documentation does not mention it.
        selectedIndexPaths.removeAll()
        prefetchedIndexPaths.removeAll()
        endDisplayingEverything()
        invalidateCounts()
        clampsOffsetAtNextLayout = true
        #if LISTKIT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Reloads the section index titles; HeadlessUIKit draws no section index, so this does nothing.
    public func reloadSectionIndexTitles() {}

    /// Implements `performBatchUpdates(_:completion:)` (see there).
    func performBatchUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginUpdates()
        updates?()
        let finished = finishUpdateIfOutermost()
        completion?(finished ?? true)
    }

    /// Implements `beginUpdates()`: the outermost call reads the counts before the update if never read.
    func beginUpdatesNow() {
        if batchDepth == 0 {
            pendingUpdates = BatchUpdateRecord()
            // The counts before the update: read now if never read, before the data source changes.
            _ = currentGeometry()
        }
        batchDepth += 1
    }

    /// Implements `endUpdates()`: the outermost call checks and applies the recorded changes.
    func endUpdatesNow() {
        _ = finishUpdateIfOutermost()
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordInsertRows(_ indexPaths: [IndexPath]) {
        record { $0.insertedRows += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordDeleteRows(_ indexPaths: [IndexPath]) {
        record { $0.deletedRows += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordReloadRows(_ indexPaths: [IndexPath]) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordReconfigureRows(_ indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows += indexPaths }
    }

    /// Records the change in the batch in progress (or applies it alone); see the public method.
    func recordMoveRow(_ indexPath: IndexPath, _ newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
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
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Records a change in the batch in progress, or applies it at once as a batch of its own.
    private func record(_ change: (inout BatchUpdateRecord) -> Void) {
        if batchDepth > 0 {
            change(&pendingUpdates)
        } else {
            beginUpdates()
            change(&pendingUpdates)
            endUpdates()
        }
    }

    /// Ends one level of batch; at the outermost level validates and applies the update and returns whether it
    /// was valid (`nil` for an inner level or an unbalanced call).
    private func finishUpdateIfOutermost() -> Bool? {
        guard batchDepth > 0 else { return nil }
        batchDepth -= 1
        guard batchDepth == 0 else { return nil }
        let record = pendingUpdates
        pendingUpdates = BatchUpdateRecord()
        let old = currentGeometry()
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            newCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        }
        let validator = BatchUpdateValidator(vocabulary: .table, oldCounts: old.rowCounts, newCounts: newCounts)
        switch validator.validate(record) {
        case .invalid(let message):
            Headless.raise(message)
            reloadData()
            layoutTableIfNeeded()
            return false
        case .valid(let plan):
            apply(plan, newCounts: newCounts)
            return true
        }
    }

    /// Applies a valid update: cells, headers, selection and prefetched rows follow their rows; then the table
    /// lays out and reconfigures. The cells of deleted and reloaded rows go back to the reuse queues only at the
    /// end, as UIKit's do when their disappearing animation ends, so a reloaded row never gets its old cell back.
    func apply(_ plan: BatchUpdatePlan, newCounts: [Int]) {
        var moved: [IndexPath: UITableViewCell] = [:]
        var departing: [UITableViewCell] = []
        for old in visibleCellsByIndexPath.keys.sorted() {
            guard let cell = visibleCellsByIndexPath[old] else { continue }
            if !plan.isReloaded(old), let new = plan.newIndexPath(for: old) {
                moved[new] = cell
            } else if let cell = endDisplayingCell(at: old, enqueue: false) {
                departing.append(cell)
            }
        }
        defer {
            for cell in departing { cellReuse.enqueue(cell, identifier: cell.reuseIdentifier) }
            #if LISTKIT_INTERNAL_CHECKS
            _checkInvariants()
            #endif
        }
        visibleCellsByIndexPath = moved
        visibleHeaderViews = remap(.header, plan)
        visibleFooterViews = remap(.footer, plan)
        selectedIndexPaths = Set(
            selectedIndexPaths.compactMap { plan.isReloaded($0) ? nil : plan.newIndexPath(for: $0) })
        prefetchedIndexPaths = Set(
            prefetchedIndexPaths.compactMap { plan.isReloaded($0) ? nil : plan.newIndexPath(for: $0) })
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        }
        geometry = makeGeometry(rowCounts: newCounts)
        needsTableLayout = true
        clampsOffsetAtNextLayout = true
        layoutTableIfNeeded()
        for old in plan.reconfiguredRows where !plan.isReloaded(old) {
            guard let new = plan.newIndexPath(for: old), let cell = visibleCellsByIndexPath[new] else { continue }
            reconfigure(cell, at: new)
        }
    }

    /// Asks the data source for the row's cell again while the row's identifier dequeues the existing cell.
    private func reconfigure(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let returned = requestCell(at: indexPath, reconfiguring: cell)
        guard returned !== cell else { return }
        if returned.reuseIdentifier == cell.reuseIdentifier {
            // HeadlessUIKit's wording (see dequeueReusableCell(withIdentifier:for:)).
            Headless.raise(
                "The cell returned from tableView(_:cellForRowAt:) while reconfiguring the row at index path "
                    + "(\(indexPath.uikitDescription)) is not the cell showing the row.")
        }
        // Show what the data source returned, as UIKit would after the failure.
        endDisplayingCell(at: indexPath)
        returned.frame = cell.frame
        addSubview(returned)
        returned.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        visibleCellsByIndexPath[indexPath] = returned
        delegate?.tableView(self, willDisplay: returned, forRowAt: indexPath)
    }

    /// Moves header or footer views to their sections' new indices; those of deleted or reloaded sections go.
    private func remap(_ kind: HeaderFooterKind, _ plan: BatchUpdatePlan) -> [Int: UIView] {
        var result: [Int: UIView] = [:]
        let views = kind == .header ? visibleHeaderViews : visibleFooterViews
        for (section, view) in views.sorted(by: { $0.key < $1.key }) {
            if section < plan.sectionMap.count, let new = plan.sectionMap[section],
                !plan.reloadedSections.contains(section)
            {
                result[new] = view
            } else {
                retireHeaderFooterView(view, kind, section: section)
            }
        }
        return result
    }
}
#endif
