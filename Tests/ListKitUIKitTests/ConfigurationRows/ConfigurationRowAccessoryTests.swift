import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the accessories' handlers were called with, in order.
@MainActor
private final class AccessoryLog {
    var entries: [String] = []
}

/// A contact row with `accessories`, whose detail and insert handlers log `tag` and the contact's name.
@MainActor
private func accessoryRow(
    _ id: Int, _ accessories: [RowAccessory], log: AccessoryLog, tag: String = ""
) -> ConfigurationRow<Contact> {
    contactRow(id)
        .accessories(accessories)
        .onDetail { contact in log.entries.append("detail \(contact.name)\(tag)") }
        .onInsert { contact in log.entries.append("insert \(contact.name)\(tag)") }
}

/// The names of the system images a list cell shows now as accessories (hidden ones left out), leading edge first.
@MainActor
private func shownAccessoryImages(_ cell: UICollectionViewCell?) -> [String] {
    guard let cell else { return [] }
    cell.layoutIfNeeded()
    return cell.subviews.compactMap { view -> (CGFloat, String)? in
        guard !view.isHidden, let image = (view as? UIImageView)?.image?.name else { return nil }
        return (view.frame.minX, image)
    }.sorted { $0.0 < $1.0 }.map(\.1)
}

/// A star view of 30 × 20 points for custom accessories.
@MainActor
private func makeStar() -> UIView {
    UIImageView(image: UIImage(systemName: "star"))
}

private let star = RowAccessory.CustomView(id: "star", placement: .leading) {
    let view = makeStar()
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    return view
}

@MainActor
@Suite("Configuration rows: insert, multiselect, detail and custom accessories", .timeLimit(.minutes(10)))
struct ConfigurationRowAccessoryTests {
    @Test("A list cell shows each accessory in its display mode, leading and trailing as UIKit places them")
    func listDisplayModes() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let log = AccessoryLog()
        await adapter.apply(
            ListSnapshot {
                Section("s") {
                    accessoryRow(1, [.insert(), .multiselect(), .detail(), .custom(star)], log: log)
                    accessoryRow(2, [.insert(displayed: .always), .detail(displayed: .whenEditing)], log: log)
                }
            })
        view.layoutIfNeeded()
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(shownAccessoryImages(first) == ["star", "info.circle"])
        #expect(shownAccessoryImages(second) == ["plus.circle.fill"])

        view.isEditing = true
        view.layoutIfNeeded()
        // A custom view placed at the leading edge goes first there, as UIKit's default position says.
        #expect(shownAccessoryImages(first) == ["star", "plus.circle.fill", "circle", "info.circle"])
        #expect(shownAccessoryImages(second) == ["plus.circle.fill", "info.circle"])
    }

    @Test("Tapping a list cell's detail or insert accessory calls the newest row's handler with its model")
    func listAccessoryActions() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let log = AccessoryLog()
        func snapshot(tag: String) -> ListSnapshot {
            ListSnapshot {
                Section("s") {
                    accessoryRow(1, [.detail(), .insert(displayed: .always)], log: log, tag: tag)
                    accessoryRow(2, [.checkmark], log: log, tag: tag)
                }
            }
        }
        await adapter.apply(snapshot(tag: ""))
        #expect(view.simulateTapOnDetailAccessory(at: IndexPath(item: 0, section: 0)))
        #expect(view.simulateTapOnInsertAccessory(at: IndexPath(item: 0, section: 0)))
        #expect(!view.simulateTapOnDetailAccessory(at: IndexPath(item: 1, section: 0)))
        // The same content with new handlers: the cell is not configured again, and the tap reaches the new handler.
        await adapter.apply(snapshot(tag: " (new)"))
        #expect(view.simulateTapOnDetailAccessory(at: IndexPath(item: 0, section: 0)))
        #expect(log.entries == ["detail Contact 1", "insert Contact 1", "detail Contact 1 (new)"])
    }

    @Test("A custom accessory's view is made once per cell and kept while its rows show it")
    func customViewKept() async throws {
        failOnInconsistency()
        let view = makeListView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let log = AccessoryLog()
        await adapter.apply(ListSnapshot { Section("s") { accessoryRow(1, [.custom(star)], log: log) } })
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let made = try #require(cell.subviews.first { ($0 as? UIImageView)?.image?.name == "star" })
        // Its own width; the list cell gives it its height, as UIKit does without `maintainsFixedSize`.
        #expect(made.frame.width == 30)
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.subviews.contains { $0 === made })
        #expect(star == RowAccessory.CustomView(id: "star", placement: .leading) { UIView() })
        #expect(star != RowAccessory.CustomView(id: "star") { UIView() })
    }

    @Test("A table cell shows a detail button, a detail disclosure button with a chevron, and each in its mode")
    func tableDetailTypes() async throws {
        failOnInconsistency()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        let log = AccessoryLog()
        await adapter.apply(
            ListSnapshot {
                Section("s") {
                    accessoryRow(1, [.detail()], log: log)
                    accessoryRow(2, [.disclosureIndicator, .detail()], log: log)
                    accessoryRow(3, [.checkmark, .detail(displayed: .whenEditing), .custom(star)], log: log)
                }
            })
        table.layoutIfNeeded()
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.accessoryType) == [.detailButton, .detailDisclosureButton, .checkmark])
        // While editing the chevron (shown when not editing) is gone: the detail button stays.
        #expect(cells.map(\.editingAccessoryType) == [.detailButton, .detailButton, .detailButton])
        let starView = try #require(cells[2].accessoryView)
        #expect(cells[2].editingAccessoryView === starView)
        #expect((starView as? UIImageView)?.image?.name == "star")

        table.simulateAccessoryButtonTap(at: IndexPath(row: 1, section: 0))
        #expect(log.entries == ["detail Contact 2"])
    }

    @Test("In a table a row with onInsert and no onDelete shows the insert control; committing it calls onInsert")
    func tableInsert() async throws {
        failOnInconsistency()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        let log = AccessoryLog()
        await adapter.apply(
            ListSnapshot {
                Section("s") {
                    accessoryRow(1, [.insert()], log: log)
                    accessoryRow(2, [], log: log).onDelete { _ in log.entries.append("delete") }
                    contactRow(3)
                }
            })
        let paths = (0..<3).map { IndexPath(row: $0, section: 0) }
        #expect(paths.map { adapter.tableView(table, editingStyleForRowAt: $0) } == [.insert, .delete, .none])
        #expect(paths.map { adapter.tableView(table, canEditRowAt: $0) } == [true, true, false])
        adapter.tableView(table, commit: .insert, forRowAt: paths[0])
        adapter.tableView(table, commit: .insert, forRowAt: paths[2])
        #expect(log.entries == ["insert Contact 1"])
    }
}
