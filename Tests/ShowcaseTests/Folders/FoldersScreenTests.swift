import ListKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Showcase: the folders screen", .timeLimit(.minutes(10)))
struct FoldersScreenTests {
    @Test("The tree starts closed: the top-level folders and a file, each folder with an outline disclosure")
    func startsClosed() async throws {
        let folders = await makeFoldersScreen()
        #expect(shownTree(folders) == ["- Documents", "- Photos", "- Music", "todo.txt"])
        let cell = try #require(
            folders.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        // The outline disclosure's chevron, drawn by the list cell at its trailing edge.
        #expect(cell.subviews.contains { ($0 as? UIImageView)?.image?.name == "chevron.down" && !$0.isHidden })
        #expect(folders.status.text == FoldersViewController.hint)
    }

    @Test("A tap on a folder opens it, shows its path and its open image; a second tap closes it")
    func tapOpensAndCloses() async throws {
        let folders = await makeFoldersScreen()
        folders.collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        await folders.settled()
        #expect(folders.isOpen("Documents"))
        #expect(folders.status.text == "Documents")
        #expect(
            shownTree(folders) == [
                "+ Documents", "  - Projects", "  - Letters", "  notes.txt", "- Photos", "- Music", "todo.txt",
            ])
        folders.collectionView.simulateTap(at: IndexPath(item: 3, section: 0))
        #expect(folders.status.text == "Documents › notes.txt")
        folders.collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        await folders.settled()
        #expect(!folders.isOpen("Documents"))
        #expect(shownTree(folders) == ["- Documents", "- Photos", "- Music", "todo.txt"])
    }

    @Test("Three levels of folders open one inside the other; a file shows its size as a label accessory")
    func threeLevelsDeep() async throws {
        let folders = await makeFoldersScreen()
        for path in ["Documents", "Documents/Projects", "Documents/Projects/ListKit"] {
            #expect(folders.setOpen(true, path))
        }
        await folders.settled()
        #expect(
            shownTree(folders) == [
                "+ Documents", "  + Projects", "    + ListKit", "      roadmap.md", "      outline.swift",
                "    budget.numbers", "  - Letters", "  notes.txt", "- Photos", "- Music", "todo.txt",
            ])
        let file = try #require(
            folders.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
        file.layoutIfNeeded()
        #expect(file.subviews.contains { ($0 as? UILabel)?.text == "12 KB" && !$0.isHidden })
        #expect(FoldersViewController.size(2_400) == "2.4 MB")
    }

    @Test("Open folders stay open across a refresh of the data, which adds a file inside one of them")
    func expansionKeptAcrossRefresh() async throws {
        let folders = await makeFoldersScreen()
        folders.setOpen(true, "Documents")
        folders.setOpen(true, "Documents/Projects")
        folders.setOpen(true, "Photos")
        await folders.settled()
        folders.refresh()
        await folders.settled()
        #expect(folders.isOpen("Documents") && folders.isOpen("Documents/Projects") && folders.isOpen("Photos"))
        #expect(
            shownTree(folders) == [
                "+ Documents", "  + Projects", "    - ListKit", "    budget.numbers", "    draft-1.md", "  - Letters",
                "  notes.txt", "+ Photos", "  - Harbour", "- Music", "todo.txt",
            ])
        #expect(folders.status.text == "Refreshed: Documents › Projects has draft-1.md")
    }
}

@MainActor
@Suite("Showcase: the folders screen in the terminal", .timeLimit(.minutes(10)))
struct FoldersFrameTests {
    @Test("Folders: Return opens the highlighted folder, l opens and h closes one, r keeps open folders open")
    func foldersKeys() async throws {
        let run = try await ShowcaseRun.play(
            "enter down l down l down enter", screen: "Folders", width: 60, height: 18)
        #expect(try #require(run.frame("start")).contains("[1 Folders]"))
        expectSnapshot(run.last, named: "folders-open")
        #expect(run.last.contains("Documents › Projects › ListKit › roadmap.md"))

        let refreshed = try await ShowcaseRun.play(
            "enter down l down h r", screen: "Folders", width: 60, height: 18)
        expectSnapshot(refreshed.last, named: "folders-refreshed")
        #expect(refreshed.last.contains("draft-1.md"))
        #expect(!refreshed.last.contains("roadmap.md"))
    }
}
