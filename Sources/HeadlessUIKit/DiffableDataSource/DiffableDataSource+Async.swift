#if !canImport(UIKit)
import Foundation

// The `async` applies of iOS 15 (the UIKit Swift overlay): each does what its variant with a completion does and
// returns when that one would call its completion, on the main actor, as documented:
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:)
// In an `async` function Swift picks these over the completion variants, as on iOS, so such a call needs `await`.
// They are declared in the classes' bodies, beside their completion variants.

/// Starts an apply with a completion and returns when the completion is called.
@MainActor
func awaitingCompletion(_ start: (@escaping () -> Void) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        start { continuation.resume() }
    }
}
#endif
