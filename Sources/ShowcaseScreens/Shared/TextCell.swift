import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cell that shows a text, wrapped over as many lines as it needs.
final class TextCell: UITableViewCell, ConfigurableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }

    func configure(with text: String) {
        textLabel?.text = text
    }
}
