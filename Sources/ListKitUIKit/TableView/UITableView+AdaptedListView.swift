#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A table as the adapter core sees it: rows are rows, and a table also keeps a selection while it is editing.
extension UITableView: AdaptedListView {
    func performStage(
        _ stage: BatchUpdate,
        animation: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void,
        completion: @escaping () -> Void
    ) {
        perform(stage, animation: animation, switchDataSource: switchDataSource, completion: completion)
    }

    /// The table's width: a row's height computed from the width is a part of what the table shows.
    var widthForComputedHeights: CGFloat? { bounds.width }

    var indexPathsOnScreen: [IndexPath] { indexPathsForVisibleRows ?? [] }

    var indexPathsSelected: [IndexPath] { indexPathsForSelectedRows ?? [] }

    func deselectRow(at indexPath: IndexPath) {
        deselectRow(at: indexPath, animated: true)
    }

    func indexPath(ofCell cell: UIView) -> IndexPath? {
        (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func cellOnScreen(at indexPath: IndexPath) -> UIView? {
        cellForRow(at: indexPath)
    }

    /// UIKit reads the section index at a reload; after batch updates the table is told when it changed.
    func didShowWithoutReload(_ current: ListSnapshot, after previous: ListSnapshot) {
        if !previous.hasSameSectionIndexTitles(as: current) { reloadSectionIndexTitles() }
    }

    /// Reloads, so that every row on screen is configured and measured again at the new text size (the others when
    /// they appear), and selects again the rows that were selected.
    func measureAgain() {
        let selected = indexPathsForSelectedRows ?? []
        reloadData()
        for indexPath in selected { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
    }
}
