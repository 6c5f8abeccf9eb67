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
    /// The reuse identifier of each type registered, by type: the type's `reuseIdentifier` is read once (its default
    /// spells the type's name, which takes reflection), not on every dequeue.
    private var registered: [ObjectIdentifier: String] = [:]

    /// Registers `row`'s type with `register` unless it was registered already, and returns its reuse identifier.
    ///
    /// - Complexity: O(1) expected.
    mutating func reuseIdentifier(
        for row: AnyRow,
        register: (_ registration: Registration, _ reuseIdentifier: String) -> Void
    ) -> String {
        let type = ObjectIdentifier(row.cellType)
        if let reuseIdentifier = registered[type] { return reuseIdentifier }
        let reuseIdentifier = row.reuseIdentifier
        registered[type] = reuseIdentifier
        if let nibType = row.cellType as? any NibLoadable.Type {
            register(.nib(UINib(nibName: nibType.nibName, bundle: nibType.nibBundle)), reuseIdentifier)
        } else {
            register(.class(row.cellType), reuseIdentifier)
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
