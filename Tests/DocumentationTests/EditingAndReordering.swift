// The article "Editing and reordering" (ListKitUIKit.docc/EditingAndReordering.md): its snippets verbatim, the
// declarations at file level and the screen's code in a test of what it shows.
// swift-format-ignore-file
// The article's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit
import Testing

struct LibraryPhoto: Identifiable, Equatable, Sendable {
    let id: Int
    var isFavorite = false
}

/// A photo's cell: its heart button sends an event to the row (`EventSendingCell`).
final class LibraryPhotoCell: UICollectionViewCell, EventSendingCell {
    enum Event { case favoriteTapped }
    let events = CellEvents<Event>()
    private(set) var showsFavorite = false

    func configure(with photo: LibraryPhoto) { showsFavorite = photo.isFavorite }
    func heartTapped() { events.send(.favoriteTapped) }
}

/// Shows a photo large: the context menu's preview.
final class LibraryPhotoViewController: UIViewController {
    let photo: LibraryPhoto
    init(_ photo: LibraryPhoto) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
final class LibraryViewModel {
    private(set) var sections: [[LibraryPhoto]]
    private(set) var opened: [LibraryPhoto] = []
    var show: (ListSnapshot) -> Void = { _ in }

    init(_ sections: [[LibraryPhoto]]) { self.sections = sections }

    func snapshot() -> ListSnapshot {
        ListSnapshot {
            for (index, photos) in sections.enumerated() {
                Section(index) {
                    Rows<LibraryPhotoCell>(photos)
                        .onSelect { (photo: LibraryPhoto) in self.opened.append(photo) }
                        .onMove { (photo: LibraryPhoto, destination: RowPath) in self.move(photo, to: destination) }
                        .onDelete { (photo: LibraryPhoto) in self.delete(photo) }
                        .onEvent { (photo: LibraryPhoto, event: LibraryPhotoCell.Event) in self.toggleFavorite(photo) }
                        .contextMenu(preview: { (photo: LibraryPhoto) in LibraryPhotoViewController(photo) }) { (photo: LibraryPhoto) in
                            UIMenu(title: "", children: [
                                UIAction(title: "Delete", attributes: .destructive) { _ in self.delete(photo) },
                            ])
                        }
                }
            }
        }
    }

    /// The adapter has already moved the row on screen; the view model takes the same move.
    func move(_ photo: LibraryPhoto, to destination: RowPath) {
        for index in sections.indices { sections[index].removeAll { $0.id == photo.id } }
        sections[destination.section].insert(photo, at: destination.row)
    }

    func delete(_ photo: LibraryPhoto) {
        for index in sections.indices { sections[index].removeAll { $0.id == photo.id } }
        show(snapshot())
    }

    func toggleFavorite(_ photo: LibraryPhoto) {
        for section in sections.indices {
            for row in sections[section].indices where sections[section][row].id == photo.id {
                sections[section][row].isFavorite.toggle()
            }
        }
        show(snapshot())
    }
}

/// The screen's code of the article, verbatim: the album on a collection view, a drag enabled, two photos picked and
/// deleted.
@MainActor
func showAlbum(in collectionView: UICollectionView) -> (LibraryViewModel, CollectionViewAdapter, [LibraryPhoto]) {
    let album = LibraryViewModel([[LibraryPhoto(id: 1), LibraryPhoto(id: 2), LibraryPhoto(id: 3)], [LibraryPhoto(id: 4)]])
    let adapter = CollectionViewAdapter(collectionView: collectionView)
    album.show = { adapter.apply($0) }
    adapter.reordersByDragAndDrop = true  // a long press drags a photo to another place
    adapter.apply(album.snapshot())

    // "Select": taps now pick photos instead of opening them.
    collectionView.allowsMultipleSelectionDuringEditing = true
    adapter.setEditing(true, animated: true)
    collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
    collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
    let picked: [LibraryPhoto] = adapter.selectedModels()  // photos 1 and 3
    adapter.deleteSelectedRows()                    // their onDelete runs: the album shows photos 2 and 4
    adapter.setEditing(false, animated: true)
    return (album, adapter, picked)
}

@MainActor
@Test("The album screen of the article moves, picks and deletes photos")
func theAlbumScreenPicksAndDeletes() async {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let (album, adapter, picked) = showAlbum(in: collectionView)
    #expect(picked.map(\.id) == [1, 3])
    await adapter.settled()
    #expect(album.sections.map { $0.map(\.id) } == [[2], [4]])
    #expect(album.opened.isEmpty)
    #expect(!adapter.isEditing)
    // Out of editing mode a tap opens the photo, and a cell's event reaches its row.
    collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
    #expect(album.opened.map(\.id) == [2])
    (collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? LibraryPhotoCell)?.heartTapped()
    await adapter.settled()
    #expect(album.sections[1].first?.isFavorite == true)
    // A drag moves photo 2 after photo 4, and the album takes the move.
    #expect(collectionView.simulateDragAndDrop(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(album.sections.map { $0.map(\.id) } == [[], [4, 2]])
}

/// A photo's row: its cell lifts as a card with rounded corners, and the preview shows the photo large.
@MainActor
func photoRow(_ photo: LibraryPhoto, delete: @escaping @MainActor @Sendable (LibraryPhoto) -> Void) -> Row<LibraryPhotoCell> {
    Row<LibraryPhotoCell>(photo)
        .contextMenu(
            highlight: .cell(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), cornerRadius: 12),
            preview: { (photo: LibraryPhoto) in LibraryPhotoViewController(photo) }
        ) { (photo: LibraryPhoto) in
            UIMenu(title: "", children: [UIAction(title: "Delete", attributes: .destructive) { _ in delete(photo) }])
        }
}

#if !canImport(UIKit)
@MainActor
@Test("The article's photo row lifts as a rounded card when pressed in a window, and its Delete action runs")
func thePhotoRowLiftsAsACard() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    window.addSubview(collectionView)
    let adapter = CollectionViewAdapter(collectionView: collectionView)
    let deleted = DeletedPhotos()
    await adapter.apply(ListSnapshot { Section(0) { photoRow(LibraryPhoto(id: 5)) { deleted.ids.append($0.id) } } })
    collectionView.layoutIfNeeded()
    let item = IndexPath(item: 0, section: 0)
    #expect(collectionView.simulateLongPress(at: item) != nil)
    let cell = try #require(collectionView.cellForItem(at: item))
    let lifted = try #require(collectionView.simulatedContextMenuHighlightPreview)
    #expect(lifted.view === cell)
    #expect(lifted.parameters.visiblePath?.bounds == cell.bounds.insetBy(dx: 4, dy: 4))
    #expect(collectionView.simulateTapContextMenuAction(titled: "Delete"))
    #expect(deleted.ids == [5])
    withExtendedLifetime(window) {}
}

/// The photos the article's row deleted.
@MainActor
final class DeletedPhotos {
    var ids: [Int] = []
}
#endif
