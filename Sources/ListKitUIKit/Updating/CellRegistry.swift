#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Registers each cell and header-footer type the first time a row of that type is about to be dequeued, so no user
/// ever calls `register` and "unable to dequeue" cannot happen.
///
/// A type that adopts ``NibLoadable`` is registered with its nib; any other with its class.
@MainActor
struct CellRegistry {
    private var registered: Set<ObjectIdentifier> = []

    /// Registers `row`'s type with `register` unless it was registered already, and returns its reuse identifier.
    ///
    /// - Complexity: O(1) expected.
    mutating func reuseIdentifier(
        for row: AnyRow,
        register: (_ registration: Registration, _ reuseIdentifier: String) -> Void
    ) -> String {
        let reuseIdentifier = row.reuseIdentifier
        if registered.insert(ObjectIdentifier(row.cellType)).inserted {
            if let nibType = row.cellType as? any NibLoadable.Type {
                register(.nib(UINib(nibName: nibType.nibName, bundle: nibType.nibBundle)), reuseIdentifier)
            } else {
                register(.class(row.cellType), reuseIdentifier)
            }
        }
        return reuseIdentifier
    }

    /// How a type is registered.
    enum Registration {
        /// By its class.
        case `class`(AnyClass)
        /// By its nib.
        case nib(UINib)
    }
}
