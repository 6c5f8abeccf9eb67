#if !canImport(UIKit)
import Foundation

/// A spinner that shows that a task is in progress, as UIKit's `UIActivityIndicatorView`.
///
/// As in UIKit, with ``hidesWhenStopped`` (the default) the indicator is hidden whenever it is not animating, from
/// the start: "the receiver sets its `isHidden` property to `true` when receiver is not animating" (Apple's
/// documentation). Its size follows its style: 20 × 20 points for `.medium`, 37 × 37 for `.large`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and look of the spinner, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// The medium spinner, 20 × 20 points.
        @available(iOS 13.0, *)
        case medium = 100
        /// The large spinner, 37 × 37 points.
        @available(iOS 13.0, *)
        case large = 101
        /// The large white spinner (before iOS 13).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0
        /// The white spinner (before iOS 13).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1
        /// The gray spinner (before iOS 13).
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case gray = 2

        /// The spinner's size for the style.
        var size: CGSize {
            switch self {
            case .large, .whiteLarge: CGSize(width: 37, height: 37)
            case .medium, .white, .gray: CGSize(width: 20, height: 20)
            }
        }
    }

    /// The spinner's style; setting it resizes the view to the style's size.
    open var style: Style {
        didSet {
            frame.size = style.size
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the indicator is hidden while it is not animating. The default is `true`; changing it while stopped
    /// hides or shows the indicator.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The spinner's color (`nil`: the style's).
    @available(iOS 5.0, *)
    open var color: UIColor!

    /// Whether the spinner is animating.
    open private(set) var isAnimating = false

    /// Creates an indicator of the style, sized to it, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = hidesWhenStopped
    }

    /// Creates a medium indicator with the frame, stopped (and so hidden).
    public override init(frame: CGRect) {
        self.style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// Creates an indicator from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the animation and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation; the indicator hides if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 points for `.medium`, 37 × 37 for `.large`.
    open override var intrinsicContentSize: CGSize {
        style.size
    }
}
#endif
