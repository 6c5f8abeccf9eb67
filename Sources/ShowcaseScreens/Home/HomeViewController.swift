import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The home screen: two carousels above a list, in one collection view. "Continue listening" pages an item at a time
/// and "New shows" scrolls freely (`SectionLayout.carousel`, orthogonal sections); "Recently played" below is a plain
/// list (the adapter's default section layout). Each section has a header.
///
/// Choosing an episode (a tap, Return in the terminal) plays it: the status line says so and the episode goes to the
/// top of "Recently played", an animated apply that leaves the carousels where the user scrolled them.
final class HomeViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let status = StatusLine()
    private(set) lazy var adapter = CollectionViewAdapter(collectionView: collectionView)

    /// What was played, most recent first.
    private(set) var recentlyPlayed = EpisodeCatalogue.recentlyPlayed

    /// The identities of the sections, top to bottom.
    enum SectionID {
        static let continueListening = "continue"
        static let newShows = "new"
        static let recentlyPlayed = "recent"
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(collectionView)
        adapter.defaultSectionLayout = .list(.plain)
        adapter.apply(snapshot, animated: false)
    }

    /// Waits until the collection view shows the newest snapshot.
    func settled() async {
        await adapter.settled()
    }

    /// Plays `episode`: it goes to the top of "Recently played" (once).
    func play(_ episode: Episode) {
        status.text = "Playing: \(episode.title) (\(episode.show))"
        recentlyPlayed.removeAll { $0.id == episode.id }
        recentlyPlayed.insert(episode, at: 0)
        adapter.apply(snapshot)
    }

    private var snapshot: ListSnapshot {
        ListSnapshot {
            Section(SectionID.continueListening, header: "Continue listening") {
                for episode in EpisodeCatalogue.continueListening {
                    episodeRow(episode, in: SectionID.continueListening, detail: "\(episode.minutesLeft) min left")
                }
            }
            .layout(carousel(itemWidth: .fraction(0.45), scrolling: .groupPaging))

            Section(SectionID.newShows, header: "New shows") {
                for episode in EpisodeCatalogue.newShows {
                    episodeRow(episode, in: SectionID.newShows, detail: episode.show)
                }
            }
            .layout(carousel(itemWidth: .points(153), scrolling: .continuous))

            Section(SectionID.recentlyPlayed, header: "Recently played") {
                for episode in recentlyPlayed {
                    episodeRow(episode, in: SectionID.recentlyPlayed, detail: episode.show)
                }
            }
        }
    }

    /// A carousel of items `itemWidth` wide, as tall as their tallest episode, 8 points apart, a column in from the
    /// screen's edges.
    private func carousel(
        itemWidth: SectionLayout.ItemWidth, scrolling: SectionLayout.CarouselScrolling
    )
        -> SectionLayout
    {
        .carousel(
            itemWidth: itemWidth, itemHeight: .estimated(44), spacing: 8,
            insets: NSDirectionalEdgeInsets(top: 0, leading: 8.5, bottom: 0, trailing: 8.5), scrolling: scrolling)
    }

    /// The row of `episode` in the section `section`: an episode played from a carousel shows in both, so a row's
    /// identity is its section's and the episode's.
    private func episodeRow(_ episode: Episode, in section: String, detail: String) -> ConfigurationRow<Episode> {
        ConfigurationRow(episode, id: "\(section)-\(episode.id)") { episode, _ in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = episode.title
            content.secondaryText = detail
            return content
        }
        .onSelect { [weak self] episode in self?.play(episode) }
    }
}
