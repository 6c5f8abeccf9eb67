// The article "Rows without cell subclasses" (ListKitUIKit.docc/RowsWithoutCellSubclasses.md): its snippets verbatim,
// and tests of what they show.
// swift-format-ignore-file
// The article's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit
import Testing

struct Friend: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var phone: String
}

func friendsSnapshot(_ friends: [Friend], open: @escaping @MainActor @Sendable (Friend) -> Void) -> ListSnapshot {
    ListSnapshot {
        Section("friends") {
            for friend in friends {
                ConfigurationRow(friend) { friend, state in
                    var content = UIListContentConfiguration.subtitleCell()
                    content.text = friend.name
                    content.secondaryText = friend.phone
                    return content
                }
                .accessories([.disclosureIndicator])
                .onSelect(open)
            }
        }
    }
}

struct Chore: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var isDone: Bool
}

func choreRow(_ chore: Chore, toggle: @escaping @MainActor @Sendable (Chore) -> Void) -> ConfigurationRow<Chore> {
    ConfigurationRow(chore) { chore, state in
        var content = UIListContentConfiguration.cell()
        content.text = chore.title
        content.secondaryText = state.isEditing ? "Drag to reorder" : nil
        return content
    }
    .accessories { chore, state in chore.isDone ? [.checkmark] : [] }
    .background { _, state in
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = state.isSelected ? .systemGray4 : nil
        return background
    }
    .onSelect(toggle)
}

func friendInfoRow(_ friend: Friend, showInfo: @escaping @MainActor @Sendable (Friend) -> Void) -> ConfigurationRow<Friend> {
    ConfigurationRow(friend) { friend, _ in
        var content = UIListContentConfiguration.cell()
        content.text = friend.name
        return content
    }
    .accessories([.detail(), .multiselect()])
    .onDetail(showInfo)
}

func teamSection(_ team: [Friend]) -> Section {
    Section("team") {
        for friend in team {
            ConfigurationRow(friend) { friend, _ in
                var content = UIListContentConfiguration.cell()
                content.text = friend.name
                return content
            }
        }
    }
    .headerConfiguration("Team") { title in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = title
        return content
    }
}

@MainActor
@Suite("Rows without cell subclasses (article)", .timeLimit(.minutes(10)))
struct RowsWithoutCellSubclassesTests {
    @Test("One snapshot of configuration rows shows in a table and in a collection view, and a tap opens the model")
    func oneSnapshotInBothViews() throws {
        nonisolated(unsafe) var opened: [String] = []
        let snapshot = friendsSnapshot([Friend(id: 1, name: "Ada", phone: "555-0101")]) { opened.append($0.name) }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let tableAdapter = TableViewAdapter(tableView: table)
        tableAdapter.apply(snapshot)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: table.frame, collectionViewLayout: layout)
        let collectionAdapter = CollectionViewAdapter(collectionView: collectionView)
        collectionAdapter.apply(snapshot)
        let first = IndexPath(row: 0, section: 0)
        let tableCell = try #require(table.cellForRow(at: first))
        collectionView.layoutIfNeeded()
        let listCell = try #require(collectionView.cellForItem(at: first) as? UICollectionViewListCell)
        for configuration in [tableCell.contentConfiguration, listCell.contentConfiguration] {
            let content = configuration as? UIListContentConfiguration
            #expect(content?.text == "Ada")
            #expect(content?.secondaryText == "555-0101")
        }
        #expect(tableCell.accessoryType == .disclosureIndicator)
        #expect(listCell.accessories.count == 1)
        table.simulateTap(at: first)
        collectionView.simulateTap(at: first)
        #expect(opened == ["Ada", "Ada"])
    }

    @Test("A chore's checkmark, editing hint and selected background follow its model and its cell's state")
    func choreFollowsState() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.keepsSelection = true
        adapter.apply(ListSnapshot { Section(0) { choreRow(Chore(id: 1, title: "Dishes", isDone: true)) { _ in } } })
        let first = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: first))
        #expect(cell.accessoryType == .checkmark)
        #expect(cell.backgroundConfiguration?.backgroundColor == nil)
        table.simulateTap(at: first)
        table.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Drag to reorder")
    }

    @Test("A friend's detail button shows its info in a table and in a collection view list")
    func friendInfoInBothViews() throws {
        nonisolated(unsafe) var shown: [String] = []
        let snapshot = ListSnapshot {
            Section(0) { friendInfoRow(Friend(id: 1, name: "Ada", phone: "")) { shown.append($0.name) } }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let tableAdapter = TableViewAdapter(tableView: table)
        tableAdapter.apply(snapshot)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let collectionView = UICollectionView(frame: table.frame, collectionViewLayout: layout)
        let collectionAdapter = CollectionViewAdapter(collectionView: collectionView)
        collectionAdapter.apply(snapshot)
        let first = IndexPath(row: 0, section: 0)
        #expect(try #require(table.cellForRow(at: first)).accessoryType == .detailButton)
        table.simulateAccessoryButtonTap(at: first)
        #expect(collectionView.simulateTapOnDetailAccessory(at: first))
        #expect(shown == ["Ada", "Ada"])
    }

    @Test("A team section shows its header configuration above its rows")
    func teamSectionHeader() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(ListSnapshot { teamSection([Friend(id: 1, name: "Ada", phone: "")]) })
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Team")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Ada")
    }
}
