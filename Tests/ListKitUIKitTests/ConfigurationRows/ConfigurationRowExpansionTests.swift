import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A folder of the expansion tests, identified by its name.
private struct Folder: Hashable, Identifiable, Sendable {
    var id: String
    var size = 0
}

/// A configuration row of `folder` whose text says whether its cell's state is expanded: `a open` or `a closed`.
private func folderRow(_ name: String, size: Int = 0) -> ConfigurationRow<Folder> {
    ConfigurationRow(Folder(id: name, size: size)) { folder, state in
        var content = UIListContentConfiguration.cell()
        content.text = folder.id + (state.isExpanded ? " open" : " closed")
        content.secondaryText = "\(folder.size)"
        return content
    }
}

/// Folders `a` (with `a1`, which has `a1x`) and `b` (with `b1`), then the file `c`; `size` is `a`'s.
private func folderTree(size: Int = 0) -> ListSnapshot {
    ListSnapshot {
        Section("folders") {
            folderRow("a", size: size).children {
                folderRow("a1").children { folderRow("a1x") }
            }
            folderRow("b").children { folderRow("b1") }
            folderRow("c")
        }
    }
}

/// The texts the cells on screen show, top to bottom, in section 0 of a collection view.
@MainActor
private func expansionTexts(_ view: UICollectionView) -> [String] {
    view.layoutIfNeeded()
    return (0..<view.numberOfItems(inSection: 0)).map { item in
        let cell = view.cellForItem(at: IndexPath(item: item, section: 0))
        cell?.layoutIfNeeded()
        return listContent(cell?.contentConfiguration)?.text ?? "<none>"
    }
}

/// The texts the cells on screen show, top to bottom, in section 0 of a table.
@MainActor
private func expansionTexts(_ table: UITableView) -> [String] {
    table.layoutIfNeeded()
    return (0..<table.numberOfRows(inSection: 0)).map { row in
        let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
        cell?.layoutIfNeeded()
        return listContent(cell?.contentConfiguration)?.text ?? "<none>"
    }
}

@MainActor
@Suite("Configuration rows in outlines: the cell's state says whether its row is expanded", .timeLimit(.minutes(10)))
struct ConfigurationRowExpansionTests {
    @Test("A list cell's configuration state follows the adapter's expansion, by code and by its disclosure")
    func listCellStateFollowsExpansion() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(folderTree())
        #expect(expansionTexts(view) == ["a closed", "b closed", "c closed"])

        #expect(adapter.expand("a"))
        #expect(expansionTexts(view) == ["a open", "a1 closed", "b closed", "c closed"])
        #expect(adapter.expand("a1"))
        #expect(expansionTexts(view) == ["a open", "a1 open", "a1x closed", "b closed", "c closed"])

        #expect(view.simulateTapOnOutlineDisclosure(at: IndexPath(item: 1, section: 0)))
        #expect(expansionTexts(view) == ["a open", "a1 closed", "b closed", "c closed"])
        #expect(view.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(expansionTexts(view) == ["a closed", "b closed", "c closed"])
    }

    @Test("Replacing the expansion updates the state of cells whose rows are not configured again")
    func replacedExpansionReachesCells() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.expansion.expand("a")
        adapter.expansion.expand("b")
        await adapter.apply(folderTree())
        #expect(expansionTexts(view) == ["a open", "a1 closed", "b open", "b1 closed", "c closed"])
        var expansion = ExpansionState()
        expansion.expand("b")
        adapter.expansion = expansion
        await adapter.settled()
        #expect(expansionTexts(view) == ["a closed", "b open", "b1 closed", "c closed"])
    }

    @Test("In an accordion the row collapsed by another's expand says so in its cell's state")
    func accordionCollapsesState() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.expansion = ExpansionState(allowsMultipleExpanded: false)
        await adapter.apply(folderTree())
        #expect(adapter.expand("a"))
        await adapter.settled()
        #expect(adapter.expand("b"))
        await adapter.settled()
        #expect(expansionTexts(view) == ["a closed", "b open", "b1 closed", "c closed"])
    }

    @Test("A row configured again, in a new snapshot, keeps saying it is expanded; a reused cell forgets it")
    func expansionSurvivesReconfigure() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.expansion.expand("a")
        await adapter.apply(folderTree())
        await adapter.apply(folderTree(size: 7))
        #expect(expansionTexts(view) == ["a open", "a1 closed", "b closed", "c closed"])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "7")
        #expect(cell.configurationState.isExpanded)

        // The same cells show rows of a snapshot without outlines: none says it is expanded.
        await adapter.apply(
            ListSnapshot {
                Section("folders") {
                    folderRow("x")
                    folderRow("y")
                }
            })
        #expect(expansionTexts(view) == ["x closed", "y closed"])
    }

    @Test("A table cell of a configuration row says its row's expansion too (UIKit's table cells never do)")
    func tableCellStateFollowsExpansion() async throws {
        failOnInconsistency()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(folderTree())
        #expect(expansionTexts(table) == ["a closed", "b closed", "c closed"])
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(expansionTexts(table) == ["a closed", "b open", "b1 closed", "c closed"])
        #expect(adapter.collapse("b"))
        #expect(adapter.expand("a"))
        #expect(expansionTexts(table) == ["a open", "a1 closed", "b closed", "c closed"])
        let child = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(child.indentationLevel == 1)
    }
}
