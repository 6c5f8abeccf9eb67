#if !canImport(UIKit)
import Foundation

/// The running app: its delegate, its windows and its state, as UIKit's `UIApplication`.
///
/// There is one, ``shared``. On iOS `UIApplicationMain` (or `@main` on an app delegate) makes it and launches the
/// app; Linux has neither (`@UIApplicationMain` makes the compiler emit an Objective-C entry point), so a test or a
/// program launches the app itself with ``simulateLaunch(delegate:launchOptions:)``, which makes the same calls
/// to the delegate.
///
/// As in UIKit, the app is a ``UIResponder``: the last in the chain of every window's views and controllers (a
/// window's ``UIResponder/next`` is the app), followed only by the app's delegate when that is a responder.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The state of the app, as UIKit's `UIApplication.State`.
    @available(iOS 4.0, *)
    public enum State: Int, Sendable {
        /// In the foreground, getting events.
        case active = 0
        /// In the foreground, not getting events (launching, or interrupted).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The keys of the launch options, as UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's text.
        public let rawValue: String

        /// Creates a key from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home screen quick action the app was launched for.
        @available(iOS 9.0, *)
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Posted when the app finished launching.
    public static let didFinishLaunchingNotification: NSNotification.Name = .init(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification: NSNotification.Name = .init(
        "UIApplicationDidBecomeActiveNotification")

    /// The one app.
    private static let sharedApplication = UIApplication()

    /// The app.
    open class var shared: UIApplication { sharedApplication }

    /// The app's delegate. UIKit's property is `unowned(unsafe)`, the delegate being kept alive by
    /// `UIApplicationMain`; HeadlessUIKit keeps it, as there is no `UIApplicationMain` to do so.
    open var delegate: UIApplicationDelegate?

    /// The app's state: `.inactive` until it has launched, then `.active`.
    @available(iOS 4.0, *)
    open private(set) var applicationState: State = .inactive

    /// Whether the screen stays on while the app runs.
    open var isIdleTimerDisabled = false

    /// The number on the app's icon.
    open var applicationIconBadgeNumber = 0

    /// The windows that exist, in the order they were made (weakly held: a window nobody keeps goes away).
    private var registeredWindows: [WeakWindow] = []

    /// The app's windows, in the order they were made.
    ///
    /// - Complexity: O(*w*), where *w* is the number of windows made since the last time a gone one was dropped.
    open var windows: [UIWindow] {
        registeredWindows.removeAll { $0.window == nil }
        return registeredWindows.compactMap(\.window)
    }

    // swift-format-ignore
    /// The key window, or `nil`. (UIKit's deprecation message, kept whole, is longer than a line.)
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// The app delegate, when it is a ``UIResponder`` that is not a view, a view controller or the app itself;
    /// otherwise `nil` (Apple's documentation of `next`: the app ends the responder chain).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self, !(responder is UIView),
            !(responder is UIViewController)
        else { return nil }
        return responder
    }

    /// UIKit makes the one instance; so does HeadlessUIKit.
    private override init() {
        super.init()
    }

    /// Launches the app as `UIApplicationMain` does, for a test or a program on a platform without it: makes `delegate`
    /// the app's delegate, calls its `application(_:willFinishLaunchingWithOptions:)` and then, if that returned
    /// `true`, `application(_:didFinishLaunchingWithOptions:)`, posts `didFinishLaunchingNotification`, makes the app
    /// `.active`, calls `applicationDidBecomeActive(_:)` and posts `didBecomeActiveNotification`. Returns what the
    /// delegate's launch methods returned (`false` if either did).
    ///
    /// A second launch replaces the delegate and launches again (a process on iOS launches once; tests launch many
    /// apps in one process).
    @discardableResult
    public func simulateLaunch(
        delegate: UIApplicationDelegate, launchOptions: [LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        self.delegate = delegate
        applicationState = .inactive
        guard delegate.application(self, willFinishLaunchingWithOptions: launchOptions) else { return false }
        let launched = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        applicationState = .active
        delegate.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
        return launched
    }

    /// Lists a new window.
    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil }
        registeredWindows.append(WeakWindow(window: window))
    }

    /// Makes the current key window resign before `window` (or none) becomes key.
    func keyWindowWillChange(to window: UIWindow?) {
        for other in windows where other.isKeyWindow && other !== window {
            other.resignKey()
        }
    }

    /// A window held weakly.
    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// The object that hears about the app's launch and life, and keeps its window, as UIKit's `UIApplicationDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations that behave as when the method is not
/// implemented (the launch goes on; no window). As UIKit's, the protocol refines `NSObjectProtocol`: an app delegate is
/// an `NSObject`, usually a `UIResponder` (`class AppDelegate: UIResponder, UIApplicationDelegate`), which makes it
/// the last responder of the chain.
///
/// UIKit's launch methods default their options to `nil` (`launchOptions: …? = nil`), which the Objective-C importer
/// can do and Swift source cannot for a protocol requirement: here only the default implementations have it.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, if the delegate keeps one. Default: `nil`, and setting it does nothing.
    @available(iOS 5.0, *)
    var window: UIWindow? { get set }
    /// Called as the launch begins; return `false` to stop the launch of a URL. Default: `true`.
    @available(iOS 6.0, *)
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when the launch is nearly done: the app makes its window here. Default: `true`.
    @available(iOS 3.0, *)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when the app became active.
    @available(iOS 2.0, *)
    func applicationDidBecomeActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        // swift-format-ignore: NoEmptyBody
        set {}
    }

    /// Goes on with the launch.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        true
    }

    /// Goes on with the launch.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        true
    }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
}
#endif
