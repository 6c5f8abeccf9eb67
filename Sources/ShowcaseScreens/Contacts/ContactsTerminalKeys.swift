#if !canImport(UIKit)
import ListKitTerminal

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The contacts screen's keys in the terminal: `/` starts a search that printable keys type into (Backspace
/// deletes, Return or Escape ends it), `d` swipes the highlighted contact and taps Delete, `r` pulls to refresh.
@MainActor
final class ContactsTerminalKeys {
    /// The hints line's text for these keys.
    static let hints = "/ search  d delete  r refresh"

    private let contacts: ContactsViewController
    /// The screen, for its highlighted row.
    weak var screen: TerminalScreen?

    init(contacts: ContactsViewController) {
        self.contacts = contacts
    }

    /// The status line: the search field while searching or filtering, then the screen's status.
    var status: String {
        if contacts.isSearching { return "Search: \(contacts.query)▏" }
        if contacts.query.isEmpty { return contacts.status.text }
        return "Search: \(contacts.query)  \(contacts.status.text)"
    }

    /// Handles `key`; returns whether it was one of the screen's.
    func handle(_ key: Key) -> Bool {
        if contacts.isSearching { return search(key) }
        switch key {
        case .character("/"):
            contacts.isSearching = true
            return true
        case .character("d"):
            deleteHighlighted()
            return true
        case .character("r"):
            _ = contacts.tableView.simulatePullToRefresh()
            return true
        default:
            return false
        }
    }

    private func search(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            contacts.query.append(character)
        case .space:
            contacts.query.append(" ")
        case .backspace:
            if !contacts.query.isEmpty { contacts.query.removeLast() }
        case .enter, .escape:
            contacts.isSearching = false
        default:
            return false
        }
        return true
    }

    private func deleteHighlighted() {
        // A full swipe performs the first trailing action: Delete.
        guard let row = screen?.highlightedRow else { return }
        contacts.tableView.simulateSwipe(at: row, edge: .trailing)
    }
}
#endif
