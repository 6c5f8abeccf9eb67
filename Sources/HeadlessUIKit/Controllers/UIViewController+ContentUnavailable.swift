#if !canImport(UIKit)
import Foundation

/// What a view controller keeps for its content-unavailable view (iOS 17): the configuration, the view that shows it,
/// and whether an update is pending.
@MainActor
final class ContentUnavailableStorage {
    /// The configuration, or `nil`.
    var configuration: UIContentConfiguration?
    /// The view that shows it, over the controller's view.
    var view: (UIView & UIContentView)?
    /// Whether an update is pending (a new controller has one, so that its first layout asks).
    var needsUpdate = true
    /// Whether an update is running.
    var isUpdating = false
}

// A view controller's content-unavailable view, from Apple's documentation (iOS 17):
// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration-4b95e
// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdatecontentunavailableconfiguration()
// https://developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:)
// ("Override this method to update the value of contentUnavailableConfiguration as appropriate for the given state.
// Don't call this method directly. Instead, call setNeedsUpdateContentUnavailableConfiguration() to tell the system to
// request an update.")
// When the update runs is not documented beyond "request an update"; HeadlessUIKit runs it at the next layout pass of
// the controller's view (before `viewWillLayoutSubviews()`), as configuration updates of cells run, and once at the
// view's first layout. The view that shows the configuration covers the controller's view, above its subviews ("the
// view controller manages the layout of the content-unavailable view",
// https://developer.apple.com/documentation/uikit/uicontentunavailableview).
extension UIViewController {
    /// The configuration of the view that says the controller has no content to show, or `nil` (the default) for
    /// none: usually a ``UIContentUnavailableConfiguration``, but any content configuration works. Setting one shows
    /// its content view over the controller's view; setting `nil` removes it.
    @available(iOS 17.0, *)
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { contentUnavailableStorage.configuration }
        set {
            let storage = contentUnavailableStorage
            storage.configuration = newValue
            guard let newValue else {
                storage.view?.removeFromSuperview()
                storage.view = nil
                return
            }
            if let view = storage.view, view.supports(newValue) {
                view.configuration = newValue
            } else {
                storage.view?.removeFromSuperview()
                storage.view = newValue.makeContentView()
            }
            installContentUnavailableView()
        }
    }

    /// Asks for an update at the next layout pass of the view.
    func requestContentUnavailableUpdate() {
        contentUnavailableStorage.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// The state an update reads: the traits, and the text of the search bar of the navigation item's search
    /// controller.
    func makeContentUnavailableConfigurationState() -> UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }

    /// Runs a pending update, then puts the content-unavailable view over the controller's view (called as the view's
    /// layout pass begins).
    func layOutContentUnavailableView() {
        let storage = contentUnavailableStorage
        if storage.needsUpdate, !storage.isUpdating {
            storage.needsUpdate = false
            storage.isUpdating = true
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
            storage.isUpdating = false
        }
        installContentUnavailableView()
    }

    /// Puts the content-unavailable view, if any, over the loaded view, at its bounds.
    private func installContentUnavailableView() {
        guard let root = viewIfLoaded, let view = contentUnavailableStorage.view else { return }
        if view.superview !== root || root.subviews.last !== view {
            view.removeFromSuperview()
            root.addSubview(view)
        }
        if view.frame != root.bounds { view.frame = root.bounds }
    }
}
#endif
