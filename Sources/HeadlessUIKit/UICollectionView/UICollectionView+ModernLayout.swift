#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Simulates a full swipe across the item of a list section (``UICollectionLayoutListConfiguration``) from the
    /// edge, as `UITableView.simulateSwipe(at:edge:)` does on tables: the configuration's provider for that edge gives
    /// the actions, and the first one is performed when the configuration performs it on a full swipe (the default).
    /// Whether an action was performed; `false` for an item that does not exist, a section that is not a list, or a
    /// provider that gives no actions.
    ///
    /// - Complexity: O(1), plus the provider and the action.
    @discardableResult
    public func simulateSwipe(at indexPath: IndexPath, edge: UITableView.SwipeEdge) -> Bool {
        layoutIfNeeded()
        guard isValidItem(indexPath), let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.sections.indices.contains(indexPath.section),
            let list = layout.sections[indexPath.section].definition.listConfiguration
        else { return false }
        let provider =
            switch edge {
            case .leading: list.leadingSwipeActionsConfigurationProvider
            case .trailing: list.trailingSwipeActionsConfigurationProvider
            }
        return provider?(indexPath)?.performFullSwipe(on: visibleCellsByIndexPath[indexPath] ?? UIView()) ?? false
    }

    /// Simulates a finger dragging an orthogonally scrolling section of a compositional layout by `distance` points
    /// along its own axis (positive: its content moves left, showing the items after), then letting go: the section
    /// comes to rest as its `orthogonalScrollingBehavior` says (a page, a group's leading edge, a centred group, or
    /// where it is), within its content. The collection view then shows the items that came into view and the
    /// section's `visibleItemsInvalidationHandler` is called. Whether the section scrolls on its own.
    ///
    /// - Complexity: O(visible elements), as a layout pass.
    @discardableResult
    public func simulateOrthogonalScroll(inSection section: Int, by distance: CGFloat) -> Bool {
        layoutIfNeeded()
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.scrollOrthogonalSection(section, by: distance)
        else { return false }
        needsLayoutPass = true
        layoutIfNeeded()
        return true
    }
}
#endif
