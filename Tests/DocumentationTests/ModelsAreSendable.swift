// The article "Models are Sendable" (ListKit.docc/ModelsAreSendable.md): the snippet verbatim (declarations at file scope).
// swift-format-ignore-file

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit

// Sendable as it is: a final class whose stored properties are all `let` and Sendable.
final class Author: Sendable {
    let id: Int
    let name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

// Not Sendable: the app's own mutable model object.
final class Member {
    let id: UUID
    var name: String
    var isFavourite = false
    init(id: UUID, name: String) { self.id = id; self.name = name }
}

// What a row shows of a member, copied when the snapshot is made.
struct MemberSummary: Identifiable, Equatable, Sendable {
    let id: UUID
    let name: String
    let isFavourite: Bool
    init(_ member: Member) { id = member.id; name = member.name; isFavourite = member.isFavourite }
}

final class AuthorCell: UITableViewCell, ConfigurableCell {
    func configure(with author: Author) { textLabel?.text = author.name }
}
final class MemberCell: UITableViewCell, ConfigurableCell {
    func configure(with member: MemberSummary) {
        textLabel?.text = member.isFavourite ? "★ \(member.name)" : member.name
    }
}

func peopleSnapshot(authors: [Author], members: [Member]) -> ListSnapshot {
    ListSnapshot {
        Section("authors") { for author in authors { Row<AuthorCell>(author, id: author.id) } }
        Section("members") { for member in members { Row<MemberCell>(MemberSummary(member)) } }
    }
}
