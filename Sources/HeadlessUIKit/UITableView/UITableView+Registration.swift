#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellReuse.register(class: cellClass, for: identifier)
    }

    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellReuse.register(nib: nib, for: identifier)
    }

    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterReuse.register(class: aClass, for: identifier)
    }

    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterReuse.register(nib: nib, for: identifier)
    }

    /// Implements `dequeueReusableCell`, declared `open` in the class body.
    func dequeueReusableCellNow(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
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

    /// Implements `dequeueReusableCell`, declared `open` in the class body.
    func dequeueReusableCellNow(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier)
    }

    /// Implements `dequeueReusableHeaderFooterView`, declared `open` in the class body.
    func dequeueReusableHeaderFooterViewNow(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
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
