#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where a row found by its identity ends up in the view's bounds (``ListViewAdapter/scrollToRow(withID:cellType:at:animated:)``),
/// the same for tables and collection views.
public enum RowScrollPosition: Sendable, Equatable {
    /// The row's top at the top of the bounds, below the adjusted content inset.
    case top
    /// The row's middle at the middle of the bounds less the adjusted content insets.
    case middle
    /// The row's bottom at the bottom of the bounds, above the adjusted content inset.
    case bottom
    /// As little scrolling as shows the whole row: none when it is shown whole already, otherwise ``top`` or
    /// ``bottom``, whichever is nearer (UIKit's `.none`, named apart from `Optional.none`).
    case nearest
}

/// A row's identity as the lookups compare it: its id and its cell type.
///
/// Ids compare as `AnyHashable` does, so an id given as `Int` finds a row whose id is `Int`, as it should, and also one
/// whose id is an `Int8` of the same value.
struct RowIdentity: Hashable {
    /// The row's id.
    let id: AnyHashable
    /// The row's cell type.
    let cellType: ObjectIdentifier

    /// The identity of `row`.
    init(_ row: AnyRow) {
        id = row.id
        cellType = ObjectIdentifier(row.cellType)
    }

    /// The identity of a row whose id is `id` and whose cell type has the identifier `cellType`.
    init(id: AnyHashable, cellType: ObjectIdentifier) {
        self.id = id
        self.cellType = cellType
    }
}

/// The rows of one snapshot by identity, for the adapters' lookups: built once per snapshot on screen, when a lookup
/// first needs it (``ShownSnapshot/identityIndex``).
///
/// An id may belong to rows of different cell types (a message and its "new" badge); the first row in list order
/// answers a lookup by id alone, and each cell type's first row a lookup by id and cell type. Rows that share both
/// (kept duplicates, ``DuplicatePolicy/keep``) answer with the first of them.
struct RowIdentityIndex {
    /// The first row of each id, whatever its cell type.
    private var firstByID: [AnyHashable: IndexPath] = [:]
    /// The first row of each id and cell type, for the ids whose first row is of another cell type.
    private var firstByOtherType: [RowIdentity: IndexPath] = [:]

    /// The index of the visible rows of `snapshot`.
    ///
    /// - Complexity: O(n) for n rows, hashing each row's id once.
    init(_ snapshot: ListSnapshot) {
        firstByID.reserveCapacity(snapshot.numberOfRows)
        for (sectionIndex, section) in snapshot.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                let indexPath = IndexPath(row: rowIndex, section: sectionIndex)
                let id = row.id
                guard let first = firstByID[id] else {
                    firstByID[id] = indexPath
                    continue
                }
                let cellType = ObjectIdentifier(row.cellType)
                guard let firstRow = snapshot.row(at: RowPath(first)), ObjectIdentifier(firstRow.cellType) != cellType
                else { continue }
                let identity = RowIdentity(id: id, cellType: cellType)
                if firstByOtherType[identity] == nil { firstByOtherType[identity] = indexPath }
            }
        }
    }

    /// The index path of the first row whose id is `id` and, unless `cellType` is `nil`, whose cell type is
    /// `cellType`; `nil` when there is none.
    ///
    /// - Complexity: O(1) expected.
    func indexPath(of id: AnyHashable, cellType: ObjectIdentifier?, in snapshot: ListSnapshot) -> IndexPath? {
        guard let first = firstByID[id] else { return nil }
        guard let cellType else { return first }
        if let row = snapshot.row(at: RowPath(first)), ObjectIdentifier(row.cellType) == cellType { return first }
        return firstByOtherType[RowIdentity(id: id, cellType: cellType)]
    }
}

/// What finding, selecting, reconfiguring and anchoring rows ask of the view beyond ``AdaptedListView``:
/// `UITableView` and `UICollectionView` conform, in words that fit both.
@MainActor
protocol RowLocatingView: AdaptedListView {
    /// The frame of the row at `indexPath` in the view's content, as the view places it now (estimated for a
    /// self-sizing row not measured yet), or `nil` for a row the view does not have.
    func frameOfRow(at indexPath: IndexPath) -> CGRect?

    /// Selects the row at `indexPath` as code does: the delegate is not told, and nothing scrolls.
    func selectRowInCode(at indexPath: IndexPath, animated: Bool)

    /// Deselects the row at `indexPath` as code does: the delegate is not told.
    func deselectRowInCode(at indexPath: IndexPath, animated: Bool)

    /// Has the view configure the cell of the row at `indexPath` again, in place, if the row is on screen (UIKit's
    /// `reconfigureRows(at:)` or `reconfigureItems(at:)`: the data source is asked for the cell, and the dequeue
    /// returns the cell on screen).
    func reconfigureRowInPlace(at indexPath: IndexPath)
}

extension UITableView: RowLocatingView {
    func frameOfRow(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return nil }
        return rectForRow(at: indexPath)
    }

    func selectRowInCode(at indexPath: IndexPath, animated: Bool) {
        selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    func deselectRowInCode(at indexPath: IndexPath, animated: Bool) {
        deselectRow(at: indexPath, animated: animated)
    }

    func reconfigureRowInPlace(at indexPath: IndexPath) {
        reconfigureRows(at: [indexPath])
    }
}

extension UICollectionView: RowLocatingView {
    func frameOfRow(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
            indexPath.item < numberOfItems(inSection: indexPath.section)
        else { return nil }
        return layoutAttributesForItem(at: indexPath)?.frame
    }

    func selectRowInCode(at indexPath: IndexPath, animated: Bool) {
        selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    func deselectRowInCode(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    func reconfigureRowInPlace(at indexPath: IndexPath) {
        reconfigureItems(at: [indexPath])
    }
}

// Rows by identity rather than index path, on both adapters. Every lookup reads the snapshot on screen (the one the
// data source reports, ``ListViewAdapter/snapshot``): an apply still waiting is not in it yet.
extension ListViewAdapter {
    /// The index path of the row whose id is `id` in the snapshot on screen, or `nil` when it has none.
    ///
    /// A row's id is the one it was given (`Row<Cell>(model, id:)`), else its model's `id` (`Identifiable` models),
    /// else its model (`Hashable` models): the identity the diff matches rows by. Two rows of different cell types may
    /// share an id; without `cellType` the first of them in list order answers, with it the first row of that cell type.
    ///
    /// ```swift
    /// if let indexPath = adapter.indexPath(forRowWithID: message.id) { print(indexPath) }
    /// let badge = adapter.indexPath(forRowWithID: message.id, cellType: BadgeCell.self)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The row's id.
    ///   - cellType: The row's cell type, or `nil` for any.
    /// - Returns: The row's index path in the snapshot on screen, or `nil`.
    /// - Complexity: O(1) expected, after an index of the snapshot on screen built the first time it is asked, in
    ///   O(n) for its n rows (once per snapshot shown).
    public final func indexPath(forRowWithID id: some Hashable, cellType: AnyClass? = nil) -> IndexPath? {
        indexPath(of: AnyHashable(id), cellType: cellType)
    }

    /// The row whose id is `id` in the snapshot on screen, or `nil` when it has none; see
    /// ``indexPath(forRowWithID:cellType:)`` for the ids and the cell types.
    ///
    /// - Complexity: As ``indexPath(forRowWithID:cellType:)``.
    public final func row(withID id: some Hashable, cellType: AnyClass? = nil) -> AnyRow? {
        indexPath(of: AnyHashable(id), cellType: cellType).flatMap { row(at: $0) }
    }

    /// Scrolls the row whose id is `id` to `position`, and returns whether the snapshot on screen has such a row
    /// (`false`: nothing scrolled).
    ///
    /// The row lands exactly where `position` says, rows that size themselves included: the adapter scrolls to where
    /// the view places the row, lets the view measure the rows that came on screen, and corrects the offset until the
    /// row stays where it is (a few passes at most). Animated, it finds that offset first, in the same turn of the main
    /// actor (nothing is drawn in between), then goes back and animates there, so the animation ends where the row
    /// belongs.
    ///
    /// ```swift
    /// if let last = messages.last { adapter.scrollToRow(withID: last.id, at: .bottom, animated: false) }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The row's id (see ``indexPath(forRowWithID:cellType:)``).
    ///   - cellType: The row's cell type, or `nil` for any.
    ///   - position: Where the row ends up in the bounds.
    ///   - animated: Whether the scroll is animated.
    /// - Returns: Whether the row was found.
    /// - Complexity: As ``indexPath(forRowWithID:cellType:)``, plus a layout of the view for each correction.
    @discardableResult
    public final func scrollToRow(
        withID id: some Hashable, cellType: AnyClass? = nil, at position: RowScrollPosition, animated: Bool
    ) -> Bool {
        guard let indexPath = indexPath(of: AnyHashable(id), cellType: cellType) else { return false }
        scrollToRow(at: indexPath, position: position, animated: animated)
        return true
    }

    /// Selects the row whose id is `id`, as code selects (the row's `onSelect` does not run and
    /// ``onSelectionChange`` is not called, as UIKit does not tell the delegate), scrolls it to `scrollPosition` if one
    /// is given, and returns whether the snapshot on screen has such a row. ``selectedRows`` then has it, unless the
    /// view does not allow selection. Without multiple selection, the view deselects the row selected before.
    ///
    /// - Parameters:
    ///   - id: The row's id (see ``indexPath(forRowWithID:cellType:)``).
    ///   - cellType: The row's cell type, or `nil` for any.
    ///   - animated: Whether the selection is animated.
    ///   - scrollPosition: Where to scroll the row, or `nil` (the default) not to scroll.
    /// - Returns: Whether the row was found.
    /// - Complexity: As ``indexPath(forRowWithID:cellType:)``, plus the view's selection and scrolling.
    @discardableResult
    public final func selectRow(
        withID id: some Hashable, cellType: AnyClass? = nil, animated: Bool = false,
        scrollPosition: RowScrollPosition? = nil
    ) -> Bool {
        guard let indexPath = indexPath(of: AnyHashable(id), cellType: cellType),
            let view = adaptedView as? any RowLocatingView
        else { return false }
        view.selectRowInCode(at: indexPath, animated: animated)
        if let scrollPosition { scrollToRow(at: indexPath, position: scrollPosition, animated: animated) }
        return true
    }

    /// Deselects the row whose id is `id`, as code deselects (the delegate is not told), and returns whether the
    /// snapshot on screen has such a row.
    ///
    /// - Complexity: As ``indexPath(forRowWithID:cellType:)``, plus the view's deselection.
    @discardableResult
    public final func deselectRow(withID id: some Hashable, cellType: AnyClass? = nil, animated: Bool = false) -> Bool {
        guard let indexPath = indexPath(of: AnyHashable(id), cellType: cellType),
            let view = adaptedView as? any RowLocatingView
        else { return false }
        view.deselectRowInCode(at: indexPath, animated: animated)
        return true
    }

    /// Runs the `configure` of the row whose id is `id` again on the cell that shows it, without reloading it: the
    /// same cell, configured with the row's model in the snapshot on screen (for a cell that also shows state kept
    /// elsewhere, such as a download's progress). Returns whether the snapshot on screen has such a row; a row off
    /// screen has no cell, and is configured when it appears.
    ///
    /// A table measures a row that sizes itself again as it reconfigures it; a collection view adapter in
    /// ``CollectionViewAdapter/ItemSizing/fitting(width:)`` mode keeps the size it measured for the row's content. To
    /// show new content, apply a snapshot with the new model instead: the diff reconfigures what changed.
    ///
    /// - Complexity: As ``indexPath(forRowWithID:cellType:)``, plus the row's `configure`.
    @discardableResult
    public final func reconfigureRow(withID id: some Hashable, cellType: AnyClass? = nil) -> Bool {
        guard let indexPath = indexPath(of: AnyHashable(id), cellType: cellType) else { return false }
        guard let view = adaptedView as? any RowLocatingView else { return true }
        answering { view.reconfigureRowInPlace(at: indexPath) }
        return true
    }

    /// The index path of the first row of identity `id` (and `cellType`, unless `nil`) in the snapshot on screen,
    /// through its index, built if this snapshot has none yet.
    ///
    /// - Complexity: O(1) expected; O(n) for n rows the first time for a snapshot.
    final func indexPath(of id: AnyHashable, cellType: AnyClass?) -> IndexPath? {
        indexPath(of: id, cellTypeID: cellType.map { ObjectIdentifier($0) })
    }

    /// As ``indexPath(of:cellType:)``, with the cell type's identifier.
    ///
    /// - Complexity: O(1) expected; O(n) for n rows the first time for a snapshot.
    final func indexPath(of id: AnyHashable, cellTypeID: ObjectIdentifier?) -> IndexPath? {
        let index = shown.identityIndex ?? RowIdentityIndex(shown.snapshot)
        if shown.identityIndex == nil { shown.identityIndex = index }
        return index.indexPath(of: id, cellType: cellTypeID, in: shown.snapshot)
    }
}
