#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIViewController", .timeLimit(.minutes(10)))
struct UIViewControllerTests {
    @Test("View is loaded lazily on first access")
    func viewIsLoadedLazilyOnFirstAccess() {
        let controller = LifecycleController(name: "a")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.events.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad"])
    }

    @Test("loadViewIfNeeded loads once")
    func loadViewIfNeededLoadsOnce() {
        let controller = LifecycleController(name: "a")
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad"])
    }

    @Test("The default loadView makes a screen sized view")
    func defaultLoadViewMakesAScreenSizedView() {
        let controller = UIViewController()
        // An iPhone screen of 390 by 844 points (UIKit: the screen's bounds).
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("Title sets the navigation items title")
    func titleSetsTheNavigationItemsTitle() {
        let controller = UIViewController()
        #expect(controller.navigationItem.title == nil)
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
    }

    @Test("Appearance transitions call the appearance methods once")
    func appearanceTransitionsCallTheAppearanceMethodsOnce() {
        let controller = LifecycleController(name: "a")
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(
            controller.events == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
            ])
    }

    @Test("Children know their parent")
    func childrenKnowTheirParent() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }
}
#endif
