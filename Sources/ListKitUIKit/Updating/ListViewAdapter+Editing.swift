#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the adapter core asks of a view for editing mode and for reordering by drag and drop, beside
/// ``AdaptedListView``: `UITableView` and `UICollectionView` conform, each in its adapter's folder.
///
/// A protocol of its own, so that editing and reordering are written once here for both views and each view says only
/// how it does them (a table has `setEditing(_:animated:)`, a collection view only `isEditing`; their drag and drop
/// delegates are of different protocols).
@MainActor
protocol EditableListView: AdaptedListView {
    /// Puts the view in editing mode or out of it; its cells on screen follow.
    func setEditingRows(_ editing: Bool, animated: Bool)

    /// Whether the view lets the user pick several rows while editing (UIKit's own property of both views).
    var allowsMultipleSelectionDuringEditing: Bool { get }

    /// The adapter that is the view's drag delegate while dragging is enabled, if any.
    var reorderingAdapter: ListViewAdapter? { get }

    /// Makes `adapter` the view's drag and drop delegate and enables dragging, or, with `nil`, removes whatever
    /// delegates the view has and disables dragging.
    func reorderByDragAndDrop(through adapter: ListViewAdapter?)
}

extension EditableListView {
    /// Whether the view is editing and lets the user pick several rows (`allowsMultipleSelectionDuringEditing`): a
    /// tap then picks a row for an action on all of them, rather than acting on it.
    var picksRowsWhileEditing: Bool { isEditing && allowsMultipleSelectionDuringEditing }
}

extension ListViewAdapter {
    /// Whether the view is in editing mode (a table's `isEditing`; a collection view's, iOS 14).
    ///
    /// In editing mode a table shows the delete controls of rows with an `onDelete` handler and the reorder controls
    /// of rows with an `onMove` handler; a collection view tells its cells (their configuration state's `isEditing`,
    /// and a list cell's accessories). When the view also allows several rows to be selected while editing
    /// (`allowsMultipleSelectionDuringEditing`), a tap picks the row instead of acting on it: its `onSelect` does not
    /// run, rows that can be deleted can be picked too, ``selectedModels(_:)`` reads what was picked and
    /// ``deleteSelectedRows()`` deletes it.
    public final var isEditing: Bool {
        editableView?.isEditing ?? false
    }

    /// Puts the view in editing mode or takes it out (``isEditing``), as `UITableView.setEditing(_:animated:)` does
    /// for a table and `isEditing` for a collection view (which animates its cells' change itself).
    ///
    /// ```swift
    /// collectionView.allowsMultipleSelectionDuringEditing = true
    /// adapter.setEditing(true, animated: true)
    /// // the user picks photos …
    /// adapter.deleteSelectedRows()  // each picked row's onDelete runs
    /// ```
    ///
    /// Leaving editing mode deselects the rows picked in it (with `allowsMultipleSelectionDuringEditing`), and those
    /// the view's mode then allows no selection of, as UIKit does; ``onSelectionChange`` is told when the selection
    /// changed.
    ///
    /// - Parameters:
    ///   - editing: Whether the view is to be in editing mode.
    ///   - animated: Whether a table animates its controls in or out.
    public final func setEditing(_ editing: Bool, animated: Bool) {
        guard let view = editableView, view.isEditing != editing else { return }
        let before = view.indexPathsSelected.count
        let wasPicking = view.picksRowsWhileEditing
        answering {
            view.setEditingRows(editing, animated: animated)
            if wasPicking && !editing { for indexPath in view.indexPathsSelected { view.deselectRow(at: indexPath) } }
            if view.indexPathsSelected.count != before { onSelectionChange?(selectedRows) }
        }
    }

    /// Calls the `onDelete` handler of each selected row that has one, in index-path order, with its model, and
    /// returns those rows: the view model then applies a snapshot without them (one apply, however many handlers
    /// apply: applies made from them wait and collapse to the latest). Selected rows without `onDelete` stay.
    ///
    /// - Returns: The rows whose `onDelete` ran.
    /// - Complexity: O(k log k) for k selected rows, plus their handlers.
    @discardableResult
    public final func deleteSelectedRows() -> [AnyRow] {
        let deletable = selectedRows.filter { $0.behaviour?.onDelete != nil }
        answering {
            for row in deletable { row.behaviour?.onDelete?(()) }
        }
        return deletable
    }

    /// Whether a drag of a row that can move (it has an `onMove` handler) reorders it by drag and drop: the adapter is
    /// then the view's drag delegate and drop delegate (`dragDelegate`, `dropDelegate`) and the view's
    /// `dragInteractionEnabled` is on. Off by default, since it takes the view's drag and drop slots: an app that drags
    /// rows out to other apps or takes drops of its own sets its own delegates instead.
    ///
    /// ```swift
    /// adapter.reordersByDragAndDrop = true
    /// adapter.apply(ListSnapshot {
    ///     Section("Playlist") { Rows<SongCell>(songs).onMove { song, to in playlist.move(song, to: to) } }
    /// })
    /// ```
    ///
    /// A drop moves the row within its section or to another, as a reorder in editing mode does: the snapshot on
    /// screen takes the move at once (the next apply diffs from the moved state), and the row's `onMove` runs with its
    /// model and its `RowPath` in the moved state. Drags of rows without `onMove`, and drops from other views or
    /// apps, are refused. Turning it off removes the view's drag and drop delegates and disables dragging.
    public final var reordersByDragAndDrop: Bool {
        get {
            editableView?.reorderingAdapter === self
        }
        set {
            guard newValue != reordersByDragAndDrop else { return }
            editableView?.reorderByDragAndDrop(through: newValue ? self : nil)
        }
    }

    /// The adapted view, as a view that edits and reorders.
    var editableView: (any EditableListView)? {
        adaptedView as? any EditableListView
    }

    /// Whether the user picks rows with taps now (see ``EditableListView/picksRowsWhileEditing``).
    final var picksRowsWhileEditing: Bool {
        editableView?.picksRowsWhileEditing ?? false
    }

    /// The items of a drag from the row at `indexPath`: one that names the row, when it can move; none otherwise (the
    /// drag does not start).
    ///
    /// The item's provider offers no data: the row moves only within this view, found again through the item's
    /// `localObject`.
    ///
    /// - Complexity: O(1).
    final func dragItems(forRowAt indexPath: IndexPath) -> [UIDragItem] {
        guard row(at: indexPath)?.behaviour?.onMove != nil else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        item.localObject = DraggedRow(adapter: self)
        return [item]
    }

    /// Whether a drop session is a drag of rows of this adapter's view (the only drops a reordering adapter takes).
    final func isReorder(_ session: any UIDropSession) -> Bool {
        guard let drag = session.localDragSession, !drag.items.isEmpty else { return false }
        return drag.items.allSatisfy { ($0.localObject as? DraggedRow)?.adapter === self }
    }

    /// Where a drop of `session` at `destination` goes: a move of the rows of this view, or nothing.
    final func dropOperation(for session: any UIDropSession, at destination: IndexPath?) -> UIDropOperation {
        isReorder(session) && session.allowsMoveOperation ? .move : .cancel
    }

    /// Performs a drop that reorders, of the dragged item `dragged` that left `source`, with the last proposal's
    /// `operation`: moves the row from `source` to `destination` (`nil`, a drop past every row: the end of the last
    /// section) in one batch update of the view, as Apple's documentation of `tableView(_:performDropWith:)` says
    /// ("When the drag source contains rows from the same table, use the moveRow(at:to:) method"), takes the move into
    /// the snapshot, calls the row's `onMove`, and has `animate` animate the drop to where the row went (the
    /// coordinator's `drop(_:toRowAt:)` or `drop(_:toItemAt:)`). Nothing happens unless the operation is a move of a
    /// row that can move to another place.
    ///
    /// `destination` is read as UIKit gives a move's destination, in the state after the move; one past the last row
    /// of a section (a drop below it) appends.
    ///
    /// - Complexity: O(rows of the two sections), plus the handler.
    final func performReorderDrop(
        _ operation: UIDropOperation, of dragged: UIDragItem?, from source: IndexPath?, to destination: IndexPath?,
        animate: (UIDragItem, IndexPath) -> Void
    ) {
        guard operation == .move, let dragged, let view = editableView, let source,
            row(at: source)?.behaviour?.onMove != nil, let target = dropTarget(destination, movingFrom: source),
            let move = movedSnapshot(from: source, to: target)
        else { return }
        let landed = IndexPath(row: move.destination.row, section: move.destination.section)
        guard landed != source else { return }
        var stage = BatchUpdate(snapshot: move.snapshot)
        stage.movedRows = [Move(from: RowPath(section: source.section, row: source.row), to: move.destination)]
        answering {
            view.performStage(stage, animation: .automatic) { [updater] in
                updater.replaceSnapshotWithoutUpdating(move.snapshot)
            } completion: {
            }
            move.row.behaviour?.onMove?((), move.destination)
        }
        animate(dragged, landed)
    }

    /// The destination of a drop: `destination`, or the end of the last section for a drop past every row; `nil` when
    /// there is no section.
    private func dropTarget(_ destination: IndexPath?, movingFrom source: IndexPath) -> IndexPath? {
        if let destination { return destination }
        let sections = snapshot.sections
        guard let last = sections.indices.last else { return nil }
        let count = sections[last].rows.count - (source.section == last ? 1 : 0)
        return IndexPath(row: max(0, count), section: last)
    }

    /// The snapshot on screen with the row at `source` moved to `destination` (clamped to the end of its section),
    /// the row and where it went; `nil` for an index path the snapshot does not have. Sections the move empties stay,
    /// as the view keeps them.
    ///
    /// - Complexity: O(rows of the two sections).
    final func movedSnapshot(
        from source: IndexPath, to destination: IndexPath
    ) -> (snapshot: ListSnapshot, row: AnyRow, destination: RowPath)? {
        var sections = snapshot.sections
        guard sections.indices.contains(source.section),
            sections[source.section].rows.indices.contains(source.row),
            sections.indices.contains(destination.section)
        else { return nil }
        let row = sections[source.section].rows.remove(at: source.row)
        let index = min(max(0, destination.row), sections[destination.section].rows.count)
        sections[destination.section].rows.insert(row, at: index)
        return (
            ListSnapshot(sections: sections, hidesEmptySections: false), row,
            RowPath(section: destination.section, row: index)
        )
    }
}

/// What a drag item of a reordering adapter carries as its `localObject`: the adapter whose view it left, so that a
/// drop on another view (or another adapter's) is refused.
@MainActor
final class DraggedRow {
    /// The adapter whose view the row left.
    weak var adapter: ListViewAdapter?

    init(adapter: ListViewAdapter) {
        self.adapter = adapter
    }
}
