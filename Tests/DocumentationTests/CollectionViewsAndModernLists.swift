// README.md's "Collection views and modern lists": its last snippet verbatim, run on a table of folders and
// messages. (Its other snippets are in SectionLayouts.swift and RowsWithoutCellSubclasses.swift.)
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

/// A row of the README's screen: a folder or a message, each with an id.
struct ReadmeItem: Identifiable, Hashable, Sendable {
    var id: String
}

/// The cell of a ``ReadmeItem``.
final class ReadmeItemCell: UITableViewCell, ConfigurableCell {
    func configure(with model: ReadmeItem) { textLabel?.text = model.id }
}

/// The README's chat: counts the loads of older messages.
@MainActor
final class ReadmeChat {
    private(set) var olderLoads = 0
    func loadOlder() { olderLoads += 1 }
}

/// The README's calls, as written there.
@MainActor
func readmeModernListCalls(adapter: TableViewAdapter, folder: ReadmeItem, message: ReadmeItem, chat: ReadmeChat) {
    adapter.expand(folder.id)             // animated: the folder's rows are inserted
    adapter.scrollToRow(withID: message.id, at: .middle, animated: false)
    adapter.onNearStart(within: 5) { [weak chat] in chat?.loadOlder() }
    adapter.setEditing(true, animated: true)
}

@MainActor
@Suite("README: collection views and modern lists", .timeLimit(.minutes(10)))
struct CollectionViewsAndModernListsTests {
    @Test("The README's calls expand a folder, scroll to a message by its id, and start editing")
    func readmeCalls() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.rowHeight = 44
        let adapter = TableViewAdapter(tableView: table)
        let folder = ReadmeItem(id: "folder")
        let messages = (0..<30).map { ReadmeItem(id: "message \($0)") }
        await adapter.apply(
            ListSnapshot {
                Section("s") {
                    Row<ReadmeItemCell>(folder).children { Row<ReadmeItemCell>(ReadmeItem(id: "file")) }
                    for message in messages { Row<ReadmeItemCell>(message) }
                }
            })
        table.layoutIfNeeded()
        let chat = ReadmeChat()
        readmeModernListCalls(adapter: adapter, folder: folder, message: messages[20], chat: chat)
        await adapter.settled()
        table.layoutIfNeeded()
        #expect(adapter.isExpanded(folder.id))
        #expect(table.numberOfRows(inSection: 0) == 32)
        let shown = try #require(adapter.indexPath(forRowWithID: messages[20].id))
        #expect(shown == IndexPath(row: 22, section: 0))
        #expect(table.bounds.contains(CGPoint(x: 10, y: table.rectForRow(at: shown).midY)))
        #expect(table.isEditing)
    }
}
