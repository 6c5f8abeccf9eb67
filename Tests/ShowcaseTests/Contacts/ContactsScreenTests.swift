import ListKit
import ListKitTerminalTestSupport
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Showcase: the contacts screen", .timeLimit(.minutes(10)))
struct ContactsScreenTests {
    /// The first page's names, in order.
    private let firstPage = ContactBook.page(after: nil).items.map(\.name)

    @Test("Sections by initial, with the letters as the section index; a tap on a letter jumps to its section")
    func sectionIndex() async throws {
        let screen = ContactsScreen(height: 300)
        await screen.serve(0, after: nil)
        let titles = try #require(screen.table.dataSource?.sectionIndexTitles(for: screen.table))
        let initials = firstPage.map { String($0.prefix(1)) }.reduce(into: [String]()) {
            if $0.last != $1 { $0.append($1) }
        }
        #expect(titles == initials)
        let letter = try #require(titles.last)
        let section = try #require(screen.table.simulateTapOnSectionIndex(titled: letter))
        #expect(section == titles.count - 1)
        #expect(screen.table.contentOffset.y > 0)
        #expect(screen.table.indexPathsForVisibleRows?.contains { $0.section == section } == true)
    }

    @Test("A filter keeps the matching rows; cleared, the same rows come back in the same order")
    func filterRoundTrip() async throws {
        let screen = ContactsScreen()
        await screen.serve(0, after: nil)
        let before = shownTexts(screen.table)
        #expect(before == firstPage + ["Loading more contacts…"])

        screen.controller.query = "an"
        await screen.settle()
        let filtered = shownTexts(screen.table).dropLast()
        #expect(!filtered.isEmpty)
        #expect(filtered.allSatisfy { $0.localizedCaseInsensitiveContains("an") })
        #expect(Array(filtered) == firstPage.filter { $0.localizedCaseInsensitiveContains("an") })

        screen.controller.query = ""
        await screen.settle()
        #expect(shownTexts(screen.table) == before)
        #expect(screen.controller.viewModel.items.map(\.id) == ContactBook.page(after: nil).items.map(\.id))
    }

    @Test("A filter that matches nothing shows the empty row")
    func filterWithoutMatch() async throws {
        let screen = ContactsScreen()
        await screen.serve(0, after: nil)
        screen.controller.query = "zzz"
        await screen.settle()
        #expect(shownTexts(screen.table).first == "No contacts match “zzz”.")
        #expect(!shownTexts(screen.table).contains(firstPage[0]))
    }

    @Test(
        "A search that hides the pages pauses at hiddenPageLimit on a row counting the contacts searched; a tap goes on"
    )
    func searchWithoutMatchPauses() async throws {
        let screen = ContactsScreen()
        let viewModel = screen.controller.viewModel
        viewModel.hiddenPageLimit = 1
        await screen.serve(0, after: nil)
        // The first page is shorter than the screen: its end on screen asks for page 2.
        await screen.stub.waitForCalls(2)
        screen.controller.query = "zzz"
        await screen.serve(1, after: 20)
        // Page 2 was hidden: one hidden page, the limit, and paging waits for the user.
        #expect("\(viewModel.paging)" == "paused")
        #expect(
            shownTexts(screen.table) == ["No contacts match “zzz”.", "Searched 40 contacts (Return searches more)"])
        #expect(await screen.stub.callCount == 2)

        screen.table.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(viewModel.paging.isLoadingMore)
        await screen.serve(2, after: 40)
        #expect("\(viewModel.paging)" == "complete")
        #expect(shownTexts(screen.table) == ["No contacts match “zzz”."])

        screen.controller.query = ""
        await screen.settle()
        let rows = (0..<screen.table.numberOfSections).map { screen.table.numberOfRows(inSection: $0) }.reduce(0, +)
        #expect(rows == ContactBook.all.count)
        #expect(viewModel.items.map(\.id) == ContactBook.all.map(\.id))
        #expect(await screen.stub.arguments == [nil, "20", "40"])
    }

    @Test("A full trailing swipe deletes the contact; it stays deleted after a filter round trip and a refresh")
    func swipeToDelete() async throws {
        let screen = ContactsScreen()
        await screen.serve(0, after: nil)
        let victim = firstPage[1]
        #expect(screen.table.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing))
        await screen.settle()
        #expect(!shownTexts(screen.table).contains(victim))
        #expect(screen.controller.status.text == "Deleted \(victim)")

        screen.controller.query = String(victim.prefix(3))
        await screen.settle()
        screen.controller.query = ""
        await screen.settle()
        #expect(!shownTexts(screen.table).contains(victim))
        #expect(shownTexts(screen.table).dropLast() == firstPage.filter { $0 != victim }[...])

        // The first page brought the end near on this tall screen: page 2 was asked for. The pull cancels it and asks
        // for the first page again, as the loader's next call.
        let refreshCall = await screen.stub.callCount
        #expect(screen.table.simulatePullToRefresh())
        await screen.serve(refreshCall, after: nil)
        #expect(await screen.stub.argument(of: refreshCall) == nil)
        #expect(!screen.controller.refreshControl.isRefreshing)
        #expect(!shownTexts(screen.table).contains(victim))
    }

    @Test("Pull to refresh loads the first page again and ends the refresh control when the load ends")
    func pullToRefresh() async throws {
        let screen = ContactsScreen(height: 400)  // the end is off screen: no next page loads
        await screen.serve(0, after: nil)
        let control = try #require(screen.table.refreshControl)
        #expect(screen.table.simulatePullToRefresh())
        #expect(control.isRefreshing)
        await screen.stub.waitForCalls(2)
        #expect(await screen.stub.argument(of: 1) == nil)
        #expect(control.isRefreshing)
        _ = await screen.stub.succeed(1, with: ContactBook.page(after: nil))
        await screen.controller.settled()
        #expect(!control.isRefreshing)
        #expect(screen.controller.viewModel.items.map(\.name) == firstPage)
        #expect(await screen.stub.callCount == 2)
    }

    @Test("Nearing the end loads page 2 once, with the loading-more row while it loads")
    func paging() async throws {
        let screen = ContactsScreen(height: 400)
        await screen.serve(0, after: nil)
        #expect(await screen.stub.callCount == 1)

        let lastSection = screen.table.numberOfSections - 1
        let last = IndexPath(row: screen.table.numberOfRows(inSection: lastSection) - 1, section: lastSection)
        screen.table.scrollToRow(at: last, at: .bottom, animated: false)
        screen.table.layoutIfNeeded()
        await screen.stub.waitForCalls(2)
        #expect(await screen.stub.argument(of: 1) == "20")
        #expect(screen.table.cellForRow(at: last)?.textLabel?.text == "Loading more contacts…")
        // More scrolling while the page loads does not load it again.
        screen.table.scrollToRow(at: last, at: .top, animated: false)
        screen.table.layoutIfNeeded()
        _ = screen.controller.viewModel.loadNextPage()
        #expect(await screen.stub.callCount == 2)

        await screen.serve(1, after: 20)
        #expect(screen.controller.viewModel.items.count == 40)
        #expect(screen.controller.viewModel.items.map(\.id) == Array(1...40))
        #expect(await screen.stub.arguments == [nil, "20"])
    }
}

@MainActor
@Suite("Showcase: the contacts screen in the terminal", .timeLimit(.minutes(10)))
struct ContactsFrameTests {
    @Test("Contacts: sections by initial; / types a search into the status line; d deletes; r refreshes")
    func contactsKeys() async throws {
        let run = try await ShowcaseRun.play(
            "tab tab tab tab tab down d / l o v e bs enter r", width: 50, height: 16)
        expectSnapshot(try #require(run.frame("5/15: tab")), named: "contacts")
        #expect(try #require(run.frame("6/15: down")).contains("> Adele Goldberg"))
        let deleted = try #require(run.frame("7/15: d"))
        #expect(deleted.contains("Deleted Adele Goldberg"))
        #expect(!deleted.contains("  Adele Goldberg"))
        let erased = try #require(run.frame("13/15: bs"))
        #expect(erased.contains("Search: lov▏"))
        #expect(erased.contains("> Ada Lovelace"))
        #expect(!erased.contains("Alan Turing"))
        #expect(try #require(run.frame("14/15: enter")).contains("Search: lov  Deleted Adele Goldberg"))
        // The refresh brings the first page back from the source; the deleted contact stays deleted.
        #expect(run.last.contains("> Ada Lovelace"))
        #expect(!run.last.contains("  Adele Goldberg"))
        #expect(run.last.contains("/ search  d delete  r refresh"))
    }
}
