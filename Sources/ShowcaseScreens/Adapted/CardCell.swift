import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The second article's cell with a button and a picture; the button's tap is sent as ``Event/liked`` to the row's
/// `onEvent` handler. The button is the cell's accessory view, at its title's size, so the text wraps beside it.
///
/// The button's action is a `UIAction` (`addAction(_:for:)`); target-action's selectors need the Objective-C runtime
/// that Linux lacks.
final class CardCell: UITableViewCell, EventSendingCell {
    /// What the cell sends to its row.
    enum Event: Equatable, Sendable {
        /// The Like button was pressed.
        case liked
    }

    let likeButton = PaddedButton(type: .system)
    let events = CellEvents<Event>()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
        likeButton.addAction(UIAction { [events] _ in events.send(.liked) }, for: .touchUpInside)
        accessoryView = likeButton
    }

    required init?(coder: NSCoder) { nil }

    func configure(with card: Card) {
        imageView?.image = UIImage(named: card.imageName)
        textLabel?.text = card.text
        likeButton.setTitle(card.likes == 0 ? "Like" : "Liked ×\(card.likes)", for: .normal)
        // An accessory view keeps the size it is given: its title's, padded.
        likeButton.frame.size = likeButton.intrinsicContentSize
        setNeedsLayout()
    }
}

/// A button with room beside its title, as a bordered button has: a wider target for a finger.
///
/// Its intrinsic size is the system button's (the title, with UIKit's 6 points above and below) plus
/// ``horizontalPadding`` on each side; the title stays centred. (`contentEdgeInsets`, which did this, is deprecated
/// since iOS 15; `UIButton.Configuration`'s `contentInsets` add to a default inset of their own, so they would not
/// give the same size.)
final class PaddedButton: UIButton {
    /// The room on each side of the title.
    static let horizontalPadding: CGFloat = 24

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 2 * Self.horizontalPadding, height: size.height)
    }
}
