#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A custom layout written as for UIKit: every item in one column, 100 by 40 points, one under the other.
@MainActor
private final class ColumnLayout: UICollectionViewLayout {
    var preparations = 0
    private var frames: [IndexPath: CGRect] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        preparations += 1
        frames = [:]
        height = 0
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[IndexPath(item: item, section: section)] = CGRect(x: 0, y: height, width: 100, height: 40)
                height += 40
            }
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.keys.sorted().compactMap { layoutAttributesForItem(at: $0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}

/// A flow layout that counts its preparations.
@MainActor
private final class CountingFlowLayout: UICollectionViewFlowLayout {
    var preparations = 0

    override func prepare() {
        super.prepare()
        preparations += 1
    }
}

/// A collection view over the layout, 100 by 100 points, with a grid data source of the counts, laid out.
@MainActor
private func collectionView(
    _ layout: UICollectionViewLayout, counts: [Int]
) -> (TestCollectionView, GridDataSource) {
    let collectionView = TestCollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
    let dataSource = GridDataSource(counts: counts)
    collectionView.keepAlive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

@MainActor
@Suite("Subclassing UICollectionViewLayout, and layout attributes", .timeLimit(.minutes(10)))
struct UICollectionViewLayoutSubclassingTests {
    @Test("The abstract base layout places nothing: zero content size, no attributes, no invalidation")
    func baseLayoutPlacesNothing() {
        let layout = UICollectionViewLayout()
        let rect = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: rect) == nil)
        #expect(layout.layoutAttributesForItem(at: path(0, 0)) == nil)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: path(0, 0)) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect))
        let original = UICollectionViewLayoutAttributes(forCellWith: path(0, 0))
        let preferred = UICollectionViewLayoutAttributes(forCellWith: path(0, 0))
        preferred.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            !layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    @Test("A collection view with the base layout shows no cells and asks for none")
    func collectionViewWithBaseLayoutShowsNothing() {
        let (collectionView, dataSource) = collectionView(UICollectionViewLayout(), counts: [5])
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.contentSize == .zero)
        #expect(dataSource.cellRequests.isEmpty)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.isEmpty)
    }

    @Test("Layouts cannot be unarchived: init(coder:) returns nil")
    func layoutsCannotBeUnarchived() {
        #expect(UICollectionViewLayout(coder: NSCoder()) == nil)
        #expect(UICollectionViewFlowLayout(coder: NSCoder()) == nil)
    }

    @Test("A custom layout's items get cells at the frames it gives, and only those in the visible area")
    func customLayoutPlacesTheCells() throws {
        let layout = ColumnLayout()
        let (collectionView, dataSource) = collectionView(layout, counts: [10])
        #expect(collectionView.contentSize == CGSize(width: 100, height: 400))
        #expect(collectionView.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(dataSource.cellRequests == [path(0, 0), path(0, 1), path(0, 2)])
        let cell = try #require(collectionView.cellForItem(at: path(0, 2)))
        #expect(cell.frame == CGRect(x: 0, y: 80, width: 100, height: 40))
    }

    @Test("reloadData makes the collection view prepare its custom layout again before the next layout pass")
    func reloadDataPreparesTheLayoutAgain() {
        let layout = ColumnLayout()
        let (collectionView, dataSource) = collectionView(layout, counts: [3])
        let preparations = layout.preparations
        dataSource.sections = [["a", "b", "c", "d", "e"]]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(layout.preparations == preparations + 1)
        #expect(collectionView.contentSize.height == 200)
    }

    @Test("Setting a layout attribute's size keeps its centre, and setting its centre keeps its size")
    func sizeAndCenterOfAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path(0, 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(attributes.center == CGPoint(x: 60, y: 45))
        attributes.size = CGSize(width: 40, height: 10)
        #expect(attributes.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == CGRect(x: 80, y: 95, width: 40, height: 10))
        #expect(attributes.size == CGSize(width: 40, height: 10))
    }

    @Test("A flow layout not installed in a collection view has no content")
    func uninstalledFlowLayoutHasNoContent() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.prepare()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))?.isEmpty ?? true)
    }

    @Test("A flow layout places each section's header above its items and footer below, at full width")
    func flowLayoutSupplementaryAttributes() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 100, height: 30)
        layout.footerReferenceSize = CGSize(width: 100, height: 20)
        _ = collectionView(layout, counts: [4, 2])
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        let firstFooter = try #require(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: path(0, 0)))
        // Section 0: header 0..<30, two rows of two items 30..<130, footer 130..<150; section 1 starts at 150.
        #expect(firstFooter.frame == CGRect(x: 0, y: 130, width: 100, height: 20))
        #expect(firstFooter.representedElementCategory == .supplementaryView)
        #expect(firstFooter.representedElementKind == footer)
        let secondHeader = try #require(layout.layoutAttributesForSupplementaryView(ofKind: header, at: path(1, 0)))
        #expect(secondHeader.frame == CGRect(x: 0, y: 150, width: 100, height: 30))
        #expect(secondHeader.indexPath == path(1, 0))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "Badge", at: path(0, 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: path(5, 0)) == nil)
    }

    @Test("A flow layout scrolls vertically by default, and changing the direction invalidates it")
    func scrollDirectionInvalidatesTheLayout() {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        #expect(layout.scrollDirection == .vertical)
        let (collectionView, _) = collectionView(layout, counts: [4])
        let preparations = layout.preparations
        layout.scrollDirection = .horizontal
        collectionView.layoutIfNeeded()
        #expect(layout.preparations == preparations + 1)
        #expect(layout.scrollDirection == .horizontal)
    }
}
#endif
