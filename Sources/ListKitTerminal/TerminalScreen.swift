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

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - title: The name shown in the tab line.
    ///   - tableView: Gives the table view to draw and drive.
    ///   - status: Gives the status line's text (empty for none).
    ///   - isBusy: Whether work that will change the screen is under way (a load); scripts wait for it to end
    ///     before they draw a frame.
    ///   - onActivate: Called when the screen is switched to (for example to select a tab of a tab bar controller).
    public init(
        title: String,
        tableView: @escaping @MainActor () -> UITableView,
        status: @escaping @MainActor () -> String = { "" },
        isBusy: @escaping @MainActor () -> Bool = { false },
        onActivate: @escaping @MainActor () -> Void = {}
    ) {
        self.title = title
        self.tableViewProvider = tableView
        self.statusProvider = status
        self.busyProvider = isBusy
        self.activation = onActivate
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

    /// Tells the screen that it is now shown.
    public func activate() {
        activation()
    }
}
#endif
