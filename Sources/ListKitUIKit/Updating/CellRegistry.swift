import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Registers each cell and header-footer type the first time a row of that type is about to be dequeued, so no user
/// ever calls `register` and "unable to dequeue" cannot happen.
///
/// A type that adopts ``NibLoadable`` is registered with its nib; a ``ConfigurationCell`` with the cell class that
/// stands in for it in the view; any other with its class.
@MainActor
struct CellRegistry {
    /// The reuse identifier of each type registered, by type: the type's `reuseIdentifier` is read once (its default
    /// spells the type's name, which takes reflection), not on every dequeue.
    private var registered: [ObjectIdentifier: String] = [:]
    /// The type registered under each identifier, to catch two types that give the same one.
    private var owners: [String: AnyClass] = [:]

    /// Registers `row`'s type with `register` unless it was registered already, and returns its reuse identifier.
    ///
    /// - Complexity: O(1) expected.
    mutating func reuseIdentifier(
        for row: AnyRow,
        register: (_ registration: Registration, _ reuseIdentifier: String) -> Void
    ) -> String {
        let type = ObjectIdentifier(row.cellType)
        if let reuseIdentifier = registered[type] { return reuseIdentifier }
        var reuseIdentifier = row.reuseIdentifier
        if let owner = owners[reuseIdentifier] {
            // Another type has this identifier (both override `reuseIdentifier` alike): dequeuing one for the other
            // would hand a row the wrong cell. This one gets an identifier of its own, and the app is told.
            let taken = reuseIdentifier
            reuseIdentifier = taken + " (" + String(reflecting: row.cellType) + ")"
            ListKitDiagnostics.report(
                "ListKit: \(String(reflecting: owner)) and \(String(reflecting: row.cellType)) have the same "
                    + "reuseIdentifier \"\(taken)\"; \(String(reflecting: row.cellType)) is registered as "
                    + "\"\(reuseIdentifier)\" instead. Give each cell type its own reuseIdentifier (the default, the "
                    + "type's full name, is unique).",
                onceFor: "reuse " + reuseIdentifier)
        }
        owners[reuseIdentifier] = row.cellType
        registered[type] = reuseIdentifier
        register(Self.registration(for: row), reuseIdentifier)
        return reuseIdentifier
    }

    /// How `row`'s cell type is registered: with its nib if it adopts ``NibLoadable``, else with its class.
    ///
    /// - Complexity: O(1).
    static func registration(for row: AnyRow) -> Registration {
        if let standIn = row.cellType as? any CellStandIn.Type { return .standIn(standIn) }
        if let nibType = row.cellType as? any NibLoadable.Type {
            return .nib(UINib(nibName: nibType.nibName, bundle: nibType.nibBundle))
        }
        return .class(row.cellType)
    }

    /// How a type is registered.
    enum Registration {
        /// By its class.
        case `class`(AnyClass)
        /// By its nib.
        case nib(UINib)
        /// By the class that stands in for it in each kind of view (``ConfigurationCell``).
        case standIn(any CellStandIn.Type)
    }
}
