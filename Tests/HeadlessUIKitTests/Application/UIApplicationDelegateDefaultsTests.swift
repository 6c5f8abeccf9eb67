#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIApplication launch options and delegate defaults", .timeLimit(.minutes(10)))
struct UIApplicationDelegateDefaultsTests {
    /// An app delegate that keeps no window and implements no optional method.
    final class WindowlessAppDelegate: NSObject, UIApplicationDelegate {}

    @Test("Launch option keys are UIKit's strings")
    func launchOptionKeys() {
        #expect(UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey") == .url)
        #expect(
            UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
                == .sourceApplication)
    }

    @Test("An app delegate that does not keep a window has none, even after one is set")
    func delegateWithoutAWindow() {
        let delegate: UIApplicationDelegate = WindowlessAppDelegate()
        #expect(delegate.window == nil)
        delegate.window = UIWindow(frame: .zero)
        #expect(delegate.window == nil)
    }
}
#endif
