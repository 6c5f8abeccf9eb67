import Foundation
import ListKit
import ListKitNetworking
import ListKitUIKit
import ShowcaseFeed

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The first article's screen: a profile feed fetched through `APIClient` (URLSession, or the file for a `file://`
/// URL) into a `LoadableListViewModel`, with label cells, image-and-label cells and an expandable cell. A loading
/// row shows first; sections without rows are not shown; a failed load shows an error row that retries when tapped.
final class FeedViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let status = StatusLine()
    private let feedURL: URL
    private lazy var adapter = TableViewAdapter(tableView: tableView)
    private(set) lazy var viewModel = makeViewModel()

    /// Creates the screen for the feed document at `feedURL`.
    init(feedURL: URL) {
        self.feedURL = feedURL
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(tableView)
        viewModel.load()
        adapter.apply(viewModel.snapshot)  // the loading row at once; the binding follows with what comes next
        adapter.bind(to: viewModel)
    }

    /// Returns once the table shows the view model's snapshot as it is now.
    func settled() async {
        await adapter.settled()
    }

    /// Whether the feed is being fetched.
    var isLoading: Bool {
        if case .loading = viewModel.state { return true }
        return false
    }

    private func makeViewModel() -> LoadableListViewModel<Feed> {
        let (directory, document) = Self.directoryAndDocument(of: feedURL)
        let client = APIClient(baseURL: directory)
        return LoadableListViewModel(
            load: { try await client.get(Feed.self, from: document) },
            sections: { [status] feed, list in
                Section("about", header: "About \(feed.name)") {
                    if !feed.about.isEmpty { Row<TextCell>(feed.about) }
                }
                Section("friends", header: "Friends") {
                    for friend in feed.friends {
                        Row<FriendCell>(friend).onSelect { status.text = "Friend: \($0.name)" }
                    }
                }
                Section("attributes", header: "Details") {
                    for attribute in feed.attributes { Row<AttributeCell>(attribute) }
                }
                Section("email", header: "Email") {
                    if let email = feed.email { Row<TextCell>(email) }
                }
                Section("bio", header: "Bio") {
                    if let bio = feed.bio {
                        let expanded = list.isExpanded("bio")
                        Row<BiographyCell>(Biography(text: bio, isExpanded: expanded), id: "bio")
                            .onSelect { [weak list] _ in
                                list?.toggleExpansion(of: "bio")
                                status.text = expanded ? "Biography collapsed" : "Biography expanded"
                            }
                    }
                }
            },
            loadingRow: { AnyRow(Row<TextCell>("Loading the feed…")) },
            emptyRow: { AnyRow(Row<TextCell>("The feed is empty.")) },
            errorRow: { error, retry in
                AnyRow(Row<TextCell>("Could not load the feed: \(error) (Return retries)").onSelect { _ in retry() })
            }
        )
    }

    /// The directory of `url`, as the client's base URL (which every path stays under), and the document in it as
    /// the path: `./name`, with the query, so that a name with a colon is not read as a scheme.
    static func directoryAndDocument(of url: URL) -> (directory: URL, document: String) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return (url, "") }
        let path = components.percentEncodedPath
        let slash = path.lastIndex(of: "/")
        var document = "./" + (slash.map { String(path[path.index(after: $0)...]) } ?? path)
        if let query = components.percentEncodedQuery { document += "?" + query }
        components.percentEncodedPath = slash.map { String(path[...$0]) } ?? "/"
        components.percentEncodedQuery = nil
        components.percentEncodedFragment = nil
        return (components.url ?? url, document)
    }
}
