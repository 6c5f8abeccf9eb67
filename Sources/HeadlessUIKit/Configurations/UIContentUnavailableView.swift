#if !canImport(UIKit)
import Foundation

/// A view that says there is no content to show, as UIKit's `UIContentUnavailableView` (iOS 17): it shows a
/// ``UIContentUnavailableConfiguration``.
///
/// https://developer.apple.com/documentation/uikit/uicontentunavailableview ("In many cases, you won't need to create
/// a view of this type directly. Set a UIContentUnavailableConfiguration as the view controller's
/// contentUnavailableConfiguration, and the view controller manages the layout of the content-unavailable view.")
///
/// The layout (Apple documents none; HeadlessUIKit's): within the configuration's margins, the image at its size (or,
/// for a ``UIContentUnavailableConfiguration/loading()`` configuration, an animating activity indicator), the text
/// and the secondary text, each as wide as its lines at the margins' width, stacked with the configuration's paddings;
/// then the primary and secondary buttons that have content, at their intrinsic sizes, after
/// `textToButtonPadding` and `buttonToSecondaryButtonPadding`; the stack centred vertically, and centred horizontally or at the leading margin after the configuration's
/// alignment. A part with nothing to show takes no room.
@available(iOS 17.0, *)
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var unavailableConfiguration: UIContentUnavailableConfiguration
    /// The image view (hidden without an image).
    let imageView = UIImageView(frame: .zero)
    /// The activity indicator of a loading configuration.
    let activityIndicator = UIActivityIndicatorView(style: .medium)
    /// The primary text.
    let textLabel = UILabel()
    /// The secondary text.
    let secondaryTextLabel = UILabel()
    /// The primary button (hidden when its configuration has no content).
    let primaryButton = UIButton(type: .system)
    /// The secondary button.
    let secondaryButton = UIButton(type: .system)
    /// The actions the buttons run now, to take off when the configuration changes.
    private var buttonActions: [UIAction?] = [nil, nil]
    /// How far the content is scrolled up, in points (see ``isScrollEnabled``).
    private var scrolledDistance: CGFloat = 0

    /// Whether the content can scroll, as UIKit's `isScrollEnabled` (iOS 17): "A Boolean value that determines whether
    /// the view content can scroll. The default is `NO`."
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableview/isscrollenabled).
    ///
    /// In HeadlessUIKit, content taller than the view starts at the top margin and runs past the bottom; with scrolling
    /// enabled, ``simulateScroll(by:)`` moves it as a finger would, from that top down to where its bottom margin
    /// meets the view's bottom. Turning scrolling off puts the content back at its top.
    open var isScrollEnabled = false {
        didSet {
            guard !isScrollEnabled, scrolledDistance != 0 else { return }
            scrolledDistance = 0
            setNeedsLayout()
        }
    }

    /// Creates a view that shows the configuration. (UIKit's view has no `init(frame:)`: it is made from a
    /// configuration.)
    public convenience init(configuration: UIContentUnavailableConfiguration) {
        self.init(showing: configuration)
    }

    /// Makes the view and its parts.
    private init(showing configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        for label in [textLabel, secondaryTextLabel] {
            label.numberOfLines = 0
        }
        for view in [imageView, activityIndicator, textLabel, secondaryTextLabel, primaryButton, secondaryButton]
            as [UIView]
        {
            addSubview(view)
        }
        applyConfiguration()
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration the view shows; setting one applies it. Only a ``UIContentUnavailableConfiguration`` can be
    /// set: another kind is refused through ``Headless/inconsistencyHandler`` and the view keeps what it shows.
    open var configuration: UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let unavailable = newValue as? UIContentUnavailableConfiguration else {
                Headless.inconsistencyHandler(
                    "Invalid configuration type: UIContentUnavailableView requires a "
                        + "UIContentUnavailableConfiguration, but was given \(type(of: newValue)).")
                return
            }
            unavailableConfiguration = unavailable
            applyConfiguration()
        }
    }

    /// Whether the view can show the configuration: a content-unavailable configuration.
    @discardableResult
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    /// Shows the configuration's parts and lays them out again.
    private func applyConfiguration() {
        let configuration = unavailableConfiguration
        imageView.image = configuration.kind == .loading ? nil : configuration.image
        imageView.isHidden = imageView.image == nil
        if configuration.kind == .loading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        activityIndicator.isHidden = configuration.kind != .loading
        textLabel.text = configuration.attributedText?.string ?? configuration.text
        textLabel.isHidden = (textLabel.text ?? "").isEmpty
        secondaryTextLabel.text = configuration.secondaryAttributedText?.string ?? configuration.secondaryText
        secondaryTextLabel.isHidden = (secondaryTextLabel.text ?? "").isEmpty
        apply(configuration.button, configuration.buttonProperties, to: primaryButton, slot: 0)
        apply(configuration.secondaryButton, configuration.secondaryButtonProperties, to: secondaryButton, slot: 1)
        // HeadlessUIKit views have no tint colour: the system blue, their default in UIKit.
        backgroundColor = configuration.background.resolvedBackgroundColor(for: .systemBlue)
        setNeedsLayout()
    }

    /// Shows a button's configuration (its title, or its subtitle or image's name without one) and properties: enabled
    /// or not, and its primary action in place of the last one.
    private func apply(
        _ configuration: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties,
        to button: UIButton, slot: Int
    ) {
        button.setTitle(configuration.title ?? configuration.subtitle, for: .normal)
        button.isHidden = !configuration.hasContent
        button.isEnabled = properties.isEnabled
        if let old = buttonActions[slot] { button.removeAction(old, for: .primaryActionTriggered) }
        buttonActions[slot] = properties.primaryAction
        if let action = properties.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
    }

    /// Taps the primary button as a finger does: its primary action runs. Returns whether it did: `false` when the
    /// configuration shows no button, or its properties disable it.
    @discardableResult
    public func simulateTapButton() -> Bool {
        tap(primaryButton)
    }

    /// Taps the secondary button as a finger does (see ``simulateTapButton()``).
    @discardableResult
    public func simulateTapSecondaryButton() -> Bool {
        tap(secondaryButton)
    }

    /// Drags the content up by `distance` points as a finger would (down for a negative distance), and lays the view
    /// out at once. The content stops at its ends: its top at the top, or its bottom margin at the view's bottom.
    /// Returns whether it moved: not when ``isScrollEnabled`` is off (the default), when the content fits the view, or
    /// when the view is hidden or takes no touches.
    ///
    /// - Complexity: A layout of the view.
    @discardableResult
    public func simulateScroll(by distance: CGFloat) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, !isHidden else { return false }
        let before = scrolledDistance
        scrolledDistance = max(0, scrolledDistance + distance)
        // The layout stops the content at its bottom end (`layoutSubviews()` keeps the distance within the content).
        setNeedsLayout()
        layoutIfNeeded()
        return scrolledDistance != before
    }

    private func tap(_ button: UIButton) -> Bool {
        guard !button.isHidden, button.isEnabled, isUserInteractionEnabled, !isHidden else { return false }
        button.sendActions(for: .touchUpInside)
        return true
    }

    /// Stacks the parts that show something (see the class's notes), scrolled by ``simulateScroll(by:)``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = unavailableConfiguration
        let margins = configuration.directionalLayoutMargins
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        let parts = stackedParts(width: width)
        let height = parts.reduce(0) { $0 + $1.1.height + $1.2 }
        let areaHeight = max(0, bounds.height - margins.top - margins.bottom)
        // A scroll past the bottom end, or a change of size or content, leaves less to scroll.
        scrolledDistance = min(scrolledDistance, max(0, margins.top + height + margins.bottom - bounds.height))
        var y = margins.top + max(0, (areaHeight - height) / 2) - scrolledDistance
        for (view, size, padding) in parts {
            y += padding
            let x =
                configuration.alignment == .center
                ? margins.leading + (width - size.width) / 2 : margins.leading
            view.frame = PixelGrid.round(CGRect(x: x, y: y, width: size.width, height: size.height))
            y += size.height
        }
    }

    /// The parts that show something, top to bottom: each view, its size at `width`, and the padding above it.
    private func stackedParts(width: CGFloat) -> [(UIView, CGSize, CGFloat)] {
        let configuration = unavailableConfiguration
        let top: UIView? = activityIndicator.isHidden ? (imageView.isHidden ? nil : imageView) : activityIndicator
        var parts: [(UIView, CGSize, CGFloat)] = []
        if let top {
            let size = top === imageView ? (imageView.image?.size ?? .zero) : activityIndicator.frame.size
            parts.append((top, size, 0))
        }
        for (label, padding) in [
            (textLabel, configuration.imageToTextPadding),
            (secondaryTextLabel, configuration.textToSecondaryTextPadding),
        ] where !label.isHidden {
            let size = label.textSize(width: width)
            let fitted = CGSize(width: min(size.width, width), height: size.height)
            parts.append((label, fitted, parts.isEmpty ? 0 : padding))
        }
        for (button, padding) in [
            (primaryButton, configuration.textToButtonPadding),
            (secondaryButton, configuration.buttonToSecondaryButtonPadding),
        ] where !button.isHidden {
            let size = button.intrinsicContentSize
            let fitted = CGSize(width: min(size.width, width), height: size.height)
            parts.append((button, fitted, parts.isEmpty ? 0 : padding))
        }
        return parts
    }
}
#endif
