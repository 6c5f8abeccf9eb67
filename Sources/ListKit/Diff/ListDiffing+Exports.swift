// The diff algorithm lives in the ListDiffing target, which HeadlessUIKit's diffable data sources use too. ListKit
// re-exports it, so that code that imports ListKit sees `FlatDiff`, `Move`, `RowPath` and `BatchUpdate` as before.
@_exported import ListDiffing

/// One stage of a ``ListDiff``: exactly the calls of one `performBatchUpdates` that UIKit accepts, and the
/// ``ListSnapshot`` the data source reports when its update block ends.
///
/// Indices follow UIKit's rules for a batch update: deletes and reloads are indexed in the state before the stage;
/// inserts in the state after it; every move goes from a before-index to an after-index. Reconfigures appear only in
/// a stage without inserts, deletes or moves (see ``ListDiff``, "Why stages").
public typealias BatchUpdate = ListDiffing.BatchUpdate<ListSnapshot>
