// README "A first list": the snippet verbatim (declarations at file scope), then a test that shows it on a table.
// swift-format-ignore-file

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit   // re-exports Foundation, as UIKit does
#endif
import ListKit

struct User: Identifiable, Equatable, Sendable { let id: UUID; var name: String }

final class UserCell: UITableViewCell, ConfigurableCell {
    func configure(with user: User) { textLabel?.text = user.name }
}
final class MessageCell: UITableViewCell, ConfigurableCell {
    func configure(with message: String) { textLabel?.text = message }
}

func firstSnapshot(of users: [User], message: String) -> ListSnapshot {
    ListSnapshot {
        Section("Users") { for user in users { Row<UserCell>(user) } }
        Section("Messages", header: "Latest") { Row<MessageCell>(message) }
    }
}

/// README "A first list", the diff: the statements inside a function.
func printStages(from onScreen: ListSnapshot, to snapshot: ListSnapshot) {
    let diff = ListDiff(from: onScreen, to: snapshot)
    for stage in diff.stages {   // each stage is one performBatchUpdates that UIKit accepts
        print(stage.deletedRows, stage.insertedRows, stage.movedRows, stage.reconfiguredRows)
    }
}

/// README "A first list", a long list given whole.
func usersSnapshot(of users: [User], open: @escaping @MainActor @Sendable (User) -> Void) -> ListSnapshot {
    ListSnapshot {
        Section("Users") { Rows<UserCell>(users).onSelect(open) }
    }
}
