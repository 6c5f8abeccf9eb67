#if !canImport(UIKit)
import Foundation

/// The drop placeholders a table or collection view shows: rows or items that "appear as rows in the table but don't
/// have a corresponding entry in the data source object" (Apple's documentation of `UIDataSourceTranslating`,
/// https://developer.apple.com/documentation/uikit/uidatasourcetranslating). The view's counts add them to the data
/// source's, its cells come from their reuse identifiers instead of the data source, and the data source is asked
/// about the other rows at their index paths without the placeholders (their data source index paths).
///
/// Placeholders are few (one a dropped item), so each query walks them: O(*p*) for *p* placeholders.
@MainActor
struct DropPlaceholders {
    /// One placeholder: where it is in the view, and the context that manages it.
    struct Entry {
        var indexPath: IndexPath
        let context: AnyObject
    }

    private(set) var entries: [Entry] = []

    /// Whether there is none.
    var isEmpty: Bool { entries.isEmpty }

    /// How many placeholders the section shows.
    func count(inSection section: Int) -> Int {
        entries.reduce(0) { $0 + ($1.indexPath.section == section ? 1 : 0) }
    }

    /// The context of the placeholder at the view's index path, if one is there.
    func context(at indexPath: IndexPath) -> AnyObject? {
        entries.first { $0.indexPath == indexPath }?.context
    }

    /// Where the context's placeholder is now; `nil` when it is gone.
    func indexPath(of context: AnyObject) -> IndexPath? {
        entries.first { $0.context === context }?.indexPath
    }

    /// The data source's index path of the row at the view's index path; `nil` for a placeholder.
    func dataSourceIndexPath(forPresentation indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, context(at: indexPath) == nil else { return indexPath.count == 2 ? nil : indexPath }
        let before = entries.reduce(0) {
            $0 + ($1.indexPath.section == indexPath.section && $1.indexPath.item < indexPath.item ? 1 : 0)
        }
        return IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// The view's index path of the data source's row.
    func presentationIndexPath(forDataSource indexPath: IndexPath) -> IndexPath {
        guard indexPath.count == 2 else { return indexPath }
        var item = indexPath.item
        for placeholder in entries.map(\.indexPath).filter({ $0.section == indexPath.section }).sorted()
        where placeholder.item <= item {
            item += 1
        }
        return IndexPath(item: item, section: indexPath.section)
    }

    /// Adds a placeholder at the view's index path: the placeholders after it in its section move down one.
    mutating func insert(_ context: AnyObject, at indexPath: IndexPath) {
        for index in entries.indices
        where entries[index].indexPath.section == indexPath.section && entries[index].indexPath.item >= indexPath.item {
            entries[index].indexPath.item += 1
        }
        entries.append(Entry(indexPath: indexPath, context: context))
    }

    /// Takes the context's placeholder away and returns where it was. With `closingGap` the placeholders after it in
    /// its section move up one (the row is deleted); without, the row stays, now the data source's.
    mutating func remove(_ context: AnyObject, closingGap: Bool) -> IndexPath? {
        guard let index = entries.firstIndex(where: { $0.context === context }) else { return nil }
        let removed = entries.remove(at: index).indexPath
        guard closingGap else { return removed }
        for index in entries.indices
        where entries[index].indexPath.section == removed.section && entries[index].indexPath.item > removed.item {
            entries[index].indexPath.item -= 1
        }
        return removed
    }

    /// Forgets every placeholder (a reload of the view's data ends them: their commits then return `false`).
    mutating func removeAll() {
        entries.removeAll()
    }
}
#endif
