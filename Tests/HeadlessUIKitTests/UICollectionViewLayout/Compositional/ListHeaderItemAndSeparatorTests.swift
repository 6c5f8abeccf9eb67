#if !canImport(UIKit)
import Foundation
@testable import HeadlessUIKit
import Testing

/// A data source of list cells showing their default content configuration with a text, as Apple's list samples
/// write them.
@MainActor
private final class ListCellSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.section).\(indexPath.item)"
            cell.contentConfiguration = content
        }
        return cell
    }
}

/// A list section's first item as its header (`.firstItemInSection`:
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/firstiteminsection,
/// "a UICollectionViewListCell object that appears as the first item in the section automatically uses a header
/// appearance") and list separators (iOS 14.5:
/// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct and
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.property).
@Suite("List header items and separators", .timeLimit(.minutes(10)))
@MainActor
struct ListHeaderItemAndSeparatorTests {
    /// A list collection view of the configuration showing list cells, laid out.
    private func collectionView(
        _ configuration: UICollectionLayoutListConfiguration, counts: [Int]
    ) -> (UICollectionView, ListCellSource) {
        let source = ListCellSource(counts: counts)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    /// The content configuration of the item's cell.
    private func content(
        _ collectionView: UICollectionView, _ item: Int, _ section: Int = 0
    )
        -> UIListContentConfiguration?
    {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.contentConfiguration
            as? UIListContentConfiguration
    }

    /// A list content configuration of a style with a text.
    private func expected(_ style: UIListContentConfiguration, _ text: String) -> UIListContentConfiguration {
        var style = style
        style.text = text
        return style
    }

    @Test(
        "The first item's list cell takes the header style of its list's appearance; the other items the cell style",
        arguments: [
            UICollectionLayoutListConfiguration.Appearance.plain, .sidebarPlain, .grouped, .insetGrouped, .sidebar,
        ])
    func firstItemTakesHeaderStyle(appearance: UICollectionLayoutListConfiguration.Appearance) {
        // The header styles UIListContentConfiguration documents for plain, grouped and sidebar lists.
        let header: UIListContentConfiguration =
            switch appearance {
            case .plain, .sidebarPlain: .plainHeader()
            case .grouped, .insetGrouped: .groupedHeader()
            case .sidebar: .sidebarHeader()
            }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        let (collectionView, source) = collectionView(configuration, counts: [3, 3])
        defer { withExtendedLifetime(source) {} }
        #expect(content(collectionView, 0) == expected(header, "0.0"))
        #expect(content(collectionView, 1) == expected(.cell(), "0.1"))
        #expect(content(collectionView, 0, 1) == expected(header, "1.0"))
        #expect(content(collectionView, 2, 1) == expected(.cell(), "1.2"))
    }

    @Test("A header item's cell, reused for another item as the list scrolls, shows the cell style again")
    func reusedHeaderCellIsACellAgain() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let (collectionView, source) = collectionView(configuration, counts: [40])
        defer { withExtendedLifetime(source) {} }
        let headerCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(content(collectionView, 0) == expected(.plainHeader(), "0.0"))
        // 44-point rows: at 880 points down, item 0 has long left and its cell shows one of items 20 to 30.
        collectionView.contentOffset = CGPoint(x: 0, y: 880)
        collectionView.layoutIfNeeded()
        let reused = collectionView.indexPathsForVisibleItems.first {
            collectionView.cellForItem(at: $0) === headerCell
        }
        #expect(reused != nil)
        if let reused {
            #expect(content(collectionView, reused.item) == expected(.cell(), "0.\(reused.item)"))
        }
    }

    @Test("Without a header mode of .firstItemInSection the first item is a cell like the others")
    func firstItemIsACellWithoutHeaderMode() {
        let (collectionView, source) = collectionView(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), counts: [2])
        defer { withExtendedLifetime(source) {} }
        #expect(content(collectionView, 0) == expected(.cell(), "0.0"))
    }

    @Test(
        "A separator configuration starts automatic: visibilities .automatic, insets automaticInsets, the separator color"
    )
    func separatorConfigurationDefaults() {
        let separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(separators.topSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.color == UIColor.separator)
        let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(list.separatorConfiguration == separators)
        #expect(list.itemSeparatorHandler == nil)
    }

    @Test(
        "The item separator handler gets each shown item's index path and the section's configuration; its answer is final"
    )
    func itemSeparatorHandlerGivesTheFinalConfiguration() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .red
        var asked: [IndexPath: UIListSeparatorConfiguration] = [:]
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            asked[indexPath] = sectionConfiguration
            var item = sectionConfiguration
            if indexPath.item == 1 { item.bottomSeparatorVisibility = .hidden }
            return item
        }
        let (collectionView, source) = collectionView(configuration, counts: [3, 200])
        defer { withExtendedLifetime(source) {} }
        #expect(Set(asked.keys) == Set(collectionView.indexPathsForVisibleItems))
        #expect(asked.values.allSatisfy { $0.color == .red && $0.bottomSeparatorVisibility == .automatic })
        func final(_ item: Int) -> UIListSeparatorConfiguration? {
            (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)?
                .listSeparatorConfiguration
        }
        #expect(final(1)?.bottomSeparatorVisibility == .hidden)
        #expect(final(2)?.bottomSeparatorVisibility == .automatic)
        #expect(final(2)?.color == .red)
    }

    @Test("A list that shows no separators never asks its item separator handler")
    func noSeparatorsNoHandler() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        var calls = 0
        configuration.itemSeparatorHandler = { _, sectionConfiguration in
            calls += 1
            return sectionConfiguration
        }
        let (collectionView, source) = collectionView(configuration, counts: [5])
        defer { withExtendedLifetime(source) {} }
        #expect(collectionView.indexPathsForVisibleItems.count == 5)
        #expect(calls == 0)
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.listSeparatorConfiguration == nil)
    }
}
#endif
