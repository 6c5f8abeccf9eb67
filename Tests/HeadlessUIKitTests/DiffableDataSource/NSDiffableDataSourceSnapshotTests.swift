#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Behaviour from Apple's documentation of NSDiffableDataSourceSnapshot
// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot) and UIKit's crash reports.
@MainActor
@Suite("NSDiffableDataSourceSnapshot", .timeLimit(.minutes(10)))
struct NSDiffableDataSourceSnapshotTests {
    @Test("Sections and items answer counts, identifiers and indexes across sections")
    func queriesAnswerAcrossSections() {
        let snapshot = makeSnapshot([("A", ["a1", "a2"]), ("B", []), ("C", ["c1", "c2", "c3"])])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.itemIdentifiers == ["a1", "a2", "c1", "c2", "c3"])
        #expect(snapshot.numberOfItems(inSection: "C") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "B").isEmpty)
        #expect(snapshot.sectionIdentifier(containingItem: "c2") == "C")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
        #expect(snapshot.indexOfItem("c2") == 3)
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.indexOfSection("B") == 1)
        #expect(snapshot.indexOfSection("Z") == nil)
    }

    @Test("Appending without a section goes to the last one; inserting goes before or after an item")
    func appendAndInsertPlaceItems() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1"])])
        snapshot.appendItems(["b2"])
        snapshot.insertItems(["a0"], beforeItem: "a1")
        snapshot.insertItems(["b1.5"], afterItem: "b1")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a0", "a1"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "b1.5", "b2"])
        #expect(snapshot.indexOfItem("b2") == 4)
    }

    @Test("Deleting, moving and appending an existing item keep every index right")
    func deleteMoveAndReappend() {
        var snapshot = makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1"])])
        snapshot.deleteItems(["a2", "nothing"])
        snapshot.moveItem("a1", afterItem: "b1")
        snapshot.moveItem("b1", beforeItem: "a3")
        snapshot.appendItems(["a3"], toSection: "B")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["b1"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["a1", "a3"])
        #expect(snapshot.indexOfItem("a3") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "a1") == "B")
        #expect(snapshot.numberOfItems == 3)
    }

    @Test("Sections insert, move and delete with their items")
    func sectionMutations() {
        var snapshot = makeSnapshot([("A", ["a1"]), ("B", ["b1"]), ("C", ["c1"])])
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["Y"], afterSection: "C")
        snapshot.moveSection("C", beforeSection: "A")
        snapshot.moveSection("Z", afterSection: "Y")
        snapshot.deleteSections(["B"])
        #expect(snapshot.sectionIdentifiers == ["C", "A", "Y", "Z"])
        #expect(snapshot.itemIdentifiers == ["c1", "a1"])
        #expect(snapshot.indexOfItem("a1") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == nil)
        #expect(snapshot.indexOfSection("Z") == 3)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test("Reload and reconfigure marks are kept once each, in order")
    func marksAreRecorded() {
        var snapshot = makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        snapshot.reloadItems(["a2", "a1", "a2"])
        snapshot.reconfigureItems(["b1"])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == ["a2", "a1"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b1"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    }

    @Test("Duplicate item identifiers raise UIKit's words and are added once")
    func duplicateItemsRaise() {
        var snapshot = makeSnapshot([("A", [])])
        let messages = raisedMessages { snapshot.appendItems(["x", "y", "x"]) }
        #expect(
            messages == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}"])
        #expect(snapshot.itemIdentifiers == ["x", "y"])
    }

    @Test("Duplicate or existing section identifiers raise UIKit's words and are added once")
    func duplicateSectionsRaise() {
        var snapshot = makeSnapshot([("A", ["a1"])])
        let messages = raisedMessages {
            snapshot.appendSections(["B", "B"])
            snapshot.appendSections(["A"])
        }
        #expect(
            messages == [
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    B\n)}",
                "Diffable data source detected an attempt to insert or append 1 section identifier that already "
                    + "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that "
                    + "already exists: A",
            ])
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == ["a1"])
    }

    @Test("Appending to no section or to a missing one raises UIKit's words and adds nothing")
    func appendingWithoutSectionRaises() {
        var empty = NSDiffableDataSourceSnapshot<String, String>()
        var snapshot = makeSnapshot([("A", [])])
        let messages = raisedMessages {
            empty.appendItems(["x"])
            snapshot.appendItems(["x"], toSection: "missing")
        }
        #expect(
            messages == [
                "There are currently no sections in the data source. Please add a section first.",
                "Invalid parameter not satisfying: section != NSNotFound",
            ])
        #expect(empty.numberOfItems == 0)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test("Reloading or reconfiguring an item not in the snapshot raises UIKit's words and marks nothing")
    func markingMissingItemsRaises() {
        var snapshot = makeSnapshot([("A", ["a1"])])
        let messages = raisedMessages {
            snapshot.reloadItems(["gone"])
            snapshot.reconfigureItems(["gone", "a1"])
            snapshot.reloadSections(["Z"])
        }
        #expect(
            messages == [
                "Attempted to reload item identifier that does not exist in the snapshot: gone",
                "Attempted to reconfigure item identifier that does not exist in the snapshot: gone",
                "Section identifier was not found. You can verify the section exists by calling the "
                    + "indexOfSectionIdentifier API (which has O(1) performance)",
            ])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers == ["a1"])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("Inserting or moving next to a missing item or section raises and changes nothing")
    func missingAnchorsRaise() {
        var snapshot = makeSnapshot([("A", ["a1"])])
        let before = snapshot.itemIdentifiers
        let messages = raisedMessages {
            snapshot.insertItems(["x"], beforeItem: "nope")
            snapshot.moveItem("a1", afterItem: "nope")
            snapshot.insertSections(["B"], afterSection: "nope")
            snapshot.moveSection("nope", beforeSection: "A")
        }
        #expect(messages.count == 4)
        #expect(messages.allSatisfy { $0.hasPrefix("HeadlessUIKit: ") && $0.contains("nope") })
        #expect(snapshot.itemIdentifiers == before)
        #expect(snapshot.sectionIdentifiers == ["A"])
    }

    @Test("A 100,000-item snapshot builds and answers every item's index and section")
    func largeSnapshotAnswersFromIndexMaps() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 {
            snapshot.appendItems(Array(section * 10_000..<(section + 1) * 10_000), toSection: section)
        }
        #expect(snapshot.numberOfItems == 100_000)
        var wrong = 0
        for item in stride(from: 0, to: 100_000, by: 7)
        where snapshot.indexOfItem(item) != item || snapshot.sectionIdentifier(containingItem: item) != item / 10_000 {
            wrong += 1
        }
        #expect(wrong == 0)
        snapshot.deleteItems(Array(0..<1_000))
        #expect(snapshot.indexOfItem(1_000) == 0)
        #expect(snapshot.indexOfItem(99_999) == 98_999)
    }
}
#endif
