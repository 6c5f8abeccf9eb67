#if !canImport(UIKit)
import Foundation

/// The actions shown when a row is swiped from one edge, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the swipe starts from.
    public let actions: [UIContextualAction]

    /// Whether a full swipe performs the first action. UIKit's default is `true`.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with the actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
#endif
