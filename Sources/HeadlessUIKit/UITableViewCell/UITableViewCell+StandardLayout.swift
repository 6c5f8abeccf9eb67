#if !canImport(UIKit)
import Foundation

// The geometry of a cell's standard parts, as UIKit lays them out on an iPhone (iOS 14), in the cell's
// `layoutSubviews()`:
// - The content view fills the cell but for the indentation (`indentationLevel × indentationWidth` at the leading
//   edge), the accessory at the trailing edge, and the separator below (a pixel, a third of a point, in a table with
//   separators: a 44-point row has a content view 43⅔ points tall).
// - Its margins are 11 points above and below and 16 at the sides (the iPhone's system margin; what UIKit reports for
//   a cell's `contentView.layoutMargins` since iOS 11); with the table's `cellLayoutMarginsFollowReadableWidth` the
//   sides are at least what keeps the content within the readable width (672 points, centred).
// - The accessory takes, with its spacing and the trailing margin, 34 points for a disclosure indicator, 40 for a
//   checkmark, 48 for a detail button and 68 for a detail disclosure button (what the content view loses on an
//   iPhone); a custom accessory view its own width and 16 + 8 points. These are approximations: UIKit does not
//   document them.
// - The image view, when it has an image, is at the leading margin, at its image's size, centred vertically; the
//   labels start 16 points after it (else at the leading margin) and end at the trailing margin. `.default`: the text
//   label; `.subtitle`: the text label above the detail label; `.value1`: the text label at the leading side and the
//   detail label at its natural width at the trailing side; `.value2`: the text label in the leading third, the detail
//   label after it. The labels' block is centred vertically.
// - A cell with standard content (a label with text, or an image) is at least 44 points tall (UIKit's standard row
//   height, separator included), else as tall as the content and the top and bottom margins.
extension UITableViewCell {
    /// The margins of a cell's content view.
    static let standardContentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

    /// The space between the image view and the labels, and between the labels of `.value1` and `.value2`.
    static let standardSpacing: CGFloat = 16

    /// The width the accessory takes from the content view, its spacing and the trailing margin included.
    var accessoryReservedWidth: CGFloat {
        if let accessoryView = shownAccessoryView { return accessoryView.frame.width + 24 }
        switch isEditing ? editingAccessoryType : accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 40
        case .detailButton: return 48
        case .detailDisclosureButton: return 68
        }
    }

    /// The accessory view shown in the cell's editing state: ``editingAccessoryView`` while editing, else
    /// ``accessoryView``.
    var shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

    /// The indentation of the content view.
    var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    /// The content view's frame in the cell's bounds.
    var contentViewFrame: CGRect {
        let width = max(0, bounds.width - indentation - accessoryReservedWidth)
        return CGRect(x: indentation, y: 0, width: width, height: max(0, bounds.height - separatorHeight))
    }

    /// Places the content view (see the file's notes).
    func layOutContentView() {
        let frame = contentViewFrame
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// The layout of the cell's standard parts (see the file's notes): the content view, the accessory view, and the
    /// labels and image view that show something.
    func layOutStandardViews() {
        layOutContentView()
        // The accessory view of the other editing state is not shown.
        if let hidden = isEditing ? accessoryView : editingAccessoryView, hidden !== shownAccessoryView,
            hidden.superview === self
        {
            hidden.removeFromSuperview()
        }
        if let accessoryView = shownAccessoryView {
            if accessoryView.superview !== self { addSubview(accessoryView) }
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(
                x: bounds.width - 16 - size.width, y: ((contentView.bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        let standard = standardLayout(in: contentView.bounds.size)
        for (view, frame) in standard.frames where view.frame != frame {
            view.frame = frame
        }
    }

    /// The height the standard parts need at the content view's width: 0 when none shows anything, else the
    /// labels' block (or the image, if taller) and the top and bottom margins, at least a 44-point row's content.
    func standardContentHeight(width: CGFloat) -> CGFloat {
        let layout = standardLayout(in: CGSize(width: width, height: 0))
        guard layout.hasContent else { return 0 }
        let margins = contentView.layoutMargins
        let height = PixelGrid.ceil(max(layout.labelsHeight, layout.imageSize.height) + margins.top + margins.bottom)
        return max(height, UITableView.fallbackRowHeight - separatorHeight)
    }

    /// The size the cell needs (see ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    func fittingSizeOfContent(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let inset = indentation + accessoryReservedWidth
        let contentTarget = CGSize(
            width: max(0, target.width - inset), height: max(0, target.height - separatorHeight))
        var content = CGSize(width: contentTarget.width, height: 0)
        if contentView.mayHaveConstraints {
            content = contentView.systemLayoutSizeFitting(
                contentTarget, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        }
        let standard = max(standardContentHeight(width: content.width), listContentMinimumHeight)
        return CGSize(width: content.width + inset, height: max(content.height, standard) + separatorHeight)
    }

    /// Where the standard parts go in a content view of `size`.
    private func standardLayout(in size: CGSize) -> StandardCellLayout {
        var layout = StandardCellLayout()
        let margins = contentView.layoutMargins
        var leading = margins.left
        let trailing = max(leading, size.width - margins.right)
        // Parts the app places with constraints are its own: the content view's fitting measures them.
        let imageView = imageView.flatMap { $0.translatesAutoresizingMaskIntoConstraints ? $0 : nil }
        let textLabel = textLabel.flatMap { $0.translatesAutoresizingMaskIntoConstraints ? $0 : nil }
        let detailTextLabel = detailTextLabel.flatMap { $0.translatesAutoresizingMaskIntoConstraints ? $0 : nil }
        if let imageView, let image = imageView.image, !imageView.isHidden {
            let imageSize = image.size
            layout.imageSize = imageSize
            layout.frames.append(
                (
                    imageView,
                    PixelGrid.round(
                        CGRect(
                            x: leading, y: (size.height - imageSize.height) / 2, width: imageSize.width,
                            height: imageSize.height))
                ))
            leading += imageSize.width + Self.standardSpacing
            layout.hasContent = true
        } else if let imageView, imageView.frame != .zero {
            layout.frames.append((imageView, .zero))
        }
        let width = max(0, trailing - leading)
        let text = textLabel.flatMap { $0.isHidden || ($0.text ?? "").isEmpty ? nil : $0 }
        let detail = detailTextLabel.flatMap { $0.isHidden || ($0.text ?? "").isEmpty ? nil : $0 }
        var rows: [(UILabel, CGFloat, CGFloat, CGFloat)] = []  // label, x, width, height; stacked or side by side
        switch style {
        case .default, .subtitle:
            for label in [text, detail].compactMap({ $0 }) {
                rows.append((label, leading, width, label.textSize(width: width).height))
            }
            layout.labelsHeight = rows.reduce(0) { $0 + $1.3 }
            var y = (size.height - layout.labelsHeight) / 2
            for (label, x, labelWidth, height) in rows {
                layout.frames.append((label, PixelGrid.round(CGRect(x: x, y: y, width: labelWidth, height: height))))
                y += height
            }
        case .value1, .value2:
            var detailWidth: CGFloat = 0
            var textWidth = width
            if style == .value1, let detail {
                detailWidth = min(width, detail.textSize(width: nil).width)
                textWidth = max(0, width - detailWidth - (text == nil ? 0 : Self.standardSpacing))
            } else if style == .value2 {
                textWidth = text == nil ? 0 : (width / 3).rounded(.down)
                detailWidth = max(0, width - textWidth - (text == nil ? 0 : Self.standardSpacing))
            }
            if let text { rows.append((text, leading, textWidth, text.textSize(width: textWidth).height)) }
            if let detail {
                rows.append(
                    (detail, leading + width - detailWidth, detailWidth, detail.textSize(width: detailWidth).height))
            }
            layout.labelsHeight = rows.map(\.3).max() ?? 0
            for (label, x, labelWidth, height) in rows {
                layout.frames.append(
                    (
                        label,
                        PixelGrid.round(CGRect(x: x, y: (size.height - height) / 2, width: labelWidth, height: height))
                    ))
            }
        }
        layout.hasContent = layout.hasContent || !rows.isEmpty
        // Standard labels that show nothing, and an image view without an image, take no room, as in UIKit.
        for label in [textLabel, detailTextLabel].compactMap({ $0 })
        where !rows.contains(where: { $0.0 === label }) && label.frame != .zero {
            layout.frames.append((label, .zero))
        }
        return layout
    }
}

/// Where a cell's standard parts go.
@MainActor
private struct StandardCellLayout {
    /// The standard views' frames in the content view.
    var frames: [(UIView, CGRect)] = []
    /// The height of the labels' block.
    var labelsHeight: CGFloat = 0
    /// The image's size, or zero.
    var imageSize: CGSize = .zero
    /// Whether a label has text or the image view an image.
    var hasContent = false
}

extension UIView {
    /// Whether the view's engine may hold constraints: it has one, or an update pass may make some (a stack view's).
    var mayHaveConstraints: Bool {
        layoutState.engine != nil || layoutState.needsUpdateConstraints || layoutState.subtreeNeedsUpdateConstraints
    }
}
#endif
