#if !canImport(UIKit)
import Foundation

/// The object that a collection view tells about selection, display and scrolling, as UIKit's
/// `UICollectionViewDelegate` (which refines `UIScrollViewDelegate`).
///
/// UIKit's optional methods are requirements here with default implementations that behave as UIKit does when the
/// method is not implemented (items can be highlighted, selected and deselected; the notifications do nothing).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be highlighted when touched. The default is `true`.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Tells the delegate that the item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// Tells the delegate that the item's highlight was removed.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select the item. The default is `true`.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the user may deselect the item. The default is `true`.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Tells the delegate that the user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Tells the delegate that the user deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Tells the delegate that the cell is about to be shown for the item.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Tells the delegate that the supplementary view is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// Tells the delegate that the cell was removed from the collection view.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// Tells the delegate that the supplementary view was removed from the collection view.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Where an item being moved interactively goes instead of the proposed index path (the item under the
    /// finger). The default is the proposed index path ("If you do not implement this method, the collection view
    /// uses the index path in the `proposedIndexPath` parameter", Apple's documentation of the method).
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu of the item, or `nil` for none (a long press then does nothing). The default is `nil`.
    ///
    /// Deprecated in iOS 16 for ``collectionView(_:contextMenuConfigurationForItemsAt:point:)``, which the
    /// collection view asks instead; its default asks this method, as UIKit does when the delegate does not implement
    /// the iOS 16 method.
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu of the items a long press acts on (the pressed item; none for a press between items), or
    /// `nil` for none. The collection view asks this method; its default asks
    /// ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for the one item, as UIKit does when the
    /// delegate implements only that one.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The view that lifts as the finger presses, for the context menu of the configuration; `nil` lifts the
    /// item's cell. Default: `nil`.
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The view the context menu of the configuration goes back into as it goes; `nil` uses the highlight preview.
    /// Default: `nil`.
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// Called when the user taps the context menu's preview: add the completion that shows the preview's view
    /// controller to the animator. Default: nothing.
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)
    /// Tells the delegate that the context menu appears.
    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// Tells the delegate that the context menu goes away.
    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// Whether a two-finger pan that starts on the item may select several items. Default: `false`.
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// Called when a two-finger pan starts selecting several items, from the item.
    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// Called when the two-finger pan that selected several items ends.
    @available(iOS 13.0, *)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// The layout that moves the items from `fromLayout` to `toLayout` in an interactive transition
    /// (`startInteractiveTransition(to:completion:)`). Default: a plain `UICollectionViewTransitionLayout` between the
    /// two, as UIKit makes when the method is not implemented.
    @available(iOS 7.0, *)
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
    /// Whether the item can get focus. Default: `true`. Never called by HeadlessUIKit, which has no focus engine
    /// (see `UIFocusUpdateContext`).
    @available(iOS 9.0, *)
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether the focus update may happen. Default: `true`. Never called by HeadlessUIKit.
    @available(iOS 9.0, *)
    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool
    /// Called after a focus update in the collection view. Default: does nothing. Never called by HeadlessUIKit.
    @available(iOS 9.0, *)
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// The item that should get focus when the collection view does. Default: `nil`. Never called by HeadlessUIKit.
    @available(iOS 9.0, *)
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    /// Whether a drag hovering over the item spring-loads it. Default: `true`. Never called by HeadlessUIKit, whose
    /// drags never hover (see `UISpringLoadedInteractionContext`).
    @available(iOS 11.0, *)
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool
}

extension UICollectionViewDelegate {
    /// `true`, as when UIKit's delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`, as when UIKit's delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }
    /// `true`, as when UIKit's delegate does not implement the method.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// The proposed index path.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
    /// No context menu.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }
    /// The iOS 13 method's menu for a single item, as UIKit asks a delegate that implements only that method;
    /// `nil` for no item or several.
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
    /// No preview of its own: the pressed item's cell lifts.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        nil
    }
    /// No preview of its own: the highlight preview goes back.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        nil
    }
    /// Does nothing: the menu goes as the animator's style says.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {}
    /// Does nothing.
    @available(iOS 13.2, *)
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// Does nothing.
    @available(iOS 13.2, *)
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `false`: UIKit does not start the interaction when the method is not implemented.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        false
    }
    /// Does nothing.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    @available(iOS 13.0, *)
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
}
#endif
