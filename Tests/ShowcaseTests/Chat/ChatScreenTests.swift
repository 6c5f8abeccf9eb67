import ListKit
import ListKitTerminalTestSupport
import ListKitTestSupport
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The chat screen in a view 320 points wide and `height` tall, its pages served by hand through a stub loader.
@MainActor
private final class ChatScreen {
    let stub = StubLoader<ListPage<Message, Int>>()
    let controller: ChatViewController

    init(height: CGFloat = 400) {
        let stub = stub
        controller = ChatViewController(loadPage: { cursor in
            try await stub.load(recording: cursor.map(String.init))
        })
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
    }

    var table: UITableView { controller.tableView }

    /// Serves the newest page and waits until the chat shows it, scrolled to the newest message.
    func open() async {
        await serve(0, endingAt: nil)
    }

    /// Answers the loader's call number `call` with the page ending at `cursor`, and waits until the screen has shown
    /// it and nothing is under way.
    func serve(_ call: Int, endingAt cursor: Int?) async {
        await stub.waitForCalls(call + 1)
        _ = await stub.succeed(call, with: ChatHistory.page(endingAt: cursor))
        #expect(await eventually { !controller.isBusy }, "the chat is still busy after call \(call)")
        await controller.settled()
        table.layoutIfNeeded()
    }

    /// The rectangle of message `id`'s row in the table's content, or `nil` when the table does not have it.
    func rect(of id: Int) -> CGRect? {
        guard let row = controller.viewModel.items.firstIndex(where: { $0.id == id }) else { return nil }
        return table.rectForRow(at: IndexPath(row: row, section: table.numberOfSections - 1))
    }

    /// The frame of the cell showing message `id` in the table's content, or `nil` when it is not on screen.
    func cellFrame(of id: Int) -> CGRect? {
        let paths = (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
        for path in paths {
            guard let cell = table.cellForRow(at: path) as? ChatMessageCell, cell.message?.id == id else { continue }
            return cell.frame
        }
        return nil
    }

    /// The top of the cell showing message `id`, from the top of the bounds, or `nil` when it is not on screen.
    func yInBounds(of id: Int) -> CGFloat? {
        cellFrame(of: id).map { $0.minY - table.bounds.minY }
    }
}

@MainActor
@Suite("Showcase: the chat screen", .timeLimit(.minutes(10)))
struct ChatScreenTests {
    @Test("The chat opens on its newest message, whose bottom is the bottom of the bounds")
    func opensAtNewest() async throws {
        let screen = ChatScreen()
        await screen.open()
        let newest = try #require(screen.cellFrame(of: 60))
        #expect(newest.maxY == screen.table.bounds.maxY)
        #expect(await screen.stub.arguments == [nil])
        #expect(screen.controller.statusText == "15 messages; scroll up for older ones")
    }

    @Test("Older messages load above the one cut by the top, which keeps its y exactly (it jumped from −3.3 to 940.7)")
    func olderMessagesLoadWithoutAJump() async throws {
        let screen = ChatScreen()
        await screen.open()
        #expect(await screen.stub.callCount == 1)
        // The user drags up until message 47 is cut by the top by 3.3 points: near the start, older messages load.
        let row = try #require(screen.rect(of: 47))
        screen.table.scroll(to: CGPoint(x: 0, y: row.minY + 3.3))
        let before = try #require(screen.yInBounds(of: 47))
        #expect(abs(before + 3.3) < 1e-9)
        await screen.stub.waitForCalls(2)
        #expect(await screen.stub.argument(of: 1) == "45")
        #expect(screen.controller.statusText == "Loading older messages…")

        await screen.serve(1, endingAt: 45)
        #expect(screen.controller.viewModel.items.map(\.id) == Array(31...60))
        // Exactly, to the rounding of a subtraction of offsets near 1,000 points (a ten-billionth of a point).
        let after = try #require(screen.yInBounds(of: 47))
        #expect(abs(after - before) < 1e-10)
        // The older messages are above, out of sight; the next approach of the start loads the page before them.
        #expect(screen.cellFrame(of: 31) == nil)
        screen.table.scroll(to: .zero)
        await screen.serve(2, endingAt: 30)
        screen.table.scroll(to: .zero)
        await screen.serve(3, endingAt: 15)
        #expect(screen.controller.viewModel.items.map(\.id) == Array(1...60))
        #expect(screen.controller.statusText == "60 messages: the whole conversation")
        #expect(await screen.stub.arguments == [nil, "45", "30", "15"])
    }

    @Test("A sent message is appended and scrolled to the bottom exactly, from anywhere in the conversation")
    func sentMessageLandsAtBottom() async throws {
        let screen = ChatScreen()
        await screen.open()
        await screen.controller.send().value
        let sent = try #require(screen.cellFrame(of: 61))
        #expect(sent.maxY == screen.table.bounds.maxY)
        #expect(screen.controller.statusText == "Sent “On my way.”")

        // Scrolled away to the start (older messages load meanwhile), a longer message still lands at the bottom.
        screen.table.scroll(to: .zero)
        await screen.serve(1, endingAt: 45)
        await screen.controller.send().value
        let second = try #require(screen.cellFrame(of: 62))
        #expect(second.maxY == screen.table.bounds.maxY)
        #expect(second.height > sent.height)
        #expect(screen.controller.viewModel.items.map(\.id).suffix(3) == [60, 61, 62])
    }

    @Test("A new size keeps the newest message at the bottom while the user follows it")
    func resizeKeepsNewestAtBottom() async throws {
        let screen = ChatScreen()
        await screen.open()
        screen.controller.view.frame = CGRect(x: 0, y: 0, width: 280, height: 250)
        screen.controller.view.layoutIfNeeded()
        #expect(await eventually { !screen.controller.isBusy })
        let newest = try #require(screen.cellFrame(of: 60))
        #expect(newest.maxY == screen.table.bounds.maxY)
    }
}

@MainActor
@Suite("Showcase: the chat screen in the terminal", .timeLimit(.minutes(10)))
struct ChatFrameTests {
    /// Tab presses from the first screen to the chat, the twelfth: activating it loads its first page, which the script
    /// waits for (a chat shown alone would print its first frame before that page arrived).
    private let toChat = Array(repeating: "tab", count: 11).joined(separator: " ")

    @Test("Chat: opens on the newest message; Page Up loads older ones above; s sends and shows it at the bottom")
    func chatKeys() async throws {
        let run = try await ShowcaseRun.play("\(toChat) pageup pageup pageup s", width: 60, height: 20)
        let opened = try #require(run.frame("11/15: tab"))
        expectSnapshot(opened, named: "chat-newest")
        #expect(opened.contains("#60"))
        #expect(opened.contains("↑↓ scroll  s send"))
        let paged = try #require(run.frame("14/15: pageup"))
        expectSnapshot(paged, named: "chat-older")
        #expect(paged.contains("#39"))
        #expect(paged.contains("30 messages; scroll up for older ones"))
        #expect(!paged.contains("#46"))
        let sent = try #require(run.frame("15/15: s"))
        expectSnapshot(sent, named: "chat-sent")
        #expect(sent.contains("On my way."))
        #expect(sent.contains("Sent “On my way.”"))
        // The same script prints the same frames.
        let again = try await ShowcaseRun.play("\(toChat) pageup pageup pageup s", width: 60, height: 20)
        #expect(again.frames == run.frames)
    }

    @Test("The default tour shows the chat, loads older messages and sends one")
    func tourShowsChat() async throws {
        let run = try await ShowcaseRun.play(ShowcaseOptions.defaultScript)
        #expect(run.frames.contains { $0.contains("Chat]") && $0.contains("#60") })
        #expect(run.frames.contains { $0.contains("Chat]") && $0.contains("Sent “On my way.”") })
    }
}
