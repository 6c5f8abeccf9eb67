#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view controller written as for UIKit, with flow layout sizes from its own delegate methods.
final class PhotoGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let photos = [["p0", "p1", "p2", "p3", "p4"], ["q0"]]
    var selected: [IndexPath] = []
    var displayed: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos[section].count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? TextCell)?.text = photos[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (view as? TitleView)?.title = "Album \(indexPath.section)"
        return view
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayed.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 130, height: 130)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: 0, height: 40)
    }
}

@MainActor
@Suite("UICollectionViewController", .timeLimit(.minutes(10)))
struct UICollectionViewControllerTests {
    func makeController() -> PhotoGridController {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return PhotoGridController(collectionViewLayout: layout)
    }

    @Test("collectionView is the lazily loaded view with the controller as data source and delegate")
    func collectionViewIsTheLazilyLoadedViewWithTheControllerAsDataSourceAndDelegate() {
        let controller = makeController()
        #expect(!controller.isViewLoaded)
        let collectionView = controller.collectionView
        #expect(controller.view === collectionView)
        #expect(collectionView?.dataSource === controller)
        #expect(collectionView?.delegate === controller)
        #expect(collectionView?.collectionViewLayout === controller.collectionViewLayout)
    }

    @Test("Subclass overrides and flow layout methods are called through the collection view")
    func subclassOverridesAndFlowLayoutMethodsAreCalledThroughTheCollectionView() throws {
        let controller = makeController()
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 2)
        // 390 points hold 3 items of 130 per row: section 0 has 2 rows, section 1 one, each under a 40-point header.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 130, y: 170, width: 130, height: 130))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 340)
        #expect(controller.displayed.count == 6)
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleView)?.title == "Album 1")
        collectionView.simulateTap(at: IndexPath(item: 3, section: 0))
        #expect(controller.selected == [IndexPath(item: 3, section: 0)])
    }

    @Test("Defaults show nothing and no supplementary views")
    func defaultsShowNothingAndNoSupplementaryViews() throws {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let collectionView = try #require(controller.collectionView)
        let messages = raisedMessages { collectionView.layoutIfNeeded() }
        #expect(messages.isEmpty)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }

    @Test("viewWillAppear clears the selection")
    func viewWillAppearClearsTheSelection() throws {
        let controller = makeController()
        let collectionView = try #require(controller.collectionView)
        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == [])
    }
}
#endif
