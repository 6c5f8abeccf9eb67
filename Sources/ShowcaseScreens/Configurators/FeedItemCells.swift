import Foundation
import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A user: avatar and name.
final class UserCell: UITableViewCell, ConfigurableCell {
    func configure(with user: FeedUser) {
        imageView?.image = UIImage(named: user.imageName)
        textLabel?.text = user.name
    }
}

/// A message, wrapped over as many lines as it needs.
final class MessageCell: UITableViewCell, ConfigurableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }

    func configure(with message: String) {
        textLabel?.text = message
    }
}

/// An image, named by the last component of its URL.
final class ImageCell: UITableViewCell, ConfigurableCell {
    func configure(with url: URL) {
        imageView?.image = UIImage(named: url.lastPathComponent)
    }
}

/// A warning, marked as one.
final class WarningCell: UITableViewCell, ConfigurableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }

    func configure(with warning: Warning) {
        textLabel?.text = "⚠︎ Warning: \(warning.text)"
    }
}
