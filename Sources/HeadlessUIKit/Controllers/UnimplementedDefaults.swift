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

    /// Every row can be moved, as far as this method is concerned. UIKit: "By default, the reordering control is
    /// shown if the data source implements the `tableView(_:moveRowAt:to:)` method"
    /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)). The table
    /// learns whether it is implemented when it calls it: the default reports itself through
    /// ``moveNotImplemented()``, and the table then moves nothing.
    static let canMoveRow = true

    /// Every item can be moved, as far as this method is concerned. UIKit: "If you don't implement this method, but
    /// you do implement the `collectionView(_:moveItemAt:to:)` method", items may move
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:));
    /// without `moveItemAt` "the collection view ignores any attempts to reorder items"
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)),
    /// which the collection view learns through ``moveNotImplemented()``.
    static let canMoveItem = true

    /// How many times a default `tableView(_:moveRowAt:to:)` or `collectionView(_:moveItemAt:to:)` ran (the data
    /// source does not implement it): UIKit checks whether the method is implemented, which Swift cannot ask of a
    /// protocol requirement, so the default says so when it is called.
    private static var unimplementedMoveCalls = 0

    /// What a default `collectionView(_:indexPathForIndexTitle:at:)` returns, after reporting that a data source that
    /// gives index titles must implement it ("If you implement this method, you must also implement the
    /// `collectionView(_:indexPathForIndexTitle:at:)` method",
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)); what UIKit does
    /// then is undocumented, so HeadlessUIKit refuses, and the collection view does not scroll.
    static func indexPathForIndexTitle(_ title: String) -> IndexPath {
        Headless.raise(
            "HeadlessUIKit: the collection view's data source gives index titles but does not implement "
                + "collectionView(_:indexPathForIndexTitle:at:), which UIKit requires with indexTitles(for:) (title "
                + "\"\(title)\")")
        return noIndexPathForIndexTitle
    }

    /// The index path that means "not implemented" (no collection view has a section -1).
    static let noIndexPathForIndexTitle = IndexPath(item: -1, section: -1)

    /// Called by the default move methods (protocol extensions and the controllers' `open` methods).
    static func moveNotImplemented() {
        unimplementedMoveCalls += 1
    }

    /// Runs `body`, which calls a data source's move method, and returns whether that was a default (not
    /// implemented) one.
    static func reachesUnimplementedMove(_ body: () -> Void) -> Bool {
        let before = unimplementedMoveCalls
        body()
        return unimplementedMoveCalls != before
    }

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
