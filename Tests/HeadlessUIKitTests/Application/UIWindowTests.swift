#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A view controller that logs its appearance calls.
@MainActor
final class AppearanceLog: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// An app delegate written as an iOS app writes one, making its window at launch.
@MainActor
final class WindowAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    let root = AppearanceLog()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("didFinishLaunching(\(application.applicationState == .inactive))")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
}

@MainActor
@Suite("UIWindow, UIApplication and UIScreen", .timeLimit(.minutes(10)))
struct UIWindowTests {
    @Test("The main screen is an iPhone's: 390 by 844 points at scale 3")
    func mainScreen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(UIScreen.screens.first === UIScreen.main)
    }

    @Test("A new window is hidden and not key; makeKeyAndVisible shows it and makes it key")
    func makeKeyAndVisible() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.isHidden && !window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        let other = UIWindow(frame: .zero)
        other.makeKeyAndVisible()
        #expect(!window.isKeyWindow && other.isKeyWindow)
        other.isHidden = true
        #expect(!other.isKeyWindow)
    }

    @Test("The root view controller's view fills the window; it appears when the window is shown")
    func rootViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let root = AppearanceLog()
        window.rootViewController = root
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
        #expect(root.log == ["viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(root.log == ["viewDidLoad", "willAppear", "didAppear"])
        let next = AppearanceLog()
        window.rootViewController = next
        #expect(root.log.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(root.view.superview == nil)
        #expect(next.log == ["viewDidLoad", "willAppear", "didAppear"])
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        window.layoutIfNeeded()
        #expect(next.view.frame.size == CGSize(width: 400, height: 400))
    }

    @Test("A view's window is the window its tree is in")
    func viewWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        let label = UILabel()
        root.view.addSubview(label)
        #expect(label.window == nil)
        window.rootViewController = root
        #expect(label.window === window)
        label.removeFromSuperview()
        #expect(label.window == nil)
    }

    @Test("simulateLaunch makes the delegate the app's and calls it as UIApplicationMain does")
    func launch() {
        let delegate = WindowAppDelegate()
        #expect(UIApplication.shared.simulateLaunch(delegate: delegate))
        #expect(UIApplication.shared.delegate === delegate)
        #expect(delegate.log == ["didFinishLaunching(true)", "didBecomeActive"])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(delegate.root.log == ["viewDidLoad", "willAppear", "didAppear"])
        #expect(delegate.root.view.frame.size == CGSize(width: 390, height: 844))
    }

    @Test("A window that covers the screen gives its views the screen's safe area; a smaller window gives none")
    func windowSafeArea() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // A subview 100 points down and 100 points above the bottom keeps only the home indicator's part it overlaps.
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 724))
        root.view.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 14, right: 0))
        let guide = root.view.safeAreaLayoutGuide
        root.view.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // Shrunk below the screen's size, the window has no safe area.
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(window.safeAreaInsets == .zero)
        #expect(root.view.safeAreaInsets == .zero)
        window.isHidden = true
    }
}
#endif
