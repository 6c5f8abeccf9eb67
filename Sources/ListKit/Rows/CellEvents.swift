/// What a cell sends to its row: a button tapped, a switch toggled, text typed. A cell that sends events adopts
/// ``EventSendingCell`` and keeps one of these; the row's ``RowModifiers/onEvent(_:)`` handler receives each event with the
/// row's model, on the main actor.
///
/// ```swift
/// final class SettingCell: UITableViewCell, EventSendingCell {
///     enum Event { case toggled(Bool) }
///     let events = CellEvents<Event>()
///     let toggle = UISwitch()
///
///     func configure(with setting: Setting) { toggle.isOn = setting.isOn }
///
///     @objc func toggleChanged() { events.send(.toggled(toggle.isOn)) }
/// }
///
/// Row<SettingCell>(setting).onEvent { setting, event in viewModel.handle(event, for: setting) }
/// ```
///
/// The handler is behaviour, as `onSelect` is: no closure lives in the model, so the model keeps its synthesized
/// `==`. The adapter binds the outlet when it configures the cell for a row with a handler, and an event goes to the
/// row at the cell's place when it is sent, so the newest handler and model receive it and a reused cell never sends
/// to the row it showed before; an event whose cell has no row (it left the screen) or whose row has no handler goes
/// nowhere.
@MainActor
public final class CellEvents<Event> {
    private var handler: (@MainActor (Event) -> Void)?

    /// Creates an outlet bound to no row.
    public init() {}

    /// Sends `event` to the handler of the row the cell shows, if any.
    ///
    /// - Parameter event: What happened.
    public func send(_ event: Event) {
        handler?(event)
    }

    /// Whether an adapter has bound the outlet: a row with an ``RowModifiers/onEvent(_:)`` handler was shown in the cell. An
    /// event then goes to the row at the cell's place, if it has a handler.
    public var isBound: Bool {
        handler != nil
    }

    func bind(_ handler: @escaping @MainActor (Event) -> Void) {
        self.handler = handler
    }
}

/// A cell that sends typed events to its row (see ``CellEvents``).
@MainActor
public protocol EventSendingCell: ConfigurableCell {
    /// What the cell sends: a button tapped, a value changed.
    associatedtype Event

    /// The cell's outlet for its events; the adapter binds it to the row's handler when it configures the cell.
    var events: CellEvents<Event> { get }
}

extension EventSendingCell {
    /// Binds the cell's events to `deliver`.
    func bindEvents(to deliver: @escaping @MainActor (Any) -> Void) {
        events.bind { event in deliver(event) }
    }
}

extension AnyRow {
    /// Binds the events of `cell`, which shows this row, to the row that `currentRow` finds at the cell's place when
    /// an event is sent (the newest snapshot's, so that its handler and model are the newest, and never the row a
    /// reused cell showed before); a cell that sends no events is left alone. Called by the adapters after they
    /// configure a cell for a row with an ``RowModifiers/onEvent(_:)`` handler.
    ///
    /// - Parameters:
    ///   - cell: The cell just configured with this row.
    ///   - currentRow: The row at the cell's place now, or `nil` when the cell has none (it left the screen).
    /// - Complexity: O(1).
    @MainActor
    package func bindEvents(of cell: AnyObject, to currentRow: @escaping @MainActor () -> AnyRow?) {
        guard let eventCell = cell as? any EventSendingCell else { return }
        eventCell.bindEvents { event in currentRow()?.behaviour?.onEvent?((), event) }
    }
}
