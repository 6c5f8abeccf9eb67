import ListKit

// Until the terminal screens arrive, the showcase prints a list, an edit of it, and the batch updates that animate
// one into the other: the same values an adapter hands to UITableView.

struct Contact: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
}

@MainActor
final class ContactCell: ConfigurableCell {
    var text = ""
    func configure(with contact: Contact) { text = contact.name }
}

@MainActor
final class NoteCell: ConfigurableCell {
    var text = ""
    func configure(with note: String) { text = note }
}

func render(_ snapshot: ListSnapshot) -> String {
    var lines: [String] = []
    for section in snapshot.sections {
        lines.append("  [\(section.header ?? "\(section.id.base)")]")
        for row in section.rows {
            let text = row.model(as: Contact.self)?.name ?? row.model(as: String.self) ?? "\(row.model)"
            lines.append("    \(text)")
        }
    }
    return lines.joined(separator: "\n")
}

let before = ListSnapshot {
    Section("friends", header: "Friends") {
        Row<ContactCell>(Contact(id: 1, name: "Ada"))
        Row<ContactCell>(Contact(id: 2, name: "Brian"))
        Row<ContactCell>(Contact(id: 3, name: "Chris"))
    }
    Section("work", header: "Work") {
        Row<ContactCell>(Contact(id: 4, name: "Dana"))
    }
    Section("notes", header: "Notes") {}
}
let after = ListSnapshot {
    Section("work", header: "Work") {
        Row<ContactCell>(Contact(id: 4, name: "Dana"))
        Row<ContactCell>(Contact(id: 2, name: "Brian"))
    }
    Section("friends", header: "Friends") {
        Row<ContactCell>(Contact(id: 3, name: "Chris K."))
        Row<ContactCell>(Contact(id: 1, name: "Ada"))
        Row<ContactCell>(Contact(id: 5, name: "Eve"))
    }
    Section("notes", header: "Notes") { Row<NoteCell>("Call Dana on Monday") }
}

print("ListKit showcase: a list, an edit of it, and the batch updates between them\n")
print("Before (the empty Notes section is hidden):\n\(render(before))\n")
print("After:\n\(render(after))\n")
for (index, stage) in ListDiff(from: before, to: after).stages.enumerated() {
    print("performBatchUpdates #\(index + 1):")
    print(stage.description.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
}
