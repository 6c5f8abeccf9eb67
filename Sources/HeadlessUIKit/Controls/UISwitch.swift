#if !canImport(UIKit)
import Foundation

/// A control that offers a choice between on and off, as UIKit's `UISwitch`.
///
/// As in UIKit, changing the value in code (``isOn``, ``setOn(_:animated:)``) sends no action: "Setting the switch
/// to either position doesn't result in an action message being sent" (Apple's documentation of
/// `setOn(_:animated:)`). Only the user's toggle does: ``simulateToggle()`` flips the switch as a finger does and sends
/// `.valueChanged` (with `.primaryActionTriggered`, the event of `init(frame:primaryAction:)`).
///
/// A switch has a fixed size, 51 × 31 points: `init(frame:)` ignores the frame's size, as UIKit's does ("The size
/// components of this rectangle are ignored"), and ``intrinsicContentSize`` is that size.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The look of a switch, as UIKit's `UISwitch.Style`.
    @available(iOS 14.0, *)
    public enum Style: Int, Sendable {
        /// The platform's choice: `.sliding` on iPhone.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// The sliding switch of iPhone and iPad.
        case sliding = 2
    }

    /// The size of every switch: 51 × 31 points.
    static let fixedSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Setting it sends no action.
    open var isOn = false

    /// The color of the track when the switch is on (`nil`: the system green).
    @available(iOS 5.0, *)
    open var onTintColor: UIColor?

    /// The color of the thumb (`nil`: white).
    @available(iOS 6.0, *)
    open var thumbTintColor: UIColor?

    /// An image shown when the switch is on (not shown since iOS 7, as in UIKit).
    @available(iOS 6.0, *)
    open var onImage: UIImage?

    /// An image shown when the switch is off (not shown since iOS 7, as in UIKit).
    @available(iOS 6.0, *)
    open var offImage: UIImage?

    /// The title of a checkbox switch (Mac Catalyst); kept, not shown.
    @available(iOS 14.0, *)
    open var title: String?

    /// The style the switch is asked to have.
    @available(iOS 14.0, *)
    open var preferredStyle: Style = .automatic

    /// The style the switch has: `.sliding`, as on iPhone, whatever the preferred style.
    @available(iOS 14.0, *)
    open var style: Style { .sliding }

    /// Creates a switch, off, at the frame's origin with the switch's fixed size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    /// Creates a switch from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the switch on or off, without sending an action (the animation is ignored: HeadlessUIKit draws nothing).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The switch's fixed size, 51 × 31 points.
    open override var intrinsicContentSize: CGSize {
        Self.fixedSize
    }

    /// Toggles the switch as a finger's tap does: when the switch is enabled and takes touches, it flips and sends
    /// `.touchDown`, then `.valueChanged` and `.primaryActionTriggered`, then `.touchUpInside`. Returns whether it
    /// flipped (a disabled switch, or one with `isUserInteractionEnabled` off or hidden, does not).
    @discardableResult
    public func simulateToggle() -> Bool {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return false }
        sendActions(for: .touchDown)
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        sendActions(for: .touchUpInside)
        return true
    }
}
#endif
