#if !canImport(UIKit)
// UIKit re-exports Foundation (IndexPath, CGFloat, CGRect, NSObject...); so does HeadlessUIKit, so that
// `import HeadlessUIKit` stands in for `import UIKit` unchanged.
@_exported import Foundation

/// What HeadlessUIKit has that UIKit does not: the handler that stands in for UIKit's
/// `NSInternalInconsistencyException`, and how nib names are instantiated (``registerNib(named:_:)``).
///
/// UIKit raises an exception wherever its rules are broken (an invalid batch update, a dequeue with an
/// unregistered identifier). HeadlessUIKit calls ``inconsistencyHandler`` with UIKit's own message instead, so a
/// test can record the message and assert on it. The default handler stops the process with the message, as an
/// uncaught exception would on iOS.
@MainActor
public enum Headless {
    /// Called with UIKit's message wherever UIKit would raise `NSInternalInconsistencyException`.
    ///
    /// The default stops the process with the message. Tests replace it to record messages; after the handler
    /// returns, HeadlessUIKit recovers as UIKit documents (a rejected batch update reloads the table).
    public static var inconsistencyHandler: @MainActor (String) -> Void = Headless.defaultInconsistencyHandler

    /// The handler HeadlessUIKit starts with: stops the process with the message.
    public static let defaultInconsistencyHandler: @MainActor (String) -> Void = { message in
        fatalError(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(message)'"
        )
    }

    /// Reports a broken UIKit rule through ``inconsistencyHandler``.
    static func raise(_ message: String) {
        inconsistencyHandler(message)
    }
}
#endif
