import ListKit
import ListKitTestSupport
import Testing

@testable import ListKit

/// A folder of the outline tests: its rows' models are `TestItem`s, its children given by `tree`.
private func row(_ id: Int, _ children: [AnyRow] = []) -> AnyRow {
    AnyRow(Row<TestTextCell>(TestItem(id: id)).children(children))
}

/// The ids of rows, top to bottom.
private func ids(_ rows: [AnyRow]) -> [Int] {
    rows.compactMap { $0.model(as: TestItem.self)?.id }
}

/// A random outline: `count` rows, each under a random earlier row or at the top, and which are expanded.
private func randomOutline(_ random: inout SplitMix64, count: Int) -> (roots: [AnyRow], expanded: Set<Int>) {
    var parents: [Int?] = []
    for id in 0..<count {
        parents.append(id == 0 || random.next() % 4 == 0 ? nil : Int(random.next() % UInt64(id)))
    }
    func build(_ parent: Int?) -> [AnyRow] {
        parents.indices.filter { parents[$0] == parent }.map { row($0, build($0)) }
    }
    let expanded = Set((0..<count).filter { _ in random.next() % 2 == 0 })
    return (build(nil), expanded)
}

/// The rows shown, computed the plain way: each row, then its children's when it is expanded.
private func naiveShown(_ rows: [AnyRow], expanded: Set<Int>) -> [Int] {
    rows.flatMap { row -> [Int] in
        let id = ids([row])[0]
        guard expanded.contains(id), let children = row.children else { return [id] }
        return [id] + naiveShown(children, expanded: expanded)
    }
}

@Suite("Outlines: rows with children unfold as their rows expand", .timeLimit(.minutes(10)))
struct OutlineTreeTests {
    @Test("A snapshot shows each row followed by the children of the expanded rows, three levels deep")
    func unfoldsExpandedRows() throws {
        let snapshot = ListSnapshot {
            Section("files") {
                Row<TestTextCell>(TestItem(id: 1)).children {
                    Row<TestTextCell>(TestItem(id: 11)).children { Row<TestTextCell>(TestItem(id: 111)) }
                    Row<TestBadgeCell>(TestItem(id: 12))
                }
                Row<TestTextCell>(TestItem(id: 2)).children { Row<TestTextCell>(TestItem(id: 21)) }
            }
        }
        let (unfolded, outlines) = snapshot.outlined { [1, 11].contains($0.model(as: TestItem.self)?.id) }
        #expect(ids(unfolded.sections[0].rows) == [1, 11, 111, 12, 2])
        let tree = try #require(outlines[0])
        #expect(tree.shownCount == 5)
        #expect(tree.nodeCount == 6)
        #expect(
            (0..<5).compactMap { tree.node(atPosition: $0) }.map { tree.depth(of: $0) } == [0, 1, 2, 1, 0])
    }

    @Test("A snapshot without children is returned as it is, with no outline")
    func noChildrenNoOutline() {
        let snapshot = ListSnapshot { Section("a") { Row<TestTextCell>(TestItem(id: 1)) } }
        let (unfolded, outlines) = snapshot.outlined { _ in true }
        #expect(outlines.isEmpty)
        #expect(ids(unfolded.sections[0].rows) == [1])
    }

    @Test("Expanding a row shows exactly the rows under it whose ancestors are expanded, at its flat position")
    func expandShowsTheSubtreeRange() throws {
        let roots = [row(1, [row(11, [row(111)]), row(12)]), row(2, [row(21)])]
        let tree = OutlineTree(roots: roots) { ids([$0]) == [11] }
        #expect(ids(tree.shownRows()) == [1, 2])
        let one = try #require(tree.node(withID: AnyHashable(1)))
        #expect(tree.rowsChanged(byExpanding: true, one) == 1..<4)
        tree.setExpanded(true, one)
        #expect(ids(tree.shownRows()) == [1, 11, 111, 12, 2])
        let two = try #require(tree.node(withID: AnyHashable(2)))
        #expect(tree.position(of: two) == 4)
        #expect(tree.rowsChanged(byExpanding: false, one) == 1..<4)
        #expect(tree.rowsChanged(byExpanding: true, one) == nil)
    }

    @Test("A row without children, one already expanded and one under a collapsed row change nothing shown")
    func noOpExpansions() throws {
        let tree = OutlineTree(roots: [row(1, [row(11, [row(111)])]), row(2)]) { _ in false }
        let leaf = try #require(tree.node(withID: AnyHashable(2)))
        #expect(tree.rowsChanged(byExpanding: true, leaf) == nil)
        let hidden = try #require(tree.node(withID: AnyHashable(11)))
        #expect(tree.rowsChanged(byExpanding: true, hidden) == nil)
        tree.setExpanded(true, hidden)
        #expect(ids(tree.shownRows()) == [1, 2])
        tree.setExpanded(true, try #require(tree.node(withID: AnyHashable(1))))
        #expect(ids(tree.shownRows()) == [1, 11, 111, 2])
        #expect(tree.node(withID: AnyHashable(99)) == nil)
    }

    @Test("Positions, rows at positions and changed ranges match a plain unfolding on random outlines (seed 4242)")
    func randomOutlinesMatchPlainUnfolding() throws {
        var random = SplitMix64(seed: 4242)
        for _ in 0..<60 {
            let count = 1 + Int(random.next() % 40)
            var (roots, expanded) = randomOutline(&random, count: count)
            let tree = OutlineTree(roots: roots) { expanded.contains(ids([$0])[0]) }
            for _ in 0..<20 {
                let shown = naiveShown(roots, expanded: expanded)
                #expect(ids(tree.shownRows()) == shown)
                #expect(tree.shownCount == shown.count)
                for (position, id) in shown.enumerated() {
                    let node = try #require(tree.node(atPosition: position))
                    #expect(ids([tree.rows[node]]) == [id])
                    #expect(tree.position(of: node) == position)
                }
                let id = Int(random.next() % UInt64(count))
                let node = try #require(tree.node(withID: AnyHashable(id)))
                let expand = !tree.isExpanded(node)
                let changed = tree.rowsChanged(byExpanding: expand, node)
                tree.setExpanded(expand, node)
                if tree.hasChildren(node) {
                    if expand { expanded.insert(id) } else { expanded.remove(id) }
                }
                let after = naiveShown(roots, expanded: expanded)
                if let changed {
                    #expect(abs(after.count - shown.count) == changed.count)
                } else {
                    #expect(after == shown)
                }
            }
            roots = []
        }
    }

    @Test("Children are kept in the row's behaviour: a row of an empty builder has none")
    func childrenOfRows() {
        #expect(row(1, [row(2)]).children?.count == 1)
        #expect(row(1).children == nil)
        #expect(AnyRow(Row<TestTextCell>(TestItem(id: 1)).children {}).children == nil)
    }
}
