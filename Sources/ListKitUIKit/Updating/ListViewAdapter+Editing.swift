#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the adapter core asks of a view for editing mode and for reordering by drag and drop, beside
/// ``AdaptedListView``: `UITableView` and `UICollectionView` conform, each in its adapter's folder.
///
/// A protocol of its own, so that editing and reordering are written once here and in ``ReorderDragAndDrop`` for both
/// views and each view says only how it does them (a table has `setEditing(_:animated:)`, a collection view only
/// `isEditing`; their `dragDelegate` and `dropDelegate` are of different types).
@MainActor
protocol EditableListView: AdaptedListView {
    /// Puts the view in editing mode or out of it; its cells on screen follow.
    func setEditingRows(_ editing: Bool, animated: Bool)

    /// Whether the view lets the user pick several rows while editing (UIKit's own property of both views).
    var allowsMultipleSelectionDuringEditing: Bool { get }

    /// The adapter whose ``ReorderDragAndDrop`` is the view's drag delegate while dragging is enabled, if any.
    var reorderingAdapter: ListViewAdapter? { get }

    /// Makes `reordering` the view's drag and drop delegate and enables dragging, or, with `nil`, removes whatever
    /// delegates the view has and disables dragging.
    func reorderByDragAndDrop(through reordering: ReorderDragAndDrop?)
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

    /// Whether a drag of a row that can move (it has an `onMove` handler) reorders it by drag and drop: an object the
    /// adapter owns is then the view's drag delegate and drop delegate (`dragDelegate`, `dropDelegate`), and the view's
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
            editableView?.reorderByDragAndDrop(through: newValue ? dragAndDropReordering : nil)
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
