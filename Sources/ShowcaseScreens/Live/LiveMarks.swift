import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The quotes the last batch update touched, and how, read from its ``ListUpdateReport``: the live screen's cells
/// mark them until the next update or until the marks are cleared.
@MainActor
final class LiveMarks {
    /// How an update touched a row.
    struct Touch: OptionSet, Hashable, Sendable {
        let rawValue: Int

        /// The row was inserted (alone or with its section).
        static let inserted = Touch(rawValue: 1)
        /// The row moved, within its section or to another.
        static let moved = Touch(rawValue: 2)
        /// The row's content changed (reconfigured, or reloaded before iOS 15).
        static let changed = Touch(rawValue: 4)

        /// The words a cell shows for it: `new`, `moved`, `changed`, `moved changed`; empty for no touch.
        var text: String {
            if contains(.inserted) { return "new" }
            return [contains(.moved) ? "moved" : "", contains(.changed) ? "changed" : ""]
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The touched quotes by symbol.
    private(set) var touches: [Quote.ID: Touch] = [:]

    /// How the last update touched the quote `id`; empty when it did not, or the marks were cleared.
    subscript(id: Quote.ID) -> Touch {
        touches[id] ?? []
    }

    /// Marks the rows `report` names, instead of the marks before.
    ///
    /// - Parameters:
    ///   - report: The update's report; its index paths are in the snapshot the table now shows.
    ///   - quote: The symbol of the quote at an index path of that snapshot.
    func mark(_ report: ListUpdateReport, quoteAt quote: (IndexPath) -> Quote.ID?) {
        var touches: [Quote.ID: Touch] = [:]
        let kinds: [(paths: [IndexPath], touch: Touch)] = [
            (report.insertedRows, .inserted), (report.movedRows, .moved),
            (report.reconfiguredRows, .changed),
        ]
        for (paths, touch) in kinds {
            for path in paths {
                if let id = quote(path) { touches[id, default: []].insert(touch) }
            }
        }
        self.touches = touches
    }

    /// Removes every mark.
    func clear() {
        touches = [:]
    }
}
