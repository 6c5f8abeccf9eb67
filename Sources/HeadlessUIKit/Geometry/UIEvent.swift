#if !canImport(UIKit)
import Foundation

/// An event that describes a touch, as UIKit's `UIEvent`. HeadlessUIKit has no touches: hit-testing takes an
/// optional event as UIKit's does, and tests pass `nil`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Creates an event.
    public override init() {
        super.init()
    }
}
#endif
