#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cell with a title and a subtitle below it, UIKit's `.subtitle` style.
final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}
