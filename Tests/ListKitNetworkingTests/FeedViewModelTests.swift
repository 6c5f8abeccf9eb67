import Foundation
import ListKit
import ListKitNetworking
import NetworkTestSupport
import ShowcaseFeed
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
private final class LabelCell: ConfigurableCell {
    func configure(with model: String) {}
}

@MainActor
private final class FriendCell: ConfigurableCell {
    func configure(with model: Feed.Friend) {}
}

@MainActor
private final class AttributeCell: ConfigurableCell {
    func configure(with model: Feed.Attribute) {}
}

/// The bio row's model: the text and whether it is expanded.
private struct Bio: Hashable, Sendable {
    var text: String
    var isExpanded: Bool
}

@MainActor
private final class BioCell: ConfigurableCell {
    func configure(with model: Bio) {}
}

/// The reference article's screen: a feed from an API, a section per kind of data, an expandable bio.
@MainActor
private func makeFeedViewModel(_ client: APIClient) -> LoadableListViewModel<Feed> {
    LoadableListViewModel(
        load: { try await client.get(Feed.self, from: "feed.json") },
        sections: { feed, list in
            Section("about", header: "About") {
                if !feed.about.isEmpty { Row<LabelCell>(feed.about) }
            }
            Section("friends", header: "Friends") { for friend in feed.friends { Row<FriendCell>(friend) } }
            Section("attributes") { for attribute in feed.attributes { Row<AttributeCell>(attribute) } }
            Section("email", header: "Email") {
                if let email = feed.email { Row<LabelCell>(email) }
            }
            Section("bio", header: "Bio") {
                if let bio = feed.bio {
                    Row<BioCell>(Bio(text: bio, isExpanded: list.isExpanded("bio")), id: "bio")
                        .onSelect { [weak list] _ in list?.toggleExpansion(of: "bio") }
                }
            }
        },
        loadingRow: { AnyRow(Row<LabelCell>("Loading…")) },
        errorRow: { error, retry in AnyRow(Row<LabelCell>("\(error)").onSelect { _ in retry() }) }
    )
}

@MainActor
@Suite("A feed screen loaded from the loopback server", .timeLimit(.minutes(10)))
struct FeedViewModelTests {
    @Test("The full feed shows every section; tapping the bio expands it")
    func fullFeedShowsEverySection() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(Feed.sampleJSON)])
        defer { server.stop() }
        let viewModel = makeFeedViewModel(makeClient(server))
        await viewModel.load().value
        #expect(viewModel.snapshot.sections.map(\.id) == ["about", "friends", "attributes", "email", "bio"])
        #expect(viewModel.snapshot.numberOfRows(inSection: 1) == 3)

        let bioPath = RowPath(section: 4, row: 0)
        #expect(viewModel.snapshot.row(at: bioPath)?.model(as: Bio.self)?.isExpanded == false)
        try #require(viewModel.snapshot.row(at: bioPath)).select()
        #expect(viewModel.snapshot.row(at: bioPath)?.model(as: Bio.self)?.isExpanded == true)
    }

    @Test("Sections without data are not displayed")
    func sparseFeedHidesEmptySections() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(Feed.sparseSampleJSON)])
        defer { server.stop() }
        let viewModel = makeFeedViewModel(makeClient(server))
        await viewModel.load().value
        #expect(viewModel.snapshot.sections.map(\.id) == ["about", "bio"])
    }

    @Test("A server error shows the error row, whose retry loads again")
    func serverErrorShowsErrorRowAndRetries() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .text("maintenance", status: 503)])
        defer { server.stop() }
        let viewModel = makeFeedViewModel(makeClient(server))
        await viewModel.load().value
        let error = try #require(viewModel.state.error as? APIError)
        guard case .httpStatus(503, _, "maintenance") = error else {
            Issue.record("expected HTTP 503, got \(error)")
            return
        }
        let errorRow = try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 0)))
        #expect(errorRow.model(as: String.self)?.contains("HTTP 503") == true)
        errorRow.select()
        await viewModel.load().value
        #expect(server.requests.count == 2)
    }

    @Test("A server that never answers: the load ends at the view model's timeout with the error row")
    func hangingServerEndsAtLoadTimeout() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/feed.json": .json(Feed.sampleJSON).delivered(.stallBeforeHead(seconds: 600))
        ])
        defer { server.stop() }
        let viewModel = makeFeedViewModel(makeClient(server))
        viewModel.loadTimeout = 0.2
        await viewModel.load().value
        #expect(viewModel.state.error as? LoadTimeoutError == LoadTimeoutError(seconds: 0.2))
        let errorRow = try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 0)))
        #expect(errorRow.model(as: String.self) == "Loading timed out after 0.2 s.")
    }

    @Test("A server that never answers: the client's overall timeout ends the load with the error row")
    func hangingServerEndsAtClientTimeout() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/feed.json": .json(Feed.sampleJSON).delivered(.stallBeforeHead(seconds: 600))
        ])
        defer { server.stop() }
        var client = makeClient(server)
        client.overallTimeout = 0.2
        let viewModel = makeFeedViewModel(client)
        await viewModel.load().value
        let errorRow = try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 0)))
        #expect(
            errorRow.model(as: String.self)?.contains("timed out after 0.2 s (the client's overallTimeout)") == true)
    }
}
