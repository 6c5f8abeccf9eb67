#if !canImport(UIKit)
import Foundation

/// What a reorder did to a diffable data source: the snapshots before and after, their difference, and the same for
/// each section it touched (UIKit, iOS 14). The data source's `reorderingHandlers` receive it.
///
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction
@available(iOS 14.0, *)
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The data source's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial to the final items (all sections, in order): the moved item removed and inserted.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change in each section the reorder touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reorder did to one section: its section snapshots before and after, and their difference (UIKit, iOS 14).
///
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectiontransaction
@available(iOS 14.0, *)
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial to the final items of the section.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension NSDiffableDataSourceTransaction {
    /// The transaction of moving one item from `source` (index path before) to `destination` (index path after),
    /// with the data source's snapshot before the move; `nil` when either index path names no item.
    ///
    /// - Complexity: O(items), to make the final snapshot and count the global offsets.
    init?(
        moving source: IndexPath, to destination: IndexPath,
        in initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        guard let item = initial.item(at: source), initial.sections.indices.contains(destination.section) else {
            return nil
        }
        var final = initial
        final.deleteItems([item])
        let targetSection = final.sections[destination.section]
        let targetItems = final.itemsBySection[destination.section]
        guard destination.item >= 0, destination.item <= targetItems.count else { return nil }
        if destination.item < targetItems.count {
            final.insertItems([item], beforeItem: targetItems[destination.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        guard let from = initial.indexOfItem(item), let to = final.indexOfItem(item) else { return nil }
        initialSnapshot = initial
        finalSnapshot = final
        difference = Self.move(item, from: from, to: to)
        var sections = [initial.sections[source.section]]
        if targetSection != sections[0] { sections.append(targetSection) }
        sectionTransactions = sections.map { section in
            let before = initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            var initialSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialSection.append(before)
            var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalSection.append(after)
            let sectionDifference = Self.sectionDifference(
                of: item, from: before.firstIndex(of: item), to: after.firstIndex(of: item), before: before,
                after: after)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                difference: sectionDifference)
        }
    }

    /// The difference of a section the item left (`to` is `nil`), entered (`from` is `nil`) or moved within.
    private static func sectionDifference(
        of item: ItemIdentifierType, from: Int?, to: Int?, before: [ItemIdentifierType], after: [ItemIdentifierType]
    ) -> CollectionDifference<ItemIdentifierType> {
        let changes: [CollectionDifference<ItemIdentifierType>.Change]
        switch (from, to) {
        case (let from?, let to?): return move(item, from: from, to: to)
        case (let from?, nil): changes = [.remove(offset: from, element: item, associatedWith: nil)]
        case (nil, let to?): changes = [.insert(offset: to, element: item, associatedWith: nil)]
        case (nil, nil): changes = []
        }
        return CollectionDifference(changes) ?? after.difference(from: before)
    }

    /// The difference of one item moving from one offset to another (none when the offsets are equal).
    private static func move(_ item: ItemIdentifierType, from: Int, to: Int) -> CollectionDifference<ItemIdentifierType>
    {
        let changes: [CollectionDifference<ItemIdentifierType>.Change] =
            from == to
            ? []
            : [
                .remove(offset: from, element: item, associatedWith: to),
                .insert(offset: to, element: item, associatedWith: from),
            ]
        return CollectionDifference(changes) ?? [item].difference(from: [item])
    }
}
#endif
