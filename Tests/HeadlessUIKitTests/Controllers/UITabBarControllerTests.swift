#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITabBarController", .timeLimit(.minutes(10)))
struct UITabBarControllerTests {
    @Test("setViewControllers selects the first tab")
    func setViewControllersSelectsTheFirstTab() {
        let tabs = UITabBarController()
        #expect(tabs.selectedIndex == Int.max)
        #expect(tabs.selectedViewController == nil)
        let first = UIViewController()
        let second = UIViewController()
        tabs.setViewControllers([first, second], animated: false)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        #expect(second.tabBarController === tabs)
        #expect(tabs.viewControllers?.count == 2)
    }

    @Test("selectedIndex changes the selected controller and ignores missing tabs")
    func selectedIndexChangesTheSelectedControllerAndIgnoresMissingTabs() {
        let tabs = UITabBarController()
        let first = UIViewController()
        let second = UIViewController()
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1)
        tabs.selectedViewController = first
        #expect(tabs.selectedIndex == 0)
    }

    @Test("On screen switching tabs gives appearance calls")
    func onScreenSwitchingTabsGivesAppearanceCalls() {
        let first = LifecycleController(name: "first")
        let second = LifecycleController(name: "second")
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.beginAppearanceTransition(true, animated: false)
        tabs.endAppearanceTransition()
        #expect(first.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(second.events.isEmpty)
        first.events.removeAll()
        tabs.selectedIndex = 1
        #expect(first.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(second.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(second.view.superview === tabs.view)
        #expect(first.view.superview == nil)
    }

    @Test("Navigation controllers in tabs reach the tab bar controller")
    func navigationControllersInTabsReachTheTabBarController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation], animated: false)
        #expect(root.tabBarController === tabs)
        #expect(root.navigationController === navigation)
    }
}
#endif
