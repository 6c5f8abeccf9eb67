import ListKit
import ListKitTestSupport
import Testing

@Suite("Duplicate policy", .timeLimit(.minutes(10)))
struct DuplicatePolicyTests {
    private let snapshot = ListSnapshot {
        Section(0) {
            Row<TestTextCell>(TestItem(id: 1))
            Row<TestTextCell>(TestItem(id: 2))
            Row<TestTextCell>(TestItem(id: 1, content: 9))
            Row<TestBadgeCell>(TestItem(id: 1))
        }
        Section(1) { Row<TestTextCell>(TestItem(id: 2, content: 4)) }
        Section(2) { Row<TestTextCell>(TestItem(id: 3)) }
    }

    @Test("keep leaves every occurrence")
    func keepLeavesEveryRow() {
        #expect(snapshot.applying(.keep).numberOfRows == 6)
    }

    @Test("dropLaterOccurrences keeps the first of each identity and hides sections it empties")
    func dropLaterOccurrencesKeepsTheFirstOfEachIdentity() {
        let cleaned = snapshot.applying(.dropLaterOccurrences)
        #expect(cleaned.duplicateIdentifiers.isEmpty)
        #expect(cleaned.sections.map(\.id) == [0, 2])
        let first = cleaned.sections[0].rows
        #expect(first.map(\.id) == [1, 2, 1])
        #expect(first[0].model(as: TestItem.self)?.content == 0)
        #expect(first[2].row(as: TestBadgeCell.self) != nil)
    }

    @Test("A snapshot without duplicates passes stopInDebugBuilds unchanged")
    func stopInDebugBuildsPassesCleanSnapshot() {
        let clean = ListSnapshot { Section(0) { Row<TestTextCell>(TestItem(id: 1)) } }
        #expect(clean.applying(.stopInDebugBuilds).numberOfRows == 1)
    }

    #if DEBUG && !os(Windows)
    @Test("stopInDebugBuilds stops a debug build that has duplicates")
    func stopInDebugBuildsStops() async {
        await #expect(processExitsWith: .failure) {
            let duplicated = ListSnapshot {
                Section(0) {
                    Row<TestTextCell>(TestItem(id: 1))
                    Row<TestTextCell>(TestItem(id: 1))
                }
            }
            _ = duplicated.applying(.stopInDebugBuilds)
        }
    }
    #endif
}
