#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table whose `reloadData()` counts its calls and does not call `super`, as list libraries' test doubles do
/// (ReactiveLists' `TestTableView`).
final class ReloadCountingTableView: UITableView {
    var reloadDataCalls = 0
    var keepAlive: [AnyObject] = []

    override func reloadData() {
        reloadDataCalls += 1
    }
}

/// UIKit loads a table's counts lazily, through its own internal path, the first time it needs them (a layout, a count
/// query, the start of an update), never through the overridable `reloadData()`. An update sent to a table that has
/// not loaded yet, after its data source already changed, fails because the counts "before" it are read at that
/// moment: "The number of rows contained in an existing section after the update (3) must be equal to the number of
/// rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from
/// that section (1 inserted, 0 deleted)", https://github.com/facebookarchive/AsyncDisplayKit/issues/138 (a table
/// whose `reloadData()` is replaced by one that loads later).
@MainActor
@Suite("UITableView's first load", .timeLimit(.minutes(10)))
struct UITableViewFirstLoadTests {
    /// A 100-point-high table of 10-point rows, its data source set and nothing loaded.
    func makeUnloaded(_ sections: [[String]]) -> (ReloadCountingTableView, TableSpecDataSource) {
        let table = ReloadCountingTableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.rowHeight = 10
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = TableSpecDataSource(sections)
        table.keepAlive.append(dataSource)
        table.dataSource = dataSource
        return (table, dataSource)
    }

    @Test("Setting the data source asks nothing and does not call the overridable reloadData()")
    func settingTheDataSourceAsksNothingAndDoesNotCallTheOverridableReloadData() {
        let (table, dataSource) = makeUnloaded([["a"]])
        #expect(table.reloadDataCalls == 0)
        #expect(dataSource.log.isEmpty)
    }

    @Test("A count query loads the counts without calling reloadData()")
    func aCountQueryLoadsTheCountsWithoutCallingReloadData() {
        let (table, dataSource) = makeUnloaded([["a", "b"], ["c"]])
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(dataSource.log == ["sections", "rows(0)", "rows(1)"])
        #expect(table.reloadDataCalls == 0)
    }

    @Test("Layout loads the counts and shows the cells without calling reloadData()")
    func layoutLoadsTheCountsAndShowsTheCellsWithoutCallingReloadData() {
        let (table, _) = makeUnloaded([["a", "b", "c"]])
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
        #expect(table.reloadDataCalls == 0)
    }

    @Test("A first batch update reads the counts before it at its start, when the data source changes in the block")
    func aFirstBatchUpdateReadsTheCountsBeforeItAtItsStart() {
        let (table, dataSource) = makeUnloaded([["Name"]])
        // ReactiveLists' flow: its reloadData() override loads nothing, then DifferenceKit's staged update changes
        // the data source inside the batch block and deletes, then inserts, the row.
        table.reloadData()
        var logWhenTheBlockRan: [String] = []
        let messages = raisedMessages {
            table.performBatchUpdates {
                logWhenTheBlockRan = dataSource.log
                dataSource.sections = [[]]
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
            table.performBatchUpdates {
                dataSource.sections = [["TestUser"]]
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        #expect(messages.isEmpty)
        #expect(logWhenTheBlockRan == ["sections", "rows(0)"])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["TestUser"])
        #expect(table.reloadDataCalls == 1)
    }

    @Test("An insert sent after the data source changed, before any load, fails with UIKit's words")
    func anInsertSentAfterTheDataSourceChangedBeforeAnyLoadFailsWithUIKitsWords() {
        let (table, dataSource) = makeUnloaded([[]])
        dataSource.sections = [["new"]]
        let messages = raisedMessages {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(
            messages == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (1) must be equal to the number of rows contained in that section "
                    + "before the update (1), plus or minus the number of rows inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 0 moved out)."
            ])
        // The recovery after the failure is internal too: the table shows the data source's state.
        #expect(table.reloadDataCalls == 0)
        #expect(table.numberOfRows(inSection: 0) == 1)
    }
}
#endif
