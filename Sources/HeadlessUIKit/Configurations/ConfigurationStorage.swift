#if !canImport(UIKit)
import Foundation

/// What a cell or header-footer view keeps for its configurations: the content and background configurations, the
/// flags that say whether they follow the state, and whether an update is pending.
///
/// When updates run, as UIKit documents them (https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()):
/// the view requests one (`setNeedsUpdateConfiguration()`) when its configuration state may have changed (selected,
/// highlighted, editing, expanded, …) and when it is made; requests are combined, and the update runs once, before
/// the view is measured or displayed and at its next layout pass (a test lays it out with `layoutIfNeeded()` on it or
/// on its table or collection view). An update applies `updated(for:)` to the content configuration and to the
/// background configuration (each when its `automaticallyUpdates…` flag is on), then calls
/// `updateConfiguration(using:)`, then the `configurationUpdateHandler`.
@MainActor
final class ConfigurationStorage {
    /// The content configuration, or `nil`.
    var contentConfiguration: UIContentConfiguration?
    /// The background configuration, or `nil`.
    var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the content configuration follows the state.
    var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state.
    var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether an update is pending (a new view has one pending, so that it is configured before it shows).
    var needsUpdate = true
    /// Whether an update is running (a request made during it is for the next one).
    var isUpdating = false
    /// The iOS 15 update handler, typed by the view that keeps it.
    var updateHandler: Any?
    /// The expansion of the cell's item in an outline (set by the data source, for the configuration state).
    var isExpanded = false
    /// Whether the cell's collection view is editing (for the configuration state of collection view cells).
    var isEditing = false
    /// Whether the cell is being reordered.
    var isReordering = false
    /// Whether the cell is swiped open.
    var isSwiped = false

    /// Runs the update if one is pending: `update` gets it done for the view that asked.
    func runPendingUpdate(_ update: () -> Void) {
        guard needsUpdate, !isUpdating else { return }
        needsUpdate = false
        isUpdating = true
        update()
        isUpdating = false
    }
}

extension UIView {
    /// Shows the content configuration in the view's content view (`current`): applies it to the content view when
    /// that one came from a configuration and supports the new one; otherwise returns a new content view, the
    /// configuration's, or, for `nil` after a configuration, an empty view, as UIKit documents for the cells'
    /// `contentConfiguration` ("Setting a content configuration replaces the existing contentView of the cell with a
    /// new content view instance from the configuration, or directly applies the configuration to the existing
    /// content view if the configuration is compatible with the existing content view type.").
    func contentView(
        showing configuration: UIContentConfiguration?, current: UIView, hadConfiguration: Bool
    ) -> UIView? {
        guard let configuration else {
            guard hadConfiguration else { return nil }
            let empty = UIView(frame: current.frame)
            empty.layoutMargins = current.layoutMargins
            return empty
        }
        if hadConfiguration, let view = current as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
            return nil
        }
        return configuration.makeContentView()
    }

    /// Puts `new` in place of `old` as the view's content view: same frame, an engine of its own, laid out anew.
    func swapContentView(_ old: UIView, for new: UIView) {
        new.frame = old.frame
        new.hostLayoutEngine()
        old.removeFromSuperview()
        addSubview(new)
        (new as? UIListContentView)?.superviewMarginsMayHaveChanged()
        setNeedsLayout()
    }
}
#endif
