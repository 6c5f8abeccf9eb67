import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The chat screen: a conversation of self-sizing messages that opens on the newest one, at the bottom, and loads
/// older messages page by page as the user scrolls up — inserted above without moving what the user reads — through a
/// `PagedListViewModel` whose pages have previous cursors, bound to the adapter. Sending a message appends it and
/// scrolls it to the bottom, exactly.
final class ChatViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let status = StatusLine()
    private lazy var adapter = TableViewAdapter(tableView: tableView)
    private(set) lazy var viewModel = makeViewModel()
    private let loadPage: PagedListViewModel<Message, Int>.PageLoader
    /// How many messages the user has sent.
    private var sentCount = 0
    /// The first load and the scroll to the newest message after it, while they run.
    private var opening: Task<Void, Never>?
    /// The scroll to a message just sent, while it waits for the message to be on screen.
    private var sending: Task<Void, Never>?
    /// The scroll back to the newest message after a change of size, while it waits for the layout to end.
    private var keepingNewest: Task<Void, Never>?
    /// The size of the table when the newest message was last put at the bottom.
    private var laidOutSize = CGSize.zero

    /// Whether the newest message stays at the bottom as the view changes size: until the user scrolls up, and again
    /// once the user scrolls back to the bottom or sends a message.
    var followsNewest = true

    /// How long the sample conversation takes to serve a page, in nanoseconds: long enough to see the loading row,
    /// short enough for scripts, which wait while the screen is busy.
    static let sampleLatency: UInt64 = 40_000_000

    /// Creates the screen; `loadPage` serves the conversation's pages (by default ``ChatHistory``'s, after
    /// ``sampleLatency``).
    init(
        loadPage: @escaping PagedListViewModel<Message, Int>.PageLoader = { cursor in
            try await Task.sleep(nanoseconds: ChatViewController.sampleLatency)
            return ChatHistory.page(endingAt: cursor)
        }
    ) {
        self.loadPage = loadPage
        super.init(nibName: nil, bundle: nil)
        title = "Chat"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(tableView)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        adapter.bind(to: viewModel)
        let load = viewModel.load()
        opening = Task { [weak self] in
            await load.value
            await self?.adapter.settled()
            self?.scrollToNewest(animated: false)
            self?.opening = nil
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A new size (the terminal's, a rotation) keeps the newest message at the bottom while the user follows it:
        // once the layout that brought it has ended, and the rows have their heights at the new width.
        guard tableView.bounds.size != laidOutSize, followsNewest, opening == nil, keepingNewest == nil else { return }
        keepingNewest = Task { [weak self] in
            self?.scrollToNewest(animated: false)
            self?.keepingNewest = nil
        }
    }

    /// Whether the conversation loads, older messages load, or a sent message is on its way to the bottom.
    var isBusy: Bool {
        if opening != nil || sending != nil || keepingNewest != nil { return true }
        if case .loading = viewModel.state { return true }
        return viewModel.previousPaging.isLoadingMore
    }

    /// The status line: what was sent last, or where the older messages stand.
    var statusText: String {
        if !status.text.isEmpty { return status.text }
        switch viewModel.previousPaging {
        case .loadingMore: return "Loading older messages…"
        case .complete: return "\(viewModel.items.count) messages: the whole conversation"
        case .hasMore: return "\(viewModel.items.count) messages; scroll up for older ones"
        case .failed(let error): return "Could not load older messages: \(error)"
        case .notStarted, .paused: return ""
        }
    }

    /// Sends the next of the user's messages: appended to the conversation, then scrolled to the bottom of the view,
    /// animated, once the table shows it.
    ///
    /// - Returns: The scroll, which completes once the message is at the bottom.
    @discardableResult
    func send() -> Task<Void, Never> {
        sentCount += 1
        let message = ChatHistory.sent(sentCount)
        viewModel.updateItems { $0.append(message) }
        followsNewest = true
        status.text = "Sent “\(message.text)”"
        sending?.cancel()
        let task = Task { [weak self] in
            await self?.adapter.settled()
            guard !Task.isCancelled else { return }
            self?.scrollToNewest(animated: true)
            self?.sending = nil
        }
        sending = task
        return task
    }

    /// Waits until the table shows the view model's snapshot as it is now.
    func settled() async {
        await adapter.settled()
    }

    /// Scrolls the newest message to the bottom of the view, exactly.
    func scrollToNewest(animated: Bool) {
        laidOutSize = tableView.bounds.size
        guard let newest = viewModel.items.last else { return }
        adapter.scrollToRow(withID: newest.id, at: .bottom, animated: animated)
    }

    private func makeViewModel() -> PagedListViewModel<Message, Int> {
        PagedListViewModel(
            loadPage: loadPage,
            sections: { messages, _ in
                Section("messages") {
                    for message in messages { Row<ChatMessageCell>(message) }
                }
            },
            loadingRow: { AnyRow(Row<TextCell>("Loading the conversation…")) },
            emptyRow: { AnyRow(Row<TextCell>("No messages yet.")) },
            errorRow: { error, retry in
                let text = "Could not load the conversation: \(error) (Return retries)"
                return AnyRow(Row<TextCell>(text).onSelect { _ in retry() })
            },
            loadingPreviousRow: { AnyRow(Row<TextCell>("Loading older messages…")) },
            previousPageErrorRow: { error, retry in
                AnyRow(Row<TextCell>("Could not load older messages: \(error)").onSelect { _ in retry() })
            }
        )
    }
}
