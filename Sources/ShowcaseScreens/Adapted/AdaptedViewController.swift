import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The second article's screen: sections of text cells and a cell with a picture and a button, shown by the adapter
/// in place of the article's `AdaptedTableView`, cell factory and per-cell registration.
final class AdaptedViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let status = StatusLine()
    private lazy var adapter = TableViewAdapter(tableView: tableView)
    private var likes = 0

    private let sections: [(title: String, texts: [String])] = [
        ("Main", ["First cell", "Second cell", "Third cell"]),
        (
            "Other",
            [
                "A longer text cell: the label has numberOfLines = 0, so its text wraps to the width of the table "
                    + "instead of being cut off."
            ]
        ),
    ]

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Adapted"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(tableView)
        adapter.apply(snapshot)
    }

    private var snapshot: ListSnapshot {
        let card = Card(id: "card", text: "A cell with a picture and a button", imageName: "swift-bird", likes: likes)
        return ListSnapshot {
            Section(sections[0].title, header: sections[0].title) {
                for text in sections[0].texts { textRow(text) }
            }
            Section("card", header: "Picture and button", footer: "Space presses the button.") {
                Row<CardCell>(card)
                    .onSelect { [status] _ in status.text = "Selected the card (Space likes it)" }
                    .onEvent { [weak self] _, event in
                        switch event {
                        case .liked: self?.like()
                        }
                    }
            }
            Section(sections[1].title, header: sections[1].title) {
                for text in sections[1].texts { textRow(text) }
            }
        }
    }

    private func textRow(_ text: String) -> Row<TextCell> {
        Row<TextCell>(text).onSelect { [status] in status.text = "Selected “\($0.prefix(20))”" }
    }

    private func like() {
        likes += 1
        status.text = "Liked \(likes) time\(likes == 1 ? "" : "s")"
        adapter.apply(snapshot)
    }
}
