#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Long-presses the row as a finger does, showing its context menu, and returns the menu (`nil` when the row
    /// shows none).
    ///
    /// The row is scrolled into view first if needed (a finger presses what it sees). The delegate is asked
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)` with the centre of the row in the table's coordinates;
    /// with a configuration, its action provider makes the menu (UIKit suggests no actions for a row: the provider
    /// gets an empty array) and its preview provider the preview, and the delegate hears
    /// `tableView(_:willDisplayContextMenu:animator:)`; the view that lifts is the delegate's
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`, or the row's cell (read it from
    /// ``UIScrollView/simulatedContextMenuHighlightPreview``; the order of the calls is `ContextMenuPresentation`'s). A
    /// configuration with neither a menu nor a preview provider shows
    /// nothing, as in UIKit. A menu already showing is dismissed first. Choose an action with
    /// ``UIScrollView/simulateTapContextMenuAction(titled:)``, or dismiss the menu with
    /// ``UIScrollView/simulateDismissContextMenu()``, or tap its preview with
    /// ``UIScrollView/simulateTapContextMenuPreview()``.
    ///
    /// A row that does not exist, a hidden table, or one that does not take touches shows nothing.
    @available(iOS 13.0, *)
    @discardableResult
    public func simulateLongPress(at indexPath: IndexPath) -> UIMenu? {
        simulateDismissContextMenu()
        layoutTableIfNeeded()
        guard isUserInteractionEnabled, !isHidden, currentGeometry().contains(indexPath), let delegate else {
            return nil
        }
        if cellForRow(at: indexPath) == nil {
            scrollToRow(at: indexPath, at: .none, animated: false)
            layoutTableIfNeeded()
        }
        let rect = rectForRow(at: indexPath)
        let point = CGPoint(x: rect.midX, y: rect.midY)
        guard let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return nil }
        let calls = ContextMenuCalls(
            highlightPreview: { [unowned self] in
                delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: $0)
            },
            dismissingPreview: { [weak self, weak delegate] configuration in
                guard let self else { return nil }
                return delegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            },
            willDisplay: { [unowned self] in delegate.tableView(self, willDisplayContextMenu: $0, animator: $1) },
            willPerformPreviewAction: { [weak self, weak delegate] configuration, animator in
                guard let self else { return }
                delegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            },
            willEnd: { [weak self, weak delegate] configuration, animator in
                guard let self else { return }
                delegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        contextMenuPresentation = ContextMenuPresentation(
            configuration: configuration, calls: calls,
            defaultPreview: { [unowned self] in
                let cell = cellForRow(at: indexPath) ?? UIView()
                return UITargetedPreview(
                    view: cell, parameters: UIPreviewParameters(), target: UIPreviewTarget(inPlaceOf: cell))
            })
        return contextMenuPresentation?.menu
    }
}
#endif
