#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Behaviour from Apple's documentation of NSDiffableDataSourceSectionSnapshot
// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot): "visibleItems" are the
// items whose parents are all expanded; "level(of:)" counts parents.
@MainActor
@Suite("NSDiffableDataSourceSectionSnapshot", .timeLimit(.minutes(10)))
struct NSDiffableDataSourceSectionSnapshotTests {
    /// Animals > (Birds > (Owl, Wren), Fish > (Cod)); Plants > (Fern).
    func makeOutline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Animals", "Plants"])
        outline.append(["Birds", "Fish"], to: "Animals")
        outline.append(["Owl", "Wren"], to: "Birds")
        outline.append(["Cod"], to: "Fish")
        outline.append(["Fern"], to: "Plants")
        return outline
    }

    @Test("Items are listed depth first; only roots show until their parents expand")
    func visibleItemsFollowExpansion() {
        var outline = makeOutline()
        #expect(outline.items == ["Animals", "Birds", "Owl", "Wren", "Fish", "Cod", "Plants", "Fern"])
        #expect(outline.rootItems == ["Animals", "Plants"])
        #expect(outline.visibleItems == ["Animals", "Plants"])
        outline.expand(["Birds"])
        #expect(outline.visibleItems == ["Animals", "Plants"])
        #expect(!outline.isVisible("Owl"))
        outline.expand(["Animals"])
        #expect(outline.visibleItems == ["Animals", "Birds", "Owl", "Wren", "Fish", "Plants"])
        #expect(outline.isVisible("Owl"))
        outline.collapse(["Animals"])
        #expect(outline.visibleItems == ["Animals", "Plants"])
        #expect(outline.isExpanded("Birds"))
    }

    @Test("Levels, parents, indexes and containment describe the tree")
    func treeQueries() {
        let outline = makeOutline()
        #expect(outline.level(of: "Animals") == 0)
        #expect(outline.level(of: "Fish") == 1)
        #expect(outline.level(of: "Owl") == 2)
        #expect(outline.parent(of: "Owl") == "Birds")
        #expect(outline.parent(of: "Animals") == nil)
        #expect(outline.index(of: "Fish") == 4)
        #expect(outline.index(of: "Nope") == nil)
        #expect(outline.contains("Cod"))
        #expect(!outline.contains("Nope"))
    }

    @Test("A snapshot of a parent holds its descendants, with the parent when asked")
    func snapshotOfParent() {
        var outline = makeOutline()
        outline.expand(["Birds"])
        let children = outline.snapshot(of: "Animals")
        #expect(children.rootItems == ["Birds", "Fish"])
        #expect(children.items == ["Birds", "Owl", "Wren", "Fish", "Cod"])
        #expect(children.isExpanded("Birds"))
        let withParent = outline.snapshot(of: "Animals", includingParent: true)
        #expect(withParent.rootItems == ["Animals"])
        #expect(withParent.level(of: "Owl") == 2)
    }

    @Test("Inserting siblings, deleting subtrees and replacing children reshape the tree")
    func mutationsReshapeTree() {
        var outline = makeOutline()
        outline.insert(["Robin"], before: "Wren")
        outline.insert(["Moss"], after: "Fern")
        outline.delete(["Fish"])
        #expect(outline.items == ["Animals", "Birds", "Owl", "Robin", "Wren", "Plants", "Fern", "Moss"])
        #expect(!outline.contains("Cod"))
        var mammals = NSDiffableDataSourceSectionSnapshot<String>()
        mammals.append(["Mammals"])
        mammals.append(["Cat"], to: "Mammals")
        mammals.expand(["Mammals"])
        outline.replace(childrenOf: "Animals", using: mammals)
        #expect(outline.items == ["Animals", "Mammals", "Cat", "Plants", "Fern", "Moss"])
        #expect(!outline.contains("Owl"))
        #expect(outline.parent(of: "Mammals") == "Animals")
        #expect(outline.isExpanded("Mammals"))
        var trees = NSDiffableDataSourceSectionSnapshot<String>()
        trees.append(["Trees"])
        trees.append(["Oak"], to: "Trees")
        outline.insert(trees, after: "Animals")
        #expect(outline.rootItems == ["Animals", "Trees", "Plants"])
        #expect(outline.level(of: "Oak") == 1)
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test("Duplicate items and missing parents raise and leave the tree as it was")
    func badInputRaises() {
        var outline = makeOutline()
        let before = outline.items
        let messages = raisedMessages {
            outline.append(["Owl"], to: "Plants")
            outline.append(["Kelp"], to: "Nope")
        }
        #expect(
            messages == [
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Owl\n)}",
                "HeadlessUIKit: append(_:to:) was given the item identifier Nope, which is not in the section "
                    + "snapshot",
            ])
        #expect(outline.items == before)
    }
}
#endif
