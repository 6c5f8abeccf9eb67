#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// The configuration members are `open` in UIKit (UITableViewCell.h, UICollectionViewCell.h and
// UITableViewHeaderFooterView.h declare them as properties and methods of the classes, which Swift imports `open`):
// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox
// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-3k5vw
// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
// A subclass written for UIKit overrides them; its overrides are what the automatic update reads and writes
// ("the system automatically updates the content configuration for the new state", through the property, which an
// override sees), and what the app's own calls reach.

/// A table cell that logs every read and write of its configurations.
final class LoggingTableCell: UITableViewCell {
    var log: [String] = []

    override var contentConfiguration: UIContentConfiguration? {
        get { super.contentConfiguration }
        set {
            log.append("content")
            super.contentConfiguration = newValue
        }
    }

    override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set {
            log.append("background")
            super.backgroundConfiguration = newValue
        }
    }

    override func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = super.defaultContentConfiguration()
        configuration.text = "Default of the subclass"
        return configuration
    }
}

/// A collection cell that logs its configuration writes and its update handler's setter.
final class LoggingCollectionCell: UICollectionViewCell {
    var log: [String] = []

    override var contentConfiguration: UIContentConfiguration? {
        get { super.contentConfiguration }
        set {
            log.append("content")
            super.contentConfiguration = newValue
        }
    }

    override var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        get { super.configurationUpdateHandler }
        set {
            log.append("handler")
            super.configurationUpdateHandler = newValue
        }
    }
}

/// A header-footer view whose default configuration is the subclass's.
final class LoggingHeaderView: UITableViewHeaderFooterView {
    var log: [String] = []

    override var contentConfiguration: UIContentConfiguration? {
        get { super.contentConfiguration }
        set {
            log.append("content")
            super.contentConfiguration = newValue
        }
    }

    override func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = super.defaultContentConfiguration()
        configuration.text = "Header of the subclass"
        return configuration
    }
}

@MainActor
@Suite("Overriding the configuration members, which UIKit declares open", .timeLimit(.minutes(10)))
struct ConfigurationOverrideTests {
    @Test("A table cell's overrides see the app's writes and the automatic update's, and its default configuration")
    func tableCellOverrides() throws {
        let cell = LoggingTableCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        #expect(configuration.text == "Default of the subclass")
        configuration.secondaryText = "Set by the app"
        cell.contentConfiguration = configuration
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.log == ["content", "background"])
        cell.log = []

        cell.isSelected = true
        cell.layoutIfNeeded()
        // The selection's update replaces both configurations through the overridden setters.
        #expect(cell.log == ["content", "background"])
        let shown = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(shown.text == "Default of the subclass")
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)

        cell.log = []
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.log == ["background"])
    }

    @Test("A collection cell's overridden update handler setter is called, and the handler runs at the next update")
    func collectionCellOverrides() {
        let cell = LoggingCollectionCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isHighlighted) }
        cell.contentConfiguration = UIListContentConfiguration.cell()
        cell.layoutIfNeeded()
        #expect(cell.log == ["handler", "content", "content"])
        #expect(states == [false])

        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        #expect(cell.log.filter { $0 == "content" }.count == 3)
    }

    @Test("A header-footer view's overridden default configuration and setter are what its table and the app reach")
    func headerOverrides() throws {
        let header = LoggingHeaderView(reuseIdentifier: "Header")
        header.contentConfiguration = header.defaultContentConfiguration()
        header.layoutIfNeeded()
        #expect(header.log == ["content", "content"])
        let shown = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(shown.text == "Header of the subclass")
        #expect(header.contentView is UIListContentView)
    }
}
#endif
