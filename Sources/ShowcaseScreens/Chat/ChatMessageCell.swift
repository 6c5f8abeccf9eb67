import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A chat message that sizes itself: the author over the text, which wraps, pinned with Auto Layout to the content
/// view's margins, so the row is as tall as its text.
final class ChatMessageCell: UITableViewCell, ConfigurableCell {
    let authorLabel = UILabel()
    let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        messageLabel.numberOfLines = 0
        for label in [authorLabel, messageLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            authorLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            authorLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            authorLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            messageLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 2),
            messageLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The message shown.
    private(set) var message: Message?

    func configure(with message: Message) {
        self.message = message
        authorLabel.text = message.author
        messageLabel.text = message.text
    }
}
