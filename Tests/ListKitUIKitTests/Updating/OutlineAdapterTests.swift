import Foundation
import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A node of the outline tests: a name and a content value.
private struct Node: Hashable, Sendable, Identifiable {
    var id: String
    var content = 0
}

/// A table cell that shows a node.
private final class NodeCell: UITableViewCell, ConfigurableCell {
    private(set) var node: Node?
    func configure(with model: Node) { node = model }
}

/// A list cell that shows a node, with an accessory of its own.
private final class NodeListCell: UICollectionViewListCell, ConfigurableCell {
    private(set) var node: Node?
    func configure(with model: Node) {
        node = model
        accessories = [.checkmark()]
    }
}

/// A table that records the rows inserted and deleted by each batch update.
private final class OutlineRecordingTable: UITableView {
    var inserted: [[IndexPath]] = []
    var deleted: [[IndexPath]] = []
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        inserted.append(indexPaths)
        super.insertRows(at: indexPaths, with: animation)
    }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        deleted.append(indexPaths)
        super.deleteRows(at: indexPaths, with: animation)
    }
}

/// A collection view that records the items inserted and deleted by each batch update.
private final class OutlineRecordingCollectionView: UICollectionView {
    var inserted: [[IndexPath]] = []
    var deleted: [[IndexPath]] = []
    override func insertItems(at indexPaths: [IndexPath]) {
        inserted.append(indexPaths)
        super.insertItems(at: indexPaths)
    }
    override func deleteItems(at indexPaths: [IndexPath]) {
        deleted.append(indexPaths)
        super.deleteItems(at: indexPaths)
    }
}

/// Index paths of rows `rows` in section 0.
private func paths(_ rows: ClosedRange<Int>) -> [IndexPath] {
    rows.map { IndexPath(row: $0, section: 0) }
}

/// The folders: `a` (with `a1`, which has `a1x` and `a1y`, and `a2`), `b` (with `b1`), `c`; `content` is `a1x`'s.
private func folders(a1xContent: Int = 0) -> ListSnapshot {
    ListSnapshot {
        Section("files") {
            Row<NodeCell>(Node(id: "a")).children {
                Row<NodeCell>(Node(id: "a1")).children {
                    Row<NodeCell>(Node(id: "a1x", content: a1xContent))
                    Row<NodeCell>(Node(id: "a1y"))
                }
                Row<NodeCell>(Node(id: "a2"))
            }
            Row<NodeCell>(Node(id: "b")).children { Row<NodeCell>(Node(id: "b1")) }
            Row<NodeCell>(Node(id: "c"))
        }
    }
}

/// The same folders as list cells.
private func listFolders() -> ListSnapshot {
    ListSnapshot {
        Section("files") {
            Row<NodeListCell>(Node(id: "a")).children {
                Row<NodeListCell>(Node(id: "a1")).children { Row<NodeListCell>(Node(id: "a1x")) }
                Row<NodeListCell>(Node(id: "a2"))
            }
            Row<NodeListCell>(Node(id: "b"))
        }
    }
}

/// The ids of the nodes the table's data source reports, top to bottom.
@MainActor
private func shownIDs(_ adapter: ListViewAdapter) -> [String] {
    adapter.snapshot.sections.first?.rows.compactMap { $0.model(as: Node.self)?.id } ?? []
}

@MainActor
private func makeTable() -> OutlineRecordingTable {
    let table = OutlineRecordingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.rowHeight = 44
    return table
}

@MainActor
private func makeList() -> OutlineRecordingCollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
    return OutlineRecordingCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
}

@MainActor
@Suite(
    "Outlines through the adapters: expand and collapse as inserts and deletes of the subtree", .timeLimit(.minutes(10))
)
struct OutlineAdapterTests {
    @Test("Expanding and collapsing by code three levels deep inserts and deletes exactly the subtree's rows")
    func expandAndCollapseByCode() async throws {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(folders())
        table.layoutIfNeeded()
        #expect(shownIDs(adapter) == ["a", "b", "c"])
        #expect(adapter.expand("a"))
        #expect(table.inserted == [paths(1...2)])
        #expect(adapter.expand("a1"))
        #expect(table.inserted.last == paths(2...3))
        #expect(shownIDs(adapter) == ["a", "a1", "a1x", "a1y", "a2", "b", "c"])
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(adapter.expand("b"))
        #expect(table.inserted.last == paths(6...6))
        #expect(adapter.collapse("a"))
        #expect(table.deleted == [paths(1...4)])
        #expect(shownIDs(adapter) == ["a", "b", "b1", "c"])
        // `a1` stays expanded under the collapsed `a`: expanding `a` shows its rows again.
        #expect(adapter.isExpanded("a1"))
        #expect(adapter.toggle("a"))
        #expect(table.inserted.last == paths(1...4))
        #expect(shownIDs(adapter) == ["a", "a1", "a1x", "a1y", "a2", "b", "b1", "c"])
        table.layoutIfNeeded()
        let shown = (0..<8).compactMap { (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? NodeCell)?.node?.id }
        #expect(shown == ["a", "a1", "a1x", "a1y", "a2", "b", "b1", "c"])
    }

    @Test("Children are indented by depth in a table")
    func tableIndentation() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.expansion.expand("a")
        adapter.expansion.expand("a1")
        await adapter.apply(folders())
        table.layoutIfNeeded()
        let levels = (0..<6).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.indentationLevel }
        #expect(levels == [0, 1, 2, 2, 1, 0])
    }

    @Test("A tap on a row with children and no onSelect expands it, a second tap collapses it")
    func tapToggles() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(folders())
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(table.inserted == [paths(2...2)])
        #expect(adapter.isExpanded("b"))
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(table.deleted == [paths(2...2)])
        #expect(!adapter.isExpanded("b"))
        // A leaf does nothing when tapped.
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(table.inserted.count == 1)
    }

    @Test("Expansion is kept across a new snapshot and a reload, by identity")
    func expansionOutlivesSnapshots() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(folders())
        adapter.expand("a")
        adapter.expand("a1")
        await adapter.apply(folders(a1xContent: 1))
        #expect(shownIDs(adapter) == ["a", "a1", "a1x", "a1y", "a2", "b", "c"])
        #expect(adapter.snapshot.sections[0].rows[2].model(as: Node.self)?.content == 1)
        adapter.reload(folders(a1xContent: 2))
        await adapter.settled()
        #expect(shownIDs(adapter) == ["a", "a1", "a1x", "a1y", "a2", "b", "c"])
        #expect(table.numberOfRows(inSection: 0) == 7)
    }

    @Test("A child changed under a collapsed parent shows its new content when the parent expands")
    func collapsedParentWithChangedChild() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.expansion.expand("a1")
        await adapter.apply(folders())
        #expect(shownIDs(adapter) == ["a", "b", "c"])
        await adapter.apply(folders(a1xContent: 5))
        #expect(table.inserted.isEmpty && table.deleted.isEmpty)
        #expect(adapter.expand("a"))
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? NodeCell
        #expect(cell?.node == Node(id: "a1x", content: 5))
    }

    @Test("An expand while an apply is under way is shown with the snapshot, and lands where it should")
    func expandDuringApply() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(folders())
        adapter.apply(folders(a1xContent: 3), completion: nil)
        #expect(adapter.expand("a"))
        await adapter.settled()
        #expect(shownIDs(adapter) == ["a", "a1", "a2", "b", "c"])
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test("A collection list gives parents an outline disclosure and indents children; tapping it toggles the row")
    func collectionListDisclosure() async throws {
        failOnInconsistency()
        let view = makeList()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(listFolders())
        view.layoutIfNeeded()
        let parent = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(parent.accessories.count == 2)
        let leaf = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(leaf.accessories.count == 1)
        #expect(view.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(view.inserted == [[IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]])
        #expect(adapter.isExpanded("a"))
        view.layoutIfNeeded()
        let levels = (0..<4).compactMap {
            (view.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)?.indentationLevel
        }
        #expect(levels == [0, 1, 1, 0])
        // Configured again, a parent still has one disclosure, beside the cell's own accessory.
        await adapter.apply(listFolders())
        adapter.expand("a1")
        view.layoutIfNeeded()
        let again = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(again.accessories.count == 2)
        #expect(view.inserted.last == [IndexPath(item: 2, section: 0)])
        #expect(view.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(view.deleted == [(1...3).map { IndexPath(item: $0, section: 0) }])
    }

    @Test("A configuration row with children keeps its outline disclosure when its cell's state changes")
    func configurationRowKeepsDisclosure() async throws {
        failOnInconsistency()
        let view = makeList()
        let adapter = CollectionViewAdapter(collectionView: view)
        func row(_ id: String) -> ConfigurationRow<Node> {
            ConfigurationRow(Node(id: id)) { node, _ in
                var content = UIListContentConfiguration.cell()
                content.text = node.id
                return content
            }
            .accessories([.checkmark])
        }
        await adapter.apply(
            ListSnapshot {
                Section("s") {
                    row("a").children { row("a1") }
                    row("b")
                }
            })
        view.layoutIfNeeded()
        let parent = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(parent.accessories.count == 2)
        parent.isHighlighted = true
        view.layoutIfNeeded()
        #expect(parent.accessories.count == 2)
        #expect(view.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(adapter.isExpanded("a"))
        view.layoutIfNeeded()
        let leaf = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        #expect(leaf.accessories.count == 1)
    }

    @Test("A tap on a list item with children and no onSelect toggles it")
    func collectionTapToggles() async {
        failOnInconsistency()
        let view = makeList()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(listFolders())
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(view.inserted == [[IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]])
    }

    @Test("Unknown identities and rows without children change nothing and return false")
    func badInput() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        #expect(!adapter.expand("a"))
        await adapter.apply(folders())
        #expect(!adapter.expand("nowhere"))
        #expect(!adapter.collapse(42))
        #expect(!adapter.toggle("c"))
        #expect(!adapter.isExpanded("nowhere"))
        #expect(!adapter.collapse("a"))
        #expect(adapter.expand("a"))
        #expect(!adapter.expand("a"))
        #expect(table.inserted.count == 1 && table.deleted.isEmpty)
    }

    @Test("Duplicate identities among children are kept, shown and reported like any duplicate")
    func duplicateChildren() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let snapshot = ListSnapshot {
            Section("s") {
                Row<NodeCell>(Node(id: "p")).children {
                    Row<NodeCell>(Node(id: "twin"))
                    Row<NodeCell>(Node(id: "twin"))
                }
            }
        }
        await adapter.apply(snapshot)
        #expect(adapter.expand("p"))
        #expect(shownIDs(adapter) == ["p", "twin", "twin"])
        #expect(adapter.snapshot.duplicateIdentifiers == [AnyHashable("twin")])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("Seeding the expansion before the first apply shows the expanded rows; replacing it later animates")
    func seededExpansion() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var expansion = ExpansionState()
        expansion.expand("b")
        adapter.expansion = expansion
        await adapter.apply(folders())
        #expect(shownIDs(adapter) == ["a", "b", "b1", "c"])
        adapter.expansion = ExpansionState()
        await adapter.settled()
        #expect(shownIDs(adapter) == ["a", "b", "c"])
        #expect(table.deleted == [paths(2...2)])
    }

    @Test("In an accordion (allowsMultipleExpanded off) expanding a row collapses the others")
    func accordion() async {
        failOnInconsistency()
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.expansion = ExpansionState(allowsMultipleExpanded: false)
        await adapter.apply(folders())
        #expect(adapter.expand("a"))
        await adapter.settled()
        #expect(adapter.expand("b"))
        await adapter.settled()
        #expect(shownIDs(adapter) == ["a", "b", "b1", "c"])
        #expect(!adapter.isExpanded("a"))
        #expect(table.numberOfRows(inSection: 0) == 4)
    }
}
