#if !canImport(UIKit)
import Foundation

/// The content view of a `UIListContentConfiguration`, as UIKit's `UIListContentView`: an image, the text and the
/// secondary text, laid out with Auto Layout within the configuration's margins, so that a cell showing it sizes
/// itself to its text (labels wrap at the width they are given: the configuration's `numberOfLines` is 0 by default).
///
/// The layout, from the configuration (https://developer.apple.com/documentation/uikit/uilistcontentview):
/// - the margins are the configuration's `directionalLayoutMargins`; on the axes of
///   `axesPreservingSuperviewLayoutMargins`, at least the superview's (a cell's or a header-footer view's 16 points
///   at the sides, the iPhone's system margin; another view's `layoutMargins`);
/// - the image, at its size (scaled down to `imageProperties.maximumSize`), in a place at least
///   `imageProperties.reservedLayoutSize` (`imageLayoutGuide`) at the leading margin, centred vertically;
/// - the text after it (`imageToTextPadding`) to the trailing margin, and the secondary text below it
///   (`textToSecondaryTextVerticalPadding`), the two centred vertically as a block; or, with
///   `prefersSideBySideTextAndSecondaryText`, the secondary text at the trailing margin at its natural width and the
///   text before it (`textToSecondaryTextHorizontalPadding`), each centred vertically. UIKit moves side-by-side texts
///   that do not fit one above the other; HeadlessUIKit wraps the text instead (not documented either way).
/// - the view is as tall as its tallest part and its margins.
///
/// A part that has nothing to show takes no room, and its layout guide is `nil`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The horizontal margin a cell or header-footer view gives its list content view (the iPhone's system margin).
    static let cellSideMargin: CGFloat = 16

    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var installedConstraints: [NSLayoutConstraint] = []
    private var installedGuides: [UILayoutGuide] = []
    private var storedTextLayoutGuide: UILayoutGuide?
    private var storedSecondaryTextLayoutGuide: UILayoutGuide?
    private var storedImageLayoutGuide: UILayoutGuide?
    /// The margins the constraints were made with.
    private var installedMargins: NSDirectionalEdgeInsets?

    /// Creates a view that shows the configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        // A content view solves its constraints in an engine of its own, as a cell's does.
        hostLayoutEngine()
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        applyConfiguration()
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration the view shows; setting one applies it. Only a `UIListContentConfiguration` can be set:
    /// another kind is refused through `Headless/inconsistencyHandler` and the view keeps what it shows.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Headless.inconsistencyHandler(
                    "Invalid configuration type: UIListContentView requires a UIListContentConfiguration, but was "
                        + "given \(type(of: newValue)).")
                return
            }
            listConfiguration = list
            applyConfiguration()
        }
    }

    /// Whether the view can show the configuration: a list content configuration.
    @available(iOS 16.0, *)
    @discardableResult
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The layout guide of the text, or `nil` when there is no text.
    open var textLayoutGuide: UILayoutGuide? { storedTextLayoutGuide }

    /// The layout guide of the secondary text, or `nil` when there is none.
    open var secondaryTextLayoutGuide: UILayoutGuide? { storedSecondaryTextLayoutGuide }

    /// The layout guide of the image's place, or `nil` when there is no image.
    open var imageLayoutGuide: UILayoutGuide? { storedImageLayoutGuide }

    /// The margins the view lays out in: the configuration's, at least the superview's on the preserved axes.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        guard let superview else { return margins }
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        let outer: UIEdgeInsets
        if superview is UITableViewCell || superview is UICollectionViewCell
            || superview is UITableViewHeaderFooterView
        {
            outer = UIEdgeInsets(top: 0, left: Self.cellSideMargin, bottom: 0, right: Self.cellSideMargin)
        } else {
            outer = superview.layoutMargins
        }
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.left)
            margins.trailing = max(margins.trailing, outer.right)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top)
            margins.bottom = max(margins.bottom, outer.bottom)
        }
        return margins
    }

    /// Lays the parts out again if the superview's margins changed what the view's are (a cell calls it when it
    /// makes the view its content view).
    func superviewMarginsMayHaveChanged() {
        if installedMargins != effectiveMargins { installConstraints() }
    }

    /// The text the labels show.
    var shownTexts: (text: String?, secondary: String?) {
        (textLabel.isHidden ? nil : textLabel.text, secondaryTextLabel.isHidden ? nil : secondaryTextLabel.text)
    }

    /// Applies the configuration to the labels and the image view, and lays them out anew.
    private func applyConfiguration() {
        let configuration = listConfiguration
        apply(
            configuration.textProperties, text: configuration.text, attributed: configuration.attributedText,
            to: textLabel)
        apply(
            configuration.secondaryTextProperties, text: configuration.secondaryText,
            attributed: configuration.secondaryAttributedText, to: secondaryTextLabel)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        installConstraints()
    }

    private func apply(
        _ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?,
        to label: UILabel
    ) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed, attributed.length > 0 {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    /// Replaces the constraints and layout guides with those of the configuration (see the type's notes).
    ///
    /// - Complexity: O(1): at most a few dozen constraints.
    private func installConstraints() {
        NSLayoutConstraint.deactivate(installedConstraints)
        for guide in installedGuides { removeLayoutGuide(guide) }
        installedConstraints = []
        installedGuides = []
        storedTextLayoutGuide = nil
        storedSecondaryTextLayoutGuide = nil
        storedImageLayoutGuide = nil
        let configuration = listConfiguration
        let margins = effectiveMargins
        installedMargins = margins
        var constraints: [NSLayoutConstraint] = [
            heightAnchor.constraint(greaterThanOrEqualToConstant: margins.top + margins.bottom)
        ]
        let centerOffset = (margins.top - margins.bottom) / 2
        var textLeading = leadingAnchor
        var textInset = margins.leading
        if let image = configuration.image {
            let place = makeGuide("UIListContentView.imageLayoutGuide")
            storedImageLayoutGuide = place
            let placeSize = configuration.imageProperties.layoutSize(of: image)
            let shown = configuration.imageProperties.displayedSize(of: image)
            constraints += [
                place.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading),
                place.widthAnchor.constraint(equalToConstant: placeSize.width),
                place.heightAnchor.constraint(equalToConstant: placeSize.height),
                place.centerYAnchor.constraint(equalTo: centerYAnchor, constant: centerOffset),
                place.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
                place.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom),
                imageView.centerXAnchor.constraint(equalTo: place.centerXAnchor),
                imageView.centerYAnchor.constraint(equalTo: place.centerYAnchor),
                imageView.widthAnchor.constraint(equalToConstant: shown.width),
                imageView.heightAnchor.constraint(equalToConstant: shown.height),
            ]
            textLeading = place.trailingAnchor
            textInset = configuration.imageToTextPadding
        }
        let labels = [textLabel, secondaryTextLabel].filter { !$0.isHidden }
        if configuration.prefersSideBySideTextAndSecondaryText, labels.count == 2 {
            constraints += sideBySide(margins: margins, leading: textLeading, inset: textInset, offset: centerOffset)
        } else if !labels.isEmpty {
            constraints += stacked(
                labels, margins: margins, leading: textLeading, inset: textInset,
                offset: centerOffset)
        }
        if !textLabel.isHidden {
            let guide = makeGuide("UIListContentView.textLayoutGuide")
            storedTextLayoutGuide = guide
            constraints += pin(guide, to: textLabel)
        }
        if !secondaryTextLabel.isHidden {
            let guide = makeGuide("UIListContentView.secondaryTextLayoutGuide")
            storedSecondaryTextLayoutGuide = guide
            constraints += pin(guide, to: secondaryTextLabel)
        }
        installedConstraints = constraints
        NSLayoutConstraint.activate(constraints)
        setNeedsLayout()
    }

    /// Holds the guide to the label's edges.
    private func pin(_ guide: UILayoutGuide, to label: UILabel) -> [NSLayoutConstraint] {
        [
            guide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: label.trailingAnchor),
            guide.topAnchor.constraint(equalTo: label.topAnchor),
            guide.bottomAnchor.constraint(equalTo: label.bottomAnchor),
        ]
    }

    /// The text above the secondary text, each from the text's leading edge to the trailing margin.
    private func stacked(
        _ labels: [UILabel], margins: NSDirectionalEdgeInsets, leading: NSLayoutXAxisAnchor, inset: CGFloat,
        offset: CGFloat
    ) -> [NSLayoutConstraint] {
        let block = makeGuide("UIListContentView.textBlock")
        var constraints: [NSLayoutConstraint] = [
            block.centerYAnchor.constraint(equalTo: centerYAnchor, constant: offset),
            block.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
            block.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom),
        ]
        var above: UILabel?
        for label in labels {
            constraints += [
                label.leadingAnchor.constraint(equalTo: leading, constant: inset),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margins.trailing),
            ]
            if let above {
                constraints.append(
                    label.topAnchor.constraint(
                        equalTo: above.bottomAnchor, constant: listConfiguration.textToSecondaryTextVerticalPadding))
            } else {
                constraints.append(block.topAnchor.constraint(equalTo: label.topAnchor))
            }
            above = label
        }
        if let above { constraints.append(block.bottomAnchor.constraint(equalTo: above.bottomAnchor)) }
        return constraints
    }

    /// The text at the leading side, the secondary text at the trailing margin at its natural width.
    private func sideBySide(
        margins: NSDirectionalEdgeInsets, leading: NSLayoutXAxisAnchor, inset: CGFloat, offset: CGFloat
    ) -> [NSLayoutConstraint] {
        secondaryTextLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        secondaryTextLabel.setContentHuggingPriority(.required, for: .horizontal)
        var constraints: [NSLayoutConstraint] = [
            textLabel.leadingAnchor.constraint(equalTo: leading, constant: inset),
            secondaryTextLabel.leadingAnchor.constraint(
                greaterThanOrEqualTo: textLabel.trailingAnchor,
                constant: listConfiguration.textToSecondaryTextHorizontalPadding),
            secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margins.trailing),
        ]
        for label in [textLabel, secondaryTextLabel] {
            constraints += [
                label.centerYAnchor.constraint(equalTo: centerYAnchor, constant: offset),
                label.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
                label.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom),
            ]
        }
        return constraints
    }

    private func makeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        installedGuides.append(guide)
        return guide
    }
}
#endif
