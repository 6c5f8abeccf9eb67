import Foundation
import ListDiffing

/// The difference between two snapshots, as the batch updates that animate one into the other.
///
/// ```swift
/// let diff = ListDiff(from: onScreen, to: next)
/// for stage in diff.stages {
///     tableView.performBatchUpdates { /* report stage.snapshot, then apply the stage's calls */ }
/// }
/// ```
///
/// Rows are matched by identity (cell type and id) across the whole snapshot, so a row that changes section moves;
/// sections are matched by id. Indices are those of the visible sections (``ListSnapshot/sections``).
///
/// ## Why stages
/// UIKit rejects some combinations in one batch update, so the difference is split into at most three stages, each
/// exactly one `performBatchUpdates`:
///
/// 1. **Structure**: section deletes, inserts and moves; row deletes, inserts and moves; no reconfigure and no reload.
///    Every row whose content changed keeps its old content in this stage (`BatchUpdate.snapshot` holds the old
///    row), and every section whose header or footer changed keeps its old ones.
/// 2. **Refresh**: reconfigures of every row whose content changed, at its index path after the structure stage, and
///    reloads of the sections whose header or footer changed. Nothing in this stage inserts, deletes or moves, so
///    each index path means the same before and after it.
///
/// The rule: **a reconfigure never shares a batch with an insert, delete or move.** Apple documents how a batch reads
/// the index paths of deletes and reloads (before the update) and of inserts (after it), but not those of
/// `reconfigureRows(at:)` or `reconfigureItems(at:)`
/// ([reconfigureRows(at:)](https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)),
/// [reconfigureItems(at:)](https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:))),
/// and a reconfigure cannot be combined with a move of the same row. Where Apple does speak, it says to reconfigure
/// after the structural update, at index paths of the state after it: PhotoKit's change details warn "Don't map
/// changedIndexes directly to UICollectionView item indices in batch updates. Use these indices to reconfigure the
/// corresponding cells after performBatchUpdates(_:completion:)"
/// ([PHFetchResultChangeDetails](https://developer.apple.com/documentation/photos/phfetchresultchangedetails),
/// [changedIndexes](https://developer.apple.com/documentation/photos/phfetchresultchangedetails/changedindexes)).
/// So a row that changes is reconfigured once, in the refresh stage, whether or not it moves; reloading it in the
/// structure stage instead (a delete and an insert) is the pattern that crashed other diffing libraries. A section
/// reload in the same batch as moves into or out of it is rejected too, so section reloads wait for the refresh stage
/// as well.
/// 3. **Heights**: no call at all, only `BatchUpdate.resizedRows`: the rows whose height (``RowHeight``) changed
///    while their content did not. UIKit keeps the heights of rows that stay or move through a batch update with
///    changes, and asks them all again in one without, so the rows take their new heights, animated, and keep their
///    cells. Rows that are reconfigured, or in a reloaded section, are asked anyway and are not listed.
///
/// A row cannot move out of a section deleted in the same batch, nor into one inserted in it, so a row crossing from a
/// deleted section or into an inserted one leaves by a delete and arrives by an insert (its section's own delete or
/// insert when it needs no row call). Empty stages are left out: a change of rows only is one stage, and no change is
/// none.
///
/// ## Fewest moves
/// Within a section that survives, a row moves only if it lies outside one longest increasing run of the rows that
/// stayed in that section; sections likewise. Everything else keeps its place by UIKit's implicit rule (the rows that
/// are neither deleted, inserted nor moved keep their order).
///
/// ## Duplicates
/// When several rows of one snapshot share an identity, the k-th occurrence in the old snapshot is paired with the
/// k-th in the new one; each is a distinct row. ``ListSnapshot/duplicateIdentifiers`` reports them.
public struct ListDiff: Sendable {
    /// The batch updates to perform in order; empty when the snapshots show the same thing. The last stage's
    /// snapshot is the new snapshot.
    public let stages: [BatchUpdate]

    /// Computes the stages that turn `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The snapshot the table shows now.
    ///   - new: The snapshot it is to show.
    ///   - width: The width of the table, at which heights computed from the width are compared (the adapters pass
    ///     their view's); `nil` (the default) compares fixed heights only.
    /// - Complexity: O(n + m) expected hash and `==` operations on row and section identities, and O(n + m) content
    ///   comparisons (content, and heights where rows have them), where n and m are the numbers of visible rows of
    ///   `old` and `new`; plus O(k log k) comparisons of
    ///   integers to find the fewest moves among the k rows that stay in their section.
    public init(from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil) {
        stages = StagedDiff(SnapshotDiffInput(from: old, to: new, heightsAtWidth: width)).stages()
        #if LISTKIT_INTERNAL_CHECKS
        if let structure = stages.first { HashableChecks.checkDeletesAgainstInserts(structure, old: old) }
        #endif
    }

    /// Whether the snapshots show the same thing.
    public var isEmpty: Bool {
        stages.isEmpty
    }

    /// The number of section and row changes over all stages.
    public var changeCount: Int {
        stages.reduce(0) { $0 + $1.changeCount }
    }
}
