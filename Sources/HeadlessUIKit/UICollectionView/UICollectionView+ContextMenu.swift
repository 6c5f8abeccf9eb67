#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Long-presses the item as a finger does, showing its context menu, and returns the menu (`nil` when the item
    /// shows none).
    ///
    /// Lays the view out first; as with ``simulateTap(at:)``, an item without a cell on screen cannot be pressed. The
    /// delegate is asked `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16) for the item, with the
    /// centre of the item in the collection view's coordinates (a delegate that implements only the deprecated
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` is asked that, through the iOS 16 method's
    /// default); with a configuration, its action provider makes the menu (from no
    /// suggested actions) and its preview provider the preview, and the delegate hears
    /// `collectionView(_:willDisplayContextMenu:animator:)`; the view that lifts is the delegate's
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`, or the item's cell (read it from
    /// ``UIScrollView/simulatedContextMenuHighlightPreview``). A configuration with neither a menu nor a preview provider
    /// shows nothing, as in UIKit. A menu already showing is dismissed first. Choose an action with
    /// ``UIScrollView/simulateTapContextMenuAction(titled:)``, or dismiss the menu with
    /// ``UIScrollView/simulateDismissContextMenu()``, or tap its preview with
    /// ``UIScrollView/simulateTapContextMenuPreview()``.
    @available(iOS 13.0, *)
    @discardableResult
    public func simulateLongPress(at indexPath: IndexPath) -> UIMenu? {
        simulateDismissContextMenu()
        layoutIfNeeded()
        guard isUserInteractionEnabled, !isHidden, let delegate, let cell = visibleCellsByIndexPath[indexPath] else {
            return nil
        }
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        guard
            let configuration = delegate.collectionView(
                self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        else { return nil }
        let calls = ContextMenuCalls(
            highlightPreview: { [unowned self] in
                delegate.collectionView(self, previewForHighlightingContextMenuWithConfiguration: $0)
            },
            dismissingPreview: { [weak self, weak delegate] configuration in
                guard let self else { return nil }
                return delegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            },
            willDisplay: { [unowned self] in delegate.collectionView(self, willDisplayContextMenu: $0, animator: $1) },
            willPerformPreviewAction: { [weak self, weak delegate] configuration, animator in
                guard let self else { return }
                delegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            },
            willEnd: { [weak self, weak delegate] configuration, animator in
                guard let self else { return }
                delegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        contextMenuPresentation = ContextMenuPresentation(
            configuration: configuration, calls: calls,
            defaultPreview: {
                UITargetedPreview(
                    view: cell, parameters: UIPreviewParameters(), target: UIPreviewTarget(inPlaceOf: cell))
            })
        return contextMenuPresentation?.menu
    }
}
#endif
