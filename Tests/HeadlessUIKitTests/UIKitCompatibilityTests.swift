#if canImport(UIKit)
import UIKit
#else
import Foundation
import HeadlessUIKit
#endif

// The program: a contacts screen written against UIKit's API exactly as an iOS developer would write it — two cell
// classes, a section header, selection and a batch update. Nothing in it is HeadlessUIKit's own, so it compiles
// unchanged against UIKit and against HeadlessUIKit.

/// A person in the list.
struct Contact: Equatable {
    let name: String
    let phone: String
}

/// The cell of a contact: name and phone number.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with contact: Contact) {
        textLabel?.text = contact.name
        detailTextLabel?.text = contact.phone
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
        detailTextLabel?.text = nil
    }
}

/// The cell at the top that counts the contacts.
final class SummaryCell: UITableViewCell {
    static let reuseIdentifier = "SummaryCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(count: Int) {
        textLabel?.text = count == 1 ? "1 contact" : "\(count) contacts"
    }
}

/// The screen: a summary row, then the contacts under a "Contacts" header.
final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var contacts: [Contact]
    var onSelect: ((Contact) -> Void)?

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init(nibName: nil, bundle: nil)
        title = "Contacts"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 56
        tableView.register(SummaryCell.self, forCellReuseIdentifier: SummaryCell.reuseIdentifier)
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: SummaryCell.reuseIdentifier, for: indexPath)
            (cell as? SummaryCell)?.configure(count: contacts.count)
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.configure(with: contacts[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Contacts" : nil
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.section == 1 ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(contacts[indexPath.row])
    }

    /// Adds a contact at the top of the list: one inserted row, and the summary reloaded.
    func add(_ contact: Contact) {
        contacts.insert(contact, at: 0)
        tableView.performBatchUpdates(
            {
                self.tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
                self.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }, completion: nil)
    }
}

// The test: HeadlessUIKit only (it taps with `simulateTap(at:)` and records `Headless.inconsistencyHandler`).
#if !canImport(UIKit)
import Testing

@MainActor
@Suite("A UIKit program running on HeadlessUIKit", .timeLimit(.minutes(10)))
struct UIKitCompatibilityTests {
    let people = [Contact(name: "Ada", phone: "555-0100"), Contact(name: "Grace", phone: "555-0101")]

    @Test("Contacts screen shows two cell types a header selection and a batch update")
    func contactsScreenShowsTwoCellTypesAHeaderSelectionAndABatchUpdate() throws {
        let controller = ContactsViewController(contacts: people)
        controller.loadViewIfNeeded()
        let table = controller.tableView
        #expect(controller.navigationItem.title == "Contacts")
        #expect(table.superview === controller.view)
        table.layoutIfNeeded()

        let cells = table.visibleCells
        #expect(cells.count == 3)
        #expect((cells.first as? SummaryCell)?.textLabel?.text == "2 contacts")
        let contactCells = cells.compactMap { $0 as? ContactCell }
        #expect(contactCells.map { $0.textLabel?.text } == ["Ada", "Grace"])
        #expect(contactCells.map { $0.detailTextLabel?.text } == ["555-0100", "555-0101"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Contacts")

        var chosen: [Contact] = []
        controller.onSelect = { chosen.append($0) }
        table.simulateTap(at: IndexPath(row: 1, section: 1))
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(chosen == [people[1]])
        #expect(table.indexPathForSelectedRow == nil)

        let messages = raisedMessages {
            controller.add(Contact(name: "Alan", phone: "555-0102"))
        }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 1) == 3)
        let updated = table.visibleCells
        #expect((updated.first as? SummaryCell)?.textLabel?.text == "3 contacts")
        #expect(updated.compactMap { ($0 as? ContactCell)?.textLabel?.text } == ["Alan", "Ada", "Grace"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === contactCells[0])
    }

    @Test("A batch update that forgets the model fails with UIKit's message")
    func aBatchUpdateThatForgetsTheModelFailsWithUIKitsMessage() {
        let controller = ContactsViewController(contacts: people)
        controller.loadViewIfNeeded()
        controller.tableView.layoutIfNeeded()
        let messages = raisedMessages {
            controller.tableView.performBatchUpdates(
                { controller.tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade) },
                completion: nil)
        }
        #expect(
            messages == [
                "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing "
                    + "section after the update (2) must be equal to the number of rows contained in that section "
                    + "before the update (2), plus or minus the number of rows inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 0 moved out)."
            ])
    }
}
#endif
