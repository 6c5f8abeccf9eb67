#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// UIKit's checks of section moves, and of row moves between sections that do not exist, in one batch update.
@MainActor
@Suite("Batch validation of section moves", .timeLimit(.minutes(10)))
struct SectionMoveValidationTests {
    /// A laid-out table over three sections of one row each.
    private func table() -> (UITableView, TableSpecDataSource) {
        let source = TableSpecDataSource([["a"], ["b"], ["c"]])
        let table = makeTable(source)
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test("Deleting a section and moving it in one batch raises UIKit's 'delete and a move from the same section'")
    func deleteAndMoveSameSection() {
        let (table, source) = table()
        source.sections = [["b"], ["c"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteSections([0], with: .fade)
                table.moveSection(0, toSection: 1)
            })
        }
        #expect(messages == ["attempt to perform a delete and a move from the same section (0)"])
    }

    @Test("Inserting a section and moving another to it in one batch raises UIKit's 'insert and a move' message")
    func insertAndMoveSameSection() {
        let (table, source) = table()
        source.sections = [["b"], ["a"], ["new"], ["c"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.insertSections([1], with: .fade)
                table.moveSection(0, toSection: 1)
            })
        }
        #expect(messages == ["attempt to perform an insert and a move to the same section (1)"])
    }

    @Test("Moving a section that does not exist raises UIKit's message with the count before the update")
    func moveSectionFromMissing() {
        let (table, source) = table()
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages { table.moveSection(5, toSection: 0) }
        #expect(messages == ["attempt to move section 5, but there are only 3 sections before the update"])
    }

    @Test("Moving a section past the last one raises UIKit's message, with its doubled 'to to'")
    func moveSectionToMissing() {
        let (table, source) = table()
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages { table.moveSection(0, toSection: 3) }
        #expect(
            messages == ["attempt to to move section 0 to section 3, but there are only 3 sections after the update"])
    }

    @Test("Moving one section to two places in one batch is rejected")
    func moveSectionToBoth() {
        let (table, source) = table()
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveSection(0, toSection: 1)
                table.moveSection(0, toSection: 2)
            })
        }
        #expect(messages == ["attempt to move section 0 to both section 1 and section 2"])
    }

    @Test("Moving two sections to one place in one batch is rejected")
    func moveBothSections() {
        let (table, source) = table()
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveSection(0, toSection: 2)
                table.moveSection(1, toSection: 2)
            })
        }
        #expect(messages == ["attempt to move both section 0 and section 1 to section 2"])
    }

    @Test("Repeating the same section move in one batch is accepted as one move")
    func repeatedSectionMoveIsOneMove() {
        let (table, source) = table()
        source.sections = [["b"], ["c"], ["a"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveSection(0, toSection: 2)
                table.moveSection(0, toSection: 2)
            })
        }
        #expect(messages.isEmpty)
        #expect(visibleTexts(table) == ["b", "c", "a"])
    }

    @Test("Moving a row out of a section that does not exist raises UIKit's message")
    func moveRowFromMissingSection() {
        let (table, source) = table()
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages { table.moveRow(at: rowPath(0, 4), to: rowPath(0, 0)) }
        #expect(
            messages == [
                "attempt to move index path (<NSIndexPath> {length = 2, path = 4 - 0}) from a section that does not "
                    + "exist - there are only 3 sections before the update"
            ])
    }

    @Test("Moving a row into a section that does not exist raises UIKit's message")
    func moveRowToMissingSection() {
        let (table, source) = table()
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages { table.moveRow(at: rowPath(0, 0), to: rowPath(0, 7)) }
        #expect(
            messages == [
                "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path (<NSIndexPath> "
                    + "{length = 2, path = 7 - 0}) in section that does not exist - there are only 3 sections after "
                    + "the update"
            ])
    }

    @Test("Deleting and reloading one section raises UIKit's message with NSNotFound as the row")
    func deleteAndReloadSameSection() {
        let (table, source) = table()
        source.sections = [["a"], ["c"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteSections([1], with: .fade)
                table.reloadSections([1], with: .fade)
            })
        }
        #expect(
            messages == [
                "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, "
                    + "path = 1 - 9223372036854775807})"
            ])
    }
}
#endif
