// The article "A row's handlers" (ListKitUIKit.docc/RowHandlers.md): its snippets verbatim, the declarations at file
// level and the screen's code in functions that the tests run on a table and on a collection view.
// swift-format-ignore-file
// The article's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit
import Testing

struct Mail: Identifiable, Equatable, Sendable {
    let id: Int
    var subject: String
    var isRead = false
    var isStarred = false
}

/// What a message's cell sends to its row: its star button was tapped.
enum MailEvent: Sendable { case starTapped }

/// A message in a table: its star button sends a typed event to the row (`EventSendingCell`).
final class MailCell: UITableViewCell, EventSendingCell {
    let events = CellEvents<MailEvent>()
    func configure(with mail: Mail) { textLabel?.text = mail.isStarred ? "★ " + mail.subject : mail.subject }
    func starTapped() { events.send(.starTapped) }  // the star button's action
}

@MainActor
final class Mailbox {
    private(set) var folders: [[Mail]]  // 0: inbox, 1: archive
    private(set) var opened: [Mail] = []
    private(set) var loadingBodies: Set<Int> = []
    private(set) var olderPagesLoaded = 0
    var changed: () -> Void = {}

    init(inbox: [Mail], archive: [Mail] = []) { folders = [inbox, archive] }

    func snapshot<Cell: EventSendingCell>(of cell: Cell.Type) -> ListSnapshot
    where Cell.Model == Mail, Cell.Event == MailEvent {
        ListSnapshot {
            for (index, mails) in folders.enumerated() {
                Section(index, header: index == 0 ? "Inbox" : "Archive") {
                    Rows<Cell>(mails)
                        .height(64)
                        .onSelect { (mail: Mail) in self.open(mail) }
                        .onDelete { (mail: Mail) in self.delete(mail) }
                        .onMove { (mail: Mail, destination: RowPath) in self.move(mail, to: destination) }
                        .leadingActions([SwipeAction("Read") { (mail: Mail) in self.setRead(mail, true) }])
                        .trailingActions([
                            SwipeAction("Archive") { (mail: Mail) in self.move(mail, to: RowPath(section: 1, row: 0)) },
                            SwipeAction("Delete", style: .destructive) { (mail: Mail) in self.delete(mail) },
                        ])
                        .contextMenu { (mail: Mail) in
                            UIMenu(title: "", children: [
                                UIAction(title: "Mark as Unread") { _ in self.setRead(mail, false) },
                                UIAction(title: "Delete", attributes: .destructive) { _ in self.delete(mail) },
                            ])
                        }
                        .onPrefetch({ (mail: Mail) in self.loadBody(of: mail) }, cancel: { (mail: Mail) in self.cancelBody(of: mail) })
                        .onEvent { (mail: Mail, event: MailEvent) in self.handle(event, for: mail) }
                }
            }
        }
    }

    func open(_ mail: Mail) {
        opened.append(mail)
        setRead(mail, true)
    }

    func setRead(_ mail: Mail, _ isRead: Bool) { update(mail) { $0.isRead = isRead } }

    /// The adapter has already moved a row the user dragged; the mailbox takes the same move (an archived message
    /// moves on screen through the snapshot `changed` applies).
    func move(_ mail: Mail, to destination: RowPath) {
        for index in folders.indices { folders[index].removeAll { $0.id == mail.id } }
        folders[destination.section].insert(mail, at: destination.row)
        changed()
    }

    func delete(_ mail: Mail) {
        for index in folders.indices { folders[index].removeAll { $0.id == mail.id } }
        changed()
    }

    func handle(_ event: MailEvent, for mail: Mail) {
        switch event {
        case .starTapped: update(mail) { $0.isStarred.toggle() }
        }
    }

    func loadBody(of mail: Mail) { loadingBodies.insert(mail.id) }  // start downloading it
    func cancelBody(of mail: Mail) { loadingBodies.remove(mail.id) }
    func loadOlder() { olderPagesLoaded += 1 }

    private func update(_ mail: Mail, _ change: (inout Mail) -> Void) {
        for section in folders.indices {
            for row in folders[section].indices where folders[section][row].id == mail.id {
                change(&folders[section][row])
            }
        }
        changed()
    }
}

/// A message in a collection view list.
final class MailItemCell: UICollectionViewListCell, EventSendingCell {
    let events = CellEvents<MailEvent>()
    func configure(with mail: Mail) {
        var content = defaultContentConfiguration()
        content.text = mail.subject
        contentConfiguration = content
    }
    func starTapped() { events.send(.starTapped) }
}

/// The article's table screen, verbatim: the inbox on a table, older mail loaded near the end.
@MainActor
func showInbox(in tableView: UITableView) -> (Mailbox, TableViewAdapter) {
    let mailbox = Mailbox(inbox: (1...30).map { Mail(id: $0, subject: "Message \($0)") })
    let adapter = TableViewAdapter(tableView: tableView)
    mailbox.changed = { adapter.apply(mailbox.snapshot(of: MailCell.self)) }
    adapter.onNearEnd(within: 5) { [weak mailbox] in mailbox?.loadOlder() }
    adapter.apply(mailbox.snapshot(of: MailCell.self))
    return (mailbox, adapter)
}

/// The article's collection view screen, verbatim: the same mailbox in a collection view list.
@MainActor
func showInbox(_ mailbox: Mailbox, in collectionView: UICollectionView) -> CollectionViewAdapter {
    let adapter = CollectionViewAdapter(collectionView: collectionView)
    adapter.defaultSectionLayout = .list(.plain)
    mailbox.changed = { adapter.apply(mailbox.snapshot(of: MailItemCell.self)) }
    adapter.apply(mailbox.snapshot(of: MailItemCell.self))
    return adapter
}

/// The article's test steps, verbatim: a tap, a swipe from each side, a context menu, a cell's event, a delete and a
/// move.
@MainActor
func actOnInbox(_ tableView: UITableView, adapter: TableViewAdapter) async {
    tableView.simulateTap(at: IndexPath(row: 0, section: 0))                   // onSelect: message 1 opened and read
    tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .leading)   // "Read": message 2 read
    tableView.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing)  // "Archive": message 3 archived
    await adapter.settled()  // a handler's apply waits its turn: now it is on screen
    tableView.simulateLongPress(at: IndexPath(row: 0, section: 0))
    tableView.simulateTapContextMenuAction(titled: "Mark as Unread")            // message 1 unread again
    (tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MailCell)?.starTapped()  // onEvent: message 1 starred
    tableView.simulateCommitDelete(at: IndexPath(row: 1, section: 0))           // onDelete: message 2 deleted
    await adapter.settled()
    tableView.setEditing(true, animated: false)
    tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))  // onMove: [0, 2]
}
