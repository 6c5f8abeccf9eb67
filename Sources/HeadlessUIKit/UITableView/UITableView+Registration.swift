#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Registers the cell class to make for the identifier; `nil` unregisters it.
    ///
    /// A class that is not a `UITableViewCell` subclass is ignored (UIKit would fail when making a cell).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellReuse.register(class: cellClass, for: identifier)
    }

    /// Registers the nib whose single top-level cell is made for the identifier; `nil` unregisters it.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellReuse.register(nib: nib, for: identifier)
    }

    /// Registers the header or footer view class to make for the identifier; `nil` unregisters it.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterReuse.register(class: aClass, for: identifier)
    }

    /// Registers the nib whose single top-level view is made for the header or footer identifier.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterReuse.register(nib: nib, for: identifier)
    }

    /// Returns a cell for the row: a reused one of the identifier (after its `prepareForReuse()`), or a new one of
    /// the registered class or nib.
    ///
    /// Reports UIKit's messages for an unregistered identifier, and for a second dequeue for the same row within
    /// one `tableView(_:cellForRowAt:)` (UIKit's text continues with advice and the identifier; UIKIT.md keeps its
    /// first sentence). While the row is being reconfigured (`reconfigureRows(at:)`), dequeuing the row's
    /// identifier returns the very cell showing the row, without `prepareForReuse()`.
    @discardableResult
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if var request = cellRequest, request.indexPath == indexPath {
            request.dequeueCount += 1
            cellRequest = request
            if request.dequeueCount > 1 {
                Headless.raise("Attempted to dequeue multiple cells for the same index path, which is not allowed.")
            } else if let existing = request.reconfiguring {
                if existing.reuseIdentifier == identifier { return existing }
                // HeadlessUIKit's wording: no UIKit text was found for this case (Apple's documentation of
                // reconfigureRows(at:) only says the existing cell is returned for the same reuse identifier).
                Headless.raise(
                    "Attempted to dequeue a cell with identifier \(identifier) while reconfiguring the row at index "
                        + "path (\(indexPath.uikitDescription)), whose cell has identifier "
                        + "\(existing.reuseIdentifier ?? "(null)"): a reconfigured row must dequeue the same cell type."
                )
            }
        }
        if let cell = dequeueCell(identifier) { return cell }
        Headless.raise(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Returns a reused cell of the identifier (after its `prepareForReuse()`), a new one if the identifier is
    /// registered, or `nil`.
    @discardableResult
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier)
    }

    /// Returns a reused header or footer view of the identifier (after its `prepareForReuse()`), a new one if the
    /// identifier is registered, or `nil`.
    @discardableResult
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard case .view(let view) = headerFooterReuse.dequeue(identifier, className: "UITableViewHeaderFooterView")
        else { return nil }
        return view
    }

    private func dequeueCell(_ identifier: String) -> UITableViewCell? {
        switch cellReuse.dequeue(identifier, className: "UITableViewCell") {
        case .view(let cell):
            return cell
        case .unregistered:
            return nil
        case .failed:
            // UIKit stops at the failure; a plain cell lets the test go on.
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
    }
}
#endif
