#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view cell that records the states its configuration updates get.
@MainActor
private final class RecordingCell: UICollectionViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

/// A table cell that records its configuration updates.
@MainActor
private final class RecordingTableCell: UITableViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.isSelected ? "selected" : "not selected"
        contentConfiguration = content
    }
}

/// A configuration of another kind, with a content view of its own.
private struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var badge = ""

    @MainActor
    func makeContentView() -> UIView & UIContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
}

/// The content view of ``BadgeConfiguration``.
@MainActor
private final class BadgeContentView: UIView, UIContentView {
    var configuration: UIContentConfiguration

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite("Content configurations: content views, updates on state changes, list content layout", .timeLimit(.minutes(10)))
struct ContentConfigurationTests {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k: "Setting a
    // content configuration replaces the existing contentView of the cell with a new content view instance from the
    // configuration, or directly applies the configuration to the existing content view if the configuration is
    // compatible with the existing content view type. [...] setting this property back to nil replaces the current
    // content view with a new, empty content view."
    @Test(
        "A content configuration replaces the cell's content view, is applied to it when compatible, and nil empties it"
    )
    func contentConfigurationReplacesContentView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let original = cell.contentView
        var content = UIListContentConfiguration.cell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(listView !== original)
        #expect(listView.superview === cell)
        #expect(original.superview == nil)
        #expect(listView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))

        content.text = "Outbox"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView)
        #expect((listView.configuration as? UIListContentConfiguration)?.text == "Outbox")

        cell.contentConfiguration = BadgeConfiguration(badge: "3")
        #expect(cell.contentView is BadgeContentView)

        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIContentView))
        #expect(cell.contentView.superview === cell)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu: the
    // handler updates "the cell's configuration using the new state in response to a configuration state change";
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration(): "The system
    // calls this method automatically when the cell's configurationState changes [...] The system might combine
    // multiple requests into a single update."
    @Test("A collection cell's update handler gives the content its selected look after a tap, once per state change")
    func updateHandlerSeesSelection() throws {
        var handled: [Bool] = []
        let dataSource = ConfiguringCollectionDataSource(items: ["Inbox", "Sent"]) { collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.configurationUpdateHandler = { cell, state in
                handled.append(state.isSelected)
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = item
                content.textProperties.color = state.isSelected ? .systemBlue : .label
                cell.contentConfiguration = content
            }
            return cell
        }
        let collection = listLikeCollectionView(dataSource)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.layoutIfNeeded()
        #expect(handled == [false, false])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let before = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(before.text == "Sent")
        #expect(before.textProperties.color == .label)

        collection.simulateTap(at: IndexPath(item: 1, section: 0))
        collection.layoutIfNeeded()
        #expect(handled == [false, false, true])
        let after = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(after.textProperties.color == .systemBlue)
        #expect(cell.configurationState.isSelected)
    }

    @Test("A subclass's updateConfiguration(using:) runs before the cell shows and when selection changes")
    func subclassUpdateRunsOnSelection() throws {
        let collectionSource = ConfiguringCollectionDataSource(items: ["A"]) { collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "Recording", for: indexPath)
        }
        let collection = listLikeCollectionView(collectionSource)
        collection.register(RecordingCell.self, forCellWithReuseIdentifier: "Recording")
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? RecordingCell)
        #expect(cell.states.map(\.isSelected) == [false])
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(cell.states.count == 1, "the update waits for the layout pass")
        collection.layoutIfNeeded()
        #expect(cell.states.map(\.isSelected) == [false, true])
        collection.layoutIfNeeded()
        #expect(cell.states.count == 2, "no state change, no update")
    }

    @Test("A table cell's updateConfiguration(using:) sees selection, highlight and editing, and the table shows it")
    func tableCellUpdatesOnSelection() throws {
        let dataSource = ConfiguringTableDataSource(rows: ["A", "B"]) { _, _ in }
        let table = configuredTable(dataSource, cellClass: RecordingTableCell.self)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingTableCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "not selected")
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "selected")
        #expect(cell.states.last?.isSelected == true)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.states.last?.isEditing == true)
        #expect(cell.contentView is UIListContentView)
    }

    @Test("Automatic updates re-derive the background configuration for the state; turned off, they leave it")
    func backgroundConfigurationFollowsState() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)

        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        cell.backgroundConfiguration = custom
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow, "the app's colour is kept")

        cell.backgroundConfiguration = .listPlainCell()
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test("A sidebar cell's texts turn white when selected, unless the app set their colour; a plain cell's do not")
    func sidebarSelectionColours() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        var sidebar = UIListContentConfiguration.sidebarCell()
        sidebar.text = "Mail"
        #expect(sidebar.updated(for: state).textProperties.color == .white)
        #expect(
            sidebar.updated(for: state).updated(for: UICellConfigurationState(traitCollection: UITraitCollection()))
                .textProperties.color == .label)
        sidebar.textProperties.color = .systemRed
        #expect(sidebar.updated(for: state).textProperties.color == .systemRed)
        #expect(UIListContentConfiguration.cell().updated(for: state) == UIListContentConfiguration.cell())
    }

    @Test(
        "The list variants have their margins, fonts and paddings; the default configurations follow the cell's style")
    func variantsAndDefaults() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(cell.imageToTextPadding == 16 && cell.textToSecondaryTextVerticalPadding == 3)
        #expect(cell.textProperties.numberOfLines == 0)
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
        #expect(header.textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(
            UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
                == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .plainHeader())
        var text = UIListContentConfiguration.cell()
        text.attributedText = NSAttributedString(string: "bold")
        #expect(text.text == nil)
        text.text = "plain"
        #expect(text.attributedText == nil)
    }

    @Test("A list content view refuses a configuration of another kind with a message and keeps what it shows")
    func listContentViewRefusesOtherConfigurations() {
        var content = UIListContentConfiguration.cell()
        content.text = "Kept"
        let view = UIListContentView(configuration: content)
        let messages = raisedMessages {
            view.configuration = BadgeConfiguration()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("UIListContentConfiguration") == true)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Kept")
        #expect(view.supports(UIListContentConfiguration.cell()))
        #expect(!view.supports(BadgeConfiguration()))
    }
}
#endif
