import ListKit
import ListKitNetworking
import ListKitUIKit
import NetworkTestSupport
import ShowcaseFeed
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The first reference article's screen, end to end: a feed fetched over HTTP from a loopback server into a
/// `LoadableListViewModel`, bound to a table view adapter on HeadlessUIKit.
final class FeedLabelCell: UITableViewCell, ConfigurableCell {
    func configure(with text: String) { textLabel?.text = text }
}

final class FeedFriendCell: UITableViewCell, ConfigurableCell {
    func configure(with friend: Feed.Friend) {
        textLabel?.text = friend.name
        imageView?.image = UIImage(named: friend.imageName)
    }
}

struct FeedBio: Hashable, Sendable {
    var text: String
    var isExpanded: Bool
}

final class FeedBioCell: UITableViewCell, ConfigurableCell {
    let detailsLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(detailsLabel)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with bio: FeedBio) {
        textLabel?.text = "Bio"
        detailsLabel.text = bio.text
        detailsLabel.isHidden = !bio.isExpanded
    }
}

/// Counts loads, so that the first one can go to a failing endpoint and the retry to the working one.
actor Attempts {
    private var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

@MainActor
private func makeViewModel(_ client: APIClient, firstPath: String) -> LoadableListViewModel<Feed> {
    let attempts = Attempts()
    return LoadableListViewModel(
        load: {
            let path = await attempts.next() == 1 ? firstPath : "feed.json"
            return try await client.get(Feed.self, from: path)
        },
        sections: { feed, list in
            Section("about", header: "About") { Row<FeedLabelCell>(feed.about) }
            Section("friends", header: "Friends") { for friend in feed.friends { Row<FeedFriendCell>(friend) } }
            Section("email", header: "Email") {
                if let email = feed.email { Row<FeedLabelCell>(email) }
            }
            Section("bio", header: "Bio") {
                if let bio = feed.bio {
                    let expanded = list.isExpanded("bio")
                    Row<FeedBioCell>(FeedBio(text: bio, isExpanded: expanded), id: "bio")
                        .height(expanded ? 160 : 44)
                        .onSelect { [weak list] _ in list?.toggleExpansion(of: "bio") }
                }
            }
        },
        loadingRow: { AnyRow(Row<FeedLabelCell>("Loading…")) },
        errorRow: { error, retry in
            AnyRow(Row<FeedLabelCell>("Could not load: \(error)").onSelect { _ in retry() })
        }
    )
}

@MainActor
@Suite("The first article's screen, end to end", .timeLimit(.minutes(1)))
struct FeedScreenEndToEndTests {
    init() { failOnInconsistency() }

    private func texts(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }
    }

    @Test(
        "Fetched, empty sections absent, the bio expands in place; a failed fetch shows the error row; retry recovers")
    func test_feedScreenEndToEnd() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/feed.json": .json(Feed.sparseSampleJSON),
            "/down.json": .text("maintenance", status: 503),
        ])
        defer { server.stop() }
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let viewModel = makeViewModel(APIClient(baseURL: server.baseURL), firstPath: "down.json")
        adapter.bind(to: viewModel)

        await viewModel.load().value
        await adapter.settled()
        let error = try #require(texts(table).first)
        #expect(error.hasPrefix("Could not load"))
        #expect(error.contains("503"))

        table.simulateTap(at: IndexPath(row: 0, section: 0))  // retry
        await viewModel.load().value
        await adapter.settled()
        #expect(server.requests.map(\.target) == ["/down.json", "/feed.json"])
        // The sparse feed has no friends and no email: those sections are not displayed.
        #expect(adapter.snapshot.sections.map(\.id) == ["about", "bio"])
        #expect(table.numberOfSections == 2)
        #expect(texts(table).count == 2)

        let bioPath = IndexPath(row: 0, section: 1)
        let bioCell = try #require(table.cellForRow(at: bioPath) as? FeedBioCell)
        #expect(bioCell.detailsLabel.isHidden)
        table.simulateTap(at: bioPath)
        await adapter.settled()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: bioPath) === bioCell)
        #expect(!bioCell.detailsLabel.isHidden)
        #expect(table.rectForRow(at: bioPath).height == 160)
    }

    @Test("The binding ends when the view model goes away, and keeps neither side alive")
    func test_bindingHoldsNeitherSide() async {
        let table = makeTable()
        weak var weakViewModel: LoadableListViewModel<Feed>?
        weak var weakAdapter: TableViewAdapter?
        weak var weakBinding: ListBinding?
        do {
            let adapter = TableViewAdapter(tableView: table)
            let viewModel = LoadableListViewModel<Feed>(load: { throw CancellationError() }, sections: { _ in [] })
            weakBinding = adapter.bind(to: viewModel)
            weakViewModel = viewModel
            weakAdapter = adapter
            await adapter.settled()
        }
        #expect(weakViewModel == nil)
        #expect(weakAdapter == nil)
        #expect(weakBinding == nil)
    }

    @Test("A cancelled binding applies no further snapshot")
    func test_cancelledBindingStopsApplying() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let publisher = SnapshotPublisher(ListSnapshot { Section(0) { item(1) } })
        final class Model: ListViewModel {
            let publisher: SnapshotPublisher
            init(_ publisher: SnapshotPublisher) { self.publisher = publisher }
            var snapshot: ListSnapshot { publisher.snapshot }
            func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }
        }
        let viewModel = Model(publisher)
        let binding = adapter.bind(to: viewModel)
        #expect(table.numberOfRows(inSection: 0) == 1)
        publisher.snapshot = ListSnapshot {
            Section(0) {
                item(1); item(2)
            }
        }
        await adapter.settled()
        #expect(table.numberOfRows(inSection: 0) == 2)
        binding.cancel()
        #expect(binding.isCancelled)
        publisher.snapshot = ListSnapshot { Section(0) { item(3) } }
        await adapter.settled()
        // Nothing to wait for: give a stream that was not cancelled the turns it would need to deliver.
        for _ in 0..<20 { await Task.yield() }
        #expect(adapter.snapshot.sections.first?.rows.map(\.id) == [1, 2])
    }
}
