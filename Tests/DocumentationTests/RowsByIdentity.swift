// The articles "Rows by identity" and "Lists that grow at the top" (ListKitUIKit.docc/RowsByIdentity.md and
// ListsThatGrowAtTheTop.md): their snippets verbatim, run on a chat of self-sizing messages.
// swift-format-ignore-file
// The articles' code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit
import Testing

/// A message of the articles' chat.
struct ChatMessage: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

/// A message's cell: its text, wrapping, sizes the row.
final class ChatMessageCell: UITableViewCell, ConfigurableCell {
    func configure(with model: ChatMessage) {
        textLabel?.numberOfLines = 0
        textLabel?.text = model.text
    }
}

/// The "unread" badge shown under a message: a row of another cell type with the message's id.
final class UnreadBadgeCell: UITableViewCell, ConfigurableCell {
    func configure(with model: ChatMessage) { textLabel?.text = "unread" }
}

/// The articles' chat: messages, and older ones loaded ten at a time.
@MainActor
final class ChatHistory {
    private(set) var messages: [ChatMessage]
    private(set) var loads = 0

    init(newest count: Int) {
        messages = (1000 - count..<1000).map { ChatMessage(id: $0, text: "Message \($0)") }
    }

    var snapshot: ListSnapshot {
        ListSnapshot { Section(0) { for message in messages { Row<ChatMessageCell>(message) } } }
    }

    func loadOlder() {
        loads += 1
        guard let first = messages.first else { return }
        messages.insert(contentsOf: (first.id - 10..<first.id).map { ChatMessage(id: $0, text: "Message \($0)") }, at: 0)
    }
}

@MainActor
@Test("The rows-by-identity snippets find, scroll to, select and reconfigure a message")
func rowsByIdentitySnippets() async {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let adapter = TableViewAdapter(tableView: tableView)
    let message = ChatMessage(id: 7, text: "Hello")
    await adapter.apply(
        ListSnapshot {
            Section(0) {
                for id in 0..<40 { Row<ChatMessageCell>(ChatMessage(id: id, text: "Message \(id)")) }
                Row<UnreadBadgeCell>(message)
            }
        })

    let indexPath = adapter.indexPath(forRowWithID: message.id)  // nil once the message is gone
    let row = adapter.row(withID: message.id)                    // its AnyRow: model(as:), cellType
    adapter.scrollToRow(withID: message.id, at: .middle, animated: false)
    adapter.selectRow(withID: message.id)                        // now in adapter.selectedRows
    adapter.reconfigureRow(withID: message.id)                   // the same cell, configured again

    let badge = adapter.indexPath(forRowWithID: message.id, cellType: UnreadBadgeCell.self)

    #expect(indexPath == IndexPath(row: 7, section: 0))
    #expect(row?.cellType == ChatMessageCell.self)
    #expect(adapter.selectedRows.map(\.id) == [AnyHashable(7)])
    #expect(badge == IndexPath(row: 40, section: 0))
}

@MainActor
@Test("The lists-that-grow-at-the-top snippet opens at the newest message and loads older ones without a jump")
func listsThatGrowAtTheTopSnippet() async throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let chat = ChatHistory(newest: 30)

    let adapter = TableViewAdapter(tableView: tableView)
    adapter.onNearStart(within: 5) { [weak chat] in chat?.loadOlder() }
    await adapter.apply(chat.snapshot)
    if let last = chat.messages.last { adapter.scrollToRow(withID: last.id, at: .bottom, animated: false) }

    let last = tableView.rectForRow(at: IndexPath(row: 29, section: 0))
    #expect(last.maxY == tableView.bounds.maxY - tableView.adjustedContentInset.bottom)
    #expect(chat.loads == 0)
    // The user scrolls to the top: one load; its rows arrive above without moving the first message on screen.
    tableView.scroll(to: CGPoint(x: 0, y: 0))
    #expect(chat.loads == 1)
    let top = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY)
    await adapter.apply(chat.snapshot)
    #expect(adapter.indexPath(forRowWithID: 970) == IndexPath(row: 10, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 10, section: 0)).map { $0.frame.minY - tableView.bounds.minY } == top)
    #expect(chat.loads == 1)

    adapter.keepsVisibleRowsInPlace = false
    #expect(!adapter.keepsVisibleRowsInPlace)
}

/// A placeholder row's cell: its text.
final class LoadingCell: UITableViewCell, ConfigurableCell {
    func configure(with model: String) { textLabel?.text = model }
}

/// The article's server: messages 1..<100 in pages of 20, the newest first (cursor: the first message after the page).
struct MessageServer: Sendable {
    func messages(endingAt cursor: Int?) async throws -> ListPage<ChatMessage, Int> {
        let end = cursor ?? 100
        let start = max(1, end - 20)
        return ListPage(
            items: (start..<end).map { ChatMessage(id: $0, text: "Message \($0)") }, nextCursor: nil,
            previousCursor: start > 1 ? start : nil)
    }
}

@MainActor
@Test("The paged-view-model snippet opens at the newest message and loads the page before as the user nears the start")
func listsThatGrowAtTheTopViewModelSnippet() async throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let adapter = TableViewAdapter(tableView: tableView)
    let server = MessageServer()

    let chat = PagedListViewModel(
        loadPage: { cursor in try await server.messages(endingAt: cursor) },  // ListPage(…, previousCursor: …)
        sections: { messages, _ in Section(0) { for message in messages { Row<ChatMessageCell>(message) } } },
        loadingPreviousRow: { AnyRow(Row<LoadingCell>("Loading older messages…")) }
    )
    adapter.bind(to: chat)
    await chat.load().value
    await adapter.settled()
    if let last = chat.items.last { adapter.scrollToRow(withID: last.id, at: .bottom, animated: false) }

    let newest = try #require(adapter.indexPath(forRowWithID: 99))
    #expect(tableView.rectForRow(at: newest).maxY == tableView.bounds.maxY)
    // The user scrolls to the top: the page before loads, below the loading row, without moving the rows on screen.
    tableView.scroll(to: CGPoint(x: 0, y: 0))
    #expect(chat.previousPaging.isLoadingMore)
    let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY)
    await chat.loadPreviousPage().value
    await adapter.settled()
    #expect(chat.items.map(\.id) == Array(60..<100))
    let moved = try #require(adapter.indexPath(forRowWithID: 80))
    #expect(moved == IndexPath(row: 20, section: 1))
    #expect(tableView.cellForRow(at: moved).map { $0.frame.minY - tableView.bounds.minY } == first)
}
