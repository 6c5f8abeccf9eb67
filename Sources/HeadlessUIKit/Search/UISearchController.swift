#if !canImport(UIKit)
import Foundation

/// The object a search controller asks to update the results as the user searches, as UIKit's
/// `UISearchResultsUpdating`.
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Called when the search bar begins editing and each time its text (or scope) changes, and once more when the
    /// user cancels the search ("The system calls this method when the search bar becomes the first responder or the
    /// search bar's text changes", Apple's documentation).
    @available(iOS 8.0, *)
    func updateSearchResults(for searchController: UISearchController)
}

/// The object told when a search controller is presented and dismissed, as UIKit's `UISearchControllerDelegate`.
///
/// UIKit's optional methods are requirements here with empty default implementations.
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Called before the search interface is presented.
    @available(iOS 8.0, *)
    func willPresentSearchController(_ searchController: UISearchController)
    /// Called after the search interface was presented.
    @available(iOS 8.0, *)
    func didPresentSearchController(_ searchController: UISearchController)
    /// Called before the search interface is dismissed.
    @available(iOS 8.0, *)
    func willDismissSearchController(_ searchController: UISearchController)
    /// Called after the search interface was dismissed.
    @available(iOS 8.0, *)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A controller that runs a search with a search bar and shows its results, as UIKit's `UISearchController`.
///
/// Put it in a navigation item (`navigationItem.searchController`) and set ``searchResultsUpdater``. When the user taps
/// the bar (`searchBar.simulateTap()`), the controller becomes active (its delegate hears
/// `willPresentSearchController(_:)` and `didPresentSearchController(_:)`) and the updater is asked to
/// `updateSearchResults(for:)`; the updater is asked again after each change of the text
/// (`searchBar.simulateTyping(_:)`) or scope. Cancel (`searchBar.simulateCancelButtonTap()`) clears the text, ends
/// editing, dismisses (`willDismissSearchController(_:)`, `didDismissSearchController(_:)`) and asks the updater once
/// more. Setting ``isActive`` in code presents or dismisses without asking the updater.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results, or `nil` when the searched view shows them itself.
    public let searchResultsController: UIViewController?

    /// The object asked to update the results.
    open weak var searchResultsUpdater: UISearchResultsUpdating?

    /// The object told when the search interface is presented and dismissed.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the content under the search interface is obscured while searching. The default is `true`.
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation = true

    /// Whether the navigation bar hides while searching. The default is `true`.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the search controller shows ``searchResultsController`` by itself: while active with text. The default
    /// is `true`.
    @available(iOS 13.0, *)
    open var automaticallyShowsSearchResultsController = true

    /// Whether the search bar's Cancel button shows while the controller is active. The default is `true`.
    @available(iOS 13.0, *)
    open var automaticallyShowsCancelButton = true

    /// Whether the scope bar shows while the controller is active. The default is `true`.
    @available(iOS 13.0, *)
    open var automaticallyShowsScopeBar = true

    /// The search bar, made with the controller.
    public let searchBar: UISearchBar

    /// Whether the search interface is presented.
    private var active = false

    /// The value set for ``showsSearchResultsController``, used when ``automaticallyShowsSearchResultsController`` is
    /// off.
    private var showsResultsSetting = false

    /// Creates a search controller whose results the controller shows (`nil`: the searched view shows them).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        self.searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.height))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller without a results controller.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the search interface is presented. Setting it presents or dismisses the interface (the delegate hears
    /// of it), without asking the updater.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { present() } else { dismiss() }
        }
    }

    /// Whether ``searchResultsController`` shows: with ``automaticallyShowsSearchResultsController``, while active with
    /// text in the bar; otherwise, what was set. Setting it turns ``automaticallyShowsSearchResultsController`` off ("If
    /// you set this property, `automaticallyShowsSearchResultsController` becomes `false`", Apple's documentation).
    @available(iOS 13.0, *)
    open var showsSearchResultsController: Bool {
        get {
            guard automaticallyShowsSearchResultsController else { return showsResultsSetting }
            return active && !(searchBar.text ?? "").isEmpty
        }
        set {
            automaticallyShowsSearchResultsController = false
            showsResultsSetting = newValue
        }
    }

    /// The user tapped the bar: present if needed, then ask the updater.
    func searchBarDidBeginEditing() {
        if !active { present() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user changed the text or the scope: ask the updater.
    func searchBarTextDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user tapped Cancel: clear the text, end editing, dismiss, and ask the updater once more.
    func searchBarCancelButtonTapped() {
        searchBar.clearTextAsUser()
        _ = searchBar.resignFirstResponder(force: true)
        if active { dismiss() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func present() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = true }
        delegate?.didPresentSearchController(self)
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        active = false
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        delegate?.didDismissSearchController(self)
    }
}
#endif
