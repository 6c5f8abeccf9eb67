#if !canImport(UIKit)
import Foundation

/// The backdrop of an app's views, which shows its root view controller's view, as UIKit's `UIWindow`.
///
/// As in UIKit, a new window is hidden; ``makeKeyAndVisible()`` shows it and makes it the key window. Setting
/// ``rootViewController`` installs the controller's view (loading it) in the window, sized to the window's bounds
/// (as again at each layout of the window); while the window is visible, the controller gets its appearance calls
/// (`viewWillAppear(_:)`, `viewDidAppear(_:)`; UIKit sends `viewDidAppear` a moment later, after the first layout,
/// HeadlessUIKit at once). Every window is listed in `UIApplication.shared.windows` while it exists.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The position of a window in the stack of windows, as UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level: windows of higher levels are in front.
        public let rawValue: CGFloat

        /// Creates a level.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a level.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The level of app windows: 0.
        public static let normal = Level(0)
        /// The level of the status bar: 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts: 2000.
        public static let alert = Level(2000)
    }

    /// Posted when a window becomes the key window.
    public static let didBecomeKeyNotification: NSNotification.Name = .init("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    public static let didResignKeyNotification: NSNotification.Name = .init("UIWindowDidResignKeyNotification")
    /// Posted when a window becomes visible.
    public static let didBecomeVisibleNotification: NSNotification.Name = .init("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden.
    public static let didBecomeHiddenNotification: NSNotification.Name = .init("UIWindowDidBecomeHiddenNotification")

    /// The screen the window is shown on.
    @available(iOS 3.2, *)
    open var screen: UIScreen = .main {
        didSet { setSafeAreaInsetsFromWindow(screenSafeAreaInsets) }
    }

    /// The window's level.
    open var windowLevel: Level = .normal

    /// Whether the window is the key window (the one that gets keyboard and other non-touch events).
    open private(set) var isKeyWindow = false

    /// The controller whose view fills the window; setting it installs the view (see the type's discussion).
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            replaceRoot(oldValue)
        }
    }

    /// Whether the window is hidden; a new window is, until ``makeKeyAndVisible()`` or `isHidden = false`. Showing or
    /// hiding the window sends the root view controller its appearance calls.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, isInitialized else { return }
            visibilityDidChange()
        }
    }

    /// Whether `init` has finished (the window's own `isHidden = true` there is not a change of visibility).
    private var isInitialized = false

    /// Creates a hidden window with the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isInitialized = true
        setSafeAreaInsetsFromWindow(screenSafeAreaInsets)
        UIApplication.shared.register(self)
    }

    /// Creates a window from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The app (`UIApplication.shared`): a window's next responder, as Apple's documentation of `next` says.
    open override var next: UIResponder? { UIApplication.shared }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window; the previous key window resigns.
    open func makeKey() {
        guard !isKeyWindow else { return }
        UIApplication.shared.keyWindowWillChange(to: self)
        becomeKey()
    }

    /// Called when the window became the key window: posts `didBecomeKeyNotification`. Subclasses call `super`.
    open func becomeKey() {
        isKeyWindow = true
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being the key window: posts `didResignKeyNotification`. Subclasses call `super`.
    open func resignKey() {
        isKeyWindow = false
        NotificationCenter.default.post(name: Self.didResignKeyNotification, object: self)
    }

    /// Sizes the root view controller's view to the window's bounds, then lays it out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let rootView = rootViewController?.viewIfLoaded else { return }
        if rootView.frame != bounds { rootView.frame = bounds }
        rootView.layoutIfNeeded()
    }

    /// A window that covers its screen takes the screen's safe area (the status bar, the home indicator), as its
    /// views then do; a smaller window has none.
    override func frameDidChange(from oldFrame: CGRect) {
        super.frameDidChange(from: oldFrame)
        setSafeAreaInsetsFromWindow(screenSafeAreaInsets)
    }

    /// Not UIKit: the insets of the window's safe area, from its screen (the status bar and the home indicator),
    /// for the views laid out in the window.
    var screenSafeAreaInsets: UIEdgeInsets {
        bounds == screen.bounds ? screen.safeAreaInsets : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Moves the old root's view out and the new root's view in, with appearance calls while visible.
    private func replaceRoot(_ oldRoot: UIViewController?) {
        let visible = !isHidden
        if visible { oldRoot?.beginAppearanceTransition(false, animated: false) }
        oldRoot?.viewIfLoaded?.removeFromSuperview()
        if visible { oldRoot?.endAppearanceTransition() }
        guard let newRoot = rootViewController, let rootView = newRoot.view else { return }
        rootView.frame = bounds
        addSubview(rootView)
        if visible {
            newRoot.beginAppearanceTransition(true, animated: false)
            newRoot.endAppearanceTransition()
        }
    }

    /// Sends the root its appearance calls and posts the visibility notification.
    private func visibilityDidChange() {
        if let root = rootViewController {
            root.beginAppearanceTransition(!isHidden, animated: false)
            root.endAppearanceTransition()
        }
        if isHidden && isKeyWindow { UIApplication.shared.keyWindowWillChange(to: nil) }
        NotificationCenter.default.post(
            name: isHidden ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification, object: self)
    }
}
#endif
