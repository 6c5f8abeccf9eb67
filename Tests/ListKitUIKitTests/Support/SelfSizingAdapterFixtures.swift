import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A self-sizing cell as an app writes one: a wrapping label pinned to the content view's margins.
class MarginLabelCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        pinWrappingLabel(label, toMarginsOf: contentView)
    }

    required init?(coder: NSCoder) { nil }
}

/// Adds `label` to `contentView`, wrapping (`numberOfLines` 0) and pinned to its layout margins with constraints: how a
/// self-sizing cell's constraints give it a height.
@MainActor
func pinWrappingLabel(_ label: UILabel, toMarginsOf contentView: UIView) {
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
}

/// `count` words of five letters: five a line in a 320-point table (288 points of label: 33 columns), six in a
/// 320-point collection view item (304 points between 8-point margins: 35 columns), two in a 155-point one (139
/// points: 16 columns).
func words(_ count: Int) -> String {
    Array(repeating: "abcde", count: count).joined(separator: " ")
}

/// The height of `lines` lines of 17-point text in HeadlessUIKit's text model, on the pixel grid.
func textHeight(lines: Int) -> CGFloat {
    textThirds(lines: lines) / 3
}

/// The height of `lines` lines of 17-point text in thirds of a point, rounded up to the pixel grid.
func textThirds(lines: Int) -> CGFloat {
    (CGFloat(lines) * 17 * 1.193 * 3 - 1e-6).rounded(.up)
}
