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
@preconcurrency @MainActor
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

    /// The iOS version HeadlessUIKit acts as. The default, iOS 18, has every API HeadlessUIKit implements; a test sets
    /// an older one (and restores it) to run code as on an older iPhone: its `#available` checks stay true on Linux,
    /// so the code asks ``isSystemVersion(atLeast:_:)`` (ListKitUIKit does so through its own small helper).
    ///
    /// Acting as a version, HeadlessUIKit's methods that are newer, such as `reconfigureRows(at:)` (iOS 15), report
    /// what iOS raises when code calls a method its UIKit does not have (`unrecognized selector sent to instance`,
    /// through ``inconsistencyHandler``) and do nothing.
    public static var systemVersion = OperatingSystemVersion(majorVersion: 18, minorVersion: 0, patchVersion: 0)

    /// Whether ``systemVersion`` is at least `major.minor`: what `#available(iOS major.minor, *)` answers on an iPhone
    /// with that version.
    public static func isSystemVersion(atLeast major: Int, _ minor: Int = 0) -> Bool {
        (systemVersion.majorVersion, systemVersion.minorVersion) >= (major, minor)
    }

    /// Whether the method with the Objective-C selector, introduced in iOS `major.minor`, exists in the version
    /// HeadlessUIKit acts as; when it does not, reports iOS's `unrecognized selector` message for the object.
    static func hasMethod(_ selector: String, of object: AnyObject, introducedIn major: Int, _ minor: Int = 0) -> Bool {
        guard !isSystemVersion(atLeast: major, minor) else { return true }
        raise("-[\(type(of: object)) \(selector)]: unrecognized selector sent to instance")
        return false
    }
}
#endif
