#if !canImport(UIKit)
import Foundation

/// The items of one section as a tree: root items, each with ordered children, some expanded (UIKit's section
/// snapshot, iOS 14).
///
/// Applied to a section with ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``,
/// the section shows ``visibleItems``: the roots and, under each expanded item whose ancestors are all expanded, its
/// children. Identifiers are unique in the whole tree.
///
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot
@available(iOS 14.0, *)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    /// The root items, in order.
    var roots: [ItemIdentifierType] = []
    /// Each parent's children, in order (items without children have no entry).
    var childrenByParent: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Each child's parent (roots have no entry).
    var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item in the tree.
    var members: Set<ItemIdentifierType> = []
    /// The items marked expanded.
    var expandedItems: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// Every item, depth first: each item followed by its children.
    ///
    /// - Complexity: O(items).
    public var items: [ItemIdentifierType] { flattened(onlyVisible: false) }

    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items a section shows: the roots and the children of expanded items whose ancestors are all expanded,
    /// depth first.
    ///
    /// - Complexity: O(visible items).
    public var visibleItems: [ItemIdentifierType] { flattened(onlyVisible: true) }

    /// Adds the items as the last children of `parent`, or as the last roots when `parent` is `nil`.
    ///
    /// A parent that is not in the snapshot raises a message; identifiers already in the snapshot, or repeated,
    /// raise UIKit's "Identifiers in a section snapshot must be unique."; in both cases they are not added.
    ///
    /// - Complexity: O(items added + children of the parent).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            missing(parent, method: "append(_:to:)")
            return
        }
        let new = newItems(items)
        if let parent {
            childrenByParent[parent, default: []].append(contentsOf: new)
            for item in new { parents[item] = parent }
        } else {
            roots.append(contentsOf: new)
        }
        members.formUnion(new)
    }

    /// Inserts the items just before `nextItem`, as its siblings.
    ///
    /// - Complexity: O(items added + siblings).
    public mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType) {
        insertSiblings(newItems(items), next: nextItem, after: false, method: "insert(_:before:)")
    }

    /// Inserts the items just after `previousItem`, as its siblings.
    ///
    /// - Complexity: O(items added + siblings).
    public mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType) {
        insertSiblings(newItems(items), next: previousItem, after: true, method: "insert(_:after:)")
    }

    /// Deletes the items and all their descendants; items not in the snapshot are ignored.
    ///
    /// - Complexity: O(items deleted + siblings).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            removeFromParent(item)
            removeSubtree(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Marks the items expanded: their children show when their ancestors are expanded too. Items not in the
    /// snapshot are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expandedItems.formUnion(items.filter { members.contains($0) })
    }

    /// Marks the items collapsed: their descendants do not show.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expandedItems.subtract(items)
    }

    /// Replaces the children of `parent` (and their descendants) with the roots of `snapshot` and their descendants,
    /// with their expansion. A parent not in the snapshot raises a message.
    ///
    /// - Complexity: O(old descendants + items of `snapshot`).
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard members.contains(parent) else {
            missing(parent, method: "replace(childrenOf:using:)")
            return
        }
        for child in childrenByParent[parent] ?? [] {
            parents[child] = nil
            removeSubtree(child)
        }
        childrenByParent[parent] = nil
        graft(snapshot) { roots, tree in
            if !roots.isEmpty { tree.childrenByParent[parent] = roots }
            for root in roots { tree.parents[root] = parent }
            tree.members.formUnion(roots)
        }
    }

    /// Inserts the items of `snapshot` (its roots as siblings of `item`, just before it, with their descendants).
    ///
    /// - Complexity: O(items of `snapshot` + siblings).
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        insertTree(snapshot, next: item, after: false, method: "insert(_:before:)")
    }

    /// Inserts the items of `snapshot` (its roots as siblings of `item`, just after it, with their descendants).
    ///
    /// - Complexity: O(items of `snapshot` + siblings).
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        insertTree(snapshot, next: item, after: true, method: "insert(_:after:)")
    }

    /// Whether the item is marked expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// Whether the item shows: it is in the snapshot and all its ancestors are expanded.
    ///
    /// - Complexity: O(level of the item).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expandedItems.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Whether the item is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The item's depth: 0 for a root, 1 for its children, and so on. An item not in the snapshot raises a message
    /// and answers 0.
    ///
    /// - Complexity: O(level of the item).
    public func level(of item: ItemIdentifierType) -> Int {
        guard members.contains(item) else {
            missing(item, method: "level(of:)")
            return 0
        }
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's index in ``items`` (depth first), or `nil` when it is not in the snapshot.
    ///
    /// - Complexity: O(items).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The item's parent, or `nil` for a root or an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// A section snapshot of the descendants of `parent`: its children become roots (with the parent as the one root
    /// above them when `includingParent` is `true`), expansion kept.
    ///
    /// - Complexity: O(descendants of `parent`).
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    )
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        var result = Self()
        guard members.contains(parent) else {
            missing(parent, method: "snapshot(of:includingParent:)")
            return result
        }
        let top = includingParent ? [parent] : (childrenByParent[parent] ?? [])
        result.roots = top
        var pending = top
        while let item = pending.popLast() {
            result.members.insert(item)
            if expandedItems.contains(item) { result.expandedItems.insert(item) }
            for child in childrenByParent[item] ?? [] {
                result.parents[child] = item
                pending.append(child)
            }
            if let children = childrenByParent[item] { result.childrenByParent[item] = children }
        }
        return result
    }

    /// The tree drawn as text, one item a line, indented by level, with `+` before expanded items and `-` before
    /// collapsed ones that have children (HeadlessUIKit's drawing; UIKit's is for debugging and not specified).
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(members.count) items>"]
        func draw(_ item: ItemIdentifierType, level: Int) {
            let children = childrenByParent[item] ?? []
            let mark = children.isEmpty ? " " : (expandedItems.contains(item) ? "+" : "-")
            lines.append(String(repeating: "    ", count: level) + "\(mark) \(item)")
            for child in children { draw(child, level: level + 1) }
        }
        for root in roots { draw(root, level: 0) }
        return lines.joined(separator: "\n")
    }
}
#endif
