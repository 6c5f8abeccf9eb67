#if !canImport(UIKit)
import Foundation

extension UISwipeActionsConfiguration {
    /// Performs what a full swipe performs: the first action, when the configuration performs it on a full swipe
    /// (the default), with the swiped view. Whether an action was performed. Shared by table and collection views'
    /// simulated swipes.
    ///
    /// - Complexity: O(1), plus the action's handler.
    func performFullSwipe(on view: UIView) -> Bool {
        guard performsFirstActionWithFullSwipe, let action = actions.first else { return false }
        action.handler(action, view) { _ in }
        return true
    }
}
#endif
