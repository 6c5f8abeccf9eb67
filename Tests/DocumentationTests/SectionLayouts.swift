// The article "Section layouts" (ListKitUIKit.docc/SectionLayouts.md): its snippet verbatim, shown by an adapter.
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

/// An album of the carousel.
struct Album: Identifiable, Equatable, Sendable {
    var id: Int
}

/// A photo of the grid, with its count of comments.
struct Photo: Identifiable, Equatable, Sendable {
    var id: Int
    var comments: Int
}

/// A cell that shows an album.
final class AlbumCell: UICollectionViewCell, ConfigurableCell {
    func configure(with album: Album) {}
}

/// A cell that shows a photo.
final class PhotoCell: UICollectionViewCell, ConfigurableCell {
    func configure(with photo: Photo) {}
}

/// A cell that shows a setting's name.
final class SettingCell: UICollectionViewCell, ConfigurableCell {
    func configure(with name: String) {}
}

/// A badge with a count.
final class CountBadge: UICollectionReusableView, ConfigurableHeaderFooter {
    private(set) var count = 0
    func configure(with count: Int) { self.count = count }
}

/// A section's background.
final class CardBackground: UICollectionReusableView {}

/// The settings reset by the snippet's swipe action.
@MainActor private var resets: [String] = []

/// Resets a setting (here: notes its name).
@MainActor private func reset(_ name: String) {
    resets.append(name)
}

@MainActor
@Test("The section layouts article's snapshot lays out a carousel, a grid with badges and a list")
func sectionLayoutsArticle() {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: UICollectionViewFlowLayout())
    let recent = (0..<5).map { Album(id: $0) }
    let photos = (0..<6).map { Photo(id: $0, comments: $0 % 2) }
    let setting = "Wi-Fi"
    resets = []

    let adapter = CollectionViewAdapter(collectionView: collectionView)
    adapter.defaultSectionLayout = .list(.insetGrouped)

    adapter.apply(
        ListSnapshot {
            Section("recent", header: "Recent") {
                for album in recent { Row<AlbumCell>(album) }
            }
            .layout(.carousel(itemWidth: .fraction(0.4), itemHeight: .aspectRatio(1), spacing: 8, scrolling: .groupPaging))

            Section("photos") {
                for photo in photos { Row<PhotoCell>(photo) }
            }
            .layout(
                .grid(columns: 3, spacing: 2)
                    .badge(CountBadge.self) { row in
                        row.model(as: Photo.self).flatMap { $0.comments > 0 ? Row<CountBadge>($0.comments) : nil }
                    }
                    .background(CardBackground.self)
            )

            Section("settings", header: "Settings") {
                Row<SettingCell>(setting).trailingActions([SwipeAction("Reset", style: .destructive) { reset($0) }])
            }  // the default layout: an inset grouped list
        }
    )
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfSections == 3)
    #expect(collectionView.subviews.compactMap { ($0 as? CountBadge)?.count }.sorted() == [1, 1, 1])
    #expect(collectionView.simulateSwipe(at: IndexPath(item: 0, section: 2), edge: .trailing))
    #expect(resets == ["Wi-Fi"])
}
