#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TableViewAdapter: UITableViewDataSource {
    /// The number of visible sections of the snapshot.
    public func numberOfSections(in tableView: UITableView) -> Int {
        shown.sectionLevel.numberOfSections
    }

    /// The number of rows of a section of the snapshot.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.numberOfRows(inSection: section)
    }

    /// Dequeues the row's cell by its type's reuse identifier (registering the type the first time) and configures
    /// it with the row's model. A row that can move (it has an `onMove` handler) gets its reorder control
    /// (`showsReorderControl`), which UIKit shows while the table is editing: "For the reordering control to appear,
    /// you must not only set this property but implement" `tableView(_:moveRowAt:to:)`
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol).
    ///
    /// An index path the snapshot does not have (a table out of step with its data source) gets an empty,
    /// unconfigured cell rather than a crash.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        answering {
            guard let row = row(at: indexPath) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
            let cell = cell(for: row, register: { tableView.register($0, forCellReuseIdentifier: $1) }) {
                tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath)
            }
            cell.showsReorderControl = row.behaviour?.onMove != nil
            decorateOutline(cell, at: indexPath)
            return cell
        }
    }

    /// The section's header text, unless it has a custom header view.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let content = shown.section(section), content.headerView == nil else {
            return nil
        }
        return content.header
    }

    /// The section's footer text, unless it has a custom footer view.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard let content = shown.section(section), content.footerView == nil else {
            return nil
        }
        return content.footer
    }

    /// The section index: the ``Section/indexTitle`` of each section shown that has one
    /// (``ListSnapshot/sectionIndexTitles``); `nil`, no index, when none has.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        shown.sectionLevel.sectionIndexTitles
    }

    /// The section that the index title at `index` leads to; sections that are not shown have no title in the index,
    /// so the position in the index maps to the section as it is on screen.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        shown.sectionLevel.section(forSectionIndexTitleAt: index)
            ?? max(0, min(index, shown.sectionLevel.numberOfSections - 1))
    }

    /// Whether the row can be deleted, inserted after, reordered or swiped.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let behaviour = row(at: indexPath)?.behaviour else {
            return hasAccessoryAction(.insert, at: indexPath)
        }
        return behaviour.onDelete != nil || behaviour.onMove != nil || !behaviour.trailingActions.isEmpty
            || !behaviour.leadingActions.isEmpty || hasAccessoryAction(.insert, at: indexPath)
    }

    /// Whether the row can be reordered: it has an `onMove` handler.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.behaviour?.onMove != nil
    }

    /// Calls the row's `onDelete` with its model (the view model then applies a snapshot without it), or, for the
    /// insert control, a configuration row's `onInsert`.
    public func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete: answering { row(at: indexPath)?.behaviour?.onDelete?(()) }
        case .insert: performAccessoryAction(.insert, at: indexPath)
        default: break
        }
    }

    /// Takes the move the user made into the snapshot (UIKit has already moved the cell) and calls the row's
    /// `onMove` with its model and destination, so that the view model owns the change.
    ///
    /// A section the move leaves empty stays on screen until the view model's next snapshot, since UIKit keeps it.
    public func tableView(
        _ tableView: UITableView,
        moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        answering { userMovedRow(from: sourceIndexPath, to: destinationIndexPath) }
    }
}
