#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view whose `reloadData()` counts its calls and does not call `super`, as list libraries' test doubles
/// do (ReactiveLists' `TestCollectionView`).
final class ReloadCountingCollectionView: UICollectionView {
    var reloadDataCalls = 0
    var keepAlive: [AnyObject] = []

    override func reloadData() {
        reloadDataCalls += 1
    }
}

/// UIKit loads a collection view's counts lazily, through its own internal path, the first time it needs them: a
/// layout, a count query, the start of a batch update ("if it needs layout, then performBatchUpdates: effectively acts
/// as a reloadData before calling the update block", with a backtrace from `performBatchUpdates:completion:` through
/// `layoutSubviews` to `-[UICollectionViewData _updateItemCounts]` and the data source's `numberOfSections`:
/// https://exchangetuts.com/uicollectionview-performbatchupdates-asserts-unexpectedly-if-view-needs-layout-1640867943609430;
/// "the start of performBatchUpdates:completion: would call the collection view's private _validateItemCounts method,
/// which would call ... collectionView:numberOfItemsInSection:", https://github.com/lionheart/openradar-mirror/issues/4355).
@MainActor
@Suite("UICollectionView's first load", .timeLimit(.minutes(10)))
struct UICollectionViewFirstLoadTests {
    /// A 100-point square collection view of 10-point rows, its data source set and nothing loaded.
    func makeUnloaded(_ sections: [[String]]) -> (ReloadCountingCollectionView, GridDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 10)
        let collectionView = ReloadCountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        let dataSource = GridDataSource(sections)
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        return (collectionView, dataSource)
    }

    @Test("Setting the data source does not call the overridable reloadData()")
    func settingTheDataSourceDoesNotCallTheOverridableReloadData() {
        let (collectionView, dataSource) = makeUnloaded([["a"]])
        #expect(collectionView.reloadDataCalls == 0)
        #expect(dataSource.countRequests == 0)
        collectionView.dataSource = nil
        collectionView.dataSource = dataSource
        #expect(collectionView.reloadDataCalls == 0)
    }

    @Test("A count query loads the counts without calling reloadData()")
    func aCountQueryLoadsTheCountsWithoutCallingReloadData() {
        let (collectionView, dataSource) = makeUnloaded([["a", "b"], ["c"]])
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(dataSource.countRequests == 1)
        #expect(collectionView.reloadDataCalls == 0)
    }

    @Test("Layout loads the counts and shows the cells without calling reloadData()")
    func layoutLoadsTheCountsAndShowsTheCellsWithoutCallingReloadData() {
        let (collectionView, _) = makeUnloaded([["a", "b", "c"]])
        collectionView.layoutIfNeeded()
        #expect(visibleItemTexts(collectionView) == ["a", "b", "c"])
        #expect(collectionView.reloadDataCalls == 0)
    }

    @Test("A first batch update reads the counts before it at its start, when the data source changes in the block")
    func aFirstBatchUpdateReadsTheCountsBeforeItAtItsStart() {
        let (collectionView, dataSource) = makeUnloaded([["Name"]])
        // ReactiveLists' flow: its reloadData() override loads nothing, then the change comes in a batch update
        // whose block updates the data source first.
        collectionView.reloadData()
        var requestsWhenTheBlockRan = -1
        let messages = raisedMessages {
            collectionView.performBatchUpdates {
                requestsWhenTheBlockRan = dataSource.countRequests
                dataSource.sections = [["TestUser"]]
                collectionView.deleteItems(at: [path(0, 0)])
                collectionView.insertItems(at: [path(0, 0)])
            }
        }
        #expect(messages.isEmpty)
        #expect(requestsWhenTheBlockRan == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        collectionView.layoutIfNeeded()
        #expect(visibleItemTexts(collectionView) == ["TestUser"])
        #expect(collectionView.reloadDataCalls == 1)
    }

    @Test("An insert sent after the data source changed, before any load, fails with UIKit's words")
    func anInsertSentAfterTheDataSourceChangedBeforeAnyLoadFailsWithUIKitsWords() {
        let (collectionView, dataSource) = makeUnloaded([[]])
        dataSource.sections = [["new"]]
        let messages = raisedMessages {
            collectionView.insertItems(at: [path(0, 0)])
        }
        #expect(
            messages == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (1) must be equal to the number of items contained in that section "
                    + "before the update (1), plus or minus the number of items inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out)."
            ])
        // The recovery after the failure is internal too: the view shows the data source's state.
        #expect(collectionView.reloadDataCalls == 0)
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
    }
}
#endif
