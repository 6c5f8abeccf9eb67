#if !canImport(UIKit)
import Foundation

/// The object that tells a table view what it shows, as UIKit's `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` must be written. UIKit's
/// optional methods are requirements here, with default implementations in an extension that behave as UIKit does
/// when the method is not implemented (one section, no titles, every row editable, and movable when
/// ``tableView(_:moveRowAt:to:)`` is implemented). Being
/// requirements, they dispatch dynamically: a conforming class's implementation is always found.
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in the section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default: 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the section's header, or `nil` for none. Default: `nil`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer, or `nil` for none. Default: `nil`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted). Default: `true`.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved (shows its reorder control while editing). Default: `true`, so that a row moves
    /// when the data source implements ``tableView(_:moveRowAt:to:)``, as in UIKit.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits a delete or insert the user asked for at the row. Default: nothing.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves the row's data after the user moved the row; the table has already moved it. Default: nothing, and
    /// the table moves no row (UIKit shows no reorder control without this method).
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index, or `nil` for none. Default: `nil`.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section index title at the index jumps to. Default: the index.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in tableView: UITableView) -> Int { UnimplementedDefaults.numberOfSections }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.canEditRow
    }
    /// Every row can be moved, when ``tableView(_:moveRowAt:to:)`` is implemented.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.canMoveRow
    }
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing: the data source does not implement it, so the table moves no row.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        UnimplementedDefaults.moveNotImplemented()
    }
    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's index.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
#endif
