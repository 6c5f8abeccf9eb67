import ListKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The frame of the item at `item` of `section`, in the collection view's content (a carousel's items move as it
/// scrolls along its axis).
@MainActor
private func frame(_ view: UICollectionView, _ item: Int, section: Int) throws -> CGRect {
    view.layoutIfNeeded()
    return try #require(view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
}

/// The titles of the episodes in `section`, in order.
@MainActor
private func titles(_ home: HomeViewController, section: Int) -> [String] {
    let view = home.collectionView
    view.layoutIfNeeded()
    return (0..<view.numberOfItems(inSection: section)).map { item in
        home.adapter.row(at: IndexPath(item: item, section: section))?.model(as: Episode.self)?.title ?? "?"
    }
}

@MainActor
@Suite("Showcase: the home screen", .timeLimit(.minutes(10)))
struct HomeScreenTests {
    @Test("Two carousels, each a line of items side by side, above a list of rows one under another; each has a header")
    func carouselsAboveAList() throws {
        let home = makeHomeScreen()
        let view = home.collectionView
        #expect(view.numberOfSections == 3)
        #expect(titles(home, section: 0) == EpisodeCatalogue.continueListening.map(\.title))
        #expect(titles(home, section: 1) == EpisodeCatalogue.newShows.map(\.title))
        #expect(titles(home, section: 2) == EpisodeCatalogue.recentlyPlayed.map(\.title))
        for section in 0..<2 {
            let first = try frame(view, 0, section: section)
            let second = try frame(view, 1, section: section)
            #expect(second.minY == first.minY)
            #expect(second.minX == first.maxX + 8)
        }
        // 45% of the width less the insets, rounded down to the screen's pixels.
        let scale = UIScreen.main.scale
        #expect(try frame(view, 0, section: 0).width == ((320 - 17) * 0.45 * scale).rounded(.down) / scale)
        #expect(try frame(view, 0, section: 1).width == 153)
        let row = try frame(view, 0, section: 2)
        let next = try frame(view, 1, section: 2)
        #expect(row.width == 320)
        #expect(next.minY >= row.maxY)
        #expect(try frame(view, 0, section: 2).minY > frame(view, 0, section: 1).maxY)
        let headers = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.count == 3)
    }

    @Test("Down through a carousel scrolls it along its axis; it stays scrolled when an apply changes the list below")
    func carouselKeepsItsOffset() async throws {
        let home = makeHomeScreen(height: 400)
        let view = home.collectionView
        let session = TerminalSession(screens: [
            TerminalScreen(title: "Home", collectionView: { home.collectionView }, status: { home.status.text })
        ])
        _ = session.frame(width: 40, height: 20)
        let start = try frame(view, 0, section: 0).minX
        for _ in 0..<4 { session.handle(.down) }
        #expect(session.highlightedRow == IndexPath(item: 4, section: 0))
        _ = session.frame(width: 40, height: 20)
        let scrolled = try frame(view, 0, section: 0).minX
        #expect(scrolled < start)
        // The highlighted item is in view across: between the collection view's edges.
        let highlighted = try frame(view, 4, section: 0)
        #expect(highlighted.minX >= 0)
        #expect(highlighted.maxX <= view.bounds.width)
        // The other carousel did not move.
        #expect(try frame(view, 0, section: 1).minX == 8.5)

        session.handle(.enter)
        #expect(home.status.text == "Playing: Night trains (Rails)")
        await home.settled()
        _ = session.frame(width: 40, height: 20)
        #expect(titles(home, section: 2).first == "Night trains")
        #expect(try frame(view, 0, section: 0).minX == scrolled)
    }

    @Test("Playing an episode again moves it to the top of Recently played, once")
    func playTwice() async throws {
        let home = makeHomeScreen()
        let view = home.collectionView
        // Items 0 and 1 of "New shows" are on screen (a finger can tap only those).
        view.simulateTap(at: IndexPath(item: 1, section: 1))
        await home.settled()
        view.simulateTap(at: IndexPath(item: 0, section: 1))
        await home.settled()
        view.simulateTap(at: IndexPath(item: 1, section: 1))
        await home.settled()
        #expect(home.status.text == "Playing: Episode 1 (Moss)")
        #expect(titles(home, section: 2) == ["Episode 1", "Pilot"] + EpisodeCatalogue.recentlyPlayed.map(\.title))
        // A row of the list plays too: it goes to the top.
        view.simulateTap(at: IndexPath(item: 3, section: 2))
        await home.settled()
        #expect(titles(home, section: 2).prefix(3) == ["Bread and time", "Episode 1", "Pilot"])
    }
}

@MainActor
@Suite("Showcase: the home screen in the terminal", .timeLimit(.minutes(10)))
struct HomeFrameTests {
    @Test("Home: carousels above a list; down through a carousel scrolls it; Return plays and the list shows it")
    func homeKeys() async throws {
        let run = try await ShowcaseRun.play(
            "down down down enter down down down down down enter", screen: "Home", width: 60, height: 22)
        expectSnapshot(try #require(run.frame("start")), named: "home")
        let scrolled = try #require(run.frame("4/10: enter"))
        expectSnapshot(scrolled, named: "home-scrolled")
        #expect(scrolled.contains("Playing: Cider (Slow Kitchen)"))
        #expect(run.last.contains("Playing:"))
    }
}
