#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UINavigationController", .timeLimit(.minutes(10)))
struct UINavigationControllerTests {
    @Test("rootViewController is the stack and knows its navigation controller")
    func rootViewControllerIsTheStackAndKnowsItsNavigationController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(root.navigationController === navigation)
        #expect(root.parent === navigation)
    }

    @Test("Push and pop change the top controller")
    func pushAndPopChangeTheTopController() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, detail].map(ObjectIdentifier.init))
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(navigation.topViewController === root)
        #expect(detail.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("popToRoot pops everything above the root")
    func popToRootPopsEverythingAboveTheRoot() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let second = UIViewController()
        let third = UIViewController()
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.map(ObjectIdentifier.init) == [second, third].map(ObjectIdentifier.init))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Pushing a controller twice raises UIKit's message")
    func pushingAControllerTwiceRaisesUIKitsMessage() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let messages = raisedMessages { navigation.pushViewController(root, animated: false) }
        #expect(messages == ["Pushing the same view controller instance more than once is not supported"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("On screen push and pop give appearance calls and install the top view")
    func onScreenPushAndPopGiveAppearanceCallsAndInstallTheTopView() {
        let root = LifecycleController(name: "root")
        let detail = LifecycleController(name: "detail")
        let navigation = UINavigationController(rootViewController: root)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        #expect(root.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(root.view.superview === navigation.view)
        root.events.removeAll()
        navigation.pushViewController(detail, animated: true)
        #expect(root.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(detail.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(detail.view.superview === navigation.view)
        #expect(root.view.superview == nil)
        detail.events.removeAll()
        navigation.popViewController(animated: true)
        #expect(detail.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(root.events.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    }

    @Test("Off screen push does not load the view")
    func offScreenPushDoesNotLoadTheView() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let detail = LifecycleController(name: "detail")
        navigation.pushViewController(detail, animated: false)
        #expect(detail.events.isEmpty)
    }
}
#endif
