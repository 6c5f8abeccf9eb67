#if !canImport(UIKit)
import Foundation

/// A view that keeps content and background configurations and updates them for its state: table view cells,
/// header-footer views and collection view cells. What they do alike is written once, in this protocol's extension;
/// they differ in their state type (a cell's ``UICellConfigurationState``, a header-footer view's
/// ``UIViewConfigurationState``), in the type of their update handler, and in how they place a new content view.
///
/// Each class declares UIKit's members in its own body, as `open` as UIKit's, and forwards to this extension; Swift
/// overrides only members declared in a class body.
@MainActor
protocol ConfigurationHost: UIView {
    /// The state the view's configurations are updated for.
    associatedtype State: UIConfigurationState

    /// The view's configurations and whether an update is pending.
    var configurationStorage: ConfigurationStorage { get }

    /// The view that shows the content configuration.
    var contentView: UIView { get set }

    /// The content configuration (the class's `open` member).
    var contentConfiguration: UIContentConfiguration? { get set }

    /// The background configuration (the class's `open` member).
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }

    /// Whether an update applies `updated(for:)` to the content configuration.
    var automaticallyUpdatesContentConfiguration: Bool { get }

    /// Whether an update applies `updated(for:)` to the background configuration.
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }

    /// The view's current state.
    var configurationState: State { get }

    /// Requests an update (the class's `open` member, which a subclass may override).
    func setNeedsUpdateConfiguration()

    /// The class's `open` override point, called at each update after the automatic ones.
    func updateConfiguration(using state: State)

    /// Calls the update handler, if one is set, with the view and the state.
    func callConfigurationUpdateHandler(with state: State)

    /// Called before `new` takes the place of the content view, with whether a configuration was shown before.
    func contentViewWillChange(to new: UIView, hadConfiguration: Bool)

    /// Called after a content configuration replaced the content view.
    func contentViewDidChange()
}

extension ConfigurationHost {
    /// Keeps the content configuration and shows it: in the current content view when that one supports it, else in
    /// a new one (see `UIView.contentView(showing:current:hadConfiguration:)`).
    func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        let had = configurationStorage.contentConfiguration != nil
        configurationStorage.contentConfiguration = configuration
        guard let new = contentView(showing: configuration, current: contentView, hadConfiguration: had) else {
            return
        }
        contentViewWillChange(to: new, hadConfiguration: had)
        let old = contentView
        contentView = new
        swapContentView(old, for: new)
        contentViewDidChange()
    }

    /// Keeps the update handler (typed by the class) and requests an update, as UIKit does when one is set.
    func setConfigurationUpdateHandler(_ handler: Any?) {
        configurationStorage.updateHandler = handler
        setNeedsUpdateConfiguration()
    }

    /// Marks an update pending and the view as needing layout, where it runs.
    func requestConfigurationUpdate() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs the pending configuration update, if any (see ConfigurationStorage.swift): the automatic updates of the
    /// content and background configurations, then `updateConfiguration(using:)`, then the update handler.
    func updateConfigurationIfNeeded() {
        configurationStorage.runPendingUpdate {
            // Through the `open` members, which a subclass may override.
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
                contentConfiguration = content.updated(for: state)
            }
            if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
                backgroundConfiguration = background.updated(for: state)
            }
            updateConfiguration(using: state)
            callConfigurationUpdateHandler(with: state)
        }
    }

    /// Sets a state the view's container knows (editing, expansion) and requests an update if it changed.
    func setConfigurationFlag(_ keyPath: ReferenceWritableKeyPath<ConfigurationStorage, Bool>, to value: Bool) {
        guard configurationStorage[keyPath: keyPath] != value else { return }
        configurationStorage[keyPath: keyPath] = value
        setNeedsUpdateConfiguration()
    }
}
#endif
