import Foundation

/// One stage of a staged diff: exactly the calls of one `performBatchUpdates` that UIKit accepts, and the state the
/// data source reports when it ends.
///
/// ListKit's `ListDiff` produces them with a `ListSnapshot` as the state (ListKit names that `BatchUpdate`); another
/// client of the staged diff (a diffable data source) chooses its own `Snapshot` type.
///
/// Indices follow UIKit's rules for a batch update: deletes and reloads are indexed in the state before the stage;
/// inserts in the state after it; every move goes from a before-index to an after-index. Reconfigures appear only in
/// a stage without inserts, deletes or moves, where an index path means the same before and after the stage (see
/// ListKit's `ListDiff`, "Why stages"). When the update block ends, the data source must report ``snapshot``.
public struct BatchUpdate<Snapshot> {
    /// Sections to delete, indexed before the stage.
    public package(set) var deletedSections = IndexSet()
    /// Sections to insert, indexed after the stage.
    public package(set) var insertedSections = IndexSet()
    /// Sections to reload (their header or footer changed), indexed before the stage.
    public package(set) var reloadedSections = IndexSet()
    /// Sections to move, from before-indices to after-indices.
    public package(set) var movedSections: [Move<Int>] = []
    /// Rows to delete, indexed before the stage, in ascending order.
    public package(set) var deletedRows: [RowPath] = []
    /// Rows to insert, indexed after the stage, in ascending order.
    public package(set) var insertedRows: [RowPath] = []
    /// Rows whose content changed, to be reconfigured in place (same cell), in ascending order.
    ///
    /// A staged diff lists them only in a stage that inserts, deletes and moves nothing (its refresh stage, after the
    /// structure stage), so each is both the row's index path before the stage and after it: the index path in
    /// ``snapshot``.
    public package(set) var reconfiguredRows: [RowPath] = []
    /// Rows to move, from before-paths to after-paths.
    public package(set) var movedRows: [Move<RowPath>] = []
    /// Rows whose height changed while their content did not (ListKit's `RowHeight`), indexed after the stage, in ascending
    /// order.
    ///
    /// They are not a call of their own: the staged diff puts them in a last stage with no other change, performed as
    /// an empty batch update, in which UIKit asks every row's height again and animates the rows to their new heights
    /// (the idiom of an empty `beginUpdates()`/`endUpdates()`). Their cells are not reconfigured.
    public package(set) var resizedRows: [RowPath] = []
    /// What the data source must report when this stage's update ends.
    ///
    /// The state a structure stage ends in when a refresh stage follows is built the first time it is read (once,
    /// whichever thread reads it): a caller that only reads the stages' changes never pays for it.
    public package(set) var snapshot: Snapshot {
        get {
            switch source {
            case .ready(let snapshot): snapshot
            case .deferred(let deferred): deferred.snapshot
            }
        }
        set { source = .ready(newValue) }
    }
    /// Where ``snapshot`` comes from.
    @usableFromInline var source: SnapshotSource<Snapshot>

    /// Creates an empty stage that ends in `snapshot`.
    package init(snapshot: Snapshot) {
        source = .ready(snapshot)
    }

    /// A stage of the staged diff: its changes, ending in `snapshot`.
    @inlinable
    init(_ changes: StageChanges, snapshot: Snapshot) {
        self.init(changes, source: .ready(snapshot))
    }

    /// A stage of the staged diff: its changes, ending in the state `makeSnapshot` builds when it is first read.
    @inlinable
    init(_ changes: StageChanges, makeSnapshot: @escaping () -> Snapshot) {
        self.init(changes, source: .deferred(DeferredSnapshot(makeSnapshot)))
    }

    /// A stage of the staged diff: its changes, ending in the state `source` gives.
    @usableFromInline
    init(_ changes: StageChanges, source: SnapshotSource<Snapshot>) {
        deletedSections = changes.deletedSections
        insertedSections = changes.insertedSections
        reloadedSections = changes.reloadedSections
        movedSections = changes.movedSections
        deletedRows = changes.deletedRows
        insertedRows = changes.insertedRows
        reconfiguredRows = changes.reconfiguredRows
        movedRows = changes.movedRows
        resizedRows = changes.resizedRows
        self.source = source
    }

    /// Whether the stage changes nothing: no section or row call, and no row's height.
    public var isEmpty: Bool {
        changeCount == 0 && resizedRows.isEmpty
    }

    /// The number of sections and rows the stage deletes, inserts, reloads, moves or reconfigures (``resizedRows``
    /// are not counted: they make no call).
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reconfiguredRows.count + movedRows.count
    }
}

extension BatchUpdate: Sendable where Snapshot: Sendable {}

/// Where a stage's snapshot comes from: ready, or built when first read.
@usableFromInline
enum SnapshotSource<Snapshot> {
    /// The snapshot itself.
    case ready(Snapshot)
    /// A snapshot built when it is first read.
    case deferred(DeferredSnapshot<Snapshot>)
}

extension SnapshotSource: Sendable where Snapshot: Sendable {}

/// A snapshot built the first time it is read, then kept; reads from several threads build it once.
///
/// The staged diff defers the state its structure stage ends in: building it copies the row array of every section
/// with a reconfigured row (a fifth of a diff's time when 1% of the rows change), which a caller that reads only the
/// changes never needs.
@usableFromInline
final class DeferredSnapshot<Snapshot> {
    /// Not yet built, or built.
    private enum State {
        case pending(() -> Snapshot)
        case built(Snapshot)
    }

    private let lock = NSLock()
    private var state: State

    /// A snapshot that `make` builds when it is first read; `make` is called at most once, then let go.
    @usableFromInline
    init(_ make: @escaping () -> Snapshot) {
        state = .pending(make)
    }

    /// The snapshot, built now if it was not yet.
    ///
    /// - Complexity: that of the builder on the first read, O(1) after.
    var snapshot: Snapshot {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .built(let snapshot):
            return snapshot
        case .pending(let make):
            let snapshot = make()
            state = .built(snapshot)
            return snapshot
        }
    }
}

// Sound: the state is read and written under the lock only, and the builder captures values of the two states (for a
// `Sendable` snapshot, `Sendable` values) that it only reads.
extension DeferredSnapshot: @unchecked Sendable where Snapshot: Sendable {}

extension BatchUpdate: CustomStringConvertible {
    /// The non-empty parts, one per line.
    public var description: String {
        var parts: [String] = []
        func add(_ name: String, _ items: some Collection) {
            if !items.isEmpty { parts.append("\(name): \(Array(items))") }
        }
        add("deleted sections", deletedSections)
        add("inserted sections", insertedSections)
        add("reloaded sections", reloadedSections)
        add("moved sections", movedSections)
        add("deleted rows", deletedRows)
        add("inserted rows", insertedRows)
        add("reconfigured rows", reconfiguredRows)
        add("moved rows", movedRows)
        add("resized rows", resizedRows)
        return parts.isEmpty ? "no changes" : parts.joined(separator: "\n")
    }
}

/// The changes of one stage as the staged diff fills them (its fields are those of ``BatchUpdate``).
@usableFromInline
struct StageChanges {
    @usableFromInline var deletedSections = IndexSet()
    @usableFromInline var insertedSections = IndexSet()
    @usableFromInline var reloadedSections = IndexSet()
    @usableFromInline var movedSections: [Move<Int>] = []
    @usableFromInline var deletedRows: [RowPath] = []
    @usableFromInline var insertedRows: [RowPath] = []
    @usableFromInline var reconfiguredRows: [RowPath] = []
    @usableFromInline var movedRows: [Move<RowPath>] = []
    @usableFromInline var resizedRows: [RowPath] = []

    @inlinable
    init() {}

    /// Whether the stage changes nothing.
    @inlinable
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reconfiguredRows.isEmpty && movedRows.isEmpty
            && resizedRows.isEmpty
    }
}
