#if !canImport(UIKit)
import Foundation

/// An object that manages a view and its part of the app's screens, as UIKit's `UIViewController`.
///
/// The view is made lazily: the first access to ``view`` (or ``loadViewIfNeeded()``) calls ``loadView()`` and then
/// ``viewDidLoad()``. Subclasses are written as for UIKit: `override init(nibName:bundle:)` and
/// `required init?(coder:)`, and override the life-cycle methods. There is no window in HeadlessUIKit: the appearance
/// methods are called by the containers (``UINavigationController``, ``UITabBarController``) for the children they
/// show, and by ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``, which a test calls to
/// put a root controller "on screen".
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    /// The view, once loaded; it knows its controller, which hears about its layout passes.
    private var loadedView: UIView? {
        didSet {
            guard loadedView !== oldValue else { return }
            if oldValue?.layoutState.viewController === self { oldValue?.layoutState.viewController = nil }
            loadedView?.layoutState.viewController = self
        }
    }

    /// The appearance transition in progress, if any (`true`: appearing).
    private var appearanceTransition: Bool?

    /// Whether the controller's view is on screen (between `viewDidAppear` and `viewWillDisappear`).
    var isAppeared = false

    /// The controller that contains this one, if any.
    open private(set) weak var parent: UIViewController?

    /// The controllers this one contains, in order.
    open private(set) var children: [UIViewController] = []

    /// The name of the nib the view is loaded from (HeadlessUIKit has no nib files and ignores it).
    public let nibName: String?

    /// The bundle of the nib.
    public let nibBundle: Bundle?

    /// Creates a controller; the nib name and bundle are kept but not used.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Creates a controller from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a controller without a nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The frame of a view made by ``loadView()``: an iPhone screen of 390 by 844 points (UIKit uses the screen's
    /// bounds).
    static let defaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The controller's view, loaded on first access (``loadView()``, then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? {
        loadedView
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool {
        loadedView != nil
    }

    /// Makes the view. The default makes a plain view of ``defaultViewFrame``; subclasses set ``view`` without
    /// calling `super`.
    open func loadView() {
        loadedView = UIView(frame: Self.defaultViewFrame)
    }

    /// Loads the view if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: Self.defaultViewFrame) }
        viewDidLoad()
    }

    /// Called once the view is loaded. The default does nothing.
    open func viewDidLoad() {}

    /// The traits of the controller's environment: the app's (HeadlessUIKit has one screen and no trait overrides).
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        UIApplication.currentTraits
    }

    /// Called when the traits of the controller's environment changed (the content size category), with the traits
    /// before the change, before its view hears it. Does nothing; subclasses override it, calling `super` first.
    @available(iOS 8.0, *)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the view appears. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called in a layout pass just before the view's `layoutSubviews()` (after the update pass, before the
    /// constraints of the view's engine are solved: constraints changed here count). The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called in a layout pass just after the view's `layoutSubviews()`: the view's subviews have their frames.
    /// The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called in the update pass, in place of the view's `updateConstraints()`: override it to change constraints,
    /// calling `super` last. The default calls the view's `updateConstraints()`.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The smallest margins the view's root view gets when ``viewRespectsSystemMinimumLayoutMargins``: UIKit's for
    /// a compact width (every iPhone in portrait), 16 points leading and trailing and none at the top and bottom.
    /// HeadlessUIKit has no size classes, so it is always this; UIKit uses 20 points in a regular width.
    @available(iOS 11.0, *)
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default: `true`.
    @available(iOS 11.0, *)
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.marginInputsDidChange() }
    }

    /// Insets added to the root view's safe area (for bars the controller draws itself). Default: zero.
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
            view.marginInputsDidChange()
        }
    }

    /// Called when the root view's margins changed. The default does nothing.
    @available(iOS 11.0, *)
    open func viewLayoutMarginsDidChange() {}

    /// Called when the root view's safe area changed. The default does nothing.
    @available(iOS 11.0, *)
    open func viewSafeAreaInsetsDidChange() {}

    /// The title of the controller; setting it sets the navigation item's title too, as UIKit does.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for the controller.
    open var navigationItem: UINavigationItem { storedNavigationItem }

    /// Whether the controller shows an editable view. `false` by default. Setting it calls
    /// ``setEditing(_:animated:)`` without animation, so that a subclass's override hears it, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Whether the controller is editing, as ``setEditing(_:animated:)`` last set it.
    private var editingState = false

    /// The content-unavailable view's configuration, view and pending update (UIViewController+ContentUnavailable).
    let contentUnavailableStorage = ContentUnavailableStorage()

    /// Requests an update of the content-unavailable configuration for the current state: requests combine, and
    /// ``updateContentUnavailableConfiguration(using:)`` runs at the next layout pass of the view (iOS 17;
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdatecontentunavailableconfiguration()).
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() {
        requestContentUnavailableUpdate()
    }

    /// Updates `contentUnavailableConfiguration` for the state; the default does nothing. Override it, as in UIKit;
    /// do not call it directly (use ``setNeedsUpdateContentUnavailableConfiguration()``).
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The state the content-unavailable configuration is updated for: the traits and the search controller's text.
    /// Override it to add custom states (call `super` first), as in UIKit.
    @available(iOS 17.0, *)
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        makeContentUnavailableConfigurationState()
    }

    /// Sets whether the controller shows an editable view, and updates ``editButtonItem`` (Edit or Done).
    /// Subclasses override it to change their views, calling `super`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)): "Subclasses that
    /// use an edit-done button must override this method to change their view to an editable state if `editing` is
    /// `true` and a non-editable state if it is `false`. This method should invoke super's implementation before
    /// updating its view." `UITableViewController` and `UICollectionViewController` pass it on to their views.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        storedEditButtonItem?.showEditing(editing)
    }

    /// A bar button item that toggles between Edit and Done: a tap calls ``setEditing(_:animated:)`` with the
    /// opposite of ``isEditing``, animated
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem): "Returns a bar button item
    /// that toggles its title and associated state between Edit and Done. [...] The default button action invokes
    /// the `setEditing(_:animated:)` method." The same item every time.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem()
        item.editingController = self
        item.showEditing(isEditing)
        storedEditButtonItem = item
        return item
    }

    private var storedEditButtonItem: UIBarButtonItem?

    /// The items the navigation controller's toolbar shows while this controller is on top.
    @available(iOS 3.0, *)
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets ``toolbarItems`` (HeadlessUIKit has no animation: at once either way).
    @available(iOS 3.0, *)
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The navigation item, made on first use.
    private lazy var storedNavigationItem = UINavigationItem()

    /// The view's superview: the next responder after the controller (Apple's documentation of `next`).
    open override var next: UIResponder? {
        viewIfLoaded?.superview
    }

    /// The nearest navigation controller among the controller's ancestors (itself excluded).
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller among the controller's ancestors (itself excluded).
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    /// Adds a child controller (removing it from its old parent) and calls its `willMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. The default does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent. The default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    /// Starts an appearance transition: `viewWillAppear(_:)` (`isAppearing`) or `viewWillDisappear(_:)`, once.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard appearanceTransition == nil, isAppearing != isAppeared else { return }
        appearanceTransition = isAppearing
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        forwardAppearance(isAppearing, animated: animated, ending: false)
    }

    /// Ends the appearance transition: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        guard let isAppearing = appearanceTransition else { return }
        appearanceTransition = nil
        isAppeared = isAppearing
        forwardAppearance(isAppearing, animated: false, ending: true)
        if isAppearing {
            viewDidAppear(false)
        } else {
            viewDidDisappear(false)
        }
    }

    /// The children a container shows, whose appearance follows its own. The default: none.
    var shownChildren: [UIViewController] {
        []
    }

    /// Passes an appearance transition of the container on to the children it shows.
    private func forwardAppearance(_ isAppearing: Bool, animated: Bool, ending: Bool) {
        for child in shownChildren {
            if ending {
                child.endAppearanceTransition()
            } else {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// Moves appearance from one shown child to another, as a container does when it changes what it shows.
    func transitionAppearance(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        guard isAppeared, old !== new else { return }
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
    }

    /// Puts the child's view in the container's view (loading it), when the container's view is loaded.
    func install(_ child: UIViewController) {
        guard let containerView = viewIfLoaded, let childView = child.view else { return }
        childView.frame = containerView.bounds
        // As UIKit's containers: the child's view follows the container's size.
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(childView)
    }
}
#endif
