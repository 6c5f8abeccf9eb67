import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The second article's cell with a button and a picture; the button's tap reaches the card's action.
///
/// iOS 14: the button's action is a `UIAction` (`addAction(_:for:)`); iOS 13 has only target-action, whose selectors
/// need the Objective-C runtime that Linux lacks.
@available(iOS 14.0, *)
final class CardCell: UITableViewCell, ConfigurableCell {
    let likeButton = UIButton(type: .system)
    private var onLike: (@MainActor @Sendable () -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
        likeButton.addAction(UIAction { [weak self] _ in self?.onLike?() }, for: .touchUpInside)
        contentView.addSubview(likeButton)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with card: Card) {
        imageView?.image = UIImage(named: card.imageName)
        textLabel?.text = card.text
        likeButton.setTitle(card.likes == 0 ? "Like" : "Liked ×\(card.likes)", for: .normal)
        onLike = card.onLike
    }
}
