#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Whether the UIKit the adapters run on has the APIs above the deployment target that they use where they
/// can, with a fallback otherwise.
///
/// The adapters write `if #available(iOS 15.0, *), UIKitAvailability.hasReconfigure`. On iOS, `#available` decides
/// and these are `true`. Where HeadlessUIKit is the UIKit, `#available` is always true, so these ask the iOS version
/// HeadlessUIKit acts as (`Headless.systemVersion`): a test that acts as iOS 14 runs each fallback branch.
@MainActor
enum UIKitAvailability {
    /// Whether `reconfigureRows(at:)` and `reconfigureItems(at:)` exist (iOS 15); before, changed rows reload.
    static var hasReconfigure: Bool {
        #if canImport(UIKit)
        true
        #else
        Headless.isSystemVersion(atLeast: 15)
        #endif
    }
}
