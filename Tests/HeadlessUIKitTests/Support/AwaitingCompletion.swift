#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Runs `body`, which performs batch updates and passes the completion it is given to one of them, and waits until
/// that completion is called (HeadlessUIKit calls it in a later turn, as UIKit does); returns what it was called with.
@MainActor
func awaitingCompletion(_ body: (@escaping @MainActor (Bool) -> Void) -> Void) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        body { continuation.resume(returning: $0) }
    }
}
#endif
