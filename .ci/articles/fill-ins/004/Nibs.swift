// The project's fill-in for the storyboard's prototype cells of article 004: each cell type, reused under its type's
// name, with its labels and image views connected to its outlets. Linux has no nib files; HeadlessUIKit makes a
// registered nib name's views with a closure, which sets the outlets in code.
import UIKit

@MainActor
enum ArticleNibs {
    static func register(in table: UITableView) {
        Headless.registerNib(named: "UserCell") {
            let cell = UserCell(style: .default, reuseIdentifier: "UserCell")
            cell.avatarView = imageView(in: cell)
            cell.userNameLabel = label(in: cell)
            return cell
        }
        Headless.registerNib(named: "MessageCell") {
            let cell = MessageCell(style: .default, reuseIdentifier: "MessageCell")
            cell.messageLabel = label(in: cell)
            return cell
        }
        Headless.registerNib(named: "ImageCell") {
            let cell = ImageCell(style: .default, reuseIdentifier: "ImageCell")
            cell.pictureView = imageView(in: cell)
            return cell
        }
        Headless.registerNib(named: "WarningCell") {
            let cell = WarningCell(style: .default, reuseIdentifier: "WarningCell")
            cell.messageLabel = label(in: cell)
            return cell
        }
        for name in ["UserCell", "MessageCell", "ImageCell", "WarningCell"] {
            table.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: name)
        }
    }

    private static func label(in cell: UITableViewCell) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        cell.contentView.addSubview(label)
        return label
    }

    private static func imageView(in cell: UITableViewCell) -> UIImageView {
        let view = UIImageView(frame: .zero)
        cell.contentView.addSubview(view)
        return view
    }
}
