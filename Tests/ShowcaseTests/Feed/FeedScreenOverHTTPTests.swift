import Foundation
import ListKitNetworking
import ListKitTestSupport
import NetworkTestSupport
import ShowcaseFeed
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The showcase's feed screen, as shipped, fetching its document from a loopback HTTP server.
@MainActor
@Suite("Showcase: the feed screen over HTTP", .timeLimit(.minutes(10)))
struct FeedScreenOverHTTPTests {
    /// The feed screen for `server`'s `/feed.json`, loaded, in a view 320 points wide.
    private func makeScreen(_ server: LoopbackHTTPServer) -> FeedViewController {
        let controller = FeedViewController(feedURL: server.baseURL.appendingPathComponent("feed.json"))
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 2_000)
        controller.loadViewIfNeeded()
        return controller
    }

    /// Waits until no load runs and the table shows the newest snapshot.
    private func settle(_ controller: FeedViewController) async {
        _ = await eventually { !controller.isLoading }
        await controller.settled()
        controller.tableView.layoutIfNeeded()
    }

    private func texts(_ table: UITableView) -> [String] {
        (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }
    }

    @Test("A sparse feed from the server: only sections with rows; the biography expands in its cell, taller")
    func fetchedFeedExpandsInPlace() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .json(Feed.sparseSampleJSON)])
        defer { server.stop() }
        let controller = makeScreen(server)
        await settle(controller)
        let table = controller.tableView
        #expect(server.requests.map(\.target) == ["/feed.json"])
        // No friends, details or email: About and Bio only.
        #expect(table.numberOfSections == 2)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "About New User")
        let bio = IndexPath(row: 0, section: 1)
        let cell = try #require(table.cellForRow(at: bio) as? BiographyCell)
        #expect(cell.detailsLabel.isHidden)
        let collapsed = table.rectForRow(at: bio).height
        table.simulateTap(at: bio)
        await controller.settled()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: bio) === cell)
        #expect(!cell.detailsLabel.isHidden)
        #expect(cell.detailsLabel.text == "Nothing to tell yet.")
        #expect(table.rectForRow(at: bio).height > collapsed)
        #expect(controller.status.text == "Biography expanded")
    }

    @Test("A server error shows the error row with the status; a tap on it asks the server again")
    func serverErrorShowsTheErrorRowAndRetries() async throws {
        let server = try LoopbackHTTPServer(routes: ["/feed.json": .text("maintenance", status: 503)])
        defer { server.stop() }
        let controller = makeScreen(server)
        await settle(controller)
        let table = controller.tableView
        let error = try #require(texts(table).first)
        #expect(error.hasPrefix("Could not load the feed"))
        #expect(error.contains("503"))
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        _ = await eventually { server.requests.count == 2 }
        await settle(controller)
        #expect(server.requests.map(\.target) == ["/feed.json", "/feed.json"])
        #expect(try #require(texts(table).first).contains("503"))
    }
}
