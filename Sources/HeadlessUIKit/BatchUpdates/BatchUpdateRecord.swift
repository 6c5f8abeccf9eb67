#if !canImport(UIKit)
import Foundation

/// The words that differ between a table view's and a collection view's batch-update messages.
struct BatchUpdateVocabulary: Sendable {
    /// The element of a section: "row" or "item".
    let element: String
    /// The view, as the section-count message names it: "table view" or "collection view".
    let view: String

    /// A table view's words.
    static let table = BatchUpdateVocabulary(element: "row", view: "table view")
    /// A collection view's words.
    static let collection = BatchUpdateVocabulary(element: "item", view: "collection view")
}

/// The changes collected during one batch update, in the order they were called.
///
/// Deletes, reloads and reconfigures are index paths before the update; inserts are after it; a move goes from a
/// before-index to an after-index. Generic over rows and items: a collection view records items as "rows".
struct BatchUpdateRecord {
    /// Sections deleted, in the indices before the update.
    var deletedSections: [Int] = []
    /// Sections inserted, in the indices after the update.
    var insertedSections: [Int] = []
    /// Sections reloaded, in the indices before the update.
    var reloadedSections: [Int] = []
    /// Sections moved, from a before-index to an after-index.
    var movedSections: [(from: Int, to: Int)] = []
    /// Rows deleted, before the update.
    var deletedRows: [IndexPath] = []
    /// Rows inserted, after the update.
    var insertedRows: [IndexPath] = []
    /// Rows reloaded, before the update.
    var reloadedRows: [IndexPath] = []
    /// Rows reconfigured, before the update.
    var reconfiguredRows: [IndexPath] = []
    /// Rows moved, from a before-index path to an after-index path.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Whether nothing was recorded.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty
            && movedRows.isEmpty
    }

    /// The number of recorded changes.
    var changeCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reloadedRows.count + reconfiguredRows.count + movedRows.count
    }
}
#endif
