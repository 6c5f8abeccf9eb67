#if !canImport(UIKit)
import HeadlessUIKit
import ListKit
import ListKitTestSupport
import ListKitUIKit

/// Replays a diff on a HeadlessUIKit table view, as an adapter performs it, and checks that the table ends showing
/// the new snapshot: the oracle of the adapter layer's diff tests (the core's run on arrays, `Replay` of ListKitTestSupport).
///
/// UIKit's rules live in one place, HeadlessUIKit: the table validates each batch update with UIKit's checks and
/// messages, places what stays in the free slots in order, keeps the cells (and so the content) of the rows that are
/// neither inserted, reloaded nor reconfigured, and keeps the heights of the rows it does not ask again. The stages
/// reach the table through the adapters' own mapping of a stage to UIKit calls. The table is tall enough to show
/// every row, so every row's cell is checked.
///
/// - Complexity: O(stages × n) for n rows, with the table's layout of every cell.
@MainActor
public enum TableReplay {
    /// Replays `diff` on a table showing `old`, stage by stage, and checks that the table ends showing `new`. Heights
    /// follow UIKit: a batch update with changes asks the heights of the rows it inserts, reloads or reconfigures, and
    /// the rows that stay or move keep theirs; one without changes asks every row's height again. `width` is the
    /// table's, at which heights computed from the width are compared (`nil`: fixed heights only).
    ///
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    public static func verify(
        _ diff: ListDiff, from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil
    ) throws {
        try verify(stages: diff.stages, from: old, to: new, heightsAtWidth: width)
    }

    /// Replays `stages`, batch updates made by hand or taken from a diff and changed (a planted fault), as
    /// ``verify(_:from:to:heightsAtWidth:)`` does.
    ///
    /// - Throws: ``ReplayFailure`` naming the stage and the rule broken.
    public static func verify(
        stages: [BatchUpdate], from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil
    ) throws {
        let table = ReplayTable(showing: old, tallEnoughFor: [new] + stages.map(\.snapshot), width: width)
        try Replay.replay(
            stages, to: new, heightsAtWidth: width, perform: { try table.perform($0) },
            expectShows: { try table.expectShows($0) },
            heldHeight: { table.tableView.rectForRow(at: IndexPath(row: $0.row, section: $0.section)).height })
    }
}

/// A table view that shows snapshots with cells that remember the row they were configured with, and section views
/// that remember their section: what the table keeps on screen is what a user sees.
@MainActor
final class ReplayTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The height of every section's header and footer view: each section has both, so that they say which section
    /// data the table holds.
    static let sectionViewHeight: CGFloat = 10

    let tableView: UITableView
    /// What the data source reports.
    private var snapshot: ListSnapshot
    private let width: CGFloat?

    /// A table that shows `snapshot`, tall enough to show every row of it and of `later` snapshots at once.
    init(showing snapshot: ListSnapshot, tallEnoughFor later: [ListSnapshot], width: CGFloat?) {
        self.snapshot = snapshot
        self.width = width
        // Every row on screen at any time: the most rows any snapshot has, each as tall as the tallest row any has
        // (a row may keep an older, taller height for a while).
        let all = [snapshot] + later
        let tallest = all.lazy.flatMap(\.sections).flatMap(\.rows).map { Replay.points($0, atWidth: width) }
            .reduce(Replay.defaultRowHeight, max)
        let rows = all.map(\.numberOfRows).max() ?? 0
        let sections = all.map(\.numberOfSections).max() ?? 0
        let height = CGFloat(rows) * tallest + CGFloat(sections) * 2 * Self.sectionViewHeight + 100
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: width ?? 320, height: height), style: .plain)
        super.init()
        tableView.register(ReplayCell.self, forCellReuseIdentifier: ReplayCell.reuseIdentifier)
        tableView.register(
            ReplaySectionView.self, forHeaderFooterViewReuseIdentifier: ReplaySectionView.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
        tableView.layoutIfNeeded()
    }

    /// Performs `stage` as an adapter does (the data source switched inside the update block), then lays out.
    ///
    /// - Throws: ``ReplayFailure`` with UIKit's message when the table rejects the update.
    func perform(_ stage: BatchUpdate) throws {
        var messages: [String] = []
        let handler = Headless.inconsistencyHandler
        Headless.inconsistencyHandler = { messages.append($0) }
        defer { Headless.inconsistencyHandler = handler }
        tableView.perform(stage, animation: .automatic, switchDataSource: { self.snapshot = stage.snapshot }) {}
        if messages.isEmpty { tableView.layoutIfNeeded() }
        if let message = messages.first { throw ReplayFailure(message) }
        for path in stage.resizedRows where !stage.snapshot.contains(path) {
            throw ReplayFailure("resized row \(path) does not exist after the update")
        }
    }

    /// Checks that the table shows exactly `snapshot`: the same sections, headers, footers, row identities and
    /// content, every row in a cell on screen.
    func expectShows(_ snapshot: ListSnapshot) throws {
        guard tableView.numberOfSections == snapshot.numberOfSections else {
            throw ReplayFailure(
                "the table shows \(tableView.numberOfSections) sections, the snapshot \(snapshot.numberOfSections)")
        }
        for (index, expected) in snapshot.sections.enumerated() {
            try expectSection(index, shows: expected)
            guard tableView.numberOfRows(inSection: index) == expected.rows.count else {
                throw ReplayFailure(
                    "section \(index) shows \(tableView.numberOfRows(inSection: index)) rows, expected "
                        + "\(expected.rows.count)")
            }
            for (row, model) in expected.rows.enumerated() {
                let indexPath = IndexPath(row: row, section: index)
                guard let shown = (tableView.cellForRow(at: indexPath) as? ReplayCell)?.row else {
                    throw ReplayFailure("row [\(index), \(row)] has no cell on screen")
                }
                guard ObjectIdentifier(shown.cellType) == ObjectIdentifier(model.cellType), shown.id == model.id else {
                    throw ReplayFailure("row [\(index), \(row)] is \(shown), expected \(model)")
                }
                guard shown.isContentEqual(to: model) else {
                    throw ReplayFailure(
                        "row [\(index), \(row)] shows \(shown.model) but the snapshot has \(model.model) "
                            + "(missing reconfigure)")
                }
            }
        }
    }

    /// The section views of section `index` show `expected`'s identity, titles and views.
    private func expectSection(_ index: Int, shows expected: ListKit.Section) throws {
        let header = (tableView.headerView(forSection: index) as? ReplaySectionView)?.section
        let footer = (tableView.footerView(forSection: index) as? ReplaySectionView)?.section
        guard let header, let footer else { throw ReplayFailure("section \(index) has no header or footer on screen") }
        guard header.id == expected.id, footer.id == expected.id else {
            throw ReplayFailure("section \(index) is \(header.id.base), expected \(expected.id.base)")
        }
        // Both views are made from one section at once (they are remade together when it is inserted or reloaded).
        guard header.hasSameSupplementaryContent(as: expected), footer.hasSameSupplementaryContent(as: expected) else {
            throw ReplayFailure(
                "section \(index) shows header \(String(describing: header.header)) and footer "
                    + "\(String(describing: footer.footer)), the snapshot has \(String(describing: expected.header)) "
                    + "and \(String(describing: expected.footer)) (missing section reload)")
        }
    }

    // MARK: Data source and delegate

    func numberOfSections(in tableView: UITableView) -> Int {
        snapshot.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        snapshot.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ReplayCell.reuseIdentifier, for: indexPath)
        (cell as? ReplayCell)?.row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
            .map { Replay.points($0, atWidth: width) } ?? Replay.defaultRowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        Self.sectionViewHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        Self.sectionViewHeight
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        sectionView(section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sectionView(section)
    }

    private func sectionView(_ section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: ReplaySectionView.reuseIdentifier)
        (view as? ReplaySectionView)?.section =
            snapshot.sections.indices.contains(section)
            ? snapshot.sections[section] : nil
        return view
    }
}

/// A cell that remembers the row it was configured with.
final class ReplayCell: UITableViewCell {
    static let reuseIdentifier = "ReplayCell"
    var row: AnyRow?
}

/// A header or footer view that remembers the section it was made for.
final class ReplaySectionView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "ReplaySectionView"
    var section: ListKit.Section?
}

extension ListSnapshot {
    /// Whether the snapshot has a row at `path`.
    fileprivate func contains(_ path: RowPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
    }
}
#endif
