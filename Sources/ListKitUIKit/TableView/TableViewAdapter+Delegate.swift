#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TableViewAdapter: UITableViewDelegate {
    /// Lets a row light up under a finger only if it can be selected (it has an `onSelect` handler, or says
    /// ``Row/selectable(_:)``).
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        canSelectRow(at: indexPath)
    }

    /// Lets a row be selected only if the snapshot has it and it can be selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        canSelectRow(at: indexPath) ? indexPath : nil
    }

    /// Calls the row's `onSelect` with its model. The row is then deselected, unless ``ListViewAdapter/keepsSelection`` is on or the
    /// table keeps a selection of several rows (`allowsMultipleSelection`, or editing mode), where
    /// ``ListViewAdapter/selectedRows`` reads it; ``ListViewAdapter/onSelectionChange`` is told.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        answering { userSelectedRow(at: indexPath, in: tableView) }
    }

    /// The row's context menu (``RowModifiers/contextMenu(_:)``), or none.
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        answering { contextMenuConfiguration(at: indexPath) }
    }

    /// What lifts out of the row as its context menu appears (``RowModifiers/contextMenu(highlight:preview:menu:)``);
    /// `nil`, the whole cell, for other rows.
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        answering { highlightPreview(for: configuration) }
    }

    /// The same as the highlight preview, so that the menu goes back into what lifted.
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        answering { highlightPreview(for: configuration) }
    }

    /// Tells ``ListViewAdapter/onSelectionChange`` that the user deselected a row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        answering { userDeselectedRow() }
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
        return measurements.measurement(for: row, width: width)?.height ?? estimatedRowHeight
    }

    /// Measures the cell for the height cache; a row near the end calls the near-end triggers (the next page).
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        answering { willDisplayRow(at: indexPath) }
        guard let row = row(at: indexPath), row.height == nil, cell.frame.height > 0 else { return }
        let width = tableView.bounds.width
        measurements.record(
            CGSize(width: width, height: cell.frame.height), for: row, width: width,
            estimate: CGSize(width: width, height: estimatedRowHeight))
    }

    /// The section's custom header view, dequeued and configured, if it has one.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        answering { headerFooterView(section, \.headerView, in: tableView) }
    }

    /// The section's custom footer view, dequeued and configured, if it has one.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        answering { headerFooterView(section, \.footerView, in: tableView) }
    }

    /// Delete for rows with `onDelete`; insert for configuration rows with `onInsert` and no `onDelete`; nothing for
    /// the others (a row that only moves shows no delete control).
    public func tableView(
        _ tableView: UITableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        if row(at: indexPath)?.behaviour?.onDelete != nil { return .delete }
        return hasAccessoryAction(.insert, at: indexPath) ? .insert : .none
    }

    /// The row's detail button was tapped: a configuration row's `onDetail` runs with its model.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        performAccessoryAction(.detail, at: indexPath)
    }

    /// The row's trailing actions; a row with `onDelete` and no trailing actions gets a destructive "Delete".
    public func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(at: indexPath, trailing: true)
    }

    /// The row's leading actions.
    public func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(at: indexPath, trailing: false)
    }

    /// The custom header or footer view (`kind`) of `section`, dequeued and configured, if it has one.
    private func headerFooterView(
        _ section: Int, _ kind: KeyPath<Section, AnyRow?>, in tableView: UITableView
    ) -> UIView? {
        guard let row = shown.section(section)?[keyPath: kind] else {
            return nil
        }
        let reuseIdentifier = headerFooterRegistry.reuseIdentifier(for: row) {
            tableView.register($0, forHeaderFooterViewReuseIdentifier: $1)
        }
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier) else {
            return nil
        }
        row.show(in: view)
        return view
    }
}

extension TableViewAdapter: UITableViewDataSourcePrefetching {
    /// Tells the rows that they are about to appear; rows near the end call the near-end triggers (the next page).
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        answering { prefetchRows(at: indexPaths) }
    }

    /// Tells the rows that they are no longer about to appear.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        answering { cancelPrefetchingRows(at: indexPaths) }
    }
}
