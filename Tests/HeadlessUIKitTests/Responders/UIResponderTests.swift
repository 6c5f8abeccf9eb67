#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A view that can take the keyboard, as a text field does, and can refuse to give it up.
final class KeyboardView: UIView {
    var refusesToResign = false
    private(set) var resignCalls = 0

    override var canBecomeFirstResponder: Bool { true }

    override var canResignFirstResponder: Bool { !refusesToResign }

    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

/// A view that notes its `awakeFromNib()` calls, in order, in a shared log.
final class AwakeningView: UIView {
    static var order: [String] = []
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func awakeFromNib() {
        super.awakeFromNib()
        AwakeningView.order.append(name)
    }
}

@MainActor
@Suite(
    "UIResponder: the base of views and view controllers, an NSObject, and the responder chain",
    .timeLimit(.minutes(10)))
struct UIResponderTests {
    @Test("Views and view controllers are UIResponders and NSObjects, as isKind(of:) and casts tell")
    func viewsAndControllersAreResponders() {
        let label = UILabel()
        let controller = UITableViewController(style: .plain)
        #expect(label.isKind(of: UIView.self))
        #expect(label.isKind(of: UIResponder.self))
        #expect(label.isKind(of: NSObject.self))
        #expect(!label.isKind(of: UIViewController.self))
        #expect(label.isMember(of: UILabel.self))
        #expect(controller.isKind(of: UIResponder.self))
        let responders: [UIResponder] = [label, controller, controller.tableView]
        #expect(responders.allSatisfy { ($0 as NSObject).isKind(of: UIResponder.self) })
    }

    @Test("The chain goes from a view to its superview, from a root view to its controller, then to its superview")
    func responderChain() {
        let parent = UIViewController()
        let child = UIViewController()
        let button = UIButton(type: .system)
        let container = UIView()
        child.view.addSubview(container)
        container.addSubview(button)
        parent.addChild(child)
        parent.view.addSubview(child.view)

        #expect(button.next === container)
        #expect(container.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next == nil)
        #expect(UIResponder().next == nil)
    }

    @Test("A view that is no longer a controller's root view answers its superview again")
    func replacedRootView() {
        let controller = UIViewController()
        let old = controller.view
        let replacement = UIView()
        controller.view = replacement
        #expect(replacement.next === controller)
        #expect(old?.next == nil)
    }

    @Test("Only a responder that can become first responder becomes it; it resigns when asked")
    func becomingAndResigning() {
        let plain = UIView()
        let field = KeyboardView()
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)

        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.becomeFirstResponder())  // already first responder
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(plain.resignFirstResponder())  // UIKit's default: true
    }

    @Test("Becoming first responder asks the window's current one to resign first, and fails when it refuses")
    func handOver() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = KeyboardView()
        let second = KeyboardView()
        let container = UIView()
        window.addSubview(first)
        window.addSubview(container)
        container.addSubview(second)
        #expect(first.becomeFirstResponder())

        first.refusesToResign = true
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(first.resignCalls == 0)

        first.refusesToResign = false
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(first.resignCalls == 1)
        _ = second.resignFirstResponder()
    }

    @Test("Each window has its own first responder; views in no window count their topmost superview as their window")
    func oneFirstResponderPerWindow() {
        let windows = [UIWindow(frame: .zero), UIWindow(frame: .zero)]
        let inWindows = [KeyboardView(), KeyboardView()]
        for (window, view) in zip(windows, inWindows) { window.addSubview(view) }
        #expect(inWindows.allSatisfy { $0.becomeFirstResponder() })
        #expect(inWindows.allSatisfy { $0.isFirstResponder })

        let tree = UIView()
        let (left, right) = (KeyboardView(), KeyboardView())
        tree.addSubview(left)
        tree.addSubview(right)
        let alone = KeyboardView()
        #expect(left.becomeFirstResponder() && alone.becomeFirstResponder())
        #expect(left.isFirstResponder && alone.isFirstResponder)
        #expect(right.becomeFirstResponder())
        #expect(!left.isFirstResponder && right.isFirstResponder && alone.isFirstResponder)
        #expect(left.resignCalls == 1 && inWindows.allSatisfy { $0.resignCalls == 0 })
        for view in inWindows + [right, alone] { _ = view.resignFirstResponder() }
    }

    @Test("The chain ends controller, window, app, then the app delegate when it is a responder and not a controller")
    func chainThroughTheApp() {
        final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        final class PlainAppDelegate: NSObject, UIApplicationDelegate {}
        final class ControllerAppDelegate: UIViewController, UIApplicationDelegate {}

        let app = UIApplication.shared
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        let label = UILabel()
        root.view.addSubview(label)
        let delegate = ResponderAppDelegate()
        delegate.window = window
        app.simulateLaunch(delegate: delegate)

        var chain: [UIResponder] = []
        var responder: UIResponder? = label
        while let current = responder, chain.count < 10 {
            chain.append(current)
            responder = current.next
        }
        #expect(
            chain.map { ObjectIdentifier($0) }
                == [label, root.view, root, window, app, delegate].map(ObjectIdentifier.init))
        #expect(app.isKind(of: UIResponder.self))

        app.simulateLaunch(delegate: PlainAppDelegate())
        #expect(app.next == nil)
        app.simulateLaunch(delegate: ControllerAppDelegate())
        #expect(app.next == nil)
        #expect(window.next === app)
    }

    @Test("A nib's views get awakeFromNib once the whole tree exists, subviews before their superview")
    func awakeFromNib() throws {
        AwakeningView.order = []
        Headless.registerNib(named: "Awakening") {
            let top = AwakeningView("top")
            let middle = AwakeningView("middle")
            middle.addSubview(AwakeningView("leaf"))
            top.addSubview(middle)
            return top
        }
        defer { Headless.unregisterNib(named: "Awakening") }
        let objects = UINib(nibName: "Awakening", bundle: nil).instantiate(withOwner: nil, options: nil)
        #expect(objects.count == 1)
        #expect(AwakeningView.order == ["leaf", "middle", "top"])
        // A view made in code is not awakened.
        _ = AwakeningView("code")
        #expect(AwakeningView.order.count == 3)
    }
}
#endif
