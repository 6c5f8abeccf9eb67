#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A diffable data source that shows an index of its sections' first letters, as an app subclasses UIKit's.
final class LetterIndexDataSource: UICollectionViewDiffableDataSource<String, String> {
    var asked: [(String, Int)] = []

    override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    override func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        asked.append((title, index))
        return IndexPath(item: 0, section: index)
    }
}

/// A data source that gives titles but forgets the index path method.
final class TitlesOnlyDataSource: UICollectionViewDiffableDataSource<String, String> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
}

// The index of a collection view, from Apple's documentation of UICollectionViewDataSource (iOS 14):
// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:) ("The strings you
// return are displayed in an index view that can be used to jump to specific locations in the collection view's
// content. If you implement this method, you must also implement the collectionView(_:indexPathForIndexTitle:at:)
// method.") and
// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)
// ("index: The index into the array returned by the indexTitles(for:) method that corresponds to the index title").
@MainActor
@Suite("A collection view's index titles", .timeLimit(.minutes(10)))
struct CollectionIndexTitlesTests {
    /// A 100-point-high list of 10-point items in sections A to D, ten items each.
    func makeList() async -> (UICollectionView, LetterIndexDataSource) {
        let list = DiffableList()
        let dataSource = LetterIndexDataSource(collectionView: list.collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
            (cell as? TextCell)?.text = item
            return cell
        }
        let sections = ["A", "B", "C", "D"].map { letter in (letter, (0..<10).map { "\(letter)\($0)" }) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            dataSource.apply(makeSnapshot(sections), animatingDifferences: false) { continuation.resume() }
        }
        return (list.collectionView, dataSource)
    }

    @Test("A tap on a title asks the data source with the title's index and scrolls that item to the top")
    func tapOnTitleScrolls() async {
        let (collectionView, dataSource) = await makeList()
        #expect(collectionView.simulateTapOnIndex(titled: "C") == IndexPath(item: 0, section: 2))
        #expect(dataSource.asked.map(\.0) == ["C"])
        #expect(dataSource.asked.map(\.1) == [2])
        #expect(collectionView.contentOffset.y == 200)
        #expect(visibleItemTexts(collectionView).first == "C0")

        // The last section cannot reach the top: the content ends 100 points below it.
        #expect(collectionView.simulateTapOnIndex(titled: "D") == IndexPath(item: 0, section: 3))
        #expect(collectionView.contentOffset.y == 300)
        #expect(collectionView.simulateTapOnIndex(titled: "Z") == nil)
        #expect(dataSource.asked.count == 2)
    }

    @Test("Without titles, or without the title, nothing happens; titles without the index path method are reported")
    func badIndexes() async {
        let list = DiffableList()
        #expect(list.collectionView.simulateTapOnIndex(titled: "A") == nil)

        let (collectionView, _) = await makeList()
        let messages = raisedMessages { #expect(collectionView.simulateTapOnIndex(titled: "E") == nil) }
        #expect(messages.isEmpty)
        #expect(collectionView.contentOffset.y == 0)

        let other = DiffableList()
        let titlesOnly = TitlesOnlyDataSource(collectionView: other.collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
        }
        let missing = withExtendedLifetime(titlesOnly) {
            raisedMessages { #expect(other.collectionView.simulateTapOnIndex(titled: "A") == nil) }
        }
        #expect(missing.count == 1)
        #expect(missing.first?.contains("collectionView(_:indexPathForIndexTitle:at:)") == true)
        #expect(other.collectionView.contentOffset.y == 0)
    }

    @Test("A plain data source and a controller have no index by default, and titles without the method are reported")
    func defaultsOfDataSourcesAndControllers() {
        let list = DiffableList()
        let plain = PlainTitlesDataSource()
        list.collectionView.dataSource = plain
        let messages = raisedMessages { #expect(list.collectionView.simulateTapOnIndex(titled: "A") == nil) }
        #expect(messages.count == 1)

        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(controller.indexTitles(for: controller.collectionView) == nil)
        #expect(controller.collectionView.simulateTapOnIndex(titled: "A") == nil)
        let forgetful = TitlesOnlyController(collectionViewLayout: UICollectionViewFlowLayout())
        let reported = raisedMessages { #expect(forgetful.collectionView.simulateTapOnIndex(titled: "A") == nil) }
        #expect(reported.count == 1)
        #expect(reported.first?.contains("indexTitles(for:)") == true)
    }

    @Test("An index path outside the collection view is UIKit's invalid-index-path exception")
    func invalidIndexPath() async {
        let list = DiffableList()
        let dataSource = OffByOneIndexDataSource(collectionView: list.collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            dataSource.apply(makeSnapshot([("A", ["a"])])) { continuation.resume() }
        }
        let messages = withExtendedLifetime(dataSource) {
            raisedMessages { #expect(list.collectionView.simulateTapOnIndex(titled: "A") == nil) }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("attempt to scroll to invalid index path") == true)
    }
}

/// A plain data source that gives titles but, like `TitlesOnlyDataSource`, not the index path method.
final class PlainTitlesDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    }

    func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
}

/// A collection view controller that shows an index but forgets the index path method.
final class TitlesOnlyController: UICollectionViewController {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
}

/// A data source whose index leads past its last section.
final class OffByOneIndexDataSource: UICollectionViewDiffableDataSource<String, String> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }

    override func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(item: 0, section: index + 1)
    }
}
#endif
