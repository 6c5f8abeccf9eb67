// README "Table views": the snippets verbatim.
// swift-format-ignore-file
// The README's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit

final class UsersViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var adapter = TableViewAdapter(tableView: tableView)
    private var users: [User] = []
    var open: (User) -> Void = { _ in }

    func show(_ users: [User]) {
        self.users = users
        adapter.apply(ListSnapshot {
            Section("users") {
                for user in users {
                    Row<UserCell>(user)
                        .onSelect { [weak self] user in self?.open(user) }
                        .trailingActions([SwipeAction("Delete", style: .destructive) { [weak self] in self?.delete($0) }])
                }
            }
        })
    }

    private func delete(_ user: User) { show(users.filter { $0.id != user.id }) }
}

/// README "Table views", a cell's own events: the row inside a function that returns it.
func switchRow(for setting: Setting, viewModel: SettingsViewModel) -> Row<SwitchCell> {
    Row<SwitchCell>(setting).onEvent { setting, event in viewModel.apply(event, to: setting) }
}
