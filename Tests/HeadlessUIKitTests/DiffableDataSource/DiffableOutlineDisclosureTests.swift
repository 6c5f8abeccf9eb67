#if !canImport(UIKit)
import Foundation
@testable import HeadlessUIKit
import Testing

// What a tap on an outline disclosure does, from Apple's documentation of the section snapshot handlers
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct):
// shouldExpandItem / shouldCollapseItem decide, willExpandItem / willCollapseItem are told, and
// snapshotForExpandingParent gives the children to show. The accessory calls the data source through
// OutlineExpansionToggling.
@MainActor
@Suite("Diffable outline disclosure", .timeLimit(.minutes(10)))
struct DiffableOutlineDisclosureTests {
    /// A list showing Animals > Birds > (Owl, Wren), all collapsed, and a log of the handlers' calls.
    func makeOutlineList() async -> (DiffableList, ProviderLog) {
        let list = DiffableList()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Animals", "Plants"])
        outline.append(["Birds"], to: "Animals")
        outline.append(["Owl", "Wren"], to: "Birds")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            list.dataSource.apply(outline, to: "Main") { done.resume() }
        }
        let log = ProviderLog()
        list.dataSource.sectionSnapshotHandlers.willExpandItem = { log.items.append("will expand \($0)") }
        list.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.items.append("will collapse \($0)") }
        return (list, log)
    }

    /// The data source as the accessory finds it.
    func toggler(_ list: DiffableList) throws -> any OutlineExpansionToggling {
        try #require(list.collectionView.dataSource as? any OutlineExpansionToggling)
    }

    @Test("Tapping the disclosures expands three levels, then collapses, telling the handlers")
    func tapsExpandAndCollapse() async throws {
        let (list, log) = await makeOutlineList()
        let toggle = try toggler(list)
        #expect(toggle.toggleExpansion(ofItemAt: path(0, 0)))
        #expect(list.visibleTexts == ["Animals", "Birds", "Plants"])
        #expect(toggle.toggleExpansion(ofItemAt: path(0, 1)))
        #expect(list.visibleTexts == ["Animals", "Birds", "Owl", "Wren", "Plants"])
        #expect(toggle.toggleExpansion(ofItemAt: path(0, 0)))
        #expect(list.visibleTexts == ["Animals", "Plants"])
        #expect(log.items == ["will expand Animals", "will expand Birds", "will collapse Animals"])
        #expect(list.dataSource.snapshot(for: "Main").isExpanded("Birds"))
    }

    @Test("shouldExpandItem refuses and snapshotForExpandingParent supplies the children")
    func handlersDecideAndSupply() async throws {
        let (list, log) = await makeOutlineList()
        let toggle = try toggler(list)
        list.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Plants" }
        list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            var supplied = children
            if parent == "Animals" { supplied.append(["Fish"]) }
            return supplied
        }
        #expect(!toggle.toggleExpansion(ofItemAt: path(0, 1)))
        #expect(toggle.toggleExpansion(ofItemAt: path(0, 0)))
        #expect(list.visibleTexts == ["Animals", "Birds", "Fish", "Plants"])
        #expect(log.items == ["will expand Animals"])
    }
}
#endif
