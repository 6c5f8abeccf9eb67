#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The one place where a registration (a class or a nib) becomes UIKit's register call, for each kind of view.

extension UITableView {
    /// Registers a cell class or nib.
    func register(_ registration: CellRegistry.Registration, forCellReuseIdentifier reuseIdentifier: String) {
        switch registration {
        case .class(let cellClass): register(cellClass, forCellReuseIdentifier: reuseIdentifier)
        case .nib(let nib): register(nib, forCellReuseIdentifier: reuseIdentifier)
        case .standIn(let standIn): register(standIn.tableCellClass, forCellReuseIdentifier: reuseIdentifier)
        }
    }

    /// Registers a header-footer view class or nib.
    func register(
        _ registration: CellRegistry.Registration,
        forHeaderFooterViewReuseIdentifier reuseIdentifier: String
    ) {
        switch registration {
        case .class(let viewClass): register(viewClass, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
        case .nib(let nib): register(nib, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
        // A stand-in header (`ConfigurationHeaderFooter`) shows a content configuration, which a plain view takes.
        case .standIn: register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
        }
    }
}

extension UICollectionView {
    /// Registers a cell class or nib.
    func register(_ registration: CellRegistry.Registration, forCellWithReuseIdentifier reuseIdentifier: String) {
        switch registration {
        case .class(let cellClass): register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
        case .nib(let nib): register(nib, forCellWithReuseIdentifier: reuseIdentifier)
        case .standIn(let standIn): register(standIn.collectionCellClass, forCellWithReuseIdentifier: reuseIdentifier)
        }
    }

    /// Registers a supplementary view class or nib for a kind.
    func register(
        _ registration: CellRegistry.Registration,
        forSupplementaryViewOfKind kind: String,
        withReuseIdentifier reuseIdentifier: String
    ) {
        switch registration {
        case .class(let viewClass):
            register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
        case .nib(let nib):
            register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
        case .standIn(let standIn):
            register(
                standIn.collectionCellClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
        }
    }
}
