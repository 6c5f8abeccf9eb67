#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Whether the UIKit the adapters run on has the APIs above the deployment target (iOS 13) that they use where they
/// can, with a fallback otherwise.
///
/// The adapters write `if #available(iOS 14.0, *), UIKitAvailability.hasControlActions`. On iOS, `#available` decides
/// and these are `true`. Where HeadlessUIKit is the UIKit, `#available` is always true, so these ask the iOS version
/// HeadlessUIKit acts as (`Headless.systemVersion`): a test that acts as iOS 13 runs each fallback branch.
@MainActor
enum UIKitAvailability {
    /// Whether controls take `UIAction`s for their events (`addAction(_:for:)`, iOS 14); before, only target-action,
    /// which needs Objective-C selectors.
    static var hasControlActions: Bool {
        #if canImport(UIKit)
        true
        #else
        Headless.isSystemVersion(atLeast: 14)
        #endif
    }
}
