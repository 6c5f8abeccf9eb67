import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The photos screen: a photo library in a collection view, a section per month laid out as a grid of three columns
/// (`SectionLayout.grid`), a heart badge on each favourite (`badge(_:corner:size:content:)`), a context menu per photo
/// (favourite or delete), and an editing mode in which taps pick photos and the picked ones are deleted together
/// (`setEditing(_:animated:)`, `deleteSelectedRows()`), every change an animated apply of the adapter.
///
/// A photo's cell sizes itself (the grid's estimated item height: each line of the grid as tall as its tallest
/// caption), and shows from its configuration state whether it is picked in editing mode.
final class PhotosViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let status = StatusLine()
    private(set) lazy var adapter = CollectionViewAdapter(collectionView: collectionView)

    /// The library shown, month by month.
    private(set) var photos: [Photo]

    /// The grid of each month: three columns 2 points apart, each line as tall as its tallest caption, a line's
    /// space above the first line for its badges.
    static let gridLayout = SectionLayout.grid(
        columns: 3, spacing: 2,
        insets: NSDirectionalEdgeInsets(top: PhotoCell.spaceBelow, leading: 0, bottom: 0, trailing: 0),
        itemHeight: .estimated(44)
    )
    .badge(PhotoBadge.self, corner: .topTrailing, size: CGSize(width: 17, height: 20)) { row in
        row.model(as: Photo.self).flatMap { $0.isFavourite ? Row<PhotoBadge>("♥", id: $0.id) : nil }
    }

    /// Creates the screen showing `photos` (by default ``PhotoLibrary``'s).
    init(photos: [Photo] = PhotoLibrary.all) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.allowsMultipleSelectionDuringEditing = true
        view.addPinnedSubview(collectionView)
        adapter.defaultSectionLayout = Self.gridLayout
        adapter.onSelectionChange = { [weak self] rows in
            guard let self, self.adapter.isEditing else { return }
            self.status.text = rows.isEmpty ? "Select photos" : "\(rows.count) selected"
        }
        adapter.apply(snapshot, animated: false)
    }

    /// Waits until the collection view shows the newest snapshot.
    func settled() async {
        await adapter.settled()
    }

    /// Enters or leaves editing mode; leaving it forgets what was picked.
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        adapter.setEditing(editing, animated: animated)
        status.text = editing ? "Select photos" : "Done"
    }

    /// Deletes the photos picked in editing mode, in one animated apply.
    ///
    /// - Returns: How many photos were deleted.
    @discardableResult
    func deleteSelected() -> Int {
        let deleted = adapter.deleteSelectedRows().count
        status.text = deleted == 0 ? "Nothing selected" : "Deleted \(deleted) photo\(deleted == 1 ? "" : "s")"
        return deleted
    }

    /// Marks the photo a favourite, or no longer one; its badge follows.
    func toggleFavourite(_ photo: Photo) {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[index].isFavourite.toggle()
        status.text = "\(photos[index].isFavourite ? "Favourite" : "No longer a favourite"): \(photo.caption)"
        adapter.apply(snapshot)
    }

    /// Deletes the photos of `ids` (one apply for however many of them).
    func delete(_ ids: Set<Int>) {
        let deleted = photos.filter { ids.contains($0.id) }
        guard !deleted.isEmpty else { return }
        photos.removeAll { ids.contains($0.id) }
        if deleted.count == 1, let photo = deleted.first { status.text = "Deleted \(photo.caption)" }
        adapter.apply(snapshot)
    }

    /// The library as sections of months; a month without photos is hidden.
    private var snapshot: ListSnapshot {
        ListSnapshot {
            for month in PhotoLibrary.months {
                Section(month, header: month) {
                    for photo in photos where photo.month == month {
                        photoRow(photo)
                    }
                }
            }
        }
    }

    private func photoRow(_ photo: Photo) -> Row<PhotoCell> {
        Row<PhotoCell>(photo)
            .onSelect { [status] photo in status.text = "Photo: \(photo.caption), \(photo.month)" }
            .onDelete { [weak self] photo in self?.delete([photo.id]) }
            .contextMenu { [weak self] photo in
                UIMenu(
                    title: photo.caption,
                    children: [
                        UIAction(title: photo.isFavourite ? "Unfavourite" : "Favourite") { _ in
                            self?.toggleFavourite(photo)
                        },
                        UIAction(title: "Delete", attributes: .destructive) { _ in self?.delete([photo.id]) },
                    ])
            }
    }
}
