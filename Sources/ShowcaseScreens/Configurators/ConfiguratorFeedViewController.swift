import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The fourth article's screen: users, messages, images and a warning in one list, each row typed by its cell
/// (`Row<UserCell>` is the article's `TableCellConfigurator<UserCell, User>`), without an `if` or a forced cast.
final class ConfiguratorFeedViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let status = StatusLine()
    private lazy var adapter = TableViewAdapter(tableView: tableView)

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Mixed feed"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(tableView)
        let status = status
        let said = { (text: String) in "Message: \(text.prefix(24))…" }
        adapter.apply(
            ListSnapshot {
                Section("feed") {
                    Row<UserCell>(FeedUser(name: "Maria Lopez", imageName: "avatar-maria"))
                        .onSelect { status.text = "User: \($0.name)" }
                    Row<MessageCell>("Hello! Is anyone around for lunch?").onSelect { status.text = said($0) }
                    Row<ImageCell>(URL(fileURLWithPath: "/photos/harbour-at-dusk.jpg"))
                        .onSelect { status.text = "Image: \($0.lastPathComponent)" }
                    Row<UserCell>(FeedUser(name: "Kenji Sato", imageName: "avatar-kenji"))
                        .onSelect { status.text = "User: \($0.name)" }
                    Row<MessageCell>(
                        "Sure. The new place by the harbour has a long table, good noodles and, according to the "
                            + "reviews, the slowest service in town, so bring a book."
                    ).onSelect { status.text = said($0) }
                    Row<WarningCell>(Warning(text: "your storage is almost full"))
                        .onSelect { status.text = "Warning: \($0.text)" }
                }
            })
    }
}
