#if !canImport(UIKit)
import HeadlessUIKit

/// The list a terminal screen shows: a table view or a collection view, with what the session does with either.
@MainActor
enum ShownList {
    /// A table view, drawn by ``TableRenderer``.
    case table(UITableView)
    /// A collection view, drawn by ``CollectionRenderer``.
    case collection(UICollectionView)

    /// The list's view.
    var view: UIScrollView {
        switch self {
        case .table(let table): table
        case .collection(let collection): collection
        }
    }

    /// The rows or items in order.
    var navigation: RowNavigation {
        switch self {
        case .table(let table): RowNavigation(tableView: table)
        case .collection(let collection): RowNavigation(collectionView: collection)
        }
    }

    /// The row's or item's rectangle in the list's content; `.zero` for one the layout does not place.
    func rect(of item: IndexPath) -> CGRect {
        switch self {
        case .table(let table): table.rectForRow(at: item)
        case .collection(let collection): collection.layoutAttributesForItem(at: item)?.frame ?? .zero
        }
    }

    /// Taps the row or item as a finger would (`simulateTap(at:)`).
    func tap(_ item: IndexPath) {
        switch self {
        case .table(let table): table.simulateTap(at: item)
        case .collection(let collection): collection.simulateTap(at: item)
        }
    }

    /// The cell on screen for the row or item, if any.
    func cell(at item: IndexPath) -> UIView? {
        switch self {
        case .table(let table): table.cellForRow(at: item)
        case .collection(let collection): collection.cellForItem(at: item)
        }
    }

    /// The list drawn at `width` columns by `height` lines, the highlighted row or item marked.
    func rendered(highlighting item: IndexPath?, width: Int, height: Int, usesColor: Bool) -> String {
        switch self {
        case .table(let table):
            TableRenderer(tableView: table, highlightedRow: item, usesColor: usesColor).rendered(
                width: width, height: height)
        case .collection(let collection):
            CollectionRenderer(collectionView: collection, highlightedItem: item, usesColor: usesColor).rendered(
                width: width, height: height)
        }
    }

    /// The rows or items a frame of `width` columns by `height` lines shows whole.
    func fullyShown(highlighting item: IndexPath?, width: Int, height: Int) -> [IndexPath] {
        switch self {
        case .table(let table):
            TableRenderer(tableView: table, highlightedRow: item).layout(width: width, height: height).fullyShownRows
        case .collection(let collection):
            CollectionRenderer(collectionView: collection, highlightedItem: item).layout(width: width, height: height)
                .fullyShownItems
        }
    }
}
#endif
