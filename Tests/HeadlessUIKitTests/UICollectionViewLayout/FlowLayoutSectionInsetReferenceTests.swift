#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A flow layout of 30-point items, no spacing, with 5-point section insets left and right and the reference given.
@MainActor
private func makeLayout(_ reference: UICollectionViewFlowLayout.SectionInsetReference) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 30)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionInsetReference = reference
    return layout
}

/// Shows six items in `collectionView` and returns the frames of its items.
@MainActor
private func itemFrames(_ collectionView: UICollectionView) -> [CGRect] {
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
    collectionView.register(
        TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Title")
    let dataSource = HeaderGridDataSource(counts: [6])
    (collectionView as? TestCollectionView)?.keepAlive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (0..<6).compactMap { collectionView.collectionViewLayout.layoutAttributesForItem(at: path(0, $0))?.frame }
}

/// The frames of rows of items at `xs`, 30 points square, `perRow` a row, starting 10 points down (below the header).
private func rows(_ xs: [CGFloat], count: Int = 6) -> [CGRect] {
    (0..<count).map { CGRect(x: xs[$0 % xs.count], y: 10 + CGFloat($0 / xs.count) * 30, width: 30, height: 30) }
}

// Apple's documentation of `sectionInsetReference`: the default is `.fromContentInset`, and "the minimum value of this
// property is always the collection view's contentInset"
// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property).
@MainActor
@Suite("UICollectionViewFlowLayout's sectionInsetReference", .timeLimit(.minutes(10)))
struct FlowLayoutSectionInsetReferenceTests {
    @Test("From the content inset (the default): the content is as wide as the view less the inset, insets start at 0")
    func fromContentInset() {
        #expect(UICollectionViewFlowLayout().sectionInsetReference == .fromContentInset)
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: makeLayout(.fromContentInset))
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        // 80 points of content, 70 inside the section insets: two items a row, at 5 and 35.
        #expect(itemFrames(collectionView) == rows([5, 35]))
        #expect(collectionView.contentSize == CGSize(width: 80, height: 10 + 3 * 30))
        let header = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 80, height: 10))
    }

    @Test("From the safe area: the section insets are added to the safe area's left and right")
    func fromSafeArea() {
        let controller = UICollectionViewController(collectionViewLayout: makeLayout(.fromSafeArea))
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: makeLayout(.fromSafeArea))
        controller.collectionView = collectionView
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        #expect(collectionView.safeAreaInsets.left == 20)
        // Items from 25 to 85: two a row, at 25 and 55.
        #expect(itemFrames(collectionView) == rows([25, 55]))
        #expect(collectionView.contentSize.width == 100)
    }

    @Test("From the safe area, a content inset larger than the safe area and section inset together wins")
    func contentInsetIsTheMinimum() {
        let controller = UICollectionViewController(collectionViewLayout: makeLayout(.fromSafeArea))
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: makeLayout(.fromSafeArea))
        controller.collectionView = collectionView
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        // 60 points of content from the view's x 40; 20 + 5 is less than 40, so items start at the content's edge
        // and fill it to its right inset of 5: one 30-point item a row.
        #expect(itemFrames(collectionView) == rows([0]))
    }

    @Test("From the layout margins: the section insets are added to the margins' left and right")
    func fromLayoutMargins() {
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: makeLayout(.fromLayoutMargins))
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        // Items from 20 to 80: two a row, at 20 and 50.
        #expect(itemFrames(collectionView) == rows([20, 50]))
        // Changing the reference lays the items out again.
        collectionView.collectionViewLayout = makeLayout(.fromContentInset)
        collectionView.layoutIfNeeded()
        #expect(
            (0..<6).compactMap { collectionView.collectionViewLayout.layoutAttributesForItem(at: path(0, $0))?.frame }
                == rows([5, 35, 65]))
    }
}
#endif
