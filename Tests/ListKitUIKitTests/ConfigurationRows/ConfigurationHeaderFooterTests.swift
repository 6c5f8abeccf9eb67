import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A plain header configuration with `title` as its text.
@MainActor
private func headerContent(_ title: String) -> any UIContentConfiguration {
    var content = UIListContentConfiguration.plainHeader()
    content.text = title
    return content
}

@MainActor
@Suite("Section headers and footers as content configurations", .timeLimit(.minutes(10)))
struct ConfigurationHeaderFooterTests {
    init() { failOnInconsistency() }

    private func snapshot(header: String, footer: String) -> ListSnapshot {
        ListSnapshot {
            Section(0) { contactRow(1) }
                .headerConfiguration(header, content: headerContent)
                .footerConfiguration(footer, content: headerContent)
        }
    }

    @Test("A table shows a section's header and footer configurations in header-footer views, and a new model in both")
    func tableHeaderAndFooter() throws {
        let table = makeTable()
        table.sectionHeaderHeight = 30
        table.sectionFooterHeight = 30
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(snapshot(header: "Team", footer: "3 people"))
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(listContent(header.contentConfiguration)?.text == "Team")
        #expect(listContent(table.footerView(forSection: 0)?.contentConfiguration)?.text == "3 people")
        adapter.apply(snapshot(header: "Crew", footer: "3 people"))
        table.layoutIfNeeded()
        #expect(listContent(table.headerView(forSection: 0)?.contentConfiguration)?.text == "Crew")
        #expect(listContent(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration)?.text != nil)
    }

    @Test("A list section shows the header configuration as its supplementary header, a list cell")
    func collectionHeader() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.apply(
            ListSnapshot { Section(0) { contactRow(1, "Ada") }.headerConfiguration("Team", content: headerContent) })
        view.layoutIfNeeded()
        let header = view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let cell = try #require(header as? UICollectionViewListCell)
        #expect(listContent(cell.contentConfiguration)?.text == "Team")
        let row = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(listContent((row as? UICollectionViewListCell)?.contentConfiguration)?.text == "Ada")
    }
}
