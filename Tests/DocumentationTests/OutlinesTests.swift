import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs the article "Outlines": a folder tree, opened by code and by a tap.
@MainActor
@Suite("The Outlines article's folders screen", .timeLimit(.minutes(10)))
struct OutlinesTests {
    @Test("The folders show their files when expanded, by code and by a tap, indented by depth")
    func foldersExpand() async {
        let docs = Folder(id: "Docs", files: [FileItem(id: "a.txt"), FileItem(id: "b.txt")])
        let root = Folder(id: "Root", subfolders: [docs], files: [FileItem(id: "c.txt")])
        let screen = FoldersScreen()
        screen.show(Folder(id: "top", subfolders: [root]))
        await screen.adapter.settled()
        screen.open(root, docs)
        await screen.adapter.settled()
        let table = screen.tableView
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Root", "Docs", "a.txt", "b.txt", "c.txt"])
        #expect(table.visibleCells.map(\.indentationLevel) == [0, 1, 2, 2, 1])
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.layoutIfNeeded()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Root", "Docs", "c.txt"])
    }

    @Test("A folder's configuration row shows the open image while its cell is expanded")
    func folderImageFollowsExpansion() async throws {
        let root = Folder(id: "Root", subfolders: [Folder(id: "Docs")])
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(ListSnapshot { Section(0) { folderRow(root) } })
        func images() -> [String?] {
            view.layoutIfNeeded()
            return (0..<view.numberOfItems(inSection: 0)).map { item in
                let cell = view.cellForItem(at: IndexPath(item: item, section: 0))
                cell?.layoutIfNeeded()
                return (cell?.contentConfiguration as? UIListContentConfiguration)?.image?.name
            }
        }
        #expect(images() == ["folder"])
        #expect(adapter.expand("Root"))
        #expect(images() == ["folder.fill", "folder"])
    }
}
