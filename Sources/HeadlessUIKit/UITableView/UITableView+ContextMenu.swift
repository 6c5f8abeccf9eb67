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
    /// `tableView(_:willDisplayContextMenu:animator:)`. A configuration with neither a menu nor a preview provider shows
    /// nothing, as in UIKit. A menu already showing is dismissed first. Choose an action with
    /// ``UIScrollView/simulateTapContextMenuAction(titled:)``, or dismiss the menu with
    /// ``UIScrollView/simulateDismissContextMenu()``.
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
        contextMenuPresentation = ContextMenuPresentation(
            configuration: configuration,
            willDisplay: { [unowned self] in delegate.tableView(self, willDisplayContextMenu: $0, animator: $1) },
            willEnd: { [weak self, weak delegate] configuration, animator in
                guard let self else { return }
                delegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        return contextMenuPresentation?.menu
    }
}
#endif
