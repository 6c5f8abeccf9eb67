#if !canImport(UIKit)
import Foundation

/// How a context menu goes when the user taps its preview, as UIKit's `UIContextMenuInteractionCommitStyle`
/// (https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitstyle).
@available(iOS 13.0, *)
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu goes back to where it came from, without a commit animation.
    case dismiss = 0
    /// The preview pops into the view controller the app shows.
    case pop = 1
}

/// The animator a delegate gets when the user taps a context menu's preview, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`
/// (https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating): the app adds the
/// completion that shows the preview's view controller, and chooses how the menu goes.
@available(iOS 13.0, *)
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// "The preferred animation style triggered when the user taps the preview."
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// HeadlessUIKit's commit animator: its animations and completions run once the menu has gone.
@MainActor
final class ContextMenuCommitAnimator: ContextMenuAnimator, UIContextMenuInteractionCommitAnimating {
    /// `.dismiss` until the delegate chooses: Apple's documentation names no default, and `.dismiss` is the style's
    /// zero value.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
}
#endif
