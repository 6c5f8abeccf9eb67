import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The second article's cell with a button and a picture; the button's tap is sent as ``Event/liked`` to the row's
/// `onEvent` handler. The button is the cell's accessory view, at its title's size, so the text wraps beside it.
///
/// iOS 14: the button's action is a `UIAction` (`addAction(_:for:)`); iOS 13 has only target-action, whose selectors
/// need the Objective-C runtime that Linux lacks.
@available(iOS 14.0, *)
final class CardCell: UITableViewCell, EventSendingCell {
    /// What the cell sends to its row.
    enum Event: Equatable, Sendable {
        /// The Like button was pressed.
        case liked
    }

    let likeButton = UIButton(type: .system)
    let events = CellEvents<Event>()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
        likeButton.addAction(UIAction { [events] _ in events.send(.liked) }, for: .touchUpInside)
        // Room around the title, as a bordered button has: a wider target for a finger.
        likeButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 24, bottom: 6, right: 24)
        accessoryView = likeButton
    }

    required init?(coder: NSCoder) { nil }

    func configure(with card: Card) {
        imageView?.image = UIImage(named: card.imageName)
        textLabel?.text = card.text
        likeButton.setTitle(card.likes == 0 ? "Like" : "Liked ×\(card.likes)", for: .normal)
        // An accessory view keeps the size it is given: its title's.
        likeButton.sizeToFit()
        setNeedsLayout()
    }
}
