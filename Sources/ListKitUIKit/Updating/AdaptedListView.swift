#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the adapter core (``ListViewAdapter``) asks of the view it drives, in words that fit a table and a collection
/// view alike: `UITableView` and `UICollectionView` conform, each in its own folder, and nothing else of either view is
/// known to the core.
///
/// The core answers the view's data source and delegate calls that tables and collection views share (selection, cell
/// events, menus, prefetching, the near end) and runs the applies; what it needs of the view beyond a scroll view is
/// here. A feature written for both views (a compositional section layout, an outline, a reorder) asks the view through
/// this protocol, so that it is written once.
@MainActor
protocol AdaptedListView: UIScrollView {
    /// Shows what the data source reports now, from scratch.
    func reloadData()

    /// Performs one stage of a ``ListDiff`` as one batch update; `switchDataSource` makes the data source report the
    /// stage's snapshot inside the update block, and `completion` runs once UIKit completed the update. `animation` is
    /// for views that animate rows one way or another (a table); others ignore it.
    func performStage(
        _ stage: BatchUpdate,
        animation: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void,
        completion: @escaping () -> Void
    )

    /// The width at which rows' heights computed from the width enter the diff (``RowHeight``), or `nil` for a view
    /// whose rows' own heights do not decide how tall they are.
    var widthForComputedHeights: CGFloat? { get }

    /// The index paths of the rows on screen, in any order.
    var indexPathsOnScreen: [IndexPath] { get }

    /// The index paths of the selected rows, in any order.
    var indexPathsSelected: [IndexPath] { get }

    /// Whether the user may select several rows (UIKit's own property of both views).
    var allowsMultipleSelection: Bool { get }

    /// Whether the view is in editing mode (UIKit's own property of both views; a collection view's from iOS 14).
    var isEditing: Bool { get }

    /// Deselects the row at `indexPath`, animated.
    func deselectRow(at indexPath: IndexPath)

    /// Where `cell` is shown now, or `nil` if it is not a cell of the view on screen.
    func indexPath(ofCell cell: UIView) -> IndexPath?

    /// The cell that shows the row at `indexPath` now, or `nil` if the row has none (off screen, or no such row).
    func cellOnScreen(at indexPath: IndexPath) -> UIView?

    /// An apply that did not reload is on screen, `previous` was shown before it and `current` is: for what the view
    /// reads outside batch updates (a table's section index).
    func didShowWithoutReload(_ current: ListSnapshot, after previous: ListSnapshot)

    /// The text size changed (Dynamic Type) and the adapter forgot what it measured: the view measures again what it
    /// shows, keeping its selection.
    func measureAgain()
}

extension AdaptedListView {
    /// Whether the view keeps a selection of several rows (multiple selection, or editing mode), so that a row the
    /// user selects stays selected.
    var keepsSeveralSelected: Bool { allowsMultipleSelection || isEditing }
}
