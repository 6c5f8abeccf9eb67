#if !canImport(UIKit)
import Foundation

/// A control that runs an action when tapped, as UIKit's `UIButton`.
///
/// Its intrinsic size is its title's (``titleLabel``, at 15 points) plus ``contentEdgeInsets``; with zero insets
/// (the default) UIKit pads the title by 6 points above and below, so a one-line title makes a 30-point-tall button,
/// and so does HeadlessUIKit. ``titleEdgeInsets`` move the title within the button without changing its intrinsic
/// size, as in UIKit. `layoutSubviews()` centres the title label in the content rectangle.
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

    /// The label that shows the current title (a subview once a title is set), in the system font at 15 points.
    public let titleLabel: UILabel? = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        return label
    }()

    /// The space around the title (and image) inside the button. Zero by default, which UIKit treats as 6 points
    /// above and below the title.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// Insets of the title's rectangle within the content rectangle; they move the title without changing the
    /// button's intrinsic size.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

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
        if let titleLabel, titleLabel.superview !== self { addSubview(titleLabel) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
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

    /// The content insets in effect: ``contentEdgeInsets``, or 6 points above and below when they are zero.
    var effectiveContentInsets: UIEdgeInsets {
        contentEdgeInsets == .zero ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    }

    /// The title's size plus the content insets.
    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        let insets = effectiveContentInsets
        let titleHeight = title.height > 0 ? title.height : PixelGrid.ceil(font.lineHeight)
        return CGSize(width: title.width + insets.left + insets.right, height: titleHeight + insets.top + insets.bottom)
    }

    /// The intrinsic size: a button does not shrink its title to fit.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// The rectangle of the content: the bounds inset by the content insets.
    @discardableResult
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: effectiveContentInsets)
    }

    /// The rectangle of the title: its size, centred in the content rectangle inset by ``titleEdgeInsets``.
    @discardableResult
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let area = contentRect.inset(by: titleEdgeInsets)
        let size = titleLabel?.intrinsicContentSize ?? .zero
        let width = min(size.width, max(0, area.width))
        return CGRect(
            x: PixelGrid.round(area.midX - width / 2), y: PixelGrid.round(area.midY - size.height / 2), width: width,
            height: size.height)
    }

    /// Places the title label in ``titleRect(forContentRect:)``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, titleLabel.superview === self else { return }
        titleLabel.frame = titleRect(forContentRect: contentRect(forBounds: CGRect(origin: .zero, size: bounds.size)))
    }

    override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        let insets = effectiveContentInsets
        return (insets.top + font.ascender, insets.bottom - font.descender)
    }
}
#endif
