#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Records the events a control sends, by name, through `UIAction`s.
@MainActor
final class EventRecorder {
    private(set) var events: [String] = []
    private(set) var senders: [AnyObject] = []

    /// Adds an action for each named event to the control.
    init(_ control: UIControl, _ named: [(String, UIControl.Event)]) {
        for (name, event) in named {
            control.addAction(
                UIAction { [unowned self] action in
                    self.events.append(name)
                    if let sender = action.sender as AnyObject? { self.senders.append(sender) }
                }, for: event)
        }
    }
}
#endif
