#if !canImport(UIKit)
import HeadlessUIKit

/// One screen the terminal host shows: a title for the tab line, the table view to draw and drive, and a status
/// line.
///
/// The closures are asked each time a frame is drawn, so a screen can hand over the table of whichever child is
/// selected (a tab bar controller's, say) and a status that its handlers update.
///
/// ```swift
/// let screen = TerminalScreen(title: "People", tableView: { people.tableView }, status: { status.text })
/// ```
@MainActor
public final class TerminalScreen {
    /// The name shown in the tab line.
    public let title: String

    private let tableViewProvider: @MainActor () -> UITableView
    private let statusProvider: @MainActor () -> String
    private let activation: @MainActor () -> Void
    private let busyProvider: @MainActor () -> Bool
    private let keyHandler: @MainActor (Key) -> Bool

    /// The row the terminal highlights on this screen, as of the key being handled; `nil` before the first key or
    /// when the table has no rows.
    public internal(set) var highlightedRow: IndexPath?

    /// The screen's own keys for the hints line (for example `/ search  d delete`); empty for none.
    public let keyHints: String

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - title: The name shown in the tab line.
    ///   - tableView: Gives the table view to draw and drive.
    ///   - status: Gives the status line's text (empty for none).
    ///   - isBusy: Whether work that will change the screen is under way (a load); scripts wait for it to end
    ///     before they draw a frame.
    ///   - onActivate: Called when the screen is switched to (for example to select a tab of a tab bar controller).
    ///   - keyHints: The screen's own keys, shown before the common ones in the hints line.
    ///   - onKey: Offered every key first, except Tab, Shift-Tab and quit; returns whether it handled the key (the
    ///     session then does nothing more with it).
    public init(
        title: String,
        tableView: @escaping @MainActor () -> UITableView,
        status: @escaping @MainActor () -> String = { "" },
        isBusy: @escaping @MainActor () -> Bool = { false },
        onActivate: @escaping @MainActor () -> Void = {},
        keyHints: String = "",
        onKey: @escaping @MainActor (Key) -> Bool = { _ in false }
    ) {
        self.title = title
        self.tableViewProvider = tableView
        self.statusProvider = status
        self.busyProvider = isBusy
        self.activation = onActivate
        self.keyHints = keyHints
        self.keyHandler = onKey
    }

    /// Whether work that will change the screen is under way.
    public var isBusy: Bool {
        busyProvider()
    }

    /// The table view to draw and drive.
    public var tableView: UITableView {
        tableViewProvider()
    }

    /// The status line's text.
    public var status: String {
        statusProvider()
    }

    /// Offers `key` to the screen's own handler.
    ///
    /// - Returns: Whether the screen handled it.
    public func handleKey(_ key: Key) -> Bool {
        keyHandler(key)
    }

    /// Tells the screen that it is now shown.
    public func activate() {
        activation()
    }
}
#endif
