import ListKit
import ListKitTestSupport
import Testing

private struct User: Identifiable, Hashable, Sendable {
    var id: Int
    var name: String
}

@MainActor
private final class UserCell: ConfigurableCell {
    func configure(with model: User) {}
}

@MainActor
private final class MessageCell: ConfigurableCell {
    func configure(with model: String) {}
}

private func item(_ id: Int, _ content: Int = 0) -> Row<TestTextCell> {
    Row<TestTextCell>(TestItem(id: id, content: content))
}

@MainActor
private final class NoteFooter: ConfigurableHeaderFooter {
    func configure(with model: String) {}
}

@Suite("Snapshots and sections", .timeLimit(.minutes(10)))
struct ListSnapshotTests {
    @Test("The README example builds: sections with loops and several cell types")
    func readmeExampleBuilds() {
        let users = [User(id: 1, name: "Ann"), User(id: 2, name: "Bo")]
        let message = "Hello"
        let snapshot = ListSnapshot {
            Section("Users") { for user in users { Row<UserCell>(user) } }
            Section("Messages", header: "Latest") { Row<MessageCell>(message) }
        }
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfRows(inSection: 0) == 2)
        #expect(snapshot.numberOfRows(inSection: 1) == 1)
        #expect(snapshot.sections[1].header == "Latest")
        #expect(snapshot.sections[1].id == AnyHashable("Messages"))
        #expect(snapshot.row(at: RowPath(section: 1, row: 0))?.model(as: String.self) == "Hello")
    }

    @Test("Builders take if, else, optionals, arrays of rows and AnyRows")
    func buildersTakeControlFlow() {
        let showExtra = false
        let snapshot = ListSnapshot {
            Section(1) {
                item(1)
                if showExtra { item(2) } else { item(3) }
                if showExtra { item(4) }
                [item(5), item(6)]
                AnyRow(item(7))
                [AnyRow(item(8))]
            }
            if showExtra { Section(2) { item(9) } }
            [Section(3, rows: [AnyRow(item(10))])]
        }
        #expect(snapshot.sections.map(\.id) == [1, 3])
        #expect(snapshot.sections[0].rows.map(\.id) == [1, 3, 5, 6, 7, 8])
    }

    @Test("Sections come from if/else and availability checks in the builder; a custom footer view is kept")
    func sectionsBuilderBranches() {
        func build(showsNews: Bool) -> ListSnapshot {
            ListSnapshot {
                if showsNews {
                    Section("news") { item(1) }
                } else {
                    Section("empty-state") { item(2) }
                }
                if #available(macOS 14, iOS 13, *) {
                    Section("recent") { item(3) }.footerView(Row<NoteFooter>("3 recent"))
                }
            }
        }
        #expect(build(showsNews: true).sections.map(\.id) == ["news", "recent"])
        #expect(build(showsNews: false).sections.map(\.id) == ["empty-state", "recent"])
        let footer = build(showsNews: true).sections[1].footerView
        #expect(footer?.model(as: String.self) == "3 recent")
        #expect(footer.map { ObjectIdentifier($0.cellType) } == ObjectIdentifier(NoteFooter.self))
    }

    @Test("Empty sections are hidden by default: counts and indices are those of the visible sections")
    func whenSectionIsEmptyItIsHidden() {
        var snapshot = ListSnapshot(sections: [
            Section("a", rows: [AnyRow(item(1))]),
            Section("empty", rows: []),
            Section("b", rows: [AnyRow(item(2))]),
        ])
        #expect(snapshot.hidesEmptySections)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.allSections.count == 3)
        #expect(snapshot.row(at: RowPath(section: 1, row: 0))?.id == AnyHashable(2))
        snapshot.hidesEmptySections = false
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfRows(inSection: 1) == 0)
        snapshot.appendSection(Section("c", rows: []))
        #expect(snapshot.numberOfSections == 4)
        snapshot.hidesEmptySections = true
        snapshot.appendSection(Section("d", rows: []))
        #expect(snapshot.sections.map(\.id) == ["a", "b"])
        #expect(snapshot.numberOfRows == 2)
    }

    @Test("An unknown path gives no row rather than a crash")
    func whenPathIsOutOfRangeRowIsNil() {
        let snapshot = ListSnapshot { Section(0) { item(1) } }
        #expect(snapshot.row(at: RowPath(section: 0, row: 1)) == nil)
        #expect(snapshot.row(at: RowPath(section: 1, row: 0)) == nil)
        #expect(snapshot.row(at: RowPath(section: -1, row: 0)) == nil)
        #expect(snapshot.numberOfRows(inSection: 5) == 0)
        #expect(ListSnapshot().isEmpty)
    }

    @Test("Duplicate row identities are kept and reported once each")
    func whenIdentitiesRepeatTheyAreReported() {
        let snapshot = ListSnapshot {
            Section(0) {
                item(1)
                item(2)
                item(1, 5)
            }
            Section(1) {
                item(1)
                item(2)
                Row<TestBadgeCell>(TestItem(id: 3))
                item(3)
            }
        }
        #expect(snapshot.numberOfRows == 7)
        #expect(snapshot.duplicateIdentifiers == [1, 2])
        #expect(snapshot.duplicateSectionIdentifiers.isEmpty)
        let sections = ListSnapshot(sections: [Section(0) { item(1) }, Section(0) { item(2) }])
        #expect(sections.duplicateSectionIdentifiers == [0])
    }
}
