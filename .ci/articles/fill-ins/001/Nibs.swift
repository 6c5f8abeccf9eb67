// The project's fill-in for the article's nib: what `TextTableViewCell.xib` holds (a cell with a label in its content
// view, connected to the `label` outlet). Linux has no nib files; HeadlessUIKit makes a registered nib name's views with
// a closure, which sets the outlet in code.
import UIKit

@MainActor
enum ArticleNibs {
    static func register() {
        Headless.registerNib(named: "TextTableViewCell") {
            let cell = TextTableViewCell(style: .default, reuseIdentifier: "TextTableViewCell")
            let label = UILabel()
            label.numberOfLines = 0
            cell.contentView.addSubview(label)
            cell.label = label
            return cell
        }
    }
}
