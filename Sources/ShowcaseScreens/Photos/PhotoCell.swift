import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A photo of the grid: its caption at the top, wrapped to the width with room left for the badge on the trailing
/// corner, and a line's space below it; the cell sizes itself from its constraints. In editing mode a mark before the
/// caption says whether the photo is picked (`○`, `●`), from the cell's configuration state; the mark's column is kept
/// in every state, so the caption wraps alike in all of them (the grid measures a photo once per content and width).
final class PhotoCell: UICollectionViewCell, ConfigurableCell {
    let caption = UILabel()
    let mark = UILabel()

    /// The width of the mark's column, and of the room left for the badge: two columns of body text.
    static let markWidth: CGFloat = 17
    /// The space below the caption: a line of body text.
    static let spaceBelow: CGFloat = 20 + 1 / 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.numberOfLines = 0
        for label in [mark, caption] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            mark.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            mark.topAnchor.constraint(equalTo: contentView.topAnchor),
            mark.widthAnchor.constraint(equalToConstant: Self.markWidth),
            caption.leadingAnchor.constraint(equalTo: mark.trailingAnchor),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Self.markWidth),
            caption.topAnchor.constraint(equalTo: contentView.topAnchor),
            contentView.bottomAnchor.constraint(
                greaterThanOrEqualTo: caption.bottomAnchor, constant: Self.spaceBelow),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with photo: Photo) {
        caption.text = photo.caption
        accessibilityLabel = photo.caption
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        mark.text = state.isEditing ? (state.isSelected ? "●" : "○") : nil
    }
}
