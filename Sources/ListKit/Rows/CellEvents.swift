/// What a cell sends to its row: a button tapped, a switch toggled, text typed. A cell that sends events adopts
/// ``EventSendingCell`` and keeps one of these; the row's ``Row/onEvent(_:)`` handler receives each event with the
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
/// `==`. The adapter binds the outlet each time it configures the cell, and an event goes to the row at the cell's
/// place when it is sent, so the newest handler and model receive it and a reused cell never sends to the row it
/// showed before; an event sent while no row is bound (the cell left the screen, or its row has no handler) goes
/// nowhere.
@MainActor
public final class CellEvents<Event>: CellEventOutlet {
    private var handler: (@MainActor (Event) -> Void)?

    /// Creates an outlet bound to no row.
    public override init() {}

    /// Sends `event` to the handler of the row the cell shows, if any.
    ///
    /// - Parameter event: What happened.
    public func send(_ event: Event) {
        handler?(event)
    }

    /// Whether a row's handler is bound: the cell shows a row with an ``Row/onEvent(_:)`` handler.
    public var isBound: Bool {
        handler != nil
    }

    func bind(_ handler: @escaping @MainActor (Event) -> Void) {
        self.handler = handler
    }

    override func unbind() {
        handler = nil
    }
}

/// The part of ``CellEvents`` that does not depend on the event type, for the adapters to unbind any cell's events.
@MainActor
public class CellEventOutlet {
    init() {}

    func unbind() {}
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
    /// The outlet, without its event type.
    var eventOutlet: CellEventOutlet {
        events
    }

    /// Binds the cell's events to `deliver`.
    func bindEvents(to deliver: @escaping @MainActor (Any) -> Void) {
        events.bind { event in deliver(event) }
    }
}

extension Row where Cell: EventSendingCell {
    /// Returns a copy of the row whose `handler` receives the events its cell sends, each with the row's model, on
    /// the main actor.
    ///
    /// As with ``Row/onSelect(_:)``, the handler and the model are those of the newest snapshot the adapter shows:
    /// an event is delivered to the row at the cell's place when it is sent.
    ///
    /// - Parameter handler: Receives the model and the event.
    /// - Returns: The row with the handler.
    public func onEvent(_ handler: @escaping @MainActor @Sendable (Cell.Model, Cell.Event) -> Void) -> Row<Cell> {
        var row = self
        row.behaviour.deliverEvent = { model, event in
            guard let event = event as? Cell.Event else { return }
            handler(model, event)
        }
        return row
    }
}

extension AnyRow {
    /// Binds the events of `cell`, which shows this row, to the row that `currentRow` finds at the cell's place when
    /// an event is sent (the newest snapshot's, so that its handler and model are the newest); a cell that sends no
    /// events is left alone. Called by the adapters after each configuration: a reused cell is bound anew, never to
    /// the row it showed before.
    ///
    /// - Parameters:
    ///   - cell: The cell just configured with this row.
    ///   - currentRow: The row at the cell's place now, or `nil` when the cell has none (it left the screen).
    /// - Complexity: O(1).
    @MainActor
    package func bindEvents(of cell: AnyObject, to currentRow: @escaping @MainActor () -> AnyRow?) {
        guard let eventCell = cell as? any EventSendingCell else { return }
        guard box.handlesEvents else {
            eventCell.eventOutlet.unbind()
            return
        }
        eventCell.bindEvents { event in currentRow()?.box.deliver(event: event) }
    }
}
