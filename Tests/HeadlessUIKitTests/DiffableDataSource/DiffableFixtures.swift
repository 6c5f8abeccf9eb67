#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view that counts its batch updates and reloads, as a test double written for UIKit would.
final class RecordingCollectionView: UICollectionView {
    var batchCount = 0
    var reloadCount = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchCount += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
        reloadCount += 1
        super.reloadData()
    }
}

/// A list of one column of 100 x 10 point items, `height` points high, with a diffable data source whose cells
/// show their item; the provider's calls are logged.
@MainActor
final class DiffableList {
    let collectionView: RecordingCollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    private let log: ProviderLog

    init(height: CGFloat = 100) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 10)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collectionView = RecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        self.collectionView = collectionView
        let log = ProviderLog()
        self.log = log
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            log.items.append(item)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
            (cell as? TextCell)?.text = item
            return cell
        }
        collectionView.reloadCount = 0
    }

    /// The items the cell provider was called for, in order.
    var providedItems: [String] {
        get { log.items }
        set { log.items = newValue }
    }

    /// The texts of the cells on screen, in index-path order.
    var visibleTexts: [String] {
        collectionView.layoutIfNeeded()
        return visibleItemTexts(collectionView)
    }
}

/// The calls a cell provider logs.
@MainActor
final class ProviderLog {
    var items: [String] = []
}

/// A snapshot of the sections, each a name and its items.
func makeSnapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// Applies and waits for the apply's completion; returns the messages raised meanwhile.
@MainActor
func applyAndWait<S, I>(
    _ snapshot: NSDiffableDataSourceSnapshot<S, I>, to dataSource: UICollectionViewDiffableDataSource<S, I>,
    animatingDifferences: Bool = true
) async -> [String] {
    var messages: [String] = []
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        messages = raisedMessages {
            dataSource.apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }
    return messages
}

/// Applies to a table's data source (animating) and waits for the apply's completion; returns the messages raised
/// meanwhile.
@MainActor
func applyAndWait<S, I>(
    _ snapshot: NSDiffableDataSourceSnapshot<S, I>, to dataSource: UITableViewDiffableDataSource<S, I>
) async -> [String] {
    var messages: [String] = []
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        messages = raisedMessages { dataSource.apply(snapshot) { continuation.resume() } }
    }
    return messages
}
#endif
