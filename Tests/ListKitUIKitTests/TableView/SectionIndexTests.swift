import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Section index titles", .timeLimit(.minutes(10)))
struct SectionIndexTests {
    init() { failOnInconsistency() }

    /// Contacts by initial: A with two rows, B empty (hidden), C with `cCount` rows, all indexed.
    private func contacts(cCount: Int = 20) -> ListSnapshot {
        ListSnapshot {
            Section("A", header: "A", indexTitle: "A") {
                item(1); item(2)
            }
            Section("B", header: "B", indexTitle: "B") {}
            Section("C", header: "C", indexTitle: "C") { for id in 0..<cCount { item(100 + id) } }
            Section("footer") { item(999) }
        }
    }

    @Test("The index lists the titles of the sections shown; a hidden empty section has none")
    func titlesOfShownSections() {
        let snapshot = contacts()
        #expect(snapshot.sectionIndexTitles == ["A", "C"])
        #expect(snapshot.section(forSectionIndexTitleAt: 0) == 0)
        #expect(snapshot.section(forSectionIndexTitleAt: 1) == 1)
        #expect(snapshot.section(forSectionIndexTitleAt: 2) == nil)
        #expect(snapshot.section(forSectionIndexTitleAt: -1) == nil)
        #expect(ListSnapshot { Section(0) { item(1) } }.sectionIndexTitles == nil)
    }

    @Test("Two snapshots have the same index exactly when their shown sections list the same titles, in order")
    func sameIndexTitles() {
        let indexed = contacts()
        let fewerRows = contacts(cCount: 3)
        let unindexedBetween = ListSnapshot {
            Section("A", indexTitle: "A") { item(1) }
            Section("x") { item(5) }
            Section("C", indexTitle: "C") { item(7) }
        }
        let withB = ListSnapshot {
            Section("A", indexTitle: "A") { item(1) }
            Section("B", indexTitle: "B") { item(2) }
            Section("C", indexTitle: "C") { item(3) }
        }
        let renamed = ListSnapshot {
            Section("A", indexTitle: "A") { item(1) }
            Section("C", indexTitle: "D") { item(3) }
        }
        let noIndex = ListSnapshot { Section(0) { item(1) } }
        #expect(indexed.hasSameSectionIndexTitles(as: fewerRows))
        #expect(indexed.hasSameSectionIndexTitles(as: unindexedBetween))
        #expect(noIndex.hasSameSectionIndexTitles(as: ListSnapshot()))
        #expect(!indexed.hasSameSectionIndexTitles(as: noIndex))
        #expect(!noIndex.hasSameSectionIndexTitles(as: indexed))
        #expect(!indexed.hasSameSectionIndexTitles(as: withB))
        #expect(!withB.hasSameSectionIndexTitles(as: indexed))
        #expect(!indexed.hasSameSectionIndexTitles(as: renamed))
        // Every pair answers as comparing the two arrays of titles would.
        let all = [indexed, fewerRows, unindexedBetween, withB, renamed, noIndex, ListSnapshot()]
        for first in all {
            for second in all {
                #expect(
                    first.hasSameSectionIndexTitles(as: second)
                        == (first.sectionIndexTitles == second.sectionIndexTitles))
            }
        }
    }

    @Test("A tap on the index scrolls the table to the section of that title, as it is on screen")
    func tapScrollsToSection() async throws {
        let table = makeTable(height: 300)
        table.sectionHeaderHeight = 28
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(contacts())
        table.layoutIfNeeded()
        #expect(adapter.sectionIndexTitles(for: table) == ["A", "C"])
        #expect(table.simulateTapOnSectionIndex(titled: "C") == 1)
        #expect(table.contentOffset.y == table.rect(forSection: 1).minY)
        #expect(table.indexPathsForVisibleRows?.first?.section == 1)
        #expect(table.simulateTapOnSectionIndex(titled: "B") == nil)
        #expect(table.simulateTapOnSectionIndex(titled: "A") == 0)
        #expect(table.contentOffset.y == 0)
    }

    @Test(
        "When a section comes back, the adapter reloads the index after the batch update, so the new title leads there")
    func titlesFollowApplies() async throws {
        let table = makeTable(height: 300)
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(contacts(cCount: 3))
        table.layoutIfNeeded()
        #expect(table.simulateTapOnSectionIndex(titled: "A") == 0)
        #expect(table.simulateTapOnSectionIndex(titled: "B") == nil)
        // B gets a row: shown again, and in the index between A and C.
        let withB = ListSnapshot {
            Section("A", header: "A", indexTitle: "A") {
                item(1); item(2)
            }
            Section("B", header: "B", indexTitle: "B") { item(50) }
            Section("C", header: "C", indexTitle: "C") { for id in 0..<3 { item(100 + id) } }
        }
        await adapter.apply(withB)
        #expect(table.simulateTapOnSectionIndex(titled: "B") == 1)
        #expect(table.simulateTapOnSectionIndex(titled: "C") == 2)
    }

    @Test(
        "A data source whose titles change without reloadSectionIndexTitles() leaves the old index, as UIKit's bar does"
    )
    func indexReadAtReloadOnly() {
        final class Source: NSObject, UITableViewDataSource {
            var titles = ["X"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
            func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                title == "Y" ? 7 : index
            }
        }
        let source = Source()
        let table = makeTable()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.simulateTapOnSectionIndex(titled: "X") == 0)
        source.titles = ["Y"]
        #expect(table.simulateTapOnSectionIndex(titled: "Y") == nil)
        table.reloadSectionIndexTitles()
        // The data source answers a section the table does not have: UIKit's exception.
        var messages: [String] = []
        let previous = Headless.inconsistencyHandler
        Headless.inconsistencyHandler = { messages.append($0) }
        defer { Headless.inconsistencyHandler = previous }
        #expect(table.simulateTapOnSectionIndex(titled: "Y") == nil)
        #expect(messages == ["attempt to scroll to invalid section: 7"])
    }
}
