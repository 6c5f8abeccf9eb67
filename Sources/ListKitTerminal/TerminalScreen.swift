#if !canImport(UIKit)
import HeadlessUIKit

/// One screen the terminal host shows: a title for the tab line, the table view or collection view to draw and drive,
/// and a status line; optionally a side panel of text to the right of the list, and ticks that change the screen on
/// their own.
///
/// The closures are asked each time a frame is drawn, so a screen can hand over the table of whichever child is
/// selected (a tab bar controller's, say) and a status that its handlers update.
///
/// ```swift
/// let screen = TerminalScreen(title: "People", tableView: { people.tableView }, status: { status.text })
/// let live = TerminalScreen(
///     title: "Live", tableView: { feed.tableView },
///     sidePanel: TerminalScreen.SidePanel(width: 24) { feed.panelLines },
///     tick: TerminalScreen.Tick(interval: .seconds(1)) { feed.tick() })
/// ```
@MainActor
public final class TerminalScreen {
    /// The name shown in the tab line.
    public let title: String

    private let listProvider: @MainActor () -> ShownList
    private let statusProvider: @MainActor () -> String
    private let activation: @MainActor () -> Void
    private let busyProvider: @MainActor () -> Bool
    private let keyHandler: @MainActor (Key) -> Bool

    /// Lines of text drawn to the right of the table, in a column of their own: the table is narrower by the
    /// panel's width.
    public struct SidePanel {
        /// The columns the panel takes from the table, its rule and the space around the rule included (at least 4).
        public let width: Int
        /// Gives the panel's lines, top to bottom; asked each time a frame is drawn.
        public let lines: @MainActor () -> [String]

        /// Creates a side panel.
        ///
        /// - Parameters:
        ///   - width: The columns the panel takes from the table, its rule included; at least 4.
        ///   - lines: Gives the panel's lines, top to bottom. A line too wide is cut; lines below the table's last
        ///     line are not drawn.
        public init(width: Int, lines: @escaping @MainActor () -> [String]) {
            self.width = max(width, 4)
            self.lines = lines
        }
    }

    /// Work that changes the screen by itself, step by step: the interactive terminal calls ``action`` every
    /// ``interval`` while the screen is shown (and draws the frame after); scripts and the keyboard call it once per
    /// tick key (``TerminalSession/tickKey``, script word `tick`).
    public struct Tick {
        /// The time between two ticks in the interactive terminal.
        public let interval: Duration
        /// Makes one step.
        public let action: @MainActor () -> Void

        /// Creates a tick.
        ///
        /// - Parameters:
        ///   - interval: The time between two ticks in the interactive terminal; at least 10 milliseconds are used.
        ///   - action: Makes one step.
        public init(interval: Duration, action: @escaping @MainActor () -> Void) {
            self.interval = max(interval, .milliseconds(10))
            self.action = action
        }
    }

    /// The lines drawn to the right of the table, if any.
    public let sidePanel: SidePanel?

    /// The screen's tick, if it changes by itself.
    public let tick: Tick?

    /// The row the terminal highlights on this screen, as of the key being handled; `nil` before the first key or
    /// when the table has no rows.
    public internal(set) var highlightedRow: IndexPath?

    /// The screen's own keys for the hints line (for example `/ search  d delete`); empty for none.
    public let keyHints: String

    /// Whether the terminal highlights a row of this screen and scrolls to keep it in view (`true`, the default). A
    /// screen that scrolls itself with its own keys — a chat kept at its newest message — sets it to `false`: no row
    /// is highlighted, and the common keys that move the highlight or tap it reach the screen's own handler alone.
    public var highlightsRows = true

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
    ///   - sidePanel: Lines drawn to the right of the table; `nil` (the default) gives the table the full width.
    ///   - tick: Work that changes the screen by itself (on a timer when interactive, per tick key in scripts);
    ///     `nil` for none.
    public convenience init(
        title: String,
        tableView: @escaping @MainActor () -> UITableView,
        status: @escaping @MainActor () -> String = { "" },
        isBusy: @escaping @MainActor () -> Bool = { false },
        onActivate: @escaping @MainActor () -> Void = {},
        keyHints: String = "",
        onKey: @escaping @MainActor (Key) -> Bool = { _ in false },
        sidePanel: SidePanel? = nil,
        tick: Tick? = nil
    ) {
        self.init(
            title: title, list: { .table(tableView()) }, status: status, isBusy: isBusy, onActivate: onActivate,
            keyHints: keyHints, onKey: onKey, sidePanel: sidePanel, tick: tick)
    }

    /// Whether work that will change the screen is under way.
    public var isBusy: Bool {
        busyProvider()
    }

    /// Creates a screen that shows a collection view (any layout: flow, compositional, list), drawn by
    /// ``CollectionRenderer``; the keys move the highlight across its items in order, and scroll it (and an
    /// orthogonally scrolling section, along its own axis) to keep the highlighted item in view.
    ///
    /// - Parameters:
    ///   - title: The name shown in the tab line.
    ///   - collectionView: Gives the collection view to draw and drive.
    ///   - status: Gives the status line's text (empty for none).
    ///   - isBusy: Whether work that will change the screen is under way.
    ///   - onActivate: Called when the screen is switched to.
    ///   - keyHints: The screen's own keys, shown before the common ones in the hints line.
    ///   - onKey: Offered every key first, except Tab, Shift-Tab and quit; returns whether it handled the key.
    ///   - sidePanel: Lines drawn to the right of the collection view; `nil` (the default) for none.
    ///   - tick: Work that changes the screen by itself; `nil` for none.
    public convenience init(
        title: String,
        collectionView: @escaping @MainActor () -> UICollectionView,
        status: @escaping @MainActor () -> String = { "" },
        isBusy: @escaping @MainActor () -> Bool = { false },
        onActivate: @escaping @MainActor () -> Void = {},
        keyHints: String = "",
        onKey: @escaping @MainActor (Key) -> Bool = { _ in false },
        sidePanel: SidePanel? = nil,
        tick: Tick? = nil
    ) {
        self.init(
            title: title, list: { .collection(collectionView()) }, status: status, isBusy: isBusy,
            onActivate: onActivate, keyHints: keyHints, onKey: onKey, sidePanel: sidePanel, tick: tick)
    }

    private init(
        title: String,
        list: @escaping @MainActor () -> ShownList,
        status: @escaping @MainActor () -> String,
        isBusy: @escaping @MainActor () -> Bool,
        onActivate: @escaping @MainActor () -> Void,
        keyHints: String,
        onKey: @escaping @MainActor (Key) -> Bool,
        sidePanel: SidePanel?,
        tick: Tick?
    ) {
        self.title = title
        self.listProvider = list
        self.statusProvider = status
        self.busyProvider = isBusy
        self.activation = onActivate
        self.keyHints = keyHints
        self.keyHandler = onKey
        self.sidePanel = sidePanel
        self.tick = tick
    }

    /// The table view to draw and drive; `nil` for a screen that shows a collection view.
    public var tableView: UITableView? {
        if case .table(let table) = listProvider() { return table }
        return nil
    }

    /// The collection view to draw and drive; `nil` for a screen that shows a table view.
    public var collectionView: UICollectionView? {
        if case .collection(let collection) = listProvider() { return collection }
        return nil
    }

    /// The list the screen shows now.
    var list: ShownList {
        listProvider()
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

    /// Makes one step of the screen's ``tick``; does nothing for a screen without one.
    public func performTick() {
        tick?.action()
    }

    /// Tells the screen that it is now shown.
    public func activate() {
        activation()
    }
}
#endif
