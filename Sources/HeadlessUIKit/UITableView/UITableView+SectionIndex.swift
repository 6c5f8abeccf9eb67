#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The titles the section index shows: the data source's `sectionIndexTitles(for:)` as the table last read it.
    ///
    /// As UIKit's index bar, the table reads them when the index is first used and again after `reloadData()` or
    /// `reloadSectionIndexTitles()`, not after a batch update: a data source whose titles change in one must call
    /// `reloadSectionIndexTitles()`.
    var shownSectionIndexTitles: [String]? {
        if let read = sectionIndexTitlesRead { return read }
        let titles = dataSource?.sectionIndexTitles(for: self)
        sectionIndexTitlesRead = .some(titles)
        return titles
    }

    /// Simulates a finger on the section index (the strip of titles at the trailing edge) at `title`: the table asks
    /// its data source `tableView(_:sectionForSectionIndexTitle:at:)` for the section, and scrolls until that
    /// section's top (its header, if it has one) is at the top of the table, or as near as the content allows.
    ///
    /// Does nothing and returns `nil` when the index does not show `title` (the data source gives no titles, or
    /// gave other ones when the table last read them). A section the data source answers that the table does not
    /// have is reported ("attempt to scroll to invalid section: …") through ``Headless/inconsistencyHandler``, where
    /// UIKit raises an exception.
    ///
    /// - Parameter title: A title of the index; its first occurrence is touched.
    /// - Returns: The section the table scrolled to, or `nil`.
    @discardableResult
    public func simulateTapOnSectionIndex(titled title: String) -> Int? {
        guard let titles = shownSectionIndexTitles, let index = titles.firstIndex(of: title),
            let dataSource
        else { return nil }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard section >= 0, section < numberOfSections else {
            Headless.raise("attempt to scroll to invalid section: \(section)")
            return nil
        }
        layoutIfNeeded()
        let top = rect(forSection: section).minY
        let maxY = max(0, contentSize.height - bounds.height)
        let y = min(max(0, top), maxY)
        if y != contentOffset.y {
            setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
        }
        layoutIfNeeded()
        return section
    }
}
#endif
