import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A setting's title with a switch as its accessory; toggling the switch sends ``Event/toggled(_:)`` to the row.
///
/// The switch's action is a `UIAction` (`addAction(_:for:)`); target-action's selectors need the Objective-C runtime
/// that Linux lacks.
final class SwitchCell: UITableViewCell, EventSendingCell {
    /// What the cell sends.
    enum Event: Equatable, Sendable {
        /// The switch was toggled to this state.
        case toggled(Bool)
    }

    let toggle = UISwitch()
    let events = CellEvents<Event>()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        toggle.addAction(UIAction { [events, toggle] _ in events.send(.toggled(toggle.isOn)) }, for: .valueChanged)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) { nil }

    func configure(with setting: Setting) {
        textLabel?.text = setting.title
        toggle.setOn(setting.isOn, animated: false)
    }
}
