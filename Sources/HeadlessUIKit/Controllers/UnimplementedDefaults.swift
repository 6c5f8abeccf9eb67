#if !canImport(UIKit)
import Foundation

/// What UIKit answers when a data source or delegate does not implement an optional method, for the answers that are
/// values. The protocol extensions (the defaults of a data source or delegate that does not implement a method) and
/// the `open` methods of `UITableViewController` and `UICollectionViewController` (which must implement every method so
/// that subclasses override them, `UIKIT.md`) both return these, so each default lives here only.
@MainActor
enum UnimplementedDefaults {
    /// One section ("Default is 1 if not implemented", UIKit's `UITableViewDataSource.h` and
    /// `UICollectionViewDataSource` documentation).
    static let numberOfSections = 1

    /// Every row can be edited ("If not implemented, all rows are assumed to be editable", `UITableViewDataSource.h`).
    static let canEditRow = true

    /// Every row can be moved (HeadlessUIKit's simplification: UIKit shows the reorder control when the data source
    /// implements `tableView(_:moveRowAt:to:)`).
    static let canMoveRow = true

    /// Items cannot be moved (HeadlessUIKit's default for a collection view data source that does not say).
    static let canMoveItem = false

    /// A delete control ("the cell has the `UITableViewCell.EditingStyle.delete` style", Apple's documentation of
    /// `tableView(_:editingStyleForRowAt:)`).
    static let editingStyle = UITableViewCell.EditingStyle.delete

    /// Every row or item highlights, is selected and deselected when tapped, and indents while editing ("If you do not
    /// implement this method, the default return value is true", Apple's documentation of the delegates' `should…`
    /// methods).
    static let allowed = true

    /// The table's `rowHeight`.
    static func heightForRow(in tableView: UITableView) -> CGFloat { tableView.rowHeight }

    /// The table's `estimatedRowHeight`.
    static func estimatedHeightForRow(in tableView: UITableView) -> CGFloat { tableView.estimatedRowHeight }

    /// The table's `sectionHeaderHeight`.
    static func heightForHeader(in tableView: UITableView) -> CGFloat { tableView.sectionHeaderHeight }

    /// The table's `sectionFooterHeight`.
    static func heightForFooter(in tableView: UITableView) -> CGFloat { tableView.sectionFooterHeight }

    /// No supplementary view: a marker that the collection view shows nothing for the element (UIKit checks whether
    /// the method is implemented).
    static func supplementaryView() -> UICollectionReusableView { NotImplementedSupplementaryView(frame: .zero) }
}
#endif
