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

/// Makes every UIKit inconsistency fail the test that causes it (Issue.record attributes to the running test).
@MainActor
func failOnInconsistency() {
    #if !canImport(UIKit)
    Headless.inconsistencyHandler = { message in Issue.record("UIKit would raise: \(message)") }
    #endif
}

/// A cell that shows a `TestItem` and counts what happens to it.
final class ItemCell: UITableViewCell, ConfigurableCell {
    nonisolated(unsafe) static var made = 0
    private(set) var item: TestItem?
    private(set) var configurations = 0
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        ItemCell.made += 1
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: TestItem) {
        item = model
        configurations += 1
        textLabel?.text = "\(model.id):\(model.content)"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A second cell type for the same model.
final class BadgeCell: UITableViewCell, ConfigurableCell {
    private(set) var item: TestItem?

    func configure(with model: TestItem) {
        item = model
        detailTextLabel?.text = "badge \(model.id)"
    }
}

/// The item a visible cell shows, whatever its type.
@MainActor
func shownItem(_ cell: UITableViewCell) -> TestItem? {
    if let cell = cell as? ItemCell { return cell.item }
    if let cell = cell as? BadgeCell { return cell.item }
    return nil
}

/// A table of `height` points (default 600) with a fixed row height of 44, so visibility is predictable.
@MainActor
func makeTable(height: CGFloat = 600) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    return table
}

/// Rows of `ItemCell`s: `item(id, content)`.
func item(_ id: Int, _ content: Int = 0) -> Row<ItemCell> {
    Row<ItemCell>(TestItem(id: id, content: content))
}

/// Checks that the table shows exactly `snapshot`: counts, and every visible cell showing its row's model in a cell
/// of the row's type.
@MainActor
func expectShows(
    _ table: UITableView,
    _ snapshot: ListSnapshot,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    table.layoutIfNeeded()
    #expect(table.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
    for section in 0..<min(table.numberOfSections, snapshot.numberOfSections) {
        #expect(
            table.numberOfRows(inSection: section) == snapshot.numberOfRows(inSection: section),
            "section \(section)",
            sourceLocation: sourceLocation
        )
    }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
        let row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
        guard let row, let cell = table.cellForRow(at: indexPath) else {
            Issue.record("no row or cell at \(indexPath)", sourceLocation: sourceLocation)
            continue
        }
        #expect(ObjectIdentifier(type(of: cell)) == ObjectIdentifier(row.cellType), sourceLocation: sourceLocation)
        #expect(shownItem(cell) == row.model(as: TestItem.self), "at \(indexPath)", sourceLocation: sourceLocation)
    }
}

/// Every message ListKit's diagnostics send from the first time a test asks for the recorder on. Suites run in
/// parallel, so the handler is installed once and never swapped; a test reads the messages sent since its mark and
/// picks those that name its own types.
final class DiagnosticsRecorder: @unchecked Sendable {
    /// The recorder, installed as `ListKitDiagnostics.handler` when first used.
    static let shared: DiagnosticsRecorder = {
        let recorder = DiagnosticsRecorder()
        ListKitDiagnostics.handler = { recorder.append($0) }
        return recorder
    }()

    private var messages: [String] = []
    private let lock = NSLock()

    private func append(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    /// The number of messages so far: a mark for ``messages(since:)``.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return messages.count
    }

    /// The messages sent after `mark`.
    func messages(since mark: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(messages[min(mark, messages.count)...])
    }
}

/// A collection view 300 points wide and `height` points tall (default 600), with a flow layout of 100-point square
/// items: three to a line.
@MainActor
func makeGridView(height: CGFloat = 600) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    return UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
}
