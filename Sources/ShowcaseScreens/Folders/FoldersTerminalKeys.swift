#if !canImport(UIKit)
import ListKitTerminal

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The folders screen's keys in the terminal, besides Return (which taps the highlighted row: a folder opens or
/// closes): `l` opens the highlighted folder and `h` closes it (the terminal host has no left and right arrow keys),
/// `r` refreshes the data.
@MainActor
final class FoldersTerminalKeys {
    /// The hints line's text for these keys.
    static let hints = "h close  l open  r refresh"

    private let folders: FoldersViewController
    /// The screen, for its highlighted row.
    weak var screen: TerminalScreen?

    init(folders: FoldersViewController) {
        self.folders = folders
    }

    /// Handles `key`; returns whether it was one of the screen's.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("h"), .character("l"):
            let open = key == .character("l")
            if let row = screen?.highlightedRow, let item = folders.item(at: row), item.isFolder {
                folders.setOpen(open, item.id)
            }
            return true
        case .character("r"):
            folders.refresh()
            return true
        default:
            return false
        }
    }
}
#endif
