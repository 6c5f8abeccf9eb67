#if !canImport(UIKit)
import ListKitTerminal

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The chat screen's keys in the terminal, where they stand for the user's finger: ↑ and ↓ drag the conversation by
/// a line, Page Up and Page Down by a screen, Home and End to its ends (each a drag, as `UIScrollView.scroll(to:)`
/// simulates one, so the near-start trigger hears the user); `s` sends a message. No row is highlighted: a chat is
/// read, not navigated.
@MainActor
final class ChatTerminalKeys {
    /// The hints line's text for these keys.
    static let hints = "↑↓ scroll  s send"

    private let chat: ChatViewController

    init(chat: ChatViewController) {
        self.chat = chat
    }

    /// Handles `key`; returns whether it was one of the screen's.
    func handle(_ key: Key) -> Bool {
        let table = chat.tableView
        let page = max(table.bounds.height - TerminalGrid.pointsPerLine, TerminalGrid.pointsPerLine)
        switch key {
        case .up: drag(by: -TerminalGrid.pointsPerLine)
        case .down: drag(by: TerminalGrid.pointsPerLine)
        case .pageUp: drag(by: -page)
        case .pageDown: drag(by: page)
        case .home: drag(by: -table.contentSize.height)
        case .end: drag(by: table.contentSize.height)
        case .character("s"): chat.send()
        default: return false
        }
        return true
    }

    /// Drags the conversation by `distance` points (negative: towards older messages), kept within the content; the
    /// chat follows the newest message again once the drag reaches the bottom.
    private func drag(by distance: CGFloat) {
        let table = chat.tableView
        table.layoutIfNeeded()
        let bottom = max(0, table.contentSize.height - table.bounds.height)
        let y = min(max(table.contentOffset.y + distance, 0), bottom)
        table.scroll(to: CGPoint(x: table.contentOffset.x, y: y))
        chat.followsNewest = y >= bottom
    }
}
#endif
