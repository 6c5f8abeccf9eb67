#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TableViewAdapter: UITableViewDelegate {
    /// Lets a row light up under a finger only if it can be selected (it has an `onSelect` handler, or says
    /// ``Row/selectable(_:)``).
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.isSelectable ?? false
    }

    /// Lets a row be selected only if the snapshot has it and it can be selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        row(at: indexPath)?.isSelectable == true ? indexPath : nil
    }

    /// Calls the row's `onSelect` with its model. The row is then deselected, unless ``keepsSelection`` is on or the
    /// table keeps a selection of several rows (`allowsMultipleSelection`, or editing mode), where
    /// ``selectedRows`` reads it; ``onSelectionChange`` is told.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        guard let row = row(at: indexPath) else { return }
        if !keepsSelection && !tableView.allowsMultipleSelection && !tableView.isEditing {
            tableView.deselectRow(at: indexPath, animated: true)
        } else {
            onSelectionChange?(selectedRows)
        }
        row.select()
    }

    /// The row's context menu (``Row/contextMenu(_:)``), or none.
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        return contextMenuConfiguration(for: row(at: indexPath))
    }

    /// Tells ``onSelectionChange`` that the user deselected a row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        onSelectionChange?(selectedRows)
    }

    /// The row's own height at the table's width (``RowHeight``), or ``rowHeight``.
    ///
    /// Heights are stored values or pure functions of the width (as ``RowHeight/computed(_:)`` requires), so an apply
    /// cannot start from here: unlike the other calls, this one (asked for every row of a large table) is not marked
    /// with `beginAnswering()`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row(at: indexPath)?.height?.points(atWidth: tableView.bounds.width) ?? rowHeight
    }

    /// The row's own height, else the height measured for it at this width, else ``estimatedRowHeight``.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        // Not marked with `beginAnswering()`, as `heightForRowAt`: no code of the app runs here.
        checkContentSizeCategory()
        guard let row = row(at: indexPath) else { return estimatedRowHeight }
        let width = tableView.bounds.width
        if let height = row.height?.points(atWidth: width) { return height }
        return heights.measurement(for: row, width: width) ?? estimatedRowHeight
    }

    /// Measures the cell for the height cache; a row near the end calls the near-end triggers (the next page).
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        let triggers = nearEndTriggers
        if !triggers.isEmpty { triggers.check(indexPath, in: snapshot) }
        guard let row = row(at: indexPath), row.height == nil, cell.frame.height > 0 else { return }
        heights.record(cell.frame.height, for: row, width: tableView.bounds.width, estimate: estimatedRowHeight)
    }

    /// The section's custom header view, dequeued and configured, if it has one.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        guard snapshot.sections.indices.contains(section), let row = snapshot.sections[section].headerView else {
            return nil
        }
        return headerFooterView(for: row, in: tableView)
    }

    /// The section's custom footer view, dequeued and configured, if it has one.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        guard snapshot.sections.indices.contains(section), let row = snapshot.sections[section].footerView else {
            return nil
        }
        return headerFooterView(for: row, in: tableView)
    }

    /// Delete for rows with `onDelete`; nothing for the others (a row that only moves shows no delete control).
    public func tableView(
        _ tableView: UITableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        row(at: indexPath)?.canDelete == true ? .delete : .none
    }

    /// The row's trailing actions; a row with `onDelete` and no trailing actions gets a destructive "Delete".
    public func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let row = row(at: indexPath) else { return nil }
        var actions = row.trailingActions
        if actions.isEmpty, row.canDelete {
            actions = [
                AnySwipeAction(title: "Delete", isDestructive: true) {
                    row.delete(); return true
                }
            ]
        }
        return Self.configuration(actions)
    }

    /// The row's leading actions.
    public func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let row = row(at: indexPath) else { return nil }
        return Self.configuration(row.leadingActions)
    }

    private func headerFooterView(for row: AnyRow, in tableView: UITableView) -> UIView? {
        let reuseIdentifier = headerFooterRegistry.reuseIdentifier(for: row) {
            tableView.register($0, forHeaderFooterViewReuseIdentifier: $1)
        }
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier) else {
            return nil
        }
        row.configure(view)
        return view
    }

    private static func configuration(_ actions: [AnySwipeAction]) -> UISwipeActionsConfiguration? {
        guard !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(
            actions: actions.map { action in
                UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) {
                    _, _, completion in
                    completion(action.perform())
                }
            }
        )
    }
}

extension TableViewAdapter: UITableViewDataSourcePrefetching {
    /// Tells the rows that they are about to appear; rows near the end call the near-end triggers (the next page).
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        for indexPath in indexPaths { row(at: indexPath)?.prefetch() }
        nearEndTriggers.checkLast(of: indexPaths, in: snapshot)
    }

    /// Tells the rows that they are no longer about to appear.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        updater.beginAnswering()
        defer { updater.endAnswering() }
        for indexPath in indexPaths { row(at: indexPath)?.cancelPrefetch() }
    }
}
