#if !canImport(UIKit)
import Foundation

/// A container that shows a stack of controllers, the top one on screen, as UIKit's `UINavigationController`.
///
/// HeadlessUIKit does not animate: a push or pop happens at once. When the navigation controller is on screen, the
/// outgoing and incoming controllers get their appearance calls; its view holds the top controller's view.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    private var stack: [UIViewController] = []

    /// Creates a navigation controller with the root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The stack of controllers, root first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? {
        stack.last
    }

    /// The controller on screen: the top one.
    open var visibleViewController: UIViewController? {
        stack.last
    }

    /// Whether the toolbar at the bottom, which shows the top controller's `toolbarItems`, is hidden. `true` by
    /// default, as in UIKit (https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden).
    @available(iOS 3.0, *)
    open var isToolbarHidden = true

    /// Shows or hides the toolbar (at once: HeadlessUIKit does not animate).
    @available(iOS 3.0, *)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        stack = viewControllers
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        showTop(replacing: oldTop, animated: animated)
    }

    /// Pushes a controller onto the stack; it becomes the top one. Pushing a controller already in the stack raises
    /// UIKit's message (UIKit raises it as `NSInvalidArgumentException`; UIKit appends the controller's description).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            Headless.raise("Pushing the same view controller instance more than once is not supported")
            return
        }
        let oldTop = stack.last
        stack.append(viewController)
        addChild(viewController)
        viewController.didMove(toParent: self)
        showTop(replacing: oldTop, animated: animated)
    }

    /// Pops the top controller and returns it; the root is never popped (`nil`).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let popped = stack.popLast() else { return nil }
        remove(popped)
        showTop(replacing: popped, animated: animated)
        return popped
    }

    /// Pops every controller above the root and returns them, bottom first (`nil` if there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1, let oldTop = stack.last else { return nil }
        let popped = Array(stack.dropFirst())
        stack = Array(stack.prefix(1))
        popped.forEach(remove)
        showTop(replacing: oldTop, animated: animated)
        return popped
    }

    /// Loads a plain view holding the top controller's view.
    open override func loadView() {
        super.loadView()
        if let top = stack.last { install(top) }
    }

    override var shownChildren: [UIViewController] {
        stack.last.map { [$0] } ?? []
    }

    /// Removes a popped controller from the container.
    private func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }

    /// Shows the new top controller in place of the old one: its view in the container's view, appearance calls
    /// when on screen.
    private func showTop(replacing oldTop: UIViewController?, animated: Bool) {
        let newTop = stack.last
        guard oldTop !== newTop else { return }
        if let newTop { install(newTop) }
        transitionAppearance(from: oldTop, to: newTop, animated: animated)
        oldTop?.viewIfLoaded?.removeFromSuperview()
    }
}
#endif
