#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// A custom group places its items at the frames its item provider gives, relative to the group, and the group repeats
// down the section as any group does
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:),
// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem).
@Suite("Compositional custom groups", .timeLimit(.minutes(10)))
@MainActor
struct CompositionalCustomGroupTests {
    @Test("A custom group puts its items at the provider's frames, and each repetition of the group below the last")
    func customGroupFrames() {
        let size = Compositional.size(.fractionalWidth(1), .absolute(100))
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 120, height: 50), zIndex: 2),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 50, width: 120, height: 50)),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = Compositional.collectionView(layout, counts: [5])
        defer { withExtendedLifetime(source) {} }
        let frames = Compositional.cellFrames(collectionView)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames[1] == CGRect(x: 200, y: 0, width: 120, height: 50))
        #expect(frames[2] == CGRect(x: 200, y: 50, width: 120, height: 50))
        #expect(frames[3] == CGRect(x: 0, y: 100, width: 200, height: 100))
        #expect(frames[4] == CGRect(x: 200, y: 100, width: 120, height: 50))
        #expect(collectionView.contentSize.height == 200)
    }

    @Test("A custom item keeps the frame and stacking order it was made with")
    func customItemValues() {
        let plain = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && plain.zIndex == 0)
        let raised = NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 7)
        #expect(raised.frame == .zero && raised.zIndex == 7)
    }
}
#endif
