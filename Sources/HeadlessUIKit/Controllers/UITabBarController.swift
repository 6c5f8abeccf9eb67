#if !canImport(UIKit)
import Foundation

/// A container that shows one of several controllers, chosen by a tab, as UIKit's `UITabBarController`.
///
/// When the tab bar controller is on screen, changing the selection gives the old and new controllers their
/// appearance calls; its view holds the selected controller's view.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The controllers of the tabs.
    private var tabs: [UIViewController] = []

    /// The index of the selected tab.
    private var selection = Int.max

    /// Creates a tab bar controller without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controllers of the tabs, in order; setting it replaces them without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. As in UIKit ("the tab bar controller remembers the view controller object that was previously
    /// selected and attempts to reselect it. If the selected view controller is no longer present, it attempts to
    /// select the view controller at the same index in the array as the previous selection. If that index is invalid,
    /// it selects the view controller at index 0", Apple's documentation of `viewControllers`).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        for controller in tabs where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        tabs = viewControllers ?? []
        for controller in tabs where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if tabs.isEmpty {
            selection = Int.max
        } else if let oldSelected, let index = tabs.firstIndex(where: { $0 === oldSelected }) {
            selection = index
        } else if !tabs.indices.contains(selection) {
            selection = 0
        }
        show(replacing: oldSelected)
    }

    /// The index of the selected tab; `NSNotFound` (`Int.max`) without tabs, as UIKit. Setting an index that does not
    /// exist does nothing.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue), newValue != selection else { return }
            let oldSelected = selectedViewController
            selection = newValue
            show(replacing: oldSelected)
        }
    }

    /// The controller of the selected tab; setting it to one of the tabs selects that tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Loads a plain view holding the selected controller's view.
    open override func loadView() {
        super.loadView()
        if let selected = selectedViewController { install(selected) }
    }

    override var shownChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Shows the selected controller in place of the old one.
    private func show(replacing oldSelected: UIViewController?) {
        let newSelected = selectedViewController
        guard oldSelected !== newSelected else { return }
        if let newSelected { install(newSelected) }
        transitionAppearance(from: oldSelected, to: newSelected, animated: false)
        oldSelected?.viewIfLoaded?.removeFromSuperview()
    }
}
#endif
