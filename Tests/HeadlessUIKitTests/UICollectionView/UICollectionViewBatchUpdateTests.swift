#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UICollectionView batch updates", .timeLimit(.minutes(10)))
struct UICollectionViewBatchUpdateTests {
    /// A grid of one column of 10-point items, 100 points high: ten items on screen.
    func makeList(_ sections: [[String]]) -> (TestCollectionView, GridDataSource) {
        let (collectionView, dataSource) = makeGrid(
            counts: [], width: 100, height: 100, itemSize: CGSize(width: 100, height: 10))
        dataSource.sections = sections
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test("Inserts and deletes apply in any order and keep the cells of other items")
    func insertsAndDeletesApplyInAnyOrderAndKeepTheCellsOfOtherItems() async throws {
        let (collectionView, dataSource) = makeList([["a", "b", "c", "d"]])
        let cellB = try #require(collectionView.cellForItem(at: path(0, 1)))
        let cellD = try #require(collectionView.cellForItem(at: path(0, 3)))
        dataSource.sections = [["x", "b", "d", "y"]]
        dataSource.cellRequests.removeAll()
        var messages: [String] = []
        let completed = await awaitingCompletion { done in
            messages = raisedMessages {
                collectionView.performBatchUpdates(
                    {
                        collectionView.insertItems(at: [path(0, 3), path(0, 0)])
                        collectionView.deleteItems(at: [path(0, 2), path(0, 0)])
                    }, completion: done)
            }
        }
        #expect(messages.isEmpty)
        #expect(completed == true)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(visibleItemTexts(collectionView) == ["x", "b", "d", "y"])
        #expect(collectionView.cellForItem(at: path(0, 1)) === cellB)
        #expect(collectionView.cellForItem(at: path(0, 2)) === cellD)
        #expect(dataSource.cellRequests == [path(0, 0), path(0, 3)])
    }

    @Test("Wrong item count raises UIKit's invalid number of items message")
    func wrongItemCountRaisesUIKitsInvalidNumberOfItemsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b"], ["c"]])
        dataSource.sections = [["a", "b", "new", "extra"], ["c"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates({ collectionView.insertItems(at: [path(0, 2)]) }, completion: nil)
        }
        #expect(
            messages == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (4) must be equal to the number of items contained in that section "
                    + "before the update (2), plus or minus the number of items inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out)."
            ])
    }

    @Test("Cross section moves count as moved in and out")
    func crossSectionMovesCountAsMovedInAndOut() {
        let (collectionView, dataSource) = makeList([["a", "b"], ["c"]])
        dataSource.sections = [["a"], ["c", "b", "z"]]
        let messages = raisedMessages {
            collectionView.moveItem(at: path(0, 1), to: path(1, 1))
        }
        #expect(
            messages == [
                "Invalid update: invalid number of items in section 1. The number of items contained in an existing "
                    + "section after the update (3) must be equal to the number of items contained in that section "
                    + "before the update (1), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(1 moved in, 0 moved out)."
            ])
    }

    @Test("Wrong section count raises UIKit's invalid number of sections message")
    func wrongSectionCountRaisesUIKitsInvalidNumberOfSectionsMessage() {
        let (collectionView, dataSource) = makeList([["a"]])
        dataSource.sections = [["a"], ["b"], ["c"]]
        let messages = raisedMessages { collectionView.insertSections([1]) }
        #expect(
            messages == [
                "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                    + "after the update (3) must be equal to the number of sections contained in the collection view "
                    + "before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 "
                    + "deleted)."
            ])
    }

    @Test("Delete out of range raises UIKit's message")
    func deleteOutOfRangeRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        dataSource.sections = [["a"]]
        let messages = raisedMessages { collectionView.deleteItems(at: [path(0, 2)]) }
        #expect(messages == ["attempt to delete item 2 from section 0 which only contains 2 items before the update"])
    }

    @Test("Delete from a missing section raises UIKit's message")
    func deleteFromAMissingSectionRaisesUIKitsMessage() {
        let (collectionView, _) = makeList([["a", "b"]])
        let messages = raisedMessages { collectionView.deleteItems(at: [path(1, 0)]) }
        #expect(
            messages == ["attempt to delete item 0 from section 1, but there are only 1 sections before the update"])
    }

    @Test("Insert out of range raises UIKit's message")
    func insertOutOfRangeRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a"]])
        dataSource.sections = [["a", "b"]]
        let messages = raisedMessages { collectionView.insertItems(at: [path(0, 5)]) }
        #expect(
            messages == [
                "attempt to insert item 5 into section 0, but there are only 2 items in section 0 after the update"
            ])
    }

    @Test("Section delete and insert out of range raise UIKit's messages")
    func sectionDeleteAndInsertOutOfRangeRaiseUIKitsMessages() {
        let (collectionView, dataSource) = makeList([["a"]])
        let deleteMessages = raisedMessages { collectionView.deleteSections([1]) }
        #expect(deleteMessages == ["attempt to delete section 1, but there are only 1 sections before the update"])
        dataSource.sections = [["a"], ["b"]]
        let insertMessages = raisedMessages { collectionView.insertSections([2]) }
        #expect(insertMessages == ["attempt to insert section 2 but there are only 2 sections after the update"])
    }

    @Test("Move out of range raises UIKit's message")
    func moveOutOfRangeRaisesUIKitsMessage() {
        let (collectionView, _) = makeList([["a", "b"]])
        let messages = raisedMessages { collectionView.moveItem(at: path(0, 4), to: path(0, 0)) }
        #expect(
            messages == [
                "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 4}) that does not exist - there "
                    + "are only 2 items in section 0 before the update"
            ])
    }

    @Test("Delete and move of one index path raises UIKit's message")
    func deleteAndMoveOfOneIndexPathRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b", "c"]])
        dataSource.sections = [["c", "a"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteItems(at: [path(0, 1)])
                    collectionView.moveItem(at: path(0, 1), to: path(0, 0))
                }, completion: nil)
        }
        #expect(
            messages == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = "
                    + "0 - 1})"
            ])
    }

    @Test("Two moves to one index path raise UIKit's message")
    func twoMovesToOneIndexPathRaiseUIKitsMessage() {
        let (collectionView, _) = makeList([["a", "b", "c"]])
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.moveItem(at: path(0, 0), to: path(0, 2))
                    collectionView.moveItem(at: path(0, 1), to: path(0, 2))
                }, completion: nil)
        }
        #expect(
            messages == [
                "attempt to move both item at index path <NSIndexPath> {length = 2, path = 0 - 0} and <NSIndexPath> "
                    + "{length = 2, path = 0 - 1} to <NSIndexPath> {length = 2, path = 0 - 2}"
            ])
    }

    @Test("One index path moved twice raises UIKit's message")
    func oneIndexPathMovedTwiceRaisesUIKitsMessage() {
        let (collectionView, _) = makeList([["a", "b", "c"]])
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.moveItem(at: path(0, 0), to: path(0, 2))
                    collectionView.moveItem(at: path(0, 0), to: path(0, 1))
                }, completion: nil)
        }
        #expect(
            messages == [
                "attempt to move item at index path <NSIndexPath> {length = 2, path = 0 - 0} to both <NSIndexPath> "
                    + "{length = 2, path = 0 - 2} and <NSIndexPath> {length = 2, path = 0 - 1}"
            ])
    }

    @Test("Insert and move to one index path raises UIKit's message")
    func insertAndMoveToOneIndexPathRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        dataSource.sections = [["b", "a", "n"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.insertItems(at: [path(0, 0)])
                    collectionView.moveItem(at: path(0, 1), to: path(0, 0))
                }, completion: nil)
        }
        #expect(
            messages == [
                "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = "
                    + "0 - 0})"
            ])
    }

    @Test("Reload and move of one item raises UIKit's delete and move message")
    func reloadAndMoveOfOneItemRaisesUIKitsDeleteAndMoveMessage() {
        let (collectionView, _) = makeList([["a", "b"]])
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.reloadItems(at: [path(0, 0)])
                    collectionView.moveItem(at: path(0, 0), to: path(0, 1))
                }, completion: nil)
        }
        #expect(
            messages == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = "
                    + "0 - 0})"
            ])
    }

    @Test("Reconfigure and move of one item raises the delete and move message")
    func reconfigureAndMoveOfOneItemRaisesTheDeleteAndMoveMessage() {
        let (collectionView, _) = makeList([["a", "b"]])
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.reconfigureItems(at: [path(0, 1)])
                    collectionView.moveItem(at: path(0, 1), to: path(0, 0))
                }, completion: nil)
        }
        #expect(
            messages == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = "
                    + "0 - 1})"
            ])
    }

    @Test("Delete and reload of one index path raises UIKit's message")
    func deleteAndReloadOfOneIndexPathRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        dataSource.sections = [["b"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteItems(at: [path(0, 0)])
                    collectionView.reloadItems(at: [path(0, 0)])
                }, completion: nil)
        }
        #expect(
            messages == ["attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"])
    }

    @Test("Move out of a deleted section raises UIKit's message")
    func moveOutOfADeletedSectionRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b"], ["c"]])
        dataSource.sections = [["c", "a"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteSections([0])
                    collectionView.moveItem(at: path(0, 0), to: path(0, 1))
                }, completion: nil)
        }
        #expect(messages == ["cannot move an item from a deleted section (0)"])
    }

    @Test("Move into an inserted section raises UIKit's message")
    func moveIntoAnInsertedSectionRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        dataSource.sections = [["b"], ["a"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.insertSections([1])
                    collectionView.moveItem(at: path(0, 0), to: path(1, 0))
                }, completion: nil)
        }
        #expect(messages == ["cannot move an item into a newly inserted section (1)"])
    }

    @Test("Rejected batch reloads from the data source")
    func rejectedBatchReloadsFromTheDataSource() async {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
        dataSource.sections = [["a", "b", "c"]]
        var messages: [String] = []
        let completed = await awaitingCompletion { done in
            messages = raisedMessages { collectionView.performBatchUpdates({}, completion: done) }
        }
        #expect(messages.count == 1)
        #expect(completed == false)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(visibleItemTexts(collectionView) == ["a", "b", "c"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("Changes outside a batch are each a batch of their own")
    func changesOutsideABatchAreEachABatchOfTheirOwn() {
        let (collectionView, dataSource) = makeList([["a"]])
        dataSource.sections = [["a", "b"]]
        let messages = raisedMessages {
            collectionView.insertItems(at: [path(0, 1)])
            collectionView.deleteItems(at: [path(0, 0)])
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    }

    @Test("Batch after reload data sees the new state as the old one")
    func batchAfterReloadDataSeesTheNewStateAsTheOldOne() {
        // openradar 27941923: after reloadData() the counts are asked again when the update begins, so a model
        // changed before the update is counted twice.
        let (collectionView, dataSource) = makeList([["a"]])
        collectionView.reloadData()
        dataSource.sections = [["a", "b"]]
        let messages = raisedMessages { collectionView.insertItems(at: [path(0, 1)]) }
        #expect(
            messages == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (2) must be equal to the number of items contained in that section "
                    + "before the update (2), plus or minus the number of items inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out)."
            ])
    }

    @Test("reloadItems replaces the cell with a new one")
    func reloadItemsReplacesTheCellWithANewOne() throws {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        let old = try #require(collectionView.cellForItem(at: path(0, 1)) as? TextCell)
        dataSource.sections = [["a", "B"]]
        let messages = raisedMessages { collectionView.reloadItems(at: [path(0, 1)]) }
        #expect(messages.isEmpty)
        let new = try #require(collectionView.cellForItem(at: path(0, 1)) as? TextCell)
        #expect(new !== old)
        #expect(new.text == "B")
    }

    @Test("reconfigureItems keeps the cell without prepare for reuse")
    func reconfigureItemsKeepsTheCellWithoutPrepareForReuse() throws {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        _ = collectionView.visibleCells
        collectionView.contentOffset = CGPoint(x: 0, y: 5)
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: path(0, 1)) as? TextCell)
        let preparations = cell.prepareForReuseCount
        dataSource.sections = [["a", "B"]]
        dataSource.cellRequests.removeAll()
        let messages = raisedMessages { collectionView.reconfigureItems(at: [path(0, 1)]) }
        #expect(messages.isEmpty)
        #expect(dataSource.cellRequests == [path(0, 1)])
        #expect(collectionView.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.text == "B")
        #expect(cell.prepareForReuseCount == preparations)
    }

    @Test("reconfigureItems of items without cells asks nothing")
    func reconfigureItemsOfItemsWithoutCellsAsksNothing() {
        let (collectionView, dataSource) = makeList([(0..<30).map(String.init)])
        dataSource.cellRequests.removeAll()
        let messages = raisedMessages { collectionView.reconfigureItems(at: [path(0, 25)]) }
        #expect(messages.isEmpty)
        #expect(dataSource.cellRequests.isEmpty)
    }

    @Test("Reconfigure dequeuing another cell type is an error")
    func reconfigureDequeuingAnotherCellTypeIsAnError() {
        let (collectionView, dataSource) = makeList([["a", "b"]])
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
        dataSource.identifierOverride[path(0, 0)] = "Badge"
        let messages = raisedMessages { collectionView.reconfigureItems(at: [path(0, 0)]) }
        #expect(
            messages == [
                "reconfigureItems: the data source returned a different cell for the item at index path "
                    + "(<NSIndexPath> {length = 2, path = 0 - 0}); it must dequeue the same type of cell, which "
                    + "returns the existing cell"
            ])
        #expect(collectionView.cellForItem(at: path(0, 0)) is BadgeCell)
    }

    @Test("Moves keep the moved items cell")
    func movesKeepTheMovedItemsCell() throws {
        let (collectionView, dataSource) = makeList([["a", "b", "c"], ["d"]])
        let cellA = try #require(collectionView.cellForItem(at: path(0, 0)))
        let cellD = try #require(collectionView.cellForItem(at: path(1, 0)))
        dataSource.sections = [["b", "c"], ["a", "d"]]
        let messages = raisedMessages { collectionView.moveItem(at: path(0, 0), to: path(1, 0)) }
        #expect(messages.isEmpty)
        #expect(collectionView.cellForItem(at: path(1, 0)) === cellA)
        #expect(collectionView.cellForItem(at: path(1, 1)) === cellD)
        #expect(visibleItemTexts(collectionView) == ["b", "c", "a", "d"])
    }

    @Test("Section moves and deletes move their cells")
    func sectionMovesAndDeletesMoveTheirCells() throws {
        let (collectionView, dataSource) = makeList([["a"], ["b"], ["c"]])
        let cellC = try #require(collectionView.cellForItem(at: path(2, 0)))
        dataSource.sections = [["c"], ["b"]]
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteSections([0])
                    collectionView.moveSection(2, toSection: 0)
                }, completion: nil)
        }
        #expect(messages.isEmpty)
        #expect(collectionView.cellForItem(at: path(0, 0)) === cellC)
        #expect(visibleItemTexts(collectionView) == ["c", "b"])
    }

    @Test("Selection follows the items through a batch")
    func selectionFollowsTheItemsThroughABatch() {
        let (collectionView, dataSource) = makeList([["a", "b", "c"]])
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(0, 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
        dataSource.sections = [["n", "b", "c"]]
        collectionView.performBatchUpdates(
            {
                collectionView.deleteItems(at: [path(0, 0)])
                collectionView.insertItems(at: [path(0, 0)])
            }, completion: nil)
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
        dataSource.sections = [["c", "n", "b"]]
        collectionView.moveItem(at: path(0, 2), to: path(0, 0))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 0)])
        #expect(collectionView.cellForItem(at: path(0, 0))?.isSelected == true)
    }

    @Test("reloadSections gives every item of the section a new cell")
    func reloadSectionsGivesEveryItemOfTheSectionANewCell() throws {
        let (collectionView, dataSource) = makeList([["a", "b"], ["c"]])
        let oldA = try #require(collectionView.cellForItem(at: path(0, 0)))
        let oldC = try #require(collectionView.cellForItem(at: path(1, 0)))
        dataSource.sections = [["A", "B", "X"], ["c"]]
        let messages = raisedMessages { collectionView.reloadSections([0]) }
        #expect(messages.isEmpty)
        #expect(visibleItemTexts(collectionView) == ["A", "B", "X", "c"])
        #expect(collectionView.cellForItem(at: path(0, 0)) !== oldA)
        #expect(collectionView.cellForItem(at: path(1, 0)) === oldC)
    }

    @Test("Headers move with their sections")
    func headersMoveWithTheirSections() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        let dataSource = HeaderGridDataSource([["a"], ["b"], ["c"]])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        let kind = UICollectionView.elementKindSectionHeader
        let headerOfC = try #require(collectionView.supplementaryView(forElementKind: kind, at: path(2, 0)))
        dataSource.sections = [["b"], ["c"]]
        dataSource.supplementaryRequests.removeAll()
        let messages = raisedMessages { collectionView.deleteSections([0]) }
        #expect(messages.isEmpty)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: path(1, 0)) === headerOfC)
        #expect(dataSource.supplementaryRequests.isEmpty)
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [path(0, 0), path(1, 0)])
    }

    @Test("Nested batches are checked once when the outermost ends")
    func nestedBatchesAreCheckedOnceWhenTheOutermostEnds() async {
        let (collectionView, dataSource) = makeList([["a"]])
        dataSource.sections = [["a", "b", "c"]]
        var completions: [String] = []
        var messages: [String] = []
        _ = await awaitingCompletion { done in
            messages = raisedMessages {
                collectionView.performBatchUpdates(
                    {
                        collectionView.insertItems(at: [path(0, 1)])
                        collectionView.performBatchUpdates(
                            { collectionView.insertItems(at: [path(0, 2)]) },
                            completion: {
                                completions.append("inner \($0)")
                                done($0)
                            })
                    }, completion: { completions.append("outer \($0)") })
            }
        }
        #expect(messages.isEmpty)
        // Both are called once the outermost batch is applied, in the order of the calls.
        #expect(completions == ["outer true", "inner true"])
        #expect(visibleItemTexts(collectionView) == ["a", "b", "c"])
    }
}
#endif
