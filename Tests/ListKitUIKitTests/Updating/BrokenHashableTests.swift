import Foundation
import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A model that breaks both of `Hashable`'s rules: every two are `==`, and its hash changes on every call.
struct AlwaysEqualNote: Hashable, Sendable {
    var text: String
    static func == (lhs: AlwaysEqualNote, rhs: AlwaysEqualNote) -> Bool { true }
    func hash(into hasher: inout Hasher) { hasher.combine(UInt64.random(in: 0...UInt64.max)) }
}

/// A section id whose hash changes on every call, equal to the ids with the same name.
struct UnstableSectionID: Hashable, Sendable {
    var name: String
    static func == (lhs: UnstableSectionID, rhs: UnstableSectionID) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(UInt64.random(in: 0...UInt64.max))
    }
}

/// The usual broken model: `==` compares the id only, while the synthesized hash mixes in every property.
struct EditedContact: Hashable, Sendable {
    var id: Int
    var name: String
    static func == (lhs: EditedContact, rhs: EditedContact) -> Bool { lhs.id == rhs.id }
}

/// A cell for ``EditedContact``.
final class ContactNameCell: UITableViewCell, ConfigurableCell {
    private(set) var contact: EditedContact?

    func configure(with model: EditedContact) {
        contact = model
        textLabel?.text = model.name
    }
}

/// ListKit's diagnostic messages sent while `body` runs.
@MainActor
private func recordingDiagnostics(_ body: () async throws -> Void) async rethrows -> [String] {
    let mark = DiagnosticsRecorder.shared.count
    try await body()
    return DiagnosticsRecorder.shared.messages(since: mark)
}

/// A self-sizing cell for ``AlwaysEqualNote``: a wrapping label pinned to the margins.
final class BrokenNoteCell: MarginLabelCell, ConfigurableCell {
    func configure(with model: AlwaysEqualNote) {
        label.text = model.text
    }
}

@MainActor
@Suite("Broken Hashables never crash ListKit", .serialized, .timeLimit(.minutes(10)))
struct BrokenHashableTests {
    init() { failOnInconsistency() }

    private func notes(_ count: Int, round: Int) -> ListSnapshot {
        ListSnapshot {
            Section(0) {
                for index in 0..<count {
                    Row<BrokenNoteCell>(
                        AlwaysEqualNote(
                            text: String(repeating: "word ", count: 1 + (index * 7 + round) % 30)))
                }
            }
        }
    }

    @Test("Rows whose models are all equal and hash at random are shown, measured and cached without a trap")
    func alwaysEqualRows() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        for round in 0..<6 {
            let snapshot = notes(60, round: round)
            await adapter.apply(snapshot)
            for offset in stride(from: 0, through: 3_000, by: 150) {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
                table.layoutIfNeeded()
            }
            expectShows(table, snapshot)
        }
        // Each row hashes differently from every other, so none is a duplicate of another.
        #expect(notes(60, round: 0).duplicateIdentifiers.isEmpty)
    }

    @Test("Sections whose ids hash at random: duplicates are found and applies go through")
    func unstableSectionIDs() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        for round in 0..<6 {
            let snapshot = ListSnapshot {
                for index in 0..<40 {
                    Section(UnstableSectionID(name: "s\((index + round) % 37)")) { item(index * 100 + round) }
                }
            }
            _ = snapshot.duplicateSectionIdentifiers
            await adapter.apply(snapshot)
            expectShows(table, snapshot)
        }
        #expect(
            ListSnapshot { Section(UnstableSectionID(name: "a")) { item(1) } }.duplicateSectionIdentifiers.isEmpty)
    }

    @Test("Debug builds name a model whose hash changes between calls, once per type")
    func unstableHashReported() async {
        let messages = await recordingDiagnostics {
            ListKitDiagnostics.forgetReported()
            for round in 0..<3 { _ = notes(5, round: round) }
        }
        let reports = messages.filter { $0.contains("ListKitUIKitTests.AlwaysEqualNote") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("changed between two calls") == true)
        #expect(reports.first?.contains("A hash must not change while the row is in a snapshot") == true)
    }

    @Test("Debug builds name an id type whose == holds between values that hash differently; the row is replaced")
    func equalWithDifferentHashesReported() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let before = ListSnapshot {
            Section(0) {
                Row<ContactNameCell>(EditedContact(id: 1, name: "Ada"))
                Row<ContactNameCell>(EditedContact(id: 2, name: "Grace"))
            }
        }
        let after = ListSnapshot {
            Section(0) {
                Row<ContactNameCell>(EditedContact(id: 1, name: "Ada Lovelace"))
                Row<ContactNameCell>(EditedContact(id: 2, name: "Grace"))
            }
        }
        let messages = await recordingDiagnostics {
            ListKitDiagnostics.forgetReported()
            await adapter.apply(before)
            await adapter.apply(after)
        }
        let reports = messages.filter { $0.contains("ListKitUIKitTests.EditedContact") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("are == but their hashes differ") == true)
        // Nothing is lost: the edited row shows its new name (deleted and inserted rather than reconfigured).
        expectShows(table, after)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactNameCell
        #expect(cell?.contact?.name == "Ada Lovelace")
    }

    @Test("Expanded ids whose hash changes: toggling never traps, and a well-behaved id next to them still works")
    func expansionWithUnstableIDs() {
        var expansion = ExpansionState()
        for index in 0..<200 { expansion.toggle(UnstableSectionID(name: "e\(index % 5)")) }
        expansion.toggle("bio")
        #expect(expansion.isExpanded("bio"))
        expansion.toggle("bio")
        #expect(!expansion.isExpanded("bio"))
    }
}
