#if !canImport(UIKit)
import Foundation

/// The state of a list's data at one moment: its sections, in order, each with its items, every one named by a
/// unique identifier (UIKit's diffable snapshot, iOS 13).
///
/// A snapshot is a value: build one, or change a copy of ``UICollectionViewDiffableDataSource/snapshot()``, then give
/// it to the data source's `apply`. Identifiers must be unique across the whole snapshot, sections and items apart;
/// UIKit stops the app on a duplicate, and HeadlessUIKit reports the same words through
/// ``Headless/inconsistencyHandler`` and keeps the first occurrence. Marks for ``reloadItems(_:)``,
/// ``reconfigureItems(_:)`` and ``reloadSections(_:)`` are read by the next apply.
///
/// Queries are answered from index maps: ``indexOfItem(_:)``, ``indexOfSection(_:)``,
/// ``sectionIdentifier(containingItem:)`` and ``numberOfItems(inSection:)`` cost O(1) hashing, plus O(sections)
/// for ``indexOfItem(_:)``'s offset. Appends cost O(appended items); an insert, delete or move inside a section costs
/// O(items of that section after the place).
///
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
@available(iOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Where an item is: its section and its index in that section.
    struct Location: Sendable {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The section identifiers, in order.
    var sections: [SectionIdentifierType] = []
    /// Each section's items, in the order of ``sections``.
    var itemsBySection: [[ItemIdentifierType]] = []
    /// Each section's index in ``sections``.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section and index in it.
    var locations: [ItemIdentifierType: Location] = [:]
    /// Items marked for reload, in the order they were marked.
    var reloadedItems = MarkedIdentifiers<ItemIdentifierType>()
    /// Items marked for reconfigure, in the order they were marked.
    var reconfiguredItems = MarkedIdentifiers<ItemIdentifierType>()
    /// Sections marked for reload, in the order they were marked.
    var reloadedSections = MarkedIdentifiers<SectionIdentifierType>()

    /// Creates an empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { locations.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section after section.
    ///
    /// - Complexity: O(items).
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The sections marked with ``reloadSections(_:)`` since the snapshot was made.
    @available(iOS 15.0, *)
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.identifiers }

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made.
    @available(iOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.identifiers }

    /// The items marked with ``reconfigureItems(_:)`` since the snapshot was made.
    @available(iOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.identifiers }

    /// The number of items in the section. A section that is not in the snapshot raises UIKit's message and counts 0.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = existingSection(identifier) else { return 0 }
        return itemsBySection[index].count
    }

    /// The items of the section, in order. A section that is not in the snapshot raises UIKit's message (from iOS
    /// 14 UIKit stops rather than answer an empty array) and answers empty.
    ///
    /// - Complexity: O(1) (the array is shared until changed).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = existingSection(identifier) else { return [] }
        return itemsBySection[index]
    }

    /// The section that holds the item, or `nil` when the item is not in the snapshot.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locations[identifier]?.section
    }

    /// The item's index among all the snapshot's items (counted across sections), or `nil` when it is not there.
    ///
    /// - Complexity: O(sections before the item's).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = locations[identifier], let section = sectionIndexes[location.section] else { return nil }
        return itemsBySection[..<section].reduce(location.index) { $0 + $1.count }
    }

    /// The section's index, or `nil` when it is not in the snapshot.
    ///
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The index of a section that must exist; raises UIKit's message when it does not.
    func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            // UIKit's assertion, quoted in crash reports for a section identifier the snapshot does not have.
            DiffableFailure.raise("Invalid parameter not satisfying: section != NSNotFound")
            return nil
        }
        return index
    }

    /// The item's index path (section index, index in the section), or `nil` when it is not in the snapshot.
    ///
    /// - Complexity: O(1).
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = locations[identifier], let section = sectionIndexes[location.section] else { return nil }
        return IndexPath(item: location.index, section: section)
    }

    /// The item at the index path, or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section) else { return nil }
        let items = itemsBySection[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The snapshot without its reload and reconfigure marks: what a data source keeps after an apply.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = MarkedIdentifiers()
        copy.reconfiguredItems = MarkedIdentifiers()
        copy.reloadedSections = MarkedIdentifiers()
        return copy
    }
}

/// Identifiers marked for a reload or reconfigure, each once, in the order they were first marked.
struct MarkedIdentifiers<Identifier: Hashable & Sendable>: Sendable {
    /// The identifiers, in order.
    private(set) var identifiers: [Identifier] = []
    /// The same identifiers, for lookup.
    private(set) var members: Set<Identifier> = []

    /// Marks the identifiers that are not marked yet.
    mutating func insert(_ new: [Identifier]) {
        for identifier in new where members.insert(identifier).inserted { identifiers.append(identifier) }
    }

    /// Whether the identifier is marked.
    func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }
}
#endif
