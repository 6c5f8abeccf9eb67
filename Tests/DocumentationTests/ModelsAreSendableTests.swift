import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs the article "Models are Sendable": an immutable class is a model as it is; a mutable one is shown through a
/// value copied from it, so a change to the object shows only with the next snapshot.
@MainActor
struct ModelsAreSendableTests {
    @Test("When the mutable member changes after the snapshot, the table shows it only with the next snapshot")
    func whenTheMutableMemberChangesAfterTheSnapshotTheTableShowsItOnlyWithTheNextSnapshot() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        let authors = [Author(id: 1, name: "Mary Shelley")]
        let member = Member(id: UUID(), name: "Ada")

        let before = peopleSnapshot(authors: authors, members: [member])
        adapter.apply(before)
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Mary Shelley", "Ada"])

        member.isFavourite = true
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Mary Shelley", "Ada"])

        let after = peopleSnapshot(authors: authors, members: [member])
        let reconfigured = ListDiff(from: before, to: after).stages.flatMap(\.reconfiguredRows)
        #expect(reconfigured.contains(RowPath(section: 1, row: 0)))
        adapter.apply(after)
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Mary Shelley", "★ Ada"])
    }
}
