import ListKit
import ListKitNetworking

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A friend: the picture beside the name (the first article's image-and-label cell).
final class FriendCell: UITableViewCell, ConfigurableCell {
    func configure(with friend: Feed.Friend) {
        imageView?.image = UIImage(named: friend.imageName)
        textLabel?.text = friend.name
    }
}

/// A key/value fact of the profile, on one line.
final class AttributeCell: UITableViewCell, ConfigurableCell {
    func configure(with attribute: Feed.Attribute) {
        textLabel?.text = "\(attribute.key): \(attribute.value)"
    }
}

/// The biography and whether it is expanded.
struct Biography: Hashable, Sendable {
    var text: String
    var isExpanded: Bool
}

/// The first article's expandable cell: a title, and the text below it only when expanded. A tap toggles it in
/// place (the same cell, reconfigured, and a taller row).
final class BiographyCell: UITableViewCell, ConfigurableCell {
    let detailsLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        detailsLabel.numberOfLines = 0
        contentView.addSubview(detailsLabel)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with biography: Biography) {
        textLabel?.text = biography.isExpanded ? "Biography (tap to collapse)" : "Biography (tap to read)"
        detailsLabel.text = biography.text
        detailsLabel.isHidden = !biography.isExpanded
    }
}
