/// The rows of one section of an outline, every node in pre-order whether shown or not, with what is expanded and
/// which rows are shown: what an adapter keeps so that expanding or collapsing a row costs what the change shows, not
/// the size of the outline.
///
/// A node's subtree is the range of nodes from it to its ``end(of:)``. The shown rows, top to bottom, are the nodes
/// whose ancestors are all expanded, in pre-order; ``VisibleCounts`` finds a node's flat position and the node at a
/// flat position in O(log n). Expanding a node shows the nodes of its subtree under expanded nodes, skipping each
/// collapsed child's subtree in one step: O(k log n) for k rows shown, whatever the size of the rest.
package final class OutlineTree {
    /// The rows in pre-order.
    package private(set) var rows: [AnyRow] = []
    /// How deep each node is: 0 for the section's own rows.
    private var depths: [Int32] = []
    /// Where each node's subtree ends (exclusive), in pre-order.
    private var ends: [Int32] = []
    /// Whether each node is expanded (always `false` for a node without children).
    private var expanded: [Bool] = []
    /// Which nodes are shown.
    private var shown = VisibleCounts([])
    /// The first node of each identity (`AnyRow.id`), built when first asked.
    private var nodesByID: [AnyHashable: Int]?
    /// The first node of each row identity (cell type and id), built when first asked.
    private var nodesByKey: [RowKey: Int]?

    /// The outline of a section whose own rows are `roots`; `isExpanded` says, for each row that has children, whether
    /// it is expanded.
    ///
    /// - Complexity: O(n) for n rows of the outline, shown or not, plus `isExpanded` for each row with children and
    ///   binding the behaviour of each row that has one (``AnyRow/children``).
    package init(roots: [AnyRow], isExpanded: (AnyRow) -> Bool) {
        var isShown: [Bool] = []
        // The rows whose children are being listed: their children, the next to list, the node, whether shown.
        var stack: [(rows: [AnyRow], next: Int, node: Int, showsChildren: Bool)] = [(roots, 0, -1, true)]
        while var top = stack.popLast() {
            guard top.next < top.rows.count else {
                if top.node >= 0 { ends[top.node] = Int32(rows.count) }
                continue
            }
            let row = top.rows[top.next]
            top.next += 1
            stack.append(top)
            let node = rows.count
            rows.append(row)
            depths.append(Int32(stack.count - 1))
            ends.append(Int32(node + 1))
            isShown.append(top.showsChildren)
            if let children = row.children, !children.isEmpty {
                let isOpen = isExpanded(row)
                expanded.append(isOpen)
                stack.append((children, 0, node, top.showsChildren && isOpen))
            } else {
                expanded.append(false)
            }
        }
        shown = VisibleCounts(isShown)
    }

    /// Whether any of the section's rows has children (otherwise the section needs no outline).
    ///
    /// - Complexity: O(rows), binding the behaviour of each row that has one.
    package static func hasChildren(_ rows: [AnyRow]) -> Bool {
        rows.contains { $0.children?.isEmpty == false }
    }

    /// The number of rows shown.
    package var shownCount: Int { shown.total }

    /// The number of nodes, shown or not.
    package var nodeCount: Int { rows.count }

    /// The node shown at flat `position`, or `nil` out of range.
    ///
    /// - Complexity: O(log n).
    package func node(atPosition position: Int) -> Int? {
        guard position >= 0, position < shown.total else { return nil }
        return shown.node(atPosition: position)
    }

    /// The flat position of `node`, or `nil` when it is not shown (an ancestor is collapsed).
    ///
    /// - Complexity: O(log n).
    package func position(of node: Int) -> Int? {
        shown.isShown[node] ? shown.shownBefore(node) : nil
    }

    /// How deep `node` is: 0 for the section's own rows, 1 for their children, and so on.
    package func depth(of node: Int) -> Int { Int(depths[node]) }

    /// Whether `node` has children.
    package func hasChildren(_ node: Int) -> Bool { Int(ends[node]) > node + 1 }

    /// Whether `node` is expanded.
    package func isExpanded(_ node: Int) -> Bool { expanded[node] }

    /// The node of the first row whose identity is `id`, or `nil`.
    ///
    /// - Complexity: O(1) expected, after O(n) the first time.
    package func node(withID id: AnyHashable) -> Int? {
        if let nodesByID { return nodesByID[id] }
        var index: [AnyHashable: Int] = [:]
        for (node, row) in rows.enumerated().reversed() { index[row.id] = node }
        nodesByID = index
        return index[id]
    }

    /// The node of the first row with `row`'s identity (cell type and id), or `nil`.
    ///
    /// - Complexity: O(1) expected, after O(n) the first time.
    package func node(of row: AnyRow) -> Int? {
        if let nodesByKey { return nodesByKey[RowKey(row)] }
        var index: [RowKey: Int] = [:]
        for (node, row) in rows.enumerated().reversed() { index[RowKey(row)] = node }
        nodesByKey = index
        return index[RowKey(row)]
    }

    /// The flat positions of the rows that expanding (`true`) or collapsing `node` would show or hide: below the
    /// node, those of its subtree under expanded nodes. `nil` when nothing shown would change: the node has no
    /// children, is already so, or is not shown.
    ///
    /// - Complexity: O(k + log n) for k rows.
    package func rowsChanged(byExpanding expand: Bool, _ node: Int) -> Range<Int>? {
        guard hasChildren(node), expanded[node] != expand, let position = position(of: node) else { return nil }
        var count = 0
        forEachDescendantShownWhenExpanded(node) { _ in count += 1 }
        return (position + 1)..<(position + 1 + count)
    }

    /// Expands or collapses `node`, showing or hiding the rows of its subtree under expanded nodes when it is shown.
    ///
    /// - Complexity: O(k log n) for k rows shown or hidden.
    package func setExpanded(_ expand: Bool, _ node: Int) {
        guard hasChildren(node), expanded[node] != expand else { return }
        if shown.isShown[node] {
            forEachDescendantShownWhenExpanded(node) { shown.set($0, shown: expand) }
        }
        expanded[node] = expand
    }

    /// Calls `body` with each node of `node`'s subtree that is shown when `node` is expanded and shown, in pre-order.
    private func forEachDescendantShownWhenExpanded(_ node: Int, _ body: (Int) -> Void) {
        var child = node + 1
        let end = Int(ends[node])
        while child < end {
            body(child)
            child = expanded[child] ? child + 1 : Int(ends[child])
        }
    }

    /// The rows shown, top to bottom.
    ///
    /// - Complexity: O(rows shown).
    package func shownRows() -> [AnyRow] {
        var result: [AnyRow] = []
        result.reserveCapacity(shown.total)
        var node = 0
        while node < rows.count {
            result.append(rows[node])
            node = expanded[node] ? node + 1 : Int(ends[node])
        }
        return result
    }
}
