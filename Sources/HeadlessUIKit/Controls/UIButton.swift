#if !canImport(UIKit)
import Foundation

/// A control that runs an action when tapped, as UIKit's `UIButton`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Kinds of buttons, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// A button without a system style.
        case custom = 0
        /// The system's standard button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A light info button.
        case infoLight = 3
        /// A dark info button.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The kind of button.
    open private(set) var buttonType: ButtonType = .custom

    /// The titles set for each state.
    private var titles: [UInt: String] = [:]

    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()

    /// Creates a button of the kind.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a system button that runs the action when tapped, titled with the action's title.
    @available(iOS 14.0, *)
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Sets the title for the state; `nil` removes it (the state then falls back to the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// The title set for the state, or, when none is set, the normal title (as UIKit).
    @discardableResult
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the button's current state.
    open var currentTitle: String? {
        title(for: state)
    }

    /// Runs the actions for the events; a tap (`.touchUpInside`) also triggers the primary action, as in UIKit.
    open override func sendActions(for controlEvents: Event) {
        var events = controlEvents
        if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
        super.sendActions(for: events)
    }
}
#endif
