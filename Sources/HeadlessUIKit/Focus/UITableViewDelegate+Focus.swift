#if !canImport(UIKit)
import Foundation

// UIKit's behaviour when a table view delegate does not implement the focus and spring-loading methods
// (https://developer.apple.com/documentation/uikit/uitableviewdelegate): rows can be focused and spring-loaded.
// HeadlessUIKit never calls them (see `UIFocusUpdateContext` and `UISpringLoadedInteractionContext`).
extension UITableViewDelegate {
    /// `true`: every row can get focus.
    @available(iOS 9.0, *)
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

    /// `true`: every focus update may happen.
    @available(iOS 9.0, *)
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    {
        true
    }

    /// Does nothing.
    @available(iOS 9.0, *)
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// `nil`: no preferred row.
    @available(iOS 9.0, *)
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }

    /// `true`: every row spring-loads.
    @available(iOS 11.0, *)
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        true
    }
}
#endif
