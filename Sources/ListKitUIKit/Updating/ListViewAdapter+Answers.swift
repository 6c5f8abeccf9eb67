#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The answers a table and a collection view get alike, whatever their methods are called: each adapter's data source
// and delegate methods call these, inside `answering` where the app's code may run.
extension ListViewAdapter {
    /// Whether the row at `indexPath` can be highlighted and selected: the snapshot has it, and it has an `onSelect`
    /// handler or says ``Row/selectable(_:)``, or it has children (a tap expands or collapses it); or the user picks
    /// rows in editing mode and it can be deleted.
    ///
    /// - Complexity: O(1).
    final func canSelectRow(at indexPath: IndexPath) -> Bool {
        guard let behaviour = row(at: indexPath)?.behaviour else { return false }
        return behaviour.isSelectable == true || behaviour.children != nil
            || (behaviour.onDelete != nil && picksRowsWhileEditing)
    }

    /// The user selected the row at `indexPath` in `view`: it is deselected unless ``keepsSelection`` is on or the view
    /// keeps several rows selected (then ``onSelectionChange`` is told), and its `onSelect` runs with its model; a row
    /// with children and no `onSelect` is expanded or collapsed instead. A row picked in editing mode (``isEditing``)
    /// is only picked: its `onSelect` does not run.
    final func userSelectedRow(at indexPath: IndexPath, in view: some AdaptedListView) {
        guard let row = row(at: indexPath) else { return }
        if picksRowsWhileEditing {
            onSelectionChange?(selectedRows)
            return
        }
        if !keepsSelection && !view.keepsSeveralSelected {
            view.deselectRow(at: indexPath)
        } else {
            onSelectionChange?(selectedRows)
        }
        let behaviour = row.behaviour
        if let onSelect = behaviour?.onSelect {
            onSelect(())
        } else if behaviour?.children != nil {
            toggleRow(at: indexPath)
        }
    }

    /// The user deselected a row: ``onSelectionChange`` is told.
    final func userDeselectedRow() {
        onSelectionChange?(selectedRows)
    }

    /// The cell of `row`: dequeued with `dequeue` by its cell type's reuse identifier (the type registered with
    /// `register` the first time), configured with the row's model, and its typed events bound to the row found where
    /// the cell is when an event comes (the newest row, not the one configured).
    ///
    /// - Complexity: O(1) expected, plus the row's `configure`.
    final func cell<Cell: UIView>(
        for row: AnyRow,
        register: (_ registration: CellRegistry.Registration, _ reuseIdentifier: String) -> Void,
        dequeue: (_ reuseIdentifier: String) -> Cell
    ) -> Cell {
        let cell = dequeue(cellRegistry.reuseIdentifier(for: row, register: register))
        removeOutlineDisclosure(from: cell)
        row.show(in: cell)
        bindAccessoryActions(of: cell)
        if row.behaviour?.onEvent != nil {
            row.bindEvents(of: cell) { [weak self, weak cell] in
                guard let self, let cell, let indexPath = self.adaptedView?.indexPath(ofCell: cell) else { return nil }
                return self.row(at: indexPath)
            }
        }
        return cell
    }

    /// The context menu of the row at `indexPath` (``RowModifiers/contextMenu(_:)``), or none.
    @available(iOS 13.0, *)
    final func contextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        ListKitUIKit.contextMenuConfiguration(for: row(at: indexPath), at: indexPath)
    }

    /// The highlight (and dismissing) preview of a configuration made by ``contextMenuConfiguration(at:)``: its row's
    /// highlight, made from the row's cell on screen; `nil` for UIKit's default (the whole cell).
    ///
    /// - Complexity: O(1), plus the row's highlight.
    @available(iOS 13.0, *)
    final func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let identifier = configuration.identifier as? RowContextMenuIdentifier,
            let cell = adaptedView?.cellOnScreen(at: identifier.indexPath)
        else { return nil }
        return identifier.highlight(cell)
    }

    /// The rows at `indexPaths` are about to appear: each is told, and the last of them is checked against the
    /// near-end triggers (the next page).
    ///
    /// - Complexity: O(`indexPaths.count`), plus the rows' handlers.
    final func prefetchRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { row(at: indexPath)?.behaviour?.onPrefetch?(()) }
        // The snapshot is read only for triggers: after an expand in an outline, reading it rebuilds it.
        let triggers = nearEndTriggers
        if !triggers.isEmpty { triggers.checkLast(of: indexPaths, in: snapshot) }
    }

    /// The rows at `indexPaths` are no longer about to appear: each is told.
    ///
    /// - Complexity: O(`indexPaths.count`), plus the rows' handlers.
    final func cancelPrefetchingRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { row(at: indexPath)?.behaviour?.onCancelPrefetch?(()) }
    }

    /// The user moved the row at `source` to `destination` (the view has moved its cell already): the snapshot on
    /// screen takes the move without telling the view, and the row's `onMove` runs with its model and destination, so
    /// that the view model owns the change. A section the move leaves empty stays until the next snapshot, as the view
    /// keeps it.
    ///
    /// - Complexity: O(rows of the two sections), plus the handler.
    final func userMovedRow(from source: IndexPath, to destination: IndexPath) {
        guard let move = movedSnapshot(from: source, to: destination) else { return }
        updater.replaceSnapshotWithoutUpdating(move.snapshot)
        move.row.behaviour?.onMove?((), move.destination)
    }

    /// The row at `indexPath` is about to be displayed: a row near the end calls the near-end triggers.
    ///
    /// - Complexity: O(1) without triggers; see ``NearEndTrigger/check(_:in:)``.
    final func willDisplayRow(at indexPath: IndexPath) {
        let triggers = nearEndTriggers
        if !triggers.isEmpty { triggers.check(indexPath, in: snapshot) }
    }
}
