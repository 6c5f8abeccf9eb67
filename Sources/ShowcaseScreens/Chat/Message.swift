import ListKit

/// A message of the chat screen.
struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    let author: String
    let text: String
}

/// The chat screen's source: a fixed conversation of sixty messages, served newest page first and older pages as the
/// user scrolls up, as a messaging API would. Deterministic, so frames and tests see the same messages every run.
///
/// A page's cursor is the number of messages before it: the first page (cursor `nil`) holds the newest
/// ``pageSize`` messages, and each page's previous cursor loads the ``pageSize`` before it.
enum ChatHistory {
    /// How many messages a page holds.
    static let pageSize = 15

    /// Every message of the conversation, oldest first, numbered from 1.
    static let all: [Message] = (1...60).map { number in
        let author = authors[number % authors.count]
        let line = lines[(number * 7) % lines.count]
        // Every fifth message is longer, so rows wrap to different heights.
        let text = number % 5 == 0 ? "\(line) \(lines[(number * 3) % lines.count])" : line
        return Message(id: number, author: author, text: "#\(number) \(text)")
    }

    /// The page that ends before `cursor` messages (`nil`: the newest page), and the cursor of the page before it.
    ///
    /// - Parameter cursor: The number of messages before the page, as the previous page's cursor gives it.
    /// - Returns: The page.
    static func page(endingAt cursor: Int?) -> ListPage<Message, Int> {
        let end = min(max(cursor ?? all.count, 0), all.count)
        let start = max(end - pageSize, 0)
        return ListPage(items: Array(all[start..<end]), nextCursor: nil, previousCursor: start > 0 ? start : nil)
    }

    /// The message the user sends as number `number` (from 1): ids after the conversation's, texts that cycle.
    ///
    /// - Parameter number: How many messages the user has sent, this one included.
    /// - Returns: The message.
    static func sent(_ number: Int) -> Message {
        let text = replies[(number - 1) % replies.count]
        return Message(id: all.count + number, author: "You", text: text)
    }

    private static let authors = ["Ada", "Grace", "Alan"]

    private static let lines = [
        "Did the build go green?",
        "Almost: one test still waits on the simulator.",
        "We do not need a simulator for that one any more.",
        "Then the table diff is the only thing left to review.",
        "I read it this morning; the staged updates look right to me.",
        "Can someone check the chat screen before lunch?",
        "Scrolling up loads older messages, and nothing jumps.",
        "Ship it.",
        "The self-sizing rows land exactly at the bottom now.",
        "Coffee first.",
        "Who owns the release notes this week?",
    ]

    private static let replies = [
        "On my way.",
        "Sounds good to me, let us pair on the release notes after the review.",
        "Done.",
    ]
}
