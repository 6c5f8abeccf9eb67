import ListKit
import ListKitNetworking
import ShowcaseFeed

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
/// place (the same cell, reconfigured, and a taller row: the row sizes itself to the stack of the two labels, pinned
/// to the content view's margins; a hidden label takes no room in the stack).
final class BiographyCell: UITableViewCell, ConfigurableCell {
    let titleLabel = UILabel()
    let detailsLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        detailsLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, detailsLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with biography: Biography) {
        titleLabel.text = biography.isExpanded ? "Biography (tap to collapse)" : "Biography (tap to read)"
        detailsLabel.text = biography.text
        detailsLabel.isHidden = !biography.isExpanded
    }
}
