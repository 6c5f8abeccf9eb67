#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Implements `indexPathsForSelectedItems`, declared `open` in the class body.
    var indexPathsForSelectedItemsNow: [IndexPath]? {
        selectedIndexPaths.sorted()
    }

    /// Implements `selectItem`, declared `open` in the class body.
    func selectItemNow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard selectionIsAllowed else { return }
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected) }
            return
        }
        _ = loadCountsIfNeeded()
        guard isValidItem(indexPath) else { return }
        if !multipleSelectionIsAllowed {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        checkInvariants()
    }

    /// Implements `deselectItem`, declared `open` in the class body.
    func deselectItemNow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
        checkInvariants()
    }

    /// Whether items can be selected in the current mode: ``allowsSelectionDuringEditing`` while editing (with
    /// ``allowsMultipleSelectionDuringEditing``, which implies it, as on the table view), else ``allowsSelection``.
    var selectionIsAllowed: Bool {
        guard #available(iOS 14.0, *), isEditing else { return allowsSelection }
        return allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
    }

    /// Whether several items can be selected in the current mode.
    var multipleSelectionIsAllowed: Bool {
        guard #available(iOS 14.0, *), isEditing else { return allowsMultipleSelection }
        return allowsMultipleSelectionDuringEditing
    }

    /// Deselects every item when the new editing mode allows no selection, as the table view does when its editing
    /// mode changes.
    func editingDidChange() {
        // The cells on screen take the new state (their configuration state's `isEditing`, and the list cells'
        // accessories shown only while editing or only while not).
        if #available(iOS 14.0, *) {
            for cell in visibleCellsByIndexPath.values { cell.setEditingForConfiguration(isEditing) }
        }
        guard !selectionIsAllowed else { return }
        for indexPath in selectedIndexPaths.sorted() { setSelected(false, at: indexPath) }
    }

    /// Selects or deselects one item and its cell on screen, if any.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            selectedIndexPaths.insert(indexPath)
        } else {
            selectedIndexPaths.remove(indexPath)
        }
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }
}
#endif
