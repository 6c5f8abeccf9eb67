// What the README's snippets take as given (the models, cells and screens they name), written for these tests.
// Not in the README.

import ListKit
import ListKitNetworking
import ListKitUIKit
import ShowcaseFeed

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// MARK: - "Table views": a cell that sends its own events.

/// A setting shown with a switch.
struct Setting: Identifiable, Equatable, Sendable {
    var id: String
    var isOn: Bool
}

/// What a switch cell sends.
enum SwitchEvent: Sendable {
    case toggled(Bool)
}

/// A cell with a switch, sending its changes as events.
final class SwitchCell: UITableViewCell, EventSendingCell {
    let events = CellEvents<SwitchEvent>()
    func configure(with setting: Setting) { textLabel?.text = setting.id }
}

/// Keeps the settings and receives the switch events.
@MainActor
final class SettingsViewModel {
    private(set) var settings: [String: Bool] = [:]

    func apply(_ event: SwitchEvent, to setting: Setting) {
        switch event {
        case .toggled(let isOn): settings[setting.id] = isOn
        }
    }
}

// MARK: - "The four reference patterns".

/// A picture row's model.
struct Picture: Hashable, Sendable {
    var title: String
    var imageName: String
}

/// An expandable row's model.
struct Expandable: Identifiable, Equatable, Sendable {
    var id: String
    var details: String
    var isExpanded = false
}

/// A cell showing a line of text (also the loading and error rows of the API example).
final class LabelCell: UITableViewCell, ConfigurableCell {
    func configure(with text: String) { textLabel?.text = text }
}

/// A cell showing a picture and its title.
final class ImageLabelCell: UITableViewCell, ConfigurableCell {
    func configure(with picture: Picture) {
        textLabel?.text = picture.title
        imageView?.image = UIImage(named: picture.imageName)
    }
}

/// A cell whose details show when its model is expanded.
final class ExpandableCell: UITableViewCell, ConfigurableCell {
    func configure(with model: Expandable) { textLabel?.text = model.isExpanded ? model.details : model.id }
}

/// A cell showing a text.
final class TextCell: UITableViewCell, ConfigurableCell {
    func configure(with text: String) { textLabel?.text = text }
}

/// A film of the generic controller.
struct Film: Hashable, Sendable {
    var title: String
    var year: String
}

/// A cell in the subtitle style.
final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell showing an image from a URL.
final class ImageCell: UITableViewCell, ConfigurableCell {
    func configure(with url: URL) { imageView?.image = UIImage(named: url.lastPathComponent) }
}

/// A cell showing a warning.
final class WarningCell: UITableViewCell, ConfigurableCell {
    func configure(with warning: String) { textLabel?.text = "⚠︎ \(warning)" }
}

// MARK: - "View models and data from an API".

/// A cell showing a friend of the feed.
final class FriendCell: UITableViewCell, ConfigurableCell {
    func configure(with friend: Feed.Friend) { textLabel?.text = friend.name }
}

/// The biography row's model.
struct Bio: Equatable, Sendable {
    var text: String
    var isExpanded: Bool
}

/// A cell showing the biography, one line until expanded.
final class BioCell: UITableViewCell, ConfigurableCell {
    func configure(with bio: Bio) {
        textLabel?.text = bio.text
        textLabel?.numberOfLines = bio.isExpanded ? 0 : 1
    }
}

// MARK: - "Testing table views without a simulator".

/// A contact of the testing example.
struct Contact: Identifiable, Equatable, Sendable {
    var name: String
    var id: String { name }
}

/// The contacts the testing example shows.
let ada = Contact(name: "Ada")
/// The contacts the testing example shows.
let grace = Contact(name: "Grace")

/// A cell showing a contact's name.
final class ContactNameCell: UITableViewCell, ConfigurableCell {
    func configure(with contact: Contact) { textLabel?.text = contact.name }
}

/// The screen the testing example drives: a table of contacts, each opened by a tap.
final class ContactsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var onSelect: (Contact) -> Void = { _ in }
    private let contacts: [Contact]
    private lazy var adapter = TableViewAdapter(tableView: tableView)

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        adapter.apply(
            ListSnapshot {
                Section("contacts") {
                    for contact in contacts {
                        Row<ContactNameCell>(contact).onSelect { [weak self] in self?.onSelect($0) }
                    }
                }
            })
    }
}

/// A data source of one section of one row that never changes, for the inconsistency example.
final class OneRowSection: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
