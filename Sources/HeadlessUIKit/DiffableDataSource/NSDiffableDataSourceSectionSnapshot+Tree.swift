#if !canImport(UIKit)
import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// The items depth first, all of them or only those that show.
    ///
    /// - Complexity: O(items listed).
    func flattened(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        var pending = Array(roots.reversed())
        while let item = pending.popLast() {
            result.append(item)
            guard !onlyVisible || expandedItems.contains(item), let children = childrenByParent[item] else {
                continue
            }
            pending.append(contentsOf: children.reversed())
        }
        return result
    }

    /// The identifiers that may be added: repeats and items already in the snapshot raise UIKit's message and are
    /// left out.
    func newItems(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var rejected: [ItemIdentifierType] = []
        let accepted = items.filter { item in
            guard !members.contains(item), seen.insert(item).inserted else {
                rejected.append(item)
                return false
            }
            return true
        }
        if !rejected.isEmpty {
            // UIKit's words, quoted in hackiftekhar/IQListKit#3.
            DiffableFailure.raise(
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
                    + DiffableFailure.setDescription(rejected))
        }
        return accepted
    }

    /// Reports an item that a method needs and the snapshot does not have.
    func missing(_ item: ItemIdentifierType, method: String) {
        DiffableFailure.raise(
            "HeadlessUIKit: \(method) was given the item identifier \(item), which is not in the section snapshot")
    }

    /// Inserts new items as siblings of an item.
    mutating func insertSiblings(
        _ new: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool, method: String
    ) {
        guard members.contains(anchor) else {
            missing(anchor, method: method)
            return
        }
        let parent = parents[anchor]
        var siblings = parent.map { childrenByParent[$0] ?? [] } ?? roots
        let index = (siblings.firstIndex(of: anchor) ?? siblings.count) + (after ? 1 : 0)
        siblings.insert(contentsOf: new, at: index)
        if let parent {
            childrenByParent[parent] = siblings
            for item in new { parents[item] = parent }
        } else {
            roots = siblings
        }
        members.formUnion(new)
    }

    /// Inserts another tree's roots as siblings of an item, with their descendants.
    mutating func insertTree(
        _ snapshot: Self, next anchor: ItemIdentifierType, after: Bool, method: String
    ) {
        guard members.contains(anchor) else {
            missing(anchor, method: method)
            return
        }
        graft(snapshot) { roots, tree in
            tree.insertSiblings(roots, next: anchor, after: after, method: method)
        }
    }

    /// Adds another tree's items below their own parents, and lets `place` put its roots; items already here
    /// raise UIKit's message and the tree is not added.
    mutating func graft(_ snapshot: Self, place: (_ roots: [ItemIdentifierType], _ tree: inout Self) -> Void) {
        let clashing = snapshot.members.filter { members.contains($0) }
        guard clashing.isEmpty else {
            _ = newItems(Array(clashing))
            return
        }
        for (parent, children) in snapshot.childrenByParent { childrenByParent[parent] = children }
        for (child, parent) in snapshot.parents { parents[child] = parent }
        members.formUnion(snapshot.members)
        expandedItems.formUnion(snapshot.expandedItems)
        // The roots are members now; `place` links them without adding them again.
        let roots = snapshot.roots
        members.subtract(roots)
        place(roots, &self)
    }

    /// Unlinks the item from its parent's children (or from the roots).
    mutating func removeFromParent(_ item: ItemIdentifierType) {
        if let parent = parents.removeValue(forKey: item) {
            childrenByParent[parent]?.removeAll { $0 == item }
            if childrenByParent[parent]?.isEmpty == true { childrenByParent[parent] = nil }
        } else {
            roots.removeAll { $0 == item }
        }
    }

    /// Forgets the item and its descendants (the item's link from its parent stays; see ``removeFromParent(_:)``).
    mutating func removeSubtree(_ item: ItemIdentifierType) {
        var pending = [item]
        while let current = pending.popLast() {
            members.remove(current)
            expandedItems.remove(current)
            if current != item { parents[current] = nil }
            if let children = childrenByParent.removeValue(forKey: current) { pending.append(contentsOf: children) }
        }
    }
}
#endif
