#if !canImport(UIKit)
import Foundation

/// A view that turns touches into actions, as UIKit's `UIControl`.
///
/// HeadlessUIKit has no touches: ``sendActions(for:)`` is how a test "touches" a control; it runs the actions
/// added for the events, in the order they were added.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Events a control reports, as UIKit's `UIControl.Event` (the raw values are UIKit's).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the events.
        public let rawValue: UInt

        /// Creates a set of events from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went up inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (for a button, a tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// States of a control, as UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the state.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The normal state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// The control is highlighted (a touch is down on it).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control is enabled; a disabled control ignores ``sendActions(for:)``, as it ignores touches.
    open var isEnabled = true

    /// Whether the control is selected.
    open var isSelected = false

    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The control's current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The actions added with ``addAction(_:for:)``, in the order they were added.
    var actions: [(action: UIAction, events: Event)] = []

    /// Adds an action run when any of the events happen. Adding an action with the identifier of one already
    /// added replaces it, as in UIKit.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents))
    }

    /// Removes the action for the events; it stays for other events it was added for.
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with the identifier for the events.
    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Runs the actions added for any of the events, in the order they were added, with the control as the
    /// action's sender. A disabled control runs nothing.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// Runs one action with the control as its sender.
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }
}
#endif
