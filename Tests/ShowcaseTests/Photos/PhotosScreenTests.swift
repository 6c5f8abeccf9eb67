import ListKit
import ListKitTerminalTestSupport
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The captions of the photos the collection view shows, section by section.
@MainActor
private func shownCaptions(_ photos: PhotosViewController) -> [[String]] {
    let view = photos.collectionView
    view.layoutIfNeeded()
    return (0..<view.numberOfSections).map { section in
        (0..<view.numberOfItems(inSection: section)).map { item in
            photos.adapter.row(at: IndexPath(item: item, section: section))?.model(as: Photo.self)?.caption ?? "?"
        }
    }
}

/// The badges on screen that are not hidden, with their text.
@MainActor
private func shownBadges(_ view: UICollectionView) -> [PhotoBadge] {
    view.layoutIfNeeded()
    return view.subviews.compactMap { $0 as? PhotoBadge }.filter { !$0.isHidden }
}

/// The photo whose cell is at `indexPath`.
@MainActor
private func photo(_ photos: PhotosViewController, _ indexPath: IndexPath) throws -> Photo {
    try #require(photos.adapter.row(at: indexPath)?.model(as: Photo.self))
}

/// Expects a heart badge centred on the top trailing corner of each favourite on screen, and no other badge.
@MainActor
private func expectHeartsOnFavourites(
    _ photos: PhotosViewController, sourceLocation: SourceLocation = #_sourceLocation
) {
    let view = photos.collectionView
    let badges = shownBadges(view)
    var corners: [CGPoint] = []
    for indexPath in view.indexPathsForVisibleItems.sorted() {
        guard let photo = photos.adapter.row(at: indexPath)?.model(as: Photo.self), photo.isFavourite,
            let frame = view.layoutAttributesForItem(at: indexPath)?.frame
        else { continue }
        corners.append(CGPoint(x: frame.maxX, y: frame.minY))
    }
    let centres = badges.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
    #expect(
        centres.sorted { ($0.y, $0.x) < ($1.y, $1.x) } == corners.sorted { ($0.y, $0.x) < ($1.y, $1.x) },
        "the hearts are not on the favourites' corners", sourceLocation: sourceLocation)
    #expect(badges.allSatisfy { $0.label.text == "♥" }, sourceLocation: sourceLocation)
}

@MainActor
@Suite("Showcase: the photos screen", .timeLimit(.minutes(10)))
struct PhotosScreenTests {
    @Test("A section per month, in three columns; each favourite has a heart badge on its item's top trailing corner")
    func gridWithBadges() throws {
        let photos = makePhotosScreen()
        let view = photos.collectionView
        #expect(
            shownCaptions(photos)
                == PhotoLibrary.months.map { month in
                    PhotoLibrary.all.filter { $0.month == month }.map(\.caption)
                })
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        let fourth = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        #expect(first.minY == third.minY)
        #expect(third.minX > first.maxX)
        #expect(fourth.minX == first.minX)
        #expect(fourth.minY > first.maxY)

        expectHeartsOnFavourites(photos)
        let badges = shownBadges(view)
        let favourites = PhotoLibrary.all.filter(\.isFavourite)
        #expect(badges.count == favourites.count)
        for (section, month) in PhotoLibrary.months.enumerated() {
            for (item, shown) in PhotoLibrary.all.filter({ $0.month == month }).enumerated() where shown.isFavourite {
                let frame = try #require(
                    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
                let corner = CGPoint(x: frame.maxX, y: frame.minY)
                let onCorner = badges.filter { CGPoint(x: $0.frame.midX, y: $0.frame.midY) == corner }
                #expect(onCorner.count == 1, "no badge on \(shown.caption)")
                #expect(onCorner.first?.label.text == "♥")
            }
        }
    }

    @Test("Each line of a month is as tall as its own tallest caption")
    func linesFollowTheirCaptions() throws {
        let photos = makePhotosScreen()
        let view = photos.collectionView
        view.layoutIfNeeded()
        // September: "Old lighthouse at low tide" wraps in the first line; the second line's captions are short.
        let firstLine = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let secondLine = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        #expect(firstLine.height > secondLine.height)
        let lighthouse = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(lighthouse.frame.height == firstLine.height)
    }

    @Test("Outside editing mode a tap opens the photo: the status line says which")
    func tapOpens() throws {
        let photos = makePhotosScreen()
        photos.collectionView.simulateTap(at: IndexPath(item: 1, section: 1))
        #expect(photos.status.text == "Photo: Apples, October 2026")
        #expect(photos.adapter.selectedRows.count <= 1)
    }

    @Test("In editing mode taps pick photos; deleting them removes them in one animated apply and keeps the rest")
    func editAndDeletePicked() async throws {
        let photos = makePhotosScreen()
        let view = photos.collectionView
        photos.setEditing(true, animated: true)
        #expect(photos.adapter.isEditing)
        #expect(view.isEditing)
        let picked = [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 1)]
        for indexPath in picked { view.simulateTap(at: indexPath) }
        #expect(photos.status.text == "2 selected")
        #expect(photos.adapter.selectedModels(Photo.self).map(\.caption) == ["Harbour", "Barn"])
        // A picked photo shows a filled circle, one not picked an empty one.
        #expect(cellText(view, IndexPath(item: 0, section: 0)) == "● Harbour")
        #expect(cellText(view, IndexPath(item: 1, section: 0)) == "○ Gulls")
        // The mark keeps its column: the caption wraps as when not editing, and its cell stays as tall.
        let lighthouse = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        #expect(lighthouse.caption.frame.maxY + PhotoCell.spaceBelow <= lighthouse.bounds.height + 0.001)

        #expect(photos.deleteSelected() == 2)
        await photos.settled()
        #expect(photos.status.text == "Deleted 2 photos")
        let remaining = PhotoLibrary.all.filter { !["Harbour", "Barn"].contains($0.caption) }
        #expect(photos.photos == remaining)
        #expect(shownCaptions(photos).joined().elementsEqual(remaining.map(\.caption)))
        #expect(view.indexPathsForSelectedItems?.isEmpty ?? true)
        // The favourites after the deleted photos moved: their hearts moved with them.
        expectHeartsOnFavourites(photos)
        #expect(photos.deleteSelected() == 0)
        #expect(photos.status.text == "Nothing selected")

        photos.setEditing(false, animated: true)
        #expect(!view.isEditing)
        #expect(cellText(view, IndexPath(item: 0, section: 0)) == "Gulls")
    }

    @Test("The context menu marks a favourite (its badge comes) and deletes a photo")
    func contextMenu() async throws {
        let photos = makePhotosScreen()
        let view = photos.collectionView
        let gulls = IndexPath(item: 1, section: 0)
        #expect(try !photo(photos, gulls).isFavourite)
        let menu = try #require(view.simulateLongPress(at: gulls))
        #expect(menu.title == "Gulls")
        #expect(menu.children.map(\.title) == ["Favourite", "Delete"])
        #expect(view.simulateTapContextMenuAction(titled: "Favourite"))
        await photos.settled()
        #expect(try photo(photos, gulls).isFavourite)
        #expect(photos.status.text == "Favourite: Gulls")
        let frame = try #require(view.layoutAttributesForItem(at: gulls)?.frame)
        #expect(
            shownBadges(view).contains {
                CGPoint(x: $0.frame.midX, y: $0.frame.midY) == CGPoint(x: frame.maxX, y: frame.minY)
            })

        _ = view.simulateLongPress(at: gulls)
        #expect(view.simulateTapContextMenuAction(titled: "Delete"))
        await photos.settled()
        #expect(photos.status.text == "Deleted Gulls")
        #expect(!photos.photos.contains { $0.caption == "Gulls" })
        #expect(shownCaptions(photos)[0].first(where: { $0 == "Gulls" }) == nil)
    }

    @Test("A month whose photos are all deleted is hidden")
    func emptyMonthHidden() async throws {
        let photos = makePhotosScreen()
        photos.delete(Set(PhotoLibrary.all.filter { $0.month == "October 2026" }.map(\.id)))
        await photos.settled()
        #expect(photos.collectionView.numberOfSections == 2)
        #expect(shownCaptions(photos)[1].first == "First frost")
    }
}

/// The text a photo's cell shows: its mark (while editing) and its caption.
@MainActor
private func cellText(_ view: UICollectionView, _ indexPath: IndexPath) -> String? {
    view.layoutIfNeeded()
    guard let cell = view.cellForItem(at: indexPath) as? PhotoCell else { return nil }
    return [cell.mark.text, cell.caption.text].compactMap { $0 }.joined(separator: " ")
}

@MainActor
@Suite("Showcase: the photos screen in the terminal", .timeLimit(.minutes(10)))
struct PhotosFrameTests {
    @Test("Photos: a grid per month with hearts; e edits, Return picks, x deletes the picked; f and d use the menu")
    func photosKeys() async throws {
        let run = try await ShowcaseRun.play(
            "down f e enter down down enter x e end d", screen: "Photos", width: 60, height: 20)
        expectSnapshot(try #require(run.frame("start")), named: "photos")
        #expect(try #require(run.frame("2/11: f")).contains("Favourite: Gulls"))
        let picking = try #require(run.frame("7/11: enter"))
        expectSnapshot(picking, named: "photos-picking")
        #expect(picking.contains("2 selected"))
        let deleted = try #require(run.frame("8/11: x"))
        #expect(deleted.contains("Deleted 2 photos"))
        #expect(!deleted.contains("Gulls"))
        #expect(!deleted.contains("Pier"))
        #expect(try #require(run.frame("9/11: e")).contains("Done"))
        #expect(run.last.contains("Deleted Tram"))
        #expect(run.last.contains("e edit  ⏎ pick  x delete picked  f favourite  d delete"))
    }
}
