#if !canImport(UIKit)
import ListKitTerminal

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The photos screen's keys in the terminal: `e` enters or leaves editing mode (in which Return picks the highlighted
/// photo), `x` deletes the picked photos, and `f` and `d` long-press the highlighted photo and choose Favourite (or
/// Unfavourite) and Delete from its context menu, as a finger would.
@MainActor
final class PhotosTerminalKeys {
    /// The hints line's text for these keys.
    static let hints = "e edit  ⏎ pick  x delete picked  f favourite  d delete"

    private let photos: PhotosViewController
    /// The screen, for its highlighted item.
    weak var screen: TerminalScreen?

    init(photos: PhotosViewController) {
        self.photos = photos
    }

    /// Handles `key`; returns whether it was one of the screen's.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("e"):
            photos.setEditing(!photos.adapter.isEditing, animated: true)
        case .character("x"):
            photos.deleteSelected()
        case .character("f"):
            chooseFromMenu { $0.isFavourite ? "Unfavourite" : "Favourite" }
        case .character("d"):
            chooseFromMenu { _ in "Delete" }
        default:
            return false
        }
        return true
    }

    /// Long-presses the highlighted photo and taps the action `title` names in its context menu.
    private func chooseFromMenu(_ title: (Photo) -> String) {
        let collectionView = photos.collectionView
        guard let item = screen?.highlightedRow,
            let photo = photos.adapter.row(at: item)?.model(as: Photo.self),
            collectionView.simulateLongPress(at: item) != nil
        else { return }
        if !collectionView.simulateTapContextMenuAction(titled: title(photo)) {
            collectionView.simulateDismissContextMenu()
        }
    }
}
#endif
