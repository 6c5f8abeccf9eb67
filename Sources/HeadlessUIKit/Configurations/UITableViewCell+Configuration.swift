#if !canImport(UIKit)
import Foundation

extension UITableViewCell {
    /// The type of a cell's configuration update handler (iOS 15).
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The cell's content configuration, or `nil`. Setting one replaces the `contentView` with the configuration's
    /// content view, or applies it to the current one if that one supports it; setting `nil` after one puts an empty
    /// content view back (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox).
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationStorage.contentConfiguration }
        set {
            let had = configurationStorage.contentConfiguration != nil
            configurationStorage.contentConfiguration = newValue
            if let new = contentView(showing: newValue, current: contentView, hadConfiguration: had) {
                if !had { new.layoutMargins = contentView.layoutMargins }
                let old = contentView
                contentView = new
                swapContentView(old, for: new)
                layOutContentView()
            }
        }
    }

    /// A list content configuration with the default look of the cell's style, without content: `.default` a
    /// `UIListContentConfiguration/cell()`, `.subtitle` a `UIListContentConfiguration/subtitleCell()`, `.value1`
    /// and `.value2` a `UIListContentConfiguration/valueCell()`.
    @discardableResult
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's background configuration, or `nil`.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// A handler called at each configuration update after `updateConfiguration(using:)`, with the cell and its
    /// state (iOS 15; https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-2rdkg).
    /// Setting one requests an update.
    @available(iOS 15.0, *)
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set {
            configurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs the pending configuration update, if any (see ConfigurationStorage.swift).
    func updateConfigurationIfNeeded() {
        configurationStorage.runPendingUpdate {
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
                contentConfiguration = content.updated(for: state)
            }
            if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
                backgroundConfiguration = background.updated(for: state)
            }
            updateConfiguration(using: state)
            if let handler = configurationStorage.updateHandler as? ConfigurationUpdateHandler {
                handler(self, state)
            }
        }
    }

    /// The least height of a cell whose content view shows a list content configuration of a cell variant: UIKit's
    /// standard 44-point row, separator included (0 for other content).
    var listContentMinimumHeight: CGFloat {
        guard let list = contentView as? UIListContentView,
            let configuration = list.configuration as? UIListContentConfiguration,
            !configuration.style.isHeaderOrFooter
        else { return 0 }
        return UITableView.fallbackRowHeight - separatorHeight
    }
}

extension UITableViewHeaderFooterView {
    /// The type of a header-footer view's configuration update handler (iOS 15).
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The view's content configuration, or `nil`; setting one replaces the `contentView` as for cells.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationStorage.contentConfiguration }
        set {
            let had = configurationStorage.contentConfiguration != nil
            configurationStorage.contentConfiguration = newValue
            if let new = contentView(showing: newValue, current: contentView, hadConfiguration: had) {
                let old = contentView
                contentView = new
                swapContentView(old, for: new)
            }
        }
    }

    /// A list content configuration with the default look of a header in the view's table, without content: a
    /// `UIListContentConfiguration/groupedHeader()` in a grouped or inset grouped table, else a
    /// `UIListContentConfiguration/plainHeader()`.
    @discardableResult
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        var ancestor = superview
        while let view = ancestor, !(view is UITableView) { ancestor = view.superview }
        if let table = ancestor as? UITableView, table.style != .plain { return .groupedHeader() }
        return .plainHeader()
    }

    /// The view's background configuration, or `nil`.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// A handler called at each configuration update after `updateConfiguration(using:)` (iOS 15). Setting one
    /// requests an update.
    @available(iOS 15.0, *)
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set {
            configurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs the pending configuration update, if any.
    func updateConfigurationIfNeeded() {
        configurationStorage.runPendingUpdate {
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
                contentConfiguration = content.updated(for: state)
            }
            if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
                backgroundConfiguration = background.updated(for: state)
            }
            updateConfiguration(using: state)
            if let handler = configurationStorage.updateHandler as? ConfigurationUpdateHandler {
                handler(self, state)
            }
        }
    }
}
#endif
