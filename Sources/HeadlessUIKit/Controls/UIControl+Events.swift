#if !canImport(UIKit)
import Foundation

extension UIControl.Event {
    /// A touch went down again in the control (a double tap's second touch).
    public static let touchDownRepeat = UIControl.Event(rawValue: 1 << 1)
    /// A finger was dragged inside the control.
    public static let touchDragInside = UIControl.Event(rawValue: 1 << 2)
    /// A finger was dragged outside the control.
    public static let touchDragOutside = UIControl.Event(rawValue: 1 << 3)
    /// A finger was dragged into the control.
    public static let touchDragEnter = UIControl.Event(rawValue: 1 << 4)
    /// A finger was dragged out of the control.
    public static let touchDragExit = UIControl.Event(rawValue: 1 << 5)
    /// A touch went up outside the control.
    public static let touchUpOutside = UIControl.Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    public static let touchCancel = UIControl.Event(rawValue: 1 << 8)
    /// A menu action of the control was triggered.
    @available(iOS 14.0, *)
    public static let menuActionTriggered = UIControl.Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
    /// The text of a text field changed by the user's typing.
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
    /// The Return key ended editing in a text field.
    public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = UIControl.Event(rawValue: 0x0000_0FFF)
    /// Every editing event of a text field.
    public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
    /// The events an app may define for itself.
    public static let applicationReserved = UIControl.Event(rawValue: 0x0F00_0000)
    /// The events UIKit keeps for itself.
    public static let systemReserved = UIControl.Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = UIControl.Event(rawValue: 0xFFFF_FFFF)
}

// Target-action (`addTarget(_:action:for:)`) is not offered: it names the method with a `Selector` (`#selector(f)`
// of an `@objc` method), and Swift on Linux has neither (the compiler says "Objective-C interoperability is
// disabled"), so no code that calls it compiles here, whatever HeadlessUIKit declares. `addAction(_:for:)` with a
// `UIAction` (iOS 14) does the same and compiles on both.
extension UIControl {
    /// Creates a control with the frame that runs the action for `.primaryActionTriggered`.
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Every event some action was added for.
    public var allControlEvents: UIControl.Event {
        actions.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }
}
#endif
