import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A badge that shows a count.
private final class TallyBadge: UICollectionReusableView, ConfigurableHeaderFooter {
    private(set) var count: Int?
    func configure(with model: Int) { count = model }
}

/// The badge of every even item: its id plus 100.
@Sendable
private func evenBadge(_ row: AnyRow) -> Row<TallyBadge>? {
    row.model(as: TestItem.self).flatMap { $0.id.isMultiple(of: 2) ? Row<TallyBadge>($0.id + 100) : nil }
}

/// The badge element kind of ``TallyBadge``.
private let tallyKind = "ListKit.badge." + String(reflecting: TallyBadge.self)

@MainActor
@Suite("Badges on list sections and custom sections", .timeLimit(.minutes(10)))
struct SectionLayoutBadgeTests {
    /// A collection view 320 points wide whose adapter lays sections out.
    private func makeView() -> (UICollectionView, CollectionViewAdapter) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.defaultSectionLayout = .list()
        return (view, adapter)
    }

    /// The frames of the item and of its badge at `item` of section 0, once laid out.
    private func frames(_ view: UICollectionView, _ item: Int) -> (item: CGRect?, badge: CGRect?) {
        view.layoutIfNeeded()
        let path = IndexPath(item: item, section: 0)
        let layout = view.collectionViewLayout
        return (
            layout.layoutAttributesForItem(at: path)?.frame,
            layout.layoutAttributesForSupplementaryView(ofKind: tallyKind, at: path)?.frame
        )
    }

    @Test("A list section's badges sit on its rows' corners, one self-sizing row a line across the width")
    func listBadges() async throws {
        let (view, adapter) = makeView()
        let layout = SectionLayout.list(.insetGrouped).badge(TallyBadge.self, content: evenBadge)
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    for id in 0..<3 {
                        ConfigurationRow(TestItem(id: id), id: id) { item, _ in
                            var content = UIListContentConfiguration.cell()
                            content.text = "Item \(item.id)"
                            return content
                        }
                    }
                }
                .layout(layout)
            })
        // Rows of 44 points across the 320-point width; a 20-point badge centred on each top trailing corner.
        #expect(frames(view, 0).item == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(frames(view, 0).badge == CGRect(x: 310, y: -10, width: 20, height: 20))
        #expect(frames(view, 2).item == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(frames(view, 2).badge == CGRect(x: 310, y: 78, width: 20, height: 20))
        let badges = view.subviews.compactMap { $0 as? TallyBadge }
        #expect(Set(badges.filter { !$0.isHidden }.compactMap(\.count)) == [100, 102])
        #expect(badges.filter(\.isHidden).count == 1)
    }

    @Test("A custom section places the badge items it is given on its own items; one made without them shows none")
    func customBadges() async throws {
        let (view, adapter) = makeView()
        let custom = SectionLayout.custom(
            id: "thirds",
            withBadges: { _, badges in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)),
                    supplementaryItems: badges)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        )
        .badge(TallyBadge.self, corner: .bottomTrailing, content: evenBadge)
        await adapter.apply(
            ListSnapshot {
                Section(0) { for id in 0..<4 { Row<ItemCollectionCell>(TestItem(id: id)) } }.layout(custom)
            })
        #expect(frames(view, 0).item == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames(view, 0).badge == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(frames(view, 2).item == CGRect(x: 200, y: 0, width: 100, height: 50))
        #expect(frames(view, 2).badge == CGRect(x: 290, y: 40, width: 20, height: 20))
        #expect(frames(view, 3).item == CGRect(x: 0, y: 50, width: 100, height: 50))

        let plain = SectionLayout.custom(id: "plain") { _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [item]))
        }
        .badge(TallyBadge.self, content: evenBadge)
        await adapter.apply(
            ListSnapshot {
                Section(0) { for id in 0..<4 { Row<ItemCollectionCell>(TestItem(id: id)) } }.layout(plain)
            })
        #expect(frames(view, 0).item == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames(view, 0).badge == nil)
    }
}
