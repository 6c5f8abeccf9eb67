#if !canImport(UIKit)
import Foundation

/// Runs animations alongside a focus update's, as UIKit's `UIFocusAnimationCoordinator`.
///
/// UIKit makes one per focus update and passes it to `didUpdateFocus(in:with:)` and the table and collection view
/// delegates' `didUpdateFocusIn` methods; "it is not useful to instantiate" one yourself
/// (https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator). HeadlessUIKit has no focus engine
/// (see ``UIFocusUpdateContext``) and so never makes one; one made with `init()`, as a test might to call a delegate
/// method by hand, runs what it is given at once, as HeadlessUIKit's `UIView.animate` does.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Creates a coordinator.
    public override init() {
        super.init()
    }

    /// Runs the animations at once, then the completion ("It is perfectly legitimate to specify only a completion
    /// block", https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator/addcoordinatedanimations(_:completion:)).
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
#endif
