// The project's fill-in for the article's three cell nibs: what each .xib holds (labels and an image view in the cell's
// content view, connected to its outlets). Linux has no nib files; HeadlessUIKit makes a registered nib name's views
// with a closure, which sets the outlets in code.
import UIKit

@MainActor
enum ArticleNibs {
    static func register() {
        Headless.registerNib(named: "TableViewCellWithLabel") {
            let cell = TableViewCellWithLabel(style: .default, reuseIdentifier: "TableViewCellWithLabel")
            cell.titleLabel = label(in: cell)
            return cell
        }
        Headless.registerNib(named: "TableViewCellWithImageAndLabel") {
            let cell = TableViewCellWithImageAndLabel(
                style: .default, reuseIdentifier: "TableViewCellWithImageAndLabel")
            let image = UIImageView(frame: .zero)
            cell.contentView.addSubview(image)
            cell.leadingImageView = image
            cell.titleLabelView = label(in: cell)
            return cell
        }
        Headless.registerNib(named: "TableViewExpandableCell") {
            let cell = TableViewExpandableCell(style: .default, reuseIdentifier: "TableViewExpandableCell")
            cell.titleLabel = label(in: cell)
            cell.descriptionLabel = label(in: cell)
            cell.descriptionLabel.numberOfLines = 0
            return cell
        }
    }

    private static func label(in cell: UITableViewCell) -> UILabel {
        let label = UILabel()
        cell.contentView.addSubview(label)
        return label
    }
}
