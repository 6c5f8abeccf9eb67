#if !canImport(UIKit)
import HeadlessUIKit

/// The terminal host's state, without any terminal: the screens, which one is shown, the highlighted row (or item, on
/// a screen that shows a collection view) of each, and what a key does. ``frame(width:height:usesColor:)`` draws the whole terminal; ``handle(_:)`` applies a key.
/// The interactive loop (``InteractiveTerminal``) and scripts (``ScriptedSession``) both drive it.
///
/// Keys: ↑/↓ (or `k`/`j`) move the highlight and scroll the table so that it stays visible (and it stays visible when
/// its row grows or moves between frames: a tap that expands it scrolls to show all of it); PageUp/PageDown move a
/// page; Home/End go to the ends; Return taps the highlighted row through `simulateTap(at:)` (the delegate calls a
/// finger's tap makes on iOS); space sends `.touchUpInside` to the highlighted row's first button that is drawn (visible,
/// with a title and a size); Tab and
/// Shift-Tab switch screens; `q` quits. On a screen with a ``TerminalScreen/tick``, ``tickKey`` (`t`) makes one tick
/// (after the screen's own `onKey` declined it), and the hints line says so.
///
/// A frame is a tab line, the table (see ``TableRenderer``) with the screen's side panel to its right when it has
/// one, a status line and a key help line.
@MainActor
public final class TerminalSession {
    /// The screens, in Tab order.
    public let screens: [TerminalScreen]

    /// The index of the screen shown.
    public private(set) var currentIndex = 0

    /// Whether a key asked to quit.
    public private(set) var isFinished = false

    private var highlights: [Int: IndexPath] = [:]
    private var tableSize = (width: 0, height: 0)
    /// The highlighted row and its rectangle in the table when the last frame was drawn, to notice a row that grew
    /// or moved (a tap that expands it, an update above it).
    private var drawnHighlight: (screen: Int, row: IndexPath, rect: CGRect)?

    /// When the shown screen last ticked (or was shown) on the interactive terminal's clock, and which screen that
    /// was; `nil` until ``tickIfDue(at:)`` first sees a screen with a tick.
    private var lastTick: (screen: Int, time: ContinuousClock.Instant)?

    /// The lines of a frame that are not the table: the tab line, the status line and the help line.
    public static let chromeHeight = 3

    /// The key that makes one tick of a screen that has a ``TerminalScreen/tick``: `t` (script word `tick`).
    public nonisolated static let tickKey = Key.character("t")

    /// The fewest columns the table keeps beside a side panel; a terminal narrower than that and the panel together
    /// shows the table alone.
    public static let minimumTableWidthBesidePanel = 20

    /// Creates a session showing the first screen.
    ///
    /// - Parameter screens: The screens, in Tab order; at least one.
    public init(screens: [TerminalScreen]) {
        precondition(!screens.isEmpty, "A terminal session needs at least one screen")
        self.screens = screens
        screens[0].activate()
    }

    /// The screen shown.
    public var currentScreen: TerminalScreen {
        screens[currentIndex]
    }

    /// The highlighted row of the screen shown, kept within the table's rows.
    public var highlightedRow: IndexPath? {
        guard currentScreen.highlightsRows else { return nil }
        let rows = currentScreen.list.navigation
        let current = rows.clamped(highlights[currentIndex])
        highlights[currentIndex] = current
        return current
    }

    /// Draws the terminal: tab line, table (and side panel), status line and help line, `height` lines of `width`
    /// columns.
    ///
    /// With a side panel the table is drawn ``TerminalScreen/SidePanel/width`` columns narrower (and laid out at that
    /// width), and each of its lines is followed by ` │ ` and the panel's line; without one, or when the table would
    /// keep fewer than ``minimumTableWidthBesidePanel`` columns, the table takes the full width.
    ///
    /// - Parameters:
    ///   - width: The terminal's columns.
    ///   - height: The terminal's lines; at least ``chromeHeight`` + 1 are used.
    ///   - usesColor: Whether to add ANSI escape sequences.
    /// - Returns: The frame, lines joined with newlines.
    public func frame(width: Int, height: Int, usesColor: Bool = false) -> String {
        let width = max(width, 20)
        let tableHeight = max(height - Self.chromeHeight, 1)
        let panel = currentScreen.sidePanel.flatMap { panel in
            width - panel.width >= Self.minimumTableWidthBesidePanel ? panel : nil
        }
        let tableWidth = width - (panel?.width ?? 0)
        resizeTable(width: tableWidth, height: tableHeight)
        keepHighlightVisible()
        var table = currentScreen.list.rendered(
            highlighting: highlightedRow, width: tableWidth, height: tableHeight, usesColor: usesColor)
        if let panel {
            table = Self.drawing(panel.lines(), besideLinesOf: table, panelWidth: panel.width)
        }
        let status = TextWrapping.fit(currentScreen.status, width: width)
        let keys =
            currentScreen.highlightsRows
            ? "↑↓ move  PgUp/PgDn page  ⏎ tap  space button  Tab screen  q quit" : "Tab screen  q quit"
        let hints = [currentScreen.keyHints, currentScreen.tick == nil ? "" : "t tick"].filter { !$0.isEmpty }
        let help = TextWrapping.fit((hints + [keys]).joined(separator: "  "), width: width)
        let tabs = TextWrapping.fit(tabLine(width: width), width: width)
        return [
            usesColor ? ANSI.bold + tabs + ANSI.reset : tabs, table, status,
            usesColor ? ANSI.dim + help + ANSI.reset : help,
        ]
        .joined(separator: "\n")
    }

    /// Applies a key: moves the highlight, taps, switches screens or finishes the session.
    ///
    /// - Parameter key: The key.
    public func handle(_ key: Key) {
        let list = currentScreen.list
        let rows = list.navigation
        switch key {
        case .tab, .backTab, .quit: break
        default:
            currentScreen.highlightedRow = highlightedRow
            if currentScreen.handleKey(key) { return }
        }
        if key == Self.tickKey, currentScreen.tick != nil {
            currentScreen.performTick()
            return
        }
        switch key {
        case .up: moveHighlight(to: rows.moved(highlightedRow, by: -1))
        case .down: moveHighlight(to: rows.moved(highlightedRow, by: 1))
        case .pageUp: moveHighlight(to: rows.moved(highlightedRow, by: -pageSize()))
        case .pageDown: moveHighlight(to: rows.moved(highlightedRow, by: pageSize()))
        case .home: moveHighlight(to: rows.first)
        case .end: moveHighlight(to: rows.last)
        case .enter:
            if let row = highlightedRow { list.tap(row) }
        case .space:
            guard let row = highlightedRow, let cell = list.cell(at: row) else { break }
            if let toggle = firstSwitch(in: cell) {
                toggle.simulateToggle()
            } else if let button = firstButton(in: cell) {
                button.sendActions(for: .touchUpInside)
            }
        case .tab: switchScreen(by: 1)
        case .backTab: switchScreen(by: -1)
        case .quit: isFinished = true
        case .character, .backspace, .escape: break
        }
    }

    /// The screens' names with the current one in brackets; when that is too wide, the other screens by number only,
    /// so that the current screen's name always shows.
    private func tabLine(width: Int) -> String {
        let names = screens.enumerated().map { index, screen in
            index == currentIndex ? "[\(index + 1) \(screen.title)]" : " \(index + 1) \(screen.title) "
        }
        let full = "ListKit showcase  " + names.joined(separator: " ")
        if full.count <= width { return full }
        let numbers = screens.indices.map { index in
            index == currentIndex ? "[\(index + 1) \(screens[index].title)]" : "\(index + 1)"
        }
        return "ListKit " + numbers.joined(separator: " ")
    }

    /// Makes one tick of the shown screen when its ``TerminalScreen/Tick/interval`` has passed since it last ticked
    /// here or since it was first seen shown; the interactive terminal calls this on every wake-up.
    ///
    /// - Parameter now: The time now, on the clock of earlier calls.
    /// - Returns: Whether the screen ticked.
    @discardableResult
    public func tickIfDue(at now: ContinuousClock.Instant) -> Bool {
        guard let tick = currentScreen.tick else {
            lastTick = nil
            return false
        }
        guard let last = lastTick, last.screen == currentIndex else {
            lastTick = (currentIndex, now)
            return false
        }
        guard now - last.time >= tick.interval else { return false }
        lastTick = (currentIndex, now)
        currentScreen.performTick()
        return true
    }

    private func switchScreen(by offset: Int) {
        currentIndex = (currentIndex + offset + screens.count) % screens.count
        currentScreen.activate()
        tableSize = (0, 0)
        lastTick = nil
    }

    /// Gives the shown table the size of the terminal's table area, in points (``TerminalGrid``: 8.5 a column, the
    /// scroll indicator's left out, and 20⅓ a line), as a screen of that size would: the outermost view holding the
    /// table (a view controller's root view, where the screen pins its table with constraints) takes that size and is
    /// laid out; a table that does not follow its superview's size, or has none, is given the size itself.
    private func resizeTable(width: Int, height: Int) {
        guard tableSize != (width, height) else { return }
        tableSize = (width, height)
        let table = currentScreen.list.view
        let size = CGSize(width: TerminalGrid.width(ofColumns: width - 1), height: TerminalGrid.height(ofLines: height))
        var root: UIView = table
        while let superview = root.superview { root = superview }
        if root !== table {
            root.frame = CGRect(origin: .zero, size: size)
            root.layoutIfNeeded()
        }
        if table.frame.size != size {
            table.frame = CGRect(origin: .zero, size: size)
        }
        table.layoutIfNeeded()
        if let row = highlightedRow { scrollToVisible(row) }
    }

    /// Scrolls the highlighted row back into view when its rectangle changed since the last frame (it grew when a
    /// tap expanded it, or rows above it came or went): a list that keeps the highlight visible keeps it visible
    /// whatever moved it.
    private func keepHighlightVisible() {
        guard let row = highlightedRow else {
            drawnHighlight = nil
            return
        }
        let rect = currentScreen.list.rect(of: row)
        if let drawn = drawnHighlight, drawn.screen == currentIndex, drawn.row == row, drawn.rect != rect {
            scrollToVisible(row)
        }
        drawnHighlight = (currentIndex, row, rect)
    }

    private func pageSize() -> Int {
        let shown = currentScreen.list.fullyShown(
            highlighting: highlightedRow, width: max(tableSize.width, 20), height: max(tableSize.height, 1))
        return max(1, shown.count - 1)
    }

    private func moveHighlight(to row: IndexPath?) {
        guard currentScreen.highlightsRows, let row else { return }
        highlights[currentIndex] = row
        scrollToVisible(row)
    }

    private func firstButton(in view: UIView) -> UIButton? {
        guard !view.isHidden else { return nil }
        if let button = view as? UIButton {
            // Only a button that is drawn (it has a title and a size) can be pressed.
            let drawn =
                button.title(for: .normal)?.isEmpty == false && button.bounds.width > 0
                && button.bounds.height > 0
            return drawn ? button : nil
        }
        for subview in view.subviews {
            if let button = firstButton(in: subview) { return button }
        }
        return nil
    }

    /// The first switch in `view`'s tree that can be toggled (shown and enabled), if any.
    private func firstSwitch(in view: UIView) -> UISwitch? {
        if let toggle = view as? UISwitch {
            return toggle.isHidden || !toggle.isEnabled ? nil : toggle
        }
        for subview in view.subviews {
            if let toggle = firstSwitch(in: subview) { return toggle }
        }
        return nil
    }
}
#endif
