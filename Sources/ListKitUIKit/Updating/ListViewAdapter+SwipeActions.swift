import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ListViewAdapter {
    /// The swipe actions of the row at `indexPath` from one edge, for a table's delegate and a collection view's list
    /// sections alike: its trailing actions (a row with `onDelete` and none gets a destructive "Delete"), or its
    /// leading actions; `nil` for none, or an index path the snapshot does not have.
    ///
    /// - Complexity: O(actions).
    final func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let behaviour = row(at: indexPath)?.behaviour else { return nil }
        var actions = trailing ? behaviour.trailingActions : behaviour.leadingActions
        if trailing, actions.isEmpty, let delete = behaviour.onDelete {
            actions = [SwipeAction("Delete", style: .destructive, handler: delete)]
        }
        guard !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(
            actions: actions.map { action in
                UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
                    _, _, completion in
                    completion(action.handler(()))
                }
            }
        )
    }
}
