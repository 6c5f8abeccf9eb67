import ListKit
import ListKitTestSupport
import Testing

private struct User: Identifiable, Equatable, Sendable {
    var id: String
    var name: String
}

private struct Tag: Hashable, Sendable {
    var name: String
}

private struct Record: Sendable {
    var key: Int
    var payload: String
}

private struct Opaque: Identifiable, Sendable {
    var id: Int
}

@MainActor
private final class UserCell: ConfigurableCell {
    var shown: [String] = []
    func configure(with model: User) { shown.append(model.name) }
}

@MainActor
private final class CompactUserCell: ConfigurableCell {
    func configure(with model: User) {}
}

@MainActor
private final class TagCell: ConfigurableCell {
    nonisolated static var reuseIdentifier: String { "tag" }
    func configure(with model: Tag) {}
}

@MainActor
private final class RecordCell: ConfigurableCell {
    func configure(with model: Record) {}
}

@MainActor
private final class OpaqueCell: ConfigurableCell {
    func configure(with model: Opaque) {}
}

/// Two screens with a nested cell type of the same name.
enum FeedScreen {
    @MainActor
    final class Cell: ConfigurableCell {
        func configure(with model: String) {}
    }
}

/// See ``FeedScreen``.
enum ProfileScreen {
    @MainActor
    final class Cell: ConfigurableCell {
        func configure(with model: String) {}
    }
}

@MainActor
@Suite("Rows", .timeLimit(.minutes(10)))
struct RowTests {
    @Test("reuseIdentifier defaults to the cell type's full name, unique per scope, and can be overridden")
    func reuseIdentifierDefaultsToTypeName() {
        #expect(UserCell.reuseIdentifier == String(reflecting: UserCell.self))
        #expect(UserCell.reuseIdentifier.hasPrefix("ListKitTests."))
        #expect(UserCell.reuseIdentifier.hasSuffix(".UserCell"))
        #expect(TagCell.reuseIdentifier == "tag")
        #expect(AnyRow(Row<UserCell>(User(id: "a", name: "Ann"))).reuseIdentifier == UserCell.reuseIdentifier)
        #expect(FeedScreen.Cell.reuseIdentifier == "ListKitTests.FeedScreen.Cell")
        #expect(ProfileScreen.Cell.reuseIdentifier == "ListKitTests.ProfileScreen.Cell")
    }

    @Test("An Identifiable model is identified by its id and compared with ==")
    func whenModelIsIdentifiableIdentityIsItsID() {
        let ann = Row<UserCell>(User(id: "a", name: "Ann"))
        let renamed = Row<UserCell>(User(id: "a", name: "Anne"))
        #expect(ann.id == AnyHashable("a"))
        #expect(renamed.id == ann.id)
        #expect(!ann.isContentEqual(to: renamed))
        #expect(ann.isContentEqual(to: Row<UserCell>(User(id: "a", name: "Ann"))))
    }

    @Test("A Hashable model is its own identity")
    func whenModelIsHashableIdentityIsTheModel() {
        let row = Row<TagCell>(Tag(name: "swift"))
        #expect(row.id == AnyHashable(Tag(name: "swift")))
        #expect(row.isContentEqual(to: Row<TagCell>(Tag(name: "swift"))))
    }

    @Test("A model that is neither takes an explicit id and is never content-equal")
    func whenModelHasNoIdentityExplicitIDIsUsed() {
        let row = Row<RecordCell>(Record(key: 7, payload: "x"), id: 7)
        #expect(row.id == AnyHashable(7))
        #expect(!row.isContentEqual(to: row))
        #expect(!AnyRow(row).isContentEqual(to: AnyRow(row)))
    }

    @Test("An Identifiable model that is not Equatable is reconfigured on every apply")
    func whenModelIsIdentifiableOnlyNeverContentEqual() {
        let row = Row<OpaqueCell>(Opaque(id: 1))
        #expect(row.id == AnyHashable(1))
        #expect(!row.isContentEqual(to: row))
    }

    @Test("Two cell types may show the same model: different rows, same id")
    func whenTwoCellTypesShowOneModelRowsDiffer() {
        let user = User(id: "a", name: "Ann")
        let full = AnyRow(Row<UserCell>(user))
        let compact = AnyRow(Row<CompactUserCell>(user))
        #expect(full.id == compact.id)
        #expect(ObjectIdentifier(full.cellType) != ObjectIdentifier(compact.cellType))
        #expect(!full.isContentEqual(to: compact))
        #expect(full.isContentEqual(to: AnyRow(Row<UserCell>(user))))
    }

    @Test("AnyRow configures its cell with the model, without a cast in user code")
    func anyRowConfiguresCell() {
        let row = AnyRow(Row<UserCell>(User(id: "a", name: "Ann")))
        let cell = UserCell()
        row.configure(cell)
        #expect(cell.shown == ["Ann"])
        #expect(ObjectIdentifier(row.cellType) == ObjectIdentifier(UserCell.self))
    }

    @Test("onSelect receives the row's model, through AnyRow too")
    func onSelectReceivesModel() {
        var selected: [String] = []
        let row = Row<UserCell>(User(id: "a", name: "Ann")).onSelect { selected.append($0.name) }
        AnyRow(row).select()
        #expect(selected == ["Ann"])
        #expect(AnyRow(row).isSelectable)
        #expect(!AnyRow(Row<UserCell>(User(id: "b", name: "Bo"))).isSelectable)
    }

    @Test("Handlers take no part in content equality")
    func handlersAreNotContent() {
        let plain = Row<UserCell>(User(id: "a", name: "Ann"))
        let handled = plain.onSelect { _ in }
        #expect(plain.isContentEqual(to: handled))
    }

    @Test("The typed row and model can be read back from AnyRow")
    func typedAccessFromAnyRow() {
        let row = AnyRow(Row<UserCell>(User(id: "a", name: "Ann")))
        #expect(row.model(as: User.self)?.name == "Ann")
        #expect(row.model(as: Tag.self) == nil)
        #expect(row.row(as: UserCell.self)?.model.name == "Ann")
        #expect(row.row(as: CompactUserCell.self) == nil)
        #expect(row.description == "UserCell(a)")
    }

    @Test("Test cells record their configurations")
    func supportCellsRecord() {
        let cell = TestTextCell()
        AnyRow(Row<TestTextCell>(TestItem(id: 1, content: 2))).configure(cell)
        #expect(cell.configuredModels == [TestItem(id: 1, content: 2)])
    }
}
