#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// `contentInsetsReference` of a compositional layout's configuration and of a section: the boundary a section's
/// content insets are measured from
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/contentinsetsreference,
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference). A section's own
/// reference, when it is not `.automatic`, is the one that counts; `.automatic` takes the configuration's.
@MainActor
@Suite("Compositional layouts: the reference of content insets", .timeLimit(.minutes(10)))
struct CompositionalContentInsetsReferenceTests {
    /// Two items side by side, each half the section's width and 40 points tall, in a section inset by 10 points on
    /// either side; the collection view is 320 points wide, its layout margins 24 points on either side.
    private func frames(
        configuration: UIContentInsetsReference, section sectionReference: UIContentInsetsReference
    ) -> [Int: CGRect] {
        let item = NSCollectionLayoutItem(layoutSize: Compositional.size(.fractionalWidth(0.5), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Compositional.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.contentInsetsReference = sectionReference
        let settings = UICollectionViewCompositionalLayoutConfiguration()
        settings.contentInsetsReference = configuration
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: settings)
        let (collectionView, source) = Compositional.collectionView(layout, counts: [2])
        defer { withExtendedLifetime(source) {} }
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        return Compositional.cellFrames(collectionView)
    }

    @Test("Measured from the collection view's edges (.none): the items start 10 points in and share 300 points")
    func fromTheEdges() {
        #expect(
            frames(configuration: .none, section: .automatic) == [
                0: CGRect(x: 10, y: 0, width: 150, height: 40), 1: CGRect(x: 160, y: 0, width: 150, height: 40),
            ])
    }

    @Test("Measured from the layout margins: the items start 24 + 10 points in and share 320 - 48 - 20 points")
    func fromTheLayoutMargins() {
        #expect(
            frames(configuration: .layoutMargins, section: .automatic) == [
                0: CGRect(x: 34, y: 0, width: 126, height: 40), 1: CGRect(x: 160, y: 0, width: 126, height: 40),
            ])
    }

    @Test("A section's own reference wins over the configuration's; .automatic takes the configuration's")
    func sectionReferenceWins() {
        #expect(frames(configuration: .layoutMargins, section: .none) == frames(configuration: .none, section: .none))
        #expect(
            frames(configuration: .none, section: .layoutMargins)
                == frames(configuration: .layoutMargins, section: .automatic))
        #expect(frames(configuration: .none, section: .layoutMargins)[0]?.minX == 34)
    }
}
#endif
