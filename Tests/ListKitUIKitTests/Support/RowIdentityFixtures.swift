import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The progress of downloads, kept apart from the rows' models: what a cell shows besides its model, and what a
/// reconfigure by identity brings up to date.
@MainActor
final class ProgressBoard {
    var percent: [Int: Int] = [:]
}

/// A download: its id, and the board its cell reads its progress from (not part of its content).
struct Download: Identifiable, Hashable, Sendable {
    var id: Int
    let board: ProgressBoard

    static func == (lhs: Download, rhs: Download) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A table cell that shows a download's progress as read from its board when configured.
final class DownloadCell: UITableViewCell, ConfigurableCell {
    private(set) var shown = ""

    func configure(with model: Download) {
        shown = "\(model.id): \(model.board.percent[model.id] ?? 0)%"
        textLabel?.text = shown
    }
}

/// A collection view cell that shows a download's progress as read from its board when configured.
final class DownloadCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var shown = ""

    func configure(with model: Download) {
        shown = "\(model.id): \(model.board.percent[model.id] ?? 0)%"
    }
}

/// A 300 × 600 collection view of 300 × 44 items, one to a line, without spacing, and its adapter.
@MainActor
func makeListCollection(height: CGFloat = 600) -> (UICollectionView, CollectionViewAdapter) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 44)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
    return (view, CollectionViewAdapter(collectionView: view))
}

/// A 320 × 600 collection view whose adapter sizes its items to the full width by their cells' constraints (self-sizing
/// cards, measured by the adapter), and its adapter.
@MainActor
func makeSelfSizingCollection() -> (UICollectionView, CollectionViewAdapter) {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.itemSizing = .fitting(width: .full)
    return (view, adapter)
}

/// The text of message `id` of a chat: one to four lines, varying with the id, so that rows differ in height.
func messageText(_ id: Int) -> String {
    words(1 + (id * 7) % 20)
}

/// The frame of the cell showing `id` in `view`'s bounds (its top relative to the top of the bounds), or `nil` when the
/// row is not on screen.
@MainActor
func frameInBounds(of id: Int, in adapter: ListViewAdapter, view: UIScrollView) -> CGRect? {
    guard let indexPath = adapter.indexPath(forRowWithID: id) else { return nil }
    let frame: CGRect?
    if let table = view as? UITableView {
        frame = table.cellForRow(at: indexPath)?.frame
    } else if let collection = view as? UICollectionView {
        frame = collection.cellForItem(at: indexPath)?.frame
    } else {
        frame = nil
    }
    return frame.map { $0.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY) }
}
