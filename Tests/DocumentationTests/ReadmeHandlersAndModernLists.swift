// README.md's handlers example ("Table views") and its grid, outline and collection-view editing examples
// ("Collection views and modern lists"), verbatim, each run on HeadlessUIKit. The models and cells are the articles'
// (RowHandlers.swift, SectionLayouts.swift, Outlines.swift).
// swift-format-ignore-file
// The README's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit
import Testing

/// The README's inbox rows and near-end action, as written there.
@MainActor
func readmeInbox(_ mailbox: Mailbox, adapter: TableViewAdapter) -> ListSnapshot {
    let inbox = Section("inbox") {
        Rows<MailCell>(mailbox.folders[0])
            .onSelect { mail in mailbox.open(mail) }
            .onDelete { mail in mailbox.delete(mail) }
            .onMove { mail, destination in mailbox.move(mail, to: destination) }  // destination: a RowPath
            .leadingActions([SwipeAction("Read") { mail in mailbox.setRead(mail, true) }])
            .trailingActions([SwipeAction("Delete", style: .destructive) { mail in mailbox.delete(mail) }])
            .contextMenu { mail in UIMenu(children: [UIAction(title: "Delete") { _ in mailbox.delete(mail) }]) }
            .onPrefetch({ mail in mailbox.loadBody(of: mail) }, cancel: { mail in mailbox.cancelBody(of: mail) })
            .onEvent { mail, event in mailbox.handle(event, for: mail) }  // MailCell: EventSendingCell
    }
    adapter.onNearEnd(within: 5) { [weak mailbox] in mailbox?.loadOlder() }
    return ListSnapshot { inbox }
}

/// The README's grid, as written there.
@MainActor
func showReadmePhotoGrid(_ photos: [Photo], adapter: CollectionViewAdapter) {
    adapter.defaultSectionLayout = .list(.insetGrouped)  // section layouts on: a section without one is a list
    adapter.apply(ListSnapshot {
        Section("photos") {
            for photo in photos { Row<PhotoCell>(photo) }
        }
        .layout(.grid(columns: 3, spacing: 2))
    })
}

/// The README's outline row, as written there.
func readmeFolderRow(_ folder: Folder) -> Row<FolderCell> {
    Row<FolderCell>(folder).children {
        for file in folder.files { Row<FileCell>(file) }
    }
}

/// The README's collection view editing, as written there; returns the photos picked.
@MainActor
func readmeCollectionEditing(_ adapter: CollectionViewAdapter, _ collectionView: UICollectionView) -> [Photo] {
    adapter.reordersByDragAndDrop = true                // a long press drags a row that has onMove
    collectionView.allowsMultipleSelectionDuringEditing = true
    adapter.setEditing(true, animated: true)            // a tap now picks a row
    collectionView.simulateTap(at: IndexPath(item: 1, section: 0))  // HeadlessUIKit's finger, in a test
    let picked: [Photo] = adapter.selectedModels()
    adapter.deleteSelectedRows()                        // each picked row's onDelete runs
    return picked
}

@MainActor
@Suite("README: the row handlers and the modern lists' examples", .timeLimit(.minutes(10)))
struct ReadmeHandlersAndModernListsTests {
    @Test("The README's inbox rows call the mailbox from a tap, both swipes, the menu, the star, a delete, a move and the end")
    func readmeInboxHandlersRun() async throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        tableView.rowHeight = 44
        let adapter = TableViewAdapter(tableView: tableView)
        let mailbox = Mailbox(inbox: (1...40).map { Mail(id: $0, subject: "Message \($0)") })
        mailbox.changed = { adapter.apply(readmeInbox(mailbox, adapter: adapter)) }
        await adapter.apply(readmeInbox(mailbox, adapter: adapter))
        tableView.layoutIfNeeded()
        #expect(!mailbox.loadingBodies.isEmpty)  // the rows below the screen are prefetched

        tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .leading))
        #expect(tableView.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing))
        await adapter.settled()
        #expect(mailbox.opened.map(\.id) == [1])
        #expect(mailbox.folders[0].prefix(3).map(\.id) == [1, 2, 4])
        #expect(mailbox.folders[0].prefix(2).map(\.isRead) == [true, true])

        #expect(tableView.simulateLongPress(at: IndexPath(row: 2, section: 0)) != nil)
        #expect(tableView.simulateTapContextMenuAction(titled: "Delete"))
        (tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MailCell)?.starTapped()
        await adapter.settled()
        #expect(mailbox.folders[0].prefix(3).map(\.id) == [1, 2, 5])
        #expect(mailbox.folders[0].first?.isStarred == true)

        tableView.setEditing(true, animated: false)
        #expect(tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) != nil)
        #expect(mailbox.folders[0].prefix(3).map(\.id) == [2, 1, 5])
        #expect(tableView.simulateCommitDelete(at: IndexPath(row: 0, section: 0)))
        await adapter.settled()
        #expect(mailbox.folders[0].prefix(2).map(\.id) == [1, 5])
        #expect(tableView.numberOfRows(inSection: 0) == mailbox.folders[0].count)

        // The end of the inbox asks for older mail.
        #expect(mailbox.olderPagesLoaded == 0)
        tableView.setEditing(false, animated: false)
        tableView.scrollToRow(at: IndexPath(row: mailbox.folders[0].count - 1, section: 0), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        #expect(mailbox.olderPagesLoaded > 0)
    }

    @Test("The README's grid lays photos out three to a row")
    func readmeGridHasThreeColumns() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 302, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: collectionView)
        showReadmePhotoGrid((0..<6).map { Photo(id: $0, comments: 0) }, adapter: adapter)
        collectionView.layoutIfNeeded()
        let frames = (0..<6).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 6)
        #expect(Set(frames.prefix(3).map(\.minY)).count == 1)
        #expect(frames[3].minY > frames[0].maxY)
        #expect(frames[1].minX - frames[0].maxX == 2)
    }

    @Test("The README's folder row shows its files once expanded")
    func readmeFolderRowExpands() async {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let adapter = TableViewAdapter(tableView: tableView)
        let folder = Folder(id: "Documents", files: [FileItem(id: "a.txt"), FileItem(id: "b.txt")])
        await adapter.apply(ListSnapshot { Section("files") { readmeFolderRow(folder) } })
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(adapter.expand(folder.id))
        await adapter.settled()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(adapter.row(at: IndexPath(row: 2, section: 0))?.model(as: FileItem.self)?.id == "b.txt")
    }

    @Test("The README's collection view editing picks a photo and deletes it through its onDelete")
    func readmeCollectionEditingDeletes() async {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: collectionView)
        var deleted: [Int] = []
        await adapter.apply(
            ListSnapshot {
                Section("photos") {
                    Rows<PhotoCell>((0..<4).map { Photo(id: $0, comments: 0) }).onDelete { deleted.append($0.id) }
                }
            })
        collectionView.layoutIfNeeded()
        let picked = readmeCollectionEditing(adapter, collectionView)
        #expect(picked.map(\.id) == [1])
        #expect(deleted == [1])
        #expect(adapter.isEditing)
        #expect(adapter.reordersByDragAndDrop)
    }
}
