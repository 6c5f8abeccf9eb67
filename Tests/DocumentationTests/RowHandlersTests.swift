// The article "A row's handlers" run: its inbox on a table and on a collection view list, each handler driven as a
// finger drives it (HeadlessUIKit's simulate… drivers) and checked to have run with its row's model.

import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("The row handlers article's inbox", .timeLimit(.minutes(10)))
struct RowHandlersTests {
    /// The ids of the mailbox's folders: the inbox, then the archive.
    private func ids(_ mailbox: Mailbox) -> [[Int]] {
        mailbox.folders.map { $0.map(\.id) }
    }

    /// The message with `id`, wherever it is.
    private func mail(_ id: Int, in mailbox: Mailbox) -> Mail? {
        mailbox.folders.joined().first { $0.id == id }
    }

    @Test("On a table, taps, swipes, the menu, the star, a delete, a move, prefetching and the end reach the inbox")
    func everyHandlerRunsOnATable() async throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let (mailbox, adapter) = showInbox(in: tableView)
        tableView.layoutIfNeeded()
        // Ten rows of 64 points fill the screen; the table prefetches the next screen's (messages 11 to 19).
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
        #expect(mailbox.loadingBodies.contains(15))
        #expect(!mailbox.loadingBodies.contains(5))

        await actOnInbox(tableView, adapter: adapter)
        await adapter.settled()

        #expect(mailbox.opened.map(\.id) == [1])
        #expect(mail(2, in: mailbox) == nil)  // deleted
        #expect(mail(3, in: mailbox)?.isRead == false)
        let first = try #require(mail(1, in: mailbox))
        #expect(!first.isRead)  // read by the tap, unread again by the menu
        #expect(first.isStarred)
        #expect(Array(ids(mailbox)[0].prefix(4)) == [4, 5, 1, 6])
        #expect(ids(mailbox)[1] == [3])
        // The table shows what the mailbox holds: the move is on screen, the star too, and the archive appeared.
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 28)
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "★ Message 1")
        #expect(adapter.row(at: IndexPath(row: 0, section: 1))?.model(as: Mail.self)?.id == 3)

        // Scrolling to the end cancels the prefetches left behind and asks for older mail.
        #expect(mailbox.olderPagesLoaded == 0)
        tableView.setEditing(false, animated: false)
        tableView.scrollToRow(at: IndexPath(row: 27, section: 0), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        #expect(mailbox.olderPagesLoaded > 0)
        #expect(!mailbox.loadingBodies.contains(15))
    }

    @Test("On a collection view list, the same rows' handlers run from taps, swipes, the menu, the star and a move")
    func everyHandlerRunsOnACollectionView() async throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let mailbox = Mailbox(inbox: (1...30).map { Mail(id: $0, subject: "Message \($0)") })
        let adapter = showInbox(mailbox, in: collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(!mailbox.loadingBodies.isEmpty)
        #expect(!mailbox.loadingBodies.contains(1))

        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.simulateSwipe(at: IndexPath(item: 1, section: 0), edge: .leading))
        #expect(collectionView.simulateSwipe(at: IndexPath(item: 2, section: 0), edge: .trailing))
        await adapter.settled()
        #expect(mailbox.opened.map(\.id) == [1])
        #expect(mail(2, in: mailbox)?.isRead == true)
        #expect(ids(mailbox)[1] == [3])
        #expect(collectionView.numberOfSections == 2)

        #expect(collectionView.simulateLongPress(at: IndexPath(item: 0, section: 0)) != nil)
        #expect(collectionView.simulateTapContextMenuAction(titled: "Mark as Unread"))
        (collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? MailItemCell)?.starTapped()
        await adapter.settled()
        let first = try #require(mail(1, in: mailbox))
        #expect(!first.isRead)
        #expect(first.isStarred)

        // Moved into the archive by interactive movement: onMove gets the model and its RowPath on screen.
        let moved = collectionView.simulateMove(
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(moved != nil)
        await adapter.settled()
        #expect(ids(mailbox)[1] == [1, 3])
        #expect(adapter.row(at: IndexPath(item: 0, section: 1))?.model(as: Mail.self)?.id == 1)

        // A collection view deletes the rows picked in editing mode.
        collectionView.allowsMultipleSelectionDuringEditing = true
        adapter.setEditing(true, animated: false)
        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(adapter.deleteSelectedRows().count == 1)
        await adapter.settled()
        #expect(mail(2, in: mailbox) == nil)
        #expect(mailbox.opened.map(\.id) == [1])  // a tap in editing mode picks, it does not open
        #expect(collectionView.numberOfItems(inSection: 0) == 27)
    }
}
