// README "View models and data from an API": the snippets verbatim, each in a function.
// swift-format-ignore-file
// The README's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitNetworking
import ListKitUIKit
import ShowcaseFeed

/// The view model publishing snapshots, declared and bound inside the function.
@MainActor
func bindProfile(with adapter: TableViewAdapter) -> some ListViewModel {
    @MainActor
    final class ProfileViewModel: ListViewModel {
        private let publisher = SnapshotPublisher()
        var snapshot: ListSnapshot { publisher.snapshot }
        func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }
        // assign publisher.snapshot whenever the data changes
    }

    let viewModel = ProfileViewModel()
    adapter.bind(to: viewModel)   // shows its snapshot now, then follows it; holds neither side
    return viewModel
}

/// The view model loading from an API.
@MainActor
func loadFeed(with adapter: TableViewAdapter) -> LoadableListViewModel<Feed> {
    let client = APIClient(baseURL: URL(string: "https://example.com/api/")!)
    let viewModel = LoadableListViewModel(
        load: { try await client.get(Feed.self, from: "feed.json") },
        sections: { feed, list in
            Section("friends", header: "Friends") { for friend in feed.friends { Row<FriendCell>(friend) } }
            Section("bio") {
                if let bio = feed.bio {
                    Row<BioCell>(Bio(text: bio, isExpanded: list.isExpanded("bio")), id: "bio")
                        .onSelect { [weak list] _ in list?.toggleExpansion(of: "bio") }
                }
            }
        },
        loadingRow: { AnyRow(Row<LabelCell>("Loading…")) },
        errorRow: { error, retry in AnyRow(Row<LabelCell>("\(error)").onSelect { _ in retry() }) }
    )
    adapter.bind(to: viewModel)
    viewModel.load()
    return viewModel
}
