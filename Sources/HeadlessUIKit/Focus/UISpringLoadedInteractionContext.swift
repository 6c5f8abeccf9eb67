#if !canImport(UIKit)
import Foundation

/// The stage of a spring-loaded interaction's visual effect, as UIKit's `UISpringLoadedInteractionEffectState`.
@available(iOS 11.0, *)
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No effect: the drag is not over the view, or spring loading was refused.
    case inactive = 0
    /// The drag is over the view, which may spring-load.
    case possible = 1
    /// The view is about to spring-load (the effect blinks).
    case activating = 2
    /// The view spring-loaded.
    case activated = 3
}

/// A spring-loaded interaction under way, as UIKit's `UISpringLoadedInteractionContext`: what a table or collection
/// view delegate's `tableView(_:shouldSpringLoadRowAt:with:)` or `collectionView(_:shouldSpringLoadItemAt:with:)` is
/// given (https://developer.apple.com/documentation/uikit/uispringloadedinteractioncontext).
///
/// Spring loading activates a row or item after a drag has hovered over it for a while: HeadlessUIKit's drag-and-drop
/// drivers move a drag to its destination at once and never hover, so HeadlessUIKit never asks those delegate methods.
/// The declarations are here so that code written for UIKit that implements them compiles unchanged.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    /// The stage of the interaction's effect.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the effect is shown on; a delegate may change it to a part of the view.
    var targetView: UIView? { get set }
    /// An object the delegate keeps with the interaction, to know what it spring-loads.
    var targetItem: Any? { get set }
    /// Where the drag is, in the coordinates of `view` (of the window for `nil`).
    func location(in view: UIView?) -> CGPoint
}
#endif
