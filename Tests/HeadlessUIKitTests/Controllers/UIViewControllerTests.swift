#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A controller written as for UIKit that logs its life cycle.
final class LifecycleController: UIViewController {
    var events: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        events.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }
}

@MainActor
@Suite("UIViewController")
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
