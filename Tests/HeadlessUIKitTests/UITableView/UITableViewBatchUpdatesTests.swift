#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITableView batch updates", .timeLimit(.minutes(10)))
struct UITableViewBatchUpdatesTests {
    /// A laid-out table over the sections.
    private func table(_ sections: [[String]], height: CGFloat = 880) -> (UITableView, TableSpecDataSource) {
        let source = TableSpecDataSource(sections)
        let table = makeTable(source, height: height)
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test("Inserts, deletes and moves in one batch apply whatever the order of the calls")
    func orderOfCallsDoesNotMatter() async {
        for reversed in [false, true] {
            let (table, source) = table([["a", "b", "c", "d"]])
            let cellC = table.cellForRow(at: rowPath(2))
            source.sections[0] = ["c", "x", "b", "d"]  // delete a, insert x, move c to the top
            var calls: [() -> Void] = [
                { table.deleteRows(at: [rowPath(0)], with: .fade) },
                { table.insertRows(at: [rowPath(1)], with: .automatic) },
                { table.moveRow(at: rowPath(2), to: rowPath(0)) },
            ]
            if reversed { calls.reverse() }
            var messages: [String] = []
            let finished = await awaitingCompletion { done in
                messages = raisedMessages {
                    table.performBatchUpdates({ calls.forEach { $0() } }, completion: done)
                }
            }
            #expect(messages.isEmpty)
            #expect(finished == true)
            #expect(visibleTexts(table) == ["c", "x", "b", "d"])
            #expect(table.cellForRow(at: rowPath(0)) === cellC)
        }
    }

    @Test("Only inserted and reloaded rows are asked for; moved rows keep their cells")
    func onlyNewRowsAreAsked() {
        let (table, source) = table([["a", "b", "c"]])
        source.log = []
        source.sections[0] = ["b", "a", "new", "c"]
        table.performBatchUpdates({
            table.moveRow(at: rowPath(0), to: rowPath(1))
            table.insertRows(at: [rowPath(2)], with: .fade)
        })
        #expect(source.log == ["sections", "rows(0)", "cell(0-2)"])
        #expect(visibleTexts(table) == ["b", "a", "new", "c"])
    }

    @Test("A wrong row count after the update raises UIKit's invalid number of rows message")
    func invalidNumberOfRows() {
        let (table, source) = table([["a", "b"], ["c"]])
        source.sections[1] = ["c", "d", "e"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.insertRows(at: [rowPath(1, 1)], with: .automatic)
                table.moveRow(at: rowPath(0, 0), to: rowPath(0, 1))
                table.deleteRows(at: [rowPath(1, 0)], with: .automatic)
            })
        }
        #expect(
            messages == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (2) must be equal to the number of rows contained in that section "
                    + "before the update (2), plus or minus the number of rows inserted or deleted from that section "
                    + "(0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 1 moved out)."
            ])
    }

    @Test("A wrong section count after the update raises UIKit's invalid number of sections message")
    func invalidNumberOfSections() {
        let (table, source) = table([["a"], ["b"]])
        source.sections.append(["c"])
        let messages = raisedMessages {
            table.performBatchUpdates({ table.deleteSections([0], with: .fade) })
        }
        #expect(
            messages == [
                "Invalid update: invalid number of sections. The number of sections contained in the table view "
                    + "after the update (3) must be equal to the number of sections contained in the table view "
                    + "before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, "
                    + "1 deleted)."
            ])
    }

    @Test("A change to the data without any recorded update still fails the count check at endUpdates")
    func emptyBatchChecksCounts() {
        let (table, source) = table([["a"]])
        source.sections[0].append("b")
        let messages = raisedMessages {
            table.beginUpdates()
            table.endUpdates()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    }

    @Test("After a rejected update the table reloads from its data source")
    func rejectedUpdateReloads() async {
        let (table, source) = table([["a", "b"]])
        table.selectRow(at: rowPath(0), animated: false, scrollPosition: .none)
        source.sections[0] = ["a", "b", "c", "d"]
        var messages: [String] = []
        let finished = await awaitingCompletion { done in
            messages = raisedMessages {
                table.performBatchUpdates({ table.insertRows(at: [rowPath(2)], with: .fade) }, completion: done)
            }
        }
        #expect(messages.count == 1)
        #expect(finished == false)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(visibleTexts(table) == ["a", "b", "c", "d"])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("Deleting a row beyond the section before the update raises UIKit's message")
    func deleteOutOfRange() {
        let (table, source) = table([["a", "b"]])
        source.sections[0] = ["a"]
        let messages = raisedMessages { table.deleteRows(at: [rowPath(2)], with: .fade) }
        #expect(messages == ["attempt to delete row 2 from section 0 which only contains 2 rows before the update"])
    }

    @Test("Inserting a row beyond the section after the update raises UIKit's message")
    func insertOutOfRange() {
        let (table, source) = table([["a", "b"]])
        source.sections[0] = ["a", "b", "c"]
        let messages = raisedMessages { table.insertRows(at: [rowPath(5)], with: .fade) }
        #expect(
            messages == [
                "attempt to insert row 5 into section 0, but there are only 3 rows in section 0 after the update"
            ])
    }

    @Test("Deleting or inserting sections out of range raises UIKit's messages")
    func sectionsOutOfRange() {
        let (table, source) = table([["a"]])
        var messages = raisedMessages { table.deleteSections([3], with: .fade) }
        #expect(messages == ["attempt to delete section 3, but there are only 1 sections before the update"])
        source.sections.append(["b"])
        messages = raisedMessages { table.insertSections([4], with: .fade) }
        #expect(messages == ["attempt to insert section 4 but there are only 2 sections after the update"])
    }

    @Test("Rows in sections that do not exist raise UIKit's section messages")
    func rowsInMissingSections() {
        let (table, source) = table([["a"]])
        defer { withExtendedLifetime(source) {} }
        var messages = raisedMessages { table.deleteRows(at: [rowPath(0, 2)], with: .fade) }
        #expect(messages == ["attempt to delete row 0 from section 2, but there are only 1 sections before the update"])
        messages = raisedMessages { table.insertRows(at: [rowPath(0, 2)], with: .fade) }
        #expect(messages == ["attempt to insert row 0 into section 2, but there are only 1 sections after the update"])
    }

    @Test("Reloading a row out of range gives the delete message, since UIKit reloads by delete and insert")
    func reloadOutOfRange() {
        let (table, source) = table([["a"]])
        defer { withExtendedLifetime(source) {} }
        let messages = raisedMessages { table.reloadRows(at: [rowPath(1)], with: .fade) }
        #expect(messages == ["attempt to delete row 1 from section 0 which only contains 1 rows before the update"])
    }

    @Test("Reconfiguring a row out of range gives the delete message too, as a reload does")
    func reconfigureOutOfRange() {
        let (table, source) = table([["a"]])
        defer { withExtendedLifetime(source) {} }
        var messages = raisedMessages { table.reconfigureRows(at: [rowPath(3)]) }
        #expect(messages == ["attempt to delete row 3 from section 0 which only contains 1 rows before the update"])
        messages = raisedMessages { table.reconfigureRows(at: [rowPath(0, 4)]) }
        #expect(messages == ["attempt to delete row 0 from section 4, but there are only 1 sections before the update"])
    }

    @Test("Moving a row that does not exist, or to a place that does not exist, raises UIKit's messages")
    func moveOutOfRange() {
        let (table, source) = table([["a", "b"]])
        defer { withExtendedLifetime(source) {} }
        var messages = raisedMessages { table.moveRow(at: rowPath(2), to: rowPath(0)) }
        #expect(
            messages == [
                "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 2}) that does not exist - there "
                    + "are only 2 rows in section 0 before the update"
            ])
        messages = raisedMessages { table.moveRow(at: rowPath(0), to: rowPath(2)) }
        #expect(
            messages == [
                "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path (<NSIndexPath> "
                    + "{length = 2, path = 0 - 2}) that does not exist - there are only 2 rows in section 0 after the "
                    + "update"
            ])
    }

    @Test("Deleting and moving the same row in one batch is rejected")
    func deleteAndMoveSameRow() {
        let (table, source) = table([["a", "b", "c"]])
        source.sections[0] = ["b", "c"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteRows(at: [rowPath(0)], with: .fade)
                table.moveRow(at: rowPath(0), to: rowPath(1))
            })
        }
        #expect(
            messages == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"
            ])
    }

    @Test("Moving two rows to the same index path is rejected")
    func twoMovesToSameIndexPath() {
        let (table, source) = table([["a", "b", "c"]])
        source.sections[0] = ["c", "a", "b"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveRow(at: rowPath(1), to: rowPath(0))
                table.moveRow(at: rowPath(2), to: rowPath(0))
            })
        }
        #expect(
            messages == [
                "attempt to move both row at index path <NSIndexPath> {length = 2, path = 0 - 1} and <NSIndexPath> "
                    + "{length = 2, path = 0 - 2} to <NSIndexPath> {length = 2, path = 0 - 0}"
            ])
    }

    @Test("Reloading or reconfiguring a row that is also moved is rejected")
    func reloadAndMoveSameRow() {
        for reconfigure in [false, true] {
            let (table, source) = table([["a", "b"]])
            source.sections[0] = ["b", "a"]
            let messages = raisedMessages {
                table.performBatchUpdates({
                    if reconfigure {
                        table.reconfigureRows(at: [rowPath(0)])
                    } else {
                        table.reloadRows(at: [rowPath(0)], with: .fade)
                    }
                    table.moveRow(at: rowPath(0), to: rowPath(1))
                })
            }
            #expect(
                messages == [
                    "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"
                ])
        }
    }

    @Test("Deleting and reloading the same row is rejected")
    func deleteAndReloadSameRow() {
        let (table, source) = table([["a", "b"]])
        source.sections[0] = ["b"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.reloadRows(at: [rowPath(0)], with: .fade)
                table.deleteRows(at: [rowPath(0)], with: .fade)
            })
        }
        #expect(
            messages == ["attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"])
    }

    @Test("Inserting and moving to the same index path is rejected")
    func insertAndMoveToSameRow() {
        let (table, source) = table([["a", "b"]])
        source.sections[0] = ["b", "a", "c"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveRow(at: rowPath(0), to: rowPath(1))
                table.insertRows(at: [rowPath(1)], with: .fade)
            })
        }
        #expect(
            messages == [
                "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
            ])
    }

    @Test("Moving a row into a section inserted in the same batch is rejected")
    func moveIntoInsertedSection() {
        let (table, source) = table([["a", "b"]])
        source.sections = [["b"], ["a"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.insertSections([1], with: .fade)
                table.moveRow(at: rowPath(0), to: rowPath(0, 1))
            })
        }
        #expect(messages == ["cannot move a row into a newly inserted section (1)"])
    }

    @Test("Moving a row out of a section deleted in the same batch is rejected")
    func moveOutOfDeletedSection() {
        let (table, source) = table([["a"], ["b"]])
        source.sections = [["a", "b"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteSections([1], with: .fade)
                table.moveRow(at: rowPath(0, 1), to: rowPath(1, 0))
            })
        }
        #expect(messages == ["cannot move a row from a deleted section (1)"])
    }

    @Test("Moving a row across sections counts it as moved out of one and into the other")
    func moveAcrossSections() {
        let (table, source) = table([["a", "b"], ["c"]])
        let cellB = table.cellForRow(at: rowPath(1))
        source.sections = [["a"], ["b", "c"]]
        let messages = raisedMessages { table.moveRow(at: rowPath(1, 0), to: rowPath(0, 1)) }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(0, 1)) === cellB)
        #expect(table.numberOfRows(inSection: 0) == 1)
    }

    @Test("Section inserts, deletes, reloads and moves apply together")
    func sectionChanges() {
        let (table, source) = table([["a"], ["b"], ["c"], ["d"]])
        source.log = []
        source.sections = [["d"], ["new"], ["b"], ["c2"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteSections([0], with: .fade)
                table.insertSections([1], with: .fade)
                table.moveSection(3, toSection: 0)
                table.reloadSections([2], with: .fade)
            })
        }
        #expect(messages.isEmpty)
        #expect(visibleTexts(table) == ["d", "new", "b", "c2"])
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell(1-0)", "cell(3-0)"])
    }

    @Test("A batch on a table never laid out reads the counts before the update when it begins")
    func batchBeforeFirstLayout() {
        let source = TableSpecDataSource(rows: 2)
        let table = makeTable(source)
        let messages = raisedMessages {
            table.performBatchUpdates({
                source.sections[0].insert("new", at: 0)
                table.insertRows(at: [rowPath(0)], with: .automatic)
            })
        }
        #expect(messages.isEmpty)
        #expect(visibleTexts(table) == ["new", "0", "1"])
    }

    @Test("Nested beginUpdates/endUpdates apply once, at the outermost endUpdates")
    func nestedUpdates() {
        let (table, source) = table([["a"]])
        source.sections[0] = ["a", "b", "c"]
        var countBeforeOutermostEnd = 0
        let messages = raisedMessages {
            table.beginUpdates()
            table.insertRows(at: [rowPath(1)], with: .fade)
            table.beginUpdates()
            table.insertRows(at: [rowPath(2)], with: .fade)
            table.endUpdates()
            countBeforeOutermostEnd = table.numberOfRows(inSection: 0)
            table.endUpdates()
        }
        #expect(countBeforeOutermostEnd == 1)
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("reloadRows gives the row a new cell from the data source; the old one goes to the reuse queue")
    func reloadGivesNewCell() {
        let (table, source) = table([["a", "b"]])
        let old = table.cellForRow(at: rowPath(0))
        source.sections[0][0] = "A"
        table.reloadRows(at: [rowPath(0)], with: .automatic)
        let new = table.cellForRow(at: rowPath(0))
        #expect(new !== old)
        #expect(new?.textLabel?.text == "A")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") === old)
    }

    @Test("reconfigureRows keeps the cell: dequeuing inside cellForRowAt returns it without prepareForReuse")
    func reconfigureKeepsCell() throws {
        let (table, source) = table([["a", "b"]])
        let old = try #require(table.cellForRow(at: rowPath(0)) as? TableSpecCell)
        let reuseCountBefore = old.reuseCount
        source.sections[0][0] = "A"
        let messages = raisedMessages { table.reconfigureRows(at: [rowPath(0)]) }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(0)) === old)
        #expect(old.textLabel?.text == "A")
        #expect(old.reuseCount == reuseCountBefore)
    }

    @Test("Only rows with cells are reconfigured; the others are asked for when they appear")
    func reconfigureOnlyVisibleRows() {
        let (table, source) = table([(0..<100).map(String.init)], height: 88)
        source.log = []
        source.sections[0][0] = "zero"
        source.sections[0][50] = "fifty"
        table.reconfigureRows(at: [rowPath(0), rowPath(50)])
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell(0-0)"])
        table.scrollToRow(at: rowPath(50), at: .top, animated: false)
        #expect(table.cellForRow(at: rowPath(50))?.textLabel?.text == "fifty")
    }

    @Test("Dequeuing a different cell type while reconfiguring is an error")
    func reconfigureWithDifferentType() {
        let (table, source) = table([["a"]])
        table.register(OtherTableSpecCell.self, forCellReuseIdentifier: "Other")
        source.identifier = "Other"
        let messages = raisedMessages { table.reconfigureRows(at: [rowPath(0)]) }
        #expect(
            messages == [
                "Attempted to dequeue a cell with identifier Other while reconfiguring the row at index path "
                    + "(<NSIndexPath> {length = 2, path = 0 - 0}), whose cell has identifier Cell: a reconfigured row "
                    + "must dequeue the same cell type."
            ])
        #expect(table.cellForRow(at: rowPath(0)) is OtherTableSpecCell)
    }

    @Test("A reconfigure after a batch that shifts the row, at its index path after it, keeps the cell")
    func reconfigureAfterInsert() {
        let (table, source) = table([["a", "b"]])
        let cellB = table.cellForRow(at: rowPath(1))
        source.log = []
        source.sections[0] = ["new", "a", "B"]
        let messages = raisedMessages {
            table.performBatchUpdates({ table.insertRows(at: [rowPath(0)], with: .fade) })
            table.performBatchUpdates({ table.reconfigureRows(at: [rowPath(2)]) })
        }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(2)) === cellB)
        #expect(cellB?.textLabel?.text == "B")
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell(0-0)", "cell(0-2)"])
    }

    @Test("Deleted rows' cells get didEndDisplaying and return to the reuse queue")
    func deletedCellsAreRecycled() {
        let (table, source) = table([["a", "b", "c"]])
        let delegate = TableSpecDelegate()
        table.delegate = delegate
        table.layoutIfNeeded()
        let cellB = table.cellForRow(at: rowPath(1))
        delegate.log = []
        source.sections[0] = ["a", "c"]
        table.deleteRows(at: [rowPath(1)], with: .left)
        #expect(delegate.log == ["didEndDisplaying(0-1)"])
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") === cellB)
    }
}
#endif
