#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// A folders screen written the way Apple's sample "Implementing Modern Collection Views" writes its outline
// (https://developer.apple.com/documentation/uikit/views_and_controls/collection_views/implementing_modern_collection_views):
// a list layout, a cell registration of list cells with a content configuration and an outline disclosure, a
// diffable data source fed a section snapshot. A tap on a disclosure that has no action handler expands or collapses
// the item through the data source's section snapshot
// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)),
// and the cell's configuration state says whether it is expanded
// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isexpanded).
@MainActor
@Suite("A modern outline list: list layout, registration, list cells, section snapshot", .timeLimit(.minutes(10)))
struct ModernOutlineListTests {
    /// The screen: Documents > Work > (Budget, Plan), Photos; all collapsed.
    @MainActor
    final class FoldersScreen {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>

        init() {
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                cell, _, folder in
                var content = cell.defaultContentConfiguration()
                content.text = folder
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(), .delete(displayed: .whenEditing)]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, folder in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: folder)
            }
        }

        func show() async {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Documents", "Photos"])
            outline.append(["Work"], to: "Documents")
            outline.append(["Budget", "Plan"], to: "Work")
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                dataSource.apply(outline, to: "Folders", animatingDifferences: false) { done.resume() }
            }
        }

        /// The texts of the cells on screen, top to bottom.
        var shownFolders: [String] {
            collectionView.layoutIfNeeded()
            return collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
                let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
                return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
            }
        }

        func cell(showing folder: String) -> UICollectionViewListCell? {
            guard let indexPath = dataSource.indexPath(for: folder) else { return nil }
            collectionView.layoutIfNeeded()
            return collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
        }

        func tapDisclosure(of folder: String) -> Bool {
            guard let indexPath = dataSource.indexPath(for: folder) else { return false }
            return collectionView.simulateTapOnOutlineDisclosure(at: indexPath)
        }
    }

    @Test("Tapping disclosures expands three levels and collapses them, and each cell's state says expanded or not")
    func tapsExpandAndCollapseThreeLevels() async throws {
        let screen = FoldersScreen()
        await screen.show()
        #expect(screen.shownFolders == ["Documents", "Photos"])
        #expect(screen.cell(showing: "Documents")?.configurationState.isExpanded == false)

        #expect(screen.tapDisclosure(of: "Documents"))
        #expect(screen.shownFolders == ["Documents", "Work", "Photos"])
        #expect(screen.cell(showing: "Documents")?.configurationState.isExpanded == true)

        #expect(screen.tapDisclosure(of: "Work"))
        #expect(screen.shownFolders == ["Documents", "Work", "Budget", "Plan", "Photos"])
        #expect(screen.cell(showing: "Work")?.configurationState.isExpanded == true)

        #expect(screen.tapDisclosure(of: "Documents"))
        #expect(screen.shownFolders == ["Documents", "Photos"])
        #expect(screen.cell(showing: "Documents")?.configurationState.isExpanded == false)
        // Collapsing a parent keeps its children's own expansion, as a section snapshot does.
        #expect(screen.dataSource.snapshot(for: "Folders").isExpanded("Work"))
    }

    @Test("Editing the collection view shows the delete accessory on the cells on screen and on cells shown later")
    func editingReachesListCells() async throws {
        let screen = FoldersScreen()
        await screen.show()
        let documents = try #require(screen.dataSource.indexPath(for: "Documents"))
        #expect(!screen.collectionView.simulateTapOnDeleteAccessory(at: documents))
        #expect(screen.cell(showing: "Documents")?.configurationState.isEditing == false)

        screen.collectionView.isEditing = true
        #expect(screen.cell(showing: "Documents")?.configurationState.isEditing == true)
        #expect(screen.collectionView.simulateTapOnDeleteAccessory(at: documents))

        #expect(screen.tapDisclosure(of: "Documents"))
        #expect(screen.cell(showing: "Work")?.configurationState.isEditing == true)

        screen.collectionView.isEditing = false
        #expect(screen.cell(showing: "Work")?.configurationState.isEditing == false)
        #expect(!screen.collectionView.simulateTapOnDeleteAccessory(at: documents))
    }
}
#endif
