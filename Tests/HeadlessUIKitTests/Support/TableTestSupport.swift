#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Runs `body` with a recording `Headless.inconsistencyHandler` and returns the messages it recorded, restoring
/// the default handler afterwards.
@MainActor
func raisedMessages(_ body: () throws -> Void) rethrows -> [String] {
    var messages: [String] = []
    Headless.inconsistencyHandler = { messages.append($0) }
    defer { Headless.inconsistencyHandler = Headless.defaultInconsistencyHandler }
    try body()
    return messages
}

/// A cell subclass written exactly as for UIKit, counting its initializations and `prepareForReuse()` calls.
@MainActor
final class TableSpecCell: UITableViewCell {
    static var madeCount = 0
    var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        TableSpecCell.madeCount += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        textLabel?.text = nil
    }
}

/// Another cell type, for the rules about dequeuing a different type.
@MainActor
final class OtherTableSpecCell: UITableViewCell {}

/// A data source over an array of sections of strings that logs what the table asks.
@MainActor
class TableSpecDataSource: NSObject, UITableViewDataSource {
    var sections: [[String]]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var identifier = "Cell"
    /// How many times each row's cell was asked for.
    var cellRequests: [IndexPath: Int] = [:]
    /// What the table asked, in order: `sections`, `rows(S)`, `cell(S-R)`.
    var log: [String] = []
    /// Runs inside `cellForRowAt`, after the first dequeue, with the dequeued cell.
    var afterDequeue: ((UITableView, IndexPath, UITableViewCell) -> Void)?
    var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moved: [(IndexPath, IndexPath)] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    /// A data source of one section with `count` rows named "0", "1", ...
    convenience init(rows count: Int) {
        self.init([(0..<count).map(String.init)])
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        log.append("sections")
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows(\(section))")
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell(\(indexPath.section)-\(indexPath.row))")
        cellRequests[indexPath, default: 0] += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        afterDequeue?(tableView, indexPath, cell)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles[section]
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles[section]
    }

    /// Implemented here (as UIKit's default would answer) so subclasses can override it.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committed.append((editingStyle, indexPath))
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moved.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
}

/// A delegate that logs what the table tells it, with overridable answers.
@MainActor
final class TableSpecDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    var heights: ((IndexPath) -> CGFloat)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight = true
    var trailing: UISwipeActionsConfiguration?
    var leading: UISwipeActionsConfiguration?
    var headerViews: [Int: UIView] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    var scrollCount = 0

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerViews[section]
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay(\(indexPath.section)-\(indexPath.row))")
    }

    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying(\(indexPath.section)-\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight(\(indexPath.row))")
        return shouldHighlight
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight(\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight(\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect(\(indexPath.row))")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect(\(indexPath.row))")
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect(\(indexPath.row))")
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        trailing
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        leading
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollCount += 1
    }

    /// The log without display events, for selection tests.
    var selectionLog: [String] {
        log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") }
    }
}

/// A 320 x `height` table with `TableSpecCell` registered for "Cell" and the data source set, not yet laid out.
@MainActor
func makeTable(
    _ dataSource: UITableViewDataSource, height: CGFloat = 440, rowHeight: CGFloat = 44
) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
    table.rowHeight = rowHeight
    table.dataSource = dataSource
    return table
}

/// A shorthand for index paths in tests.
func rowPath(_ row: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(row: row, section: section)
}

/// The texts of the visible cells, in order.
@MainActor
func visibleTexts(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
}
#endif
