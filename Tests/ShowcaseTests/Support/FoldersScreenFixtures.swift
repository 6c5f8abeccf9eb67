@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The folders screen in a view 320 points wide and `height` tall, its first snapshot on screen.
@MainActor
func makeFoldersScreen(height: CGFloat = 2_000) async -> FoldersViewController {
    let controller = FoldersViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    controller.loadViewIfNeeded()
    controller.view.layoutIfNeeded()
    await controller.settled()
    return controller
}

/// What the folders screen's cells show, top to bottom: each row's name, indented two spaces a level, after `+` for
/// an open folder's image, `-` for a closed folder's and nothing for a file's.
@MainActor
func shownTree(_ folders: FoldersViewController) -> [String] {
    let view = folders.collectionView
    view.layoutIfNeeded()
    return (0..<view.numberOfItems(inSection: 0)).map { item in
        guard let cell = view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell else {
            return "<no cell>"
        }
        cell.layoutIfNeeded()
        let content = cell.contentConfiguration as? UIListContentConfiguration
        let mark =
            switch content?.image?.name {
            case "folder.fill": "+ "
            case "folder": "- "
            default: ""
            }
        return String(repeating: "  ", count: cell.indentationLevel) + mark + (content?.text ?? "<no text>")
    }
}
