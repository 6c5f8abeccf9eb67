#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITabBarController tab replacement", .timeLimit(.minutes(10)))
struct UITabBarControllerTabReplacementTests {
    @Test("New tabs that still hold the selected controller keep it selected, at its new index")
    func theSelectedControllerIsReselected() {
        let first = UIViewController()
        let second = UIViewController()
        let third = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        tabs.selectedIndex = 1
        tabs.viewControllers = [second, third]
        #expect(tabs.selectedViewController === second)
        #expect(tabs.selectedIndex == 0)
        #expect(first.parent == nil)
        #expect(first.tabBarController == nil)
    }

    @Test("Without the selected controller, the new tabs select the same index if it exists, else the first")
    func theSameIndexOrTheFirstIsSelected() {
        let old = (0..<3).map { _ in UIViewController() }
        let new = (0..<3).map { _ in UIViewController() }
        let tabs = UITabBarController()
        tabs.viewControllers = old
        tabs.selectedIndex = 2
        tabs.viewControllers = new
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedViewController === new[2])
        #expect(old.allSatisfy { $0.parent == nil })
        tabs.viewControllers = Array(old.prefix(2))
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === old[0])
    }

    @Test("Removing every tab on screen takes the selected controller's view away and leaves no selection")
    func removingEveryTab() {
        let first = LifecycleController(name: "first")
        let tabs = UITabBarController()
        tabs.setViewControllers([first, UIViewController()], animated: false)
        tabs.beginAppearanceTransition(true, animated: false)
        tabs.endAppearanceTransition()
        #expect(first.view.superview === tabs.view)
        first.events.removeAll()
        tabs.setViewControllers(nil, animated: false)
        #expect(tabs.viewControllers?.isEmpty ?? true)
        #expect(tabs.selectedViewController == nil)
        #expect(first.parent == nil)
        #expect(first.view.superview == nil)
        #expect(first.events == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("A tab bar controller cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UITabBarController(coder: NSCoder()) == nil)
    }
}
#endif
