#if !canImport(UIKit)
import Foundation

extension UICollectionViewCell {
    /// The type of a cell's configuration update handler (iOS 15).
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The cell's content configuration, or `nil`. Setting one replaces the `contentView` with the configuration's
    /// content view, or applies it to the current one if that one supports it; setting `nil` after one puts an empty
    /// content view back (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k).
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationStorage.contentConfiguration }
        set {
            let had = configurationStorage.contentConfiguration != nil
            configurationStorage.contentConfiguration = newValue
            if let new = contentView(showing: newValue, current: contentView, hadConfiguration: had) {
                let old = contentView
                contentView = new
                swapContentView(old, for: new)
                contentViewDidChange()
            }
        }
    }

    /// The cell's background configuration, or `nil` (a list cell's default is `listPlainCell()`).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// A handler called at each configuration update after `updateConfiguration(using:)`, with the cell and its
    /// state: an alternative to overriding that method (iOS 15;
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu).
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

    /// Sets a state the collection view or its data source knows (editing, expansion) and requests an update if it
    /// changed.
    func setConfigurationFlag(_ keyPath: ReferenceWritableKeyPath<ConfigurationStorage, Bool>, to value: Bool) {
        guard configurationStorage[keyPath: keyPath] != value else { return }
        configurationStorage[keyPath: keyPath] = value
        setNeedsUpdateConfiguration()
    }
}
#endif
