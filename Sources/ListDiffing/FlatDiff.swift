/// The difference between two flat collections, matched by identity: what was deleted, inserted, moved and updated.
///
/// Use it on its own for any list that is not a ListKit `ListSnapshot`:
///
/// ```swift
/// let diff = FlatDiff(from: oldUsers, to: newUsers)   // User: Identifiable & Equatable
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: diff.deletions.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     tableView.insertRows(at: diff.insertions.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     for move in diff.moves { tableView.moveRow(at: ..., to: ...) }
/// }
/// ```
///
/// Identity: the element itself when it is `Hashable`, its `id` when it is `Identifiable` (which wins when it is
/// both). Updates: elements kept with the same identity whose content differs (`==`); `Hashable`-only elements never
/// update, since a changed element is a different element. UIKit rejects a reconfigure and a move of the same row in
/// one batch, so apply the ``updates`` whose element also moves in a second batch, at ``Move/to``.
///
/// Duplicate identities pair by occurrence: the k-th old occurrence with the k-th new one.
public struct FlatDiff: Hashable, Sendable {
    /// Indices in the old collection of the elements that are gone, ascending.
    public var deletions: [Int] = []
    /// Indices in the new collection of the elements that are new, ascending.
    public var insertions: [Int] = []
    /// Elements that move: from an old index to a new index, in the order of the new indices. Only the elements
    /// outside one longest run of elements that kept their order move.
    public var moves: [Move<Int>] = []
    /// Elements kept whose content changed: from their old index to their new index, in the order of the new
    /// indices.
    public var updates: [Move<Int>] = []

    /// Whether the collections hold the same elements in the same order with the same content.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Creates an empty difference.
    public init() {}

    /// Pairs old and new elements by key, and reports kept elements for which `isUpdated(old, new)` is true.
    ///
    /// The public initializers are `@inlinable` so that this code is specialized for the caller's element type: the
    /// closures then inline (`@inline(__always)` makes sure of it), and hashing and `==` are direct calls instead of
    /// calls through witness tables.
    @inlinable @inline(__always)
    init(
        oldCount: Int,
        newCount: Int,
        oldHash: (Int) -> Int,
        newHash: (Int) -> Int,
        oldEqualsOld: (Int, Int) -> Bool,
        oldEqualsNew: (Int, Int) -> Bool,
        isUpdated: (Int, Int) -> Bool
    ) {
        self.init()
        let matching = OccurrenceMatching(
            oldCount: oldCount,
            newCount: newCount,
            oldHash: oldHash,
            newHash: newHash,
            oldEqualsOld: oldEqualsOld,
            oldEqualsNew: oldEqualsNew
        )
        for old in 0..<oldCount where matching.oldToNew[old] < 0 {
            deletions.append(old)
        }
        var keptOld: [Int32] = []
        keptOld.reserveCapacity(min(oldCount, newCount))
        for new in 0..<newCount {
            let old = matching.newToOld[new]
            if old < 0 {
                insertions.append(new)
            } else {
                keptOld.append(old)
            }
        }
        let stays = longestIncreasingSubsequenceMask(keptOld)
        // The kept elements again, in the order of the new indices: the k-th is `keptOld[k]`.
        var kept = 0
        for new in 0..<newCount where matching.newToOld[new] >= 0 {
            let move = Move(from: Int(keptOld[kept]), to: new)
            if !stays[kept] { moves.append(move) }
            kept += 1
            if isUpdated(move.from, move.to) { updates.append(move) }
        }
    }
}

extension FlatDiff {
    /// The difference between two collections of `Hashable` elements; an element is its own identity.
    ///
    /// - Complexity: O(n + m) expected hash and `==` operations (one hash per element), plus O(k log k) integer comparisons to find the
    ///   fewest moves among the k elements kept; n and m are the collections' counts.
    @inlinable
    public init<Old: Collection, New: Collection>(from old: Old, to new: New)
    where Old.Element: Hashable, New.Element == Old.Element {
        // `Array(_:)` of an `Array` shares its storage: no copy.
        let old = Array(old)
        let new = Array(new)
        self.init(
            oldCount: old.count,
            newCount: new.count,
            oldHash: { old[$0].hashValue },
            newHash: { new[$0].hashValue },
            oldEqualsOld: { old[$0] == old[$1] },
            oldEqualsNew: { old[$0] == new[$1] },
            isUpdated: { _, _ in false }
        )
    }

    /// The difference between two collections of `Identifiable & Equatable` elements: identity by `id`, updates by
    /// `==`.
    ///
    /// - Complexity: O(n + m) expected hash and `==` operations on ids (one hash per id), O(min(n, m)) `==` on elements, plus
    ///   O(k log k) integer comparisons to find the fewest moves among the k elements kept.
    @inlinable
    public init<Old: Collection, New: Collection>(from old: Old, to new: New)
    where Old.Element: Identifiable & Equatable, New.Element == Old.Element {
        let old = Array(old)
        let new = Array(new)
        self.init(
            oldCount: old.count,
            newCount: new.count,
            oldHash: { old[$0].id.hashValue },
            newHash: { new[$0].id.hashValue },
            oldEqualsOld: { old[$0].id == old[$1].id },
            oldEqualsNew: { old[$0].id == new[$1].id },
            isUpdated: { old[$0] != new[$1] }
        )
    }

    /// The difference between two collections of elements that are both `Identifiable` and `Hashable`: identity by
    /// `id` (so an edited element updates rather than being replaced), updates by `==`.
    ///
    /// - Complexity: O(n + m) expected hash and `==` operations on ids (one hash per id), O(min(n, m)) `==` on elements, plus
    ///   O(k log k) integer comparisons to find the fewest moves among the k elements kept.
    @inlinable
    public init<Old: Collection, New: Collection>(from old: Old, to new: New)
    where Old.Element: Identifiable & Hashable, New.Element == Old.Element {
        let old = Array(old)
        let new = Array(new)
        self.init(
            oldCount: old.count,
            newCount: new.count,
            oldHash: { old[$0].id.hashValue },
            newHash: { new[$0].id.hashValue },
            oldEqualsOld: { old[$0].id == old[$1].id },
            oldEqualsNew: { old[$0].id == new[$1].id },
            isUpdated: { old[$0] != new[$1] }
        )
    }
}
