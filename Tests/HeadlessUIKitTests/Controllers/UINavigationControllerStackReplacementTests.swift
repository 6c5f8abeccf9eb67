#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UINavigationController stack replacement", .timeLimit(.minutes(10)))
struct UINavigationControllerStackReplacementTests {
    @Test("A navigation controller made without a root has no controllers until its stack is set")
    func emptyUntilTheStackIsSet() {
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        #expect(navigation.viewControllers.isEmpty)
        #expect(navigation.topViewController == nil)
        #expect(navigation.visibleViewController == nil)
        let list = UIViewController()
        let detail = UIViewController()
        navigation.viewControllers = [list, detail]
        #expect(navigation.viewControllers == [list, detail])
        #expect(navigation.topViewController === detail)
        #expect(navigation.visibleViewController === detail)
        #expect(list.navigationController === navigation)
        #expect(detail.parent === navigation)
    }

    @Test("Setting a new stack on screen removes the controllers left out and shows the new top controller")
    func replacingTheStackRemovesTheOldControllers() {
        let root = LifecycleController(name: "root")
        let detail = LifecycleController(name: "detail")
        let other = LifecycleController(name: "other")
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        #expect(detail.view.superview === navigation.view)
        detail.events.removeAll()
        navigation.setViewControllers([other], animated: true)
        #expect(navigation.viewControllers == [other])
        #expect(root.parent == nil && root.navigationController == nil)
        #expect(detail.parent == nil && detail.navigationController == nil)
        #expect(detail.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(detail.view.superview == nil)
        #expect(other.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(other.view.superview === navigation.view)
        #expect(other.navigationController === navigation)
    }

    @Test("A controller kept in the new stack stays a child of the navigation controller")
    func keptControllersStay() {
        let root = UIViewController()
        let detail = UIViewController()
        let replacement = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        navigation.viewControllers = [root, replacement]
        #expect(root.parent === navigation)
        #expect(detail.parent == nil)
        #expect(navigation.children == [root, replacement])
        #expect(navigation.popViewController(animated: false) === replacement)
        #expect(navigation.topViewController === root)
    }

    @Test("A controller inside a container inside a navigation controller finds that navigation controller")
    func nestedControllersFindTheirNavigationController() {
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        let navigation = UINavigationController(rootViewController: container)
        #expect(child.navigationController === navigation)
        #expect(child.tabBarController == nil)
    }

    @Test("A navigation controller cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UINavigationController(coder: NSCoder()) == nil)
    }
}
#endif
