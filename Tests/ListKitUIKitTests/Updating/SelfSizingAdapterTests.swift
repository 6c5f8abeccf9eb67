import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A note with a text of any length: one model of a self-sizing row.
struct WrappedNote: Identifiable, Hashable, Sendable {
    var id: Int
    var text: String
}

/// A ``MarginLabelCell`` for notes that counts the table's measurements of it (`systemLayoutSizeFitting`).
final class WrappingNoteCell: MarginLabelCell, ConfigurableCell {
    private(set) var note: WrappedNote?
    private(set) var measurements = 0

    func configure(with model: WrappedNote) {
        note = model
        label.text = model.text
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        measurements += 1
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

/// A self-sizing row of `lines` lines of 17-point text between the content view's 11-point margins, and its
/// separator (a third of a point), on the pixel grid.
private func rowHeight(lines: Int) -> CGFloat {
    ((textHeight(lines: lines) + 22 + 1.0 / 3) * 3).rounded() / 3
}

@MainActor
@Suite("Adapters with self-sizing rows and text headers laid out", .timeLimit(.minutes(10)))
struct SelfSizingAdapterTests {
    init() { failOnInconsistency() }

    private func snapshot(_ notes: [WrappedNote]) -> ListSnapshot {
        ListSnapshot { Section(0) { for note in notes { Row<WrappingNoteCell>(note) } } }
    }

    private func cells(of table: UITableView) -> [Int: WrappingNoteCell] {
        var cells: [Int: WrappingNoteCell] = [:]
        for cell in table.visibleCells {
            if let cell = cell as? WrappingNoteCell, let note = cell.note { cells[note.id] = cell }
        }
        return cells
    }

    @Test("A change of text followed by an apply re-measures that row only, and its row takes the new height")
    func textChangeRemeasuresOneRow() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        var notes = (0..<8).map { WrappedNote(id: $0, text: words(3)) }
        await adapter.apply(snapshot(notes))
        table.layoutIfNeeded()
        let before = cells(of: table)
        #expect(before.count == 8)
        #expect(before.values.allSatisfy { $0.measurements == 1 })
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == rowHeight(lines: 1))

        notes[3].text = words(12)
        await adapter.apply(snapshot(notes))
        table.layoutIfNeeded()
        let after = cells(of: table)
        // The same cells (reconfigured in place); the changed row measured once more, the others not again.
        #expect(after.mapValues(ObjectIdentifier.init) == before.mapValues(ObjectIdentifier.init))
        #expect(after.keys.sorted().map { after[$0]?.measurements } == [1, 1, 1, 2, 1, 1, 1, 1])
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == rowHeight(lines: 3))
        // The rows below move down by as much.
        let below = table.rectForRow(at: IndexPath(row: 4, section: 0)).minY
        #expect(abs(below - (3 * rowHeight(lines: 1) + rowHeight(lines: 3))) < 1e-9)
        let cell = try #require(after[3])
        #expect(cell.label.frame.height == textHeight(lines: 3))
    }

    @Test("The height cache is fed by the heights the table measured, and follows the row when it moves")
    func heightCacheFedByMeasurement() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.estimatedRowHeight = 50
        let notes = [
            WrappedNote(id: 0, text: words(3)), WrappedNote(id: 1, text: words(12)), WrappedNote(id: 2, text: words(7)),
        ]
        await adapter.apply(snapshot(notes))
        table.layoutIfNeeded()
        // Measured on screen: one, three and two lines; the estimates the adapter gives are those heights now.
        let estimates = (0..<3).map {
            adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: $0, section: 0))
        }
        #expect(estimates == [rowHeight(lines: 1), rowHeight(lines: 3), rowHeight(lines: 2)])
        await adapter.apply(snapshot([notes[2], notes[0], notes[1]]))
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == rowHeight(lines: 2))
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 2, section: 0)) == rowHeight(lines: 3))
    }

    @Test("A collection view's text section header is laid out by its constraints and visible, its text wrapping")
    func textHeaderLaidOut() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: 60)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.apply(
            ListSnapshot {
                Section("s", header: words(8)) { Row<ItemCollectionCell>(TestItem(id: 0)) }
            })
        view.layoutIfNeeded()
        let header = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TextSupplementaryView)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(header.label.text == words(8))
        // Pinned to the 8-point margins, the label fills them (its bottom holds below the required priority, above
        // its hugging) and its text wraps at their width: 304 points, 35 columns, six words on the first line and two
        // on the second.
        let lines = textHeight(lines: 2)
        #expect(header.label.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
        #expect(header.label.intrinsicContentSize.height == lines)
        #expect(!header.label.isHidden && header.label.alpha > 0)
        #expect(header.bounds.contains(header.label.frame))
        withExtendedLifetime(adapter) {}
    }
}
