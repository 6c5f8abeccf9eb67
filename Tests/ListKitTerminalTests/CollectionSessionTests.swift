import HeadlessUIKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Terminal session on a collection view: keys, scrolling and taps", .timeLimit(.minutes(10)))
struct CollectionSessionTests {
    private typealias L = Layouts

    /// The collection view's lines of a frame: without the tab line, the status line and the help line.
    private func list(of frame: String) -> String {
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().dropLast(2).joined(separator: "\n")
    }

    /// Twelve two-line rows under a header.
    private func rows() -> FixtureCollection {
        let section = L.grid(columns: 1, height: 40 + 2 / 3)
        section.boundarySupplementaryItems = [L.boundary(UICollectionView.elementKindSectionHeader, height: 20)]
        return FixtureCollection(
            UICollectionViewCompositionalLayout(section: section), texts: [(1...12).map { "Row \($0)" }])
    }

    @Test("Down moves the highlight item by item and scrolls the collection view to keep it whole; up scrolls back")
    func scrollsToKeepHighlightVisible() {
        let fixture = rows()
        let session = TerminalSession(screens: [
            TerminalScreen(title: "Grid", collectionView: { fixture.collectionView })
        ])
        #expect(session.highlightedRow == IndexPath(item: 0, section: 0))
        expectFrame(
            list(of: session.frame(width: 30, height: 9)),
            equals: """
                 Section 0 ──────────────────█
                >Row 1                       │
                >                            │
                 Row 2                       │
                                             │
                 Row 3                       │
                """)
        for _ in 0..<4 { session.handle(.down) }
        #expect(session.highlightedRow == IndexPath(item: 4, section: 0))
        expectFrame(
            list(of: session.frame(width: 30, height: 9)),
            equals: """
                                             │
                 Row 3                       █
                                             │
                 Row 4                       │
                >                            │
                >Row 5                       │
                """)
        for _ in 0..<4 { session.handle(.up) }
        #expect(fixture.collectionView.contentOffset.y == 0)
        session.handle(.end)
        #expect(session.highlightedRow == IndexPath(item: 11, section: 0))
        _ = session.frame(width: 30, height: 9)
        #expect(
            fixture.collectionView.contentOffset.y
                == fixture.collectionView.contentSize.height - fixture.collectionView.bounds.height)
    }

    @Test("Return taps the highlighted item: the delegate hears didSelectItemAt")
    func returnTaps() {
        let fixture = rows()
        let session = TerminalSession(screens: [
            TerminalScreen(title: "Grid", collectionView: { fixture.collectionView })
        ])
        _ = session.frame(width: 30, height: 9)
        session.handle(.down)
        session.handle(.enter)
        #expect(fixture.selected == [IndexPath(item: 1, section: 0)])
    }

    @Test("Moving onto a carousel item out of view scrolls the carousel along its own axis to show it")
    func carouselFollowsHighlight() {
        let item = NSCollectionLayoutItem(layoutSize: L.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: L.size(.absolute(127.5), .absolute(40 + 2 / 3)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .groupPaging
        let fixture = FixtureCollection(
            UICollectionViewCompositionalLayout(section: carousel), texts: [["One", "Two", "Three", "Four"]])
        let session = TerminalSession(screens: [
            TerminalScreen(title: "Carousel", collectionView: { fixture.collectionView })
        ])
        _ = session.frame(width: 40, height: 6)
        session.handle(.down)
        session.handle(.down)
        expectFrame(
            list(of: session.frame(width: 40, height: 6)),
            equals: """
                               >
                 Two           >Three          Four
                """)
    }

    @Test("Space presses the first button of the highlighted item's cell, and page keys move a page of items")
    func spaceAndPages() {
        let fixture = rows()
        let session = TerminalSession(screens: [
            TerminalScreen(title: "Grid", collectionView: { fixture.collectionView })
        ])
        _ = session.frame(width: 30, height: 9)
        var presses = 0
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 200, y: 0, width: 40, height: 30)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.addSubview(button)
        session.handle(.space)
        #expect(presses == 1)
        // A page is one item less than those shown whole: at the top six lines show the header, two whole rows and
        // half a row (a page of one); at the end, three whole rows (a page of two).
        session.handle(.pageDown)
        #expect(session.highlightedRow == IndexPath(item: 1, section: 0))
        session.handle(.end)
        session.handle(.pageUp)
        #expect(session.highlightedRow == IndexPath(item: 9, section: 0))
    }

    @Test("A screen of a collection view has no table view, and one of a table view no collection view")
    func screenKinds() {
        let fixture = rows()
        let screen = TerminalScreen(title: "Grid", collectionView: { fixture.collectionView })
        #expect(screen.collectionView === fixture.collectionView)
        #expect(screen.tableView == nil)
        let table = FixtureTable(texts: ["a"])
        let tableScreen = TerminalScreen(title: "Table", tableView: { table.tableView })
        #expect(tableScreen.collectionView == nil && tableScreen.tableView === table.tableView)
    }

    @Test("In a horizontal layout, moving onto an item past the right edge scrolls the collection view along x")
    func horizontalLayoutFollowsHighlight() {
        let item = NSCollectionLayoutItem(layoutSize: L.size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: L.size(.absolute(127.5), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: column), configuration: configuration)
        let fixture = FixtureCollection(layout, texts: [["One", "Two", "Three", "Four"]], lines: 3)
        let session = TerminalSession(screens: [
            TerminalScreen(title: "Across", collectionView: { fixture.collectionView })
        ])
        _ = session.frame(width: 40, height: 6)
        // Items 127.5 points (15 columns) wide side by side in a 39-column view: each one past the right edge is
        // scrolled to until its right edge is the view's.
        let width = fixture.collectionView.bounds.width
        session.handle(.down)
        #expect(fixture.collectionView.contentOffset.x == 0)
        session.handle(.down)
        #expect(fixture.collectionView.contentOffset.x == 382.5 - width)
        session.handle(.down)
        #expect(session.highlightedRow == IndexPath(item: 3, section: 0))
        #expect(fixture.collectionView.contentOffset.x == 510 - width)
        session.handle(.home)
        #expect(fixture.collectionView.contentOffset.x == 0)
    }
}
