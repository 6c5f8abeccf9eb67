#if !canImport(UIKit)
import Foundation

/// The object a table view tells which rows it will soon show, so their data can be loaded ahead, as UIKit's
/// `UITableViewDataSourcePrefetching`.
///
/// HeadlessUIKit prefetches the rows within one screen height beyond the visible rows, in the direction of the
/// last scroll (downward at first), and cancels the rows that leave that range without being shown.
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Starts loading the data of the rows.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stops loading the data of rows no longer needed soon. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing, as when UIKit's prefetch data source does not implement the method.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
#endif
