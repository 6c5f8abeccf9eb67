#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A screen that searches names, written as an iOS app writes it: the updater, the search bar's delegate and the
/// search controller's delegate, logging what each hears.
@MainActor
final class NameSearchScreen: UIViewController, UISearchResultsUpdating, UISearchBarDelegate,
    UISearchControllerDelegate
{
    let names = ["Ada", "Alan", "Grace", "Linus"]
    var shown: [String] = []
    var log: [String] = []
    var refused: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Names"
        search.searchBar.delegate = self
        search.delegate = self
        navigationItem.searchController = search
        shown = names
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        log.append("update(\(text),\(searchController.isActive))")
        shown = text.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(text) }
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("textDidChange(\(searchText))")
    }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !refused.contains(text)
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

@MainActor
@Suite("UISearchController and UISearchBar")
struct UISearchControllerTests {
    @Test("Tapping the bar presents the controller and asks the updater; each typed character asks again")
    func typingUpdatesResults() throws {
        let screen = NameSearchScreen()
        screen.loadViewIfNeeded()
        let search = try #require(screen.navigationItem.searchController)
        #expect(!search.isActive && search.searchBar.placeholder == "Names")
        #expect(search.searchBar.simulateTyping("al") == 2)
        #expect(search.isActive)
        #expect(
            screen.log == [
                "didBegin", "willPresent", "didPresent", "update(,true)", "textDidChange(a)", "update(a,true)",
                "textDidChange(al)", "update(al,true)",
            ])
        #expect(screen.shown == ["Alan"])
        #expect(search.showsSearchResultsController)
        #expect(search.searchBar.showsCancelButton)
    }

    @Test("A character the delegate refuses changes nothing and does not ask the updater")
    func refusedCharacter() throws {
        let screen = NameSearchScreen()
        screen.loadViewIfNeeded()
        screen.refused = ["x"]
        let bar = try #require(screen.navigationItem.searchController?.searchBar)
        bar.simulateTyping("axd")
        #expect(bar.text == "ad")
        #expect(screen.log.filter { $0.hasPrefix("update") }.count == 3)
    }

    @Test("Cancel clears the text, dismisses, and asks the updater once more with the full list")
    func cancel() throws {
        let screen = NameSearchScreen()
        screen.loadViewIfNeeded()
        let search = try #require(screen.navigationItem.searchController)
        search.searchBar.simulateTyping("gr")
        screen.log = []
        #expect(search.searchBar.simulateCancelButtonTap())
        #expect(screen.log == ["cancel", "textDidChange()", "willDismiss", "didDismiss", "update(,false)"])
        #expect(!search.isActive && !search.searchBar.isEditing && search.searchBar.text == "")
        #expect(screen.shown == screen.names)
        #expect(!search.searchBar.simulateCancelButtonTap())
    }

    @Test("Setting isActive or the bar's text in code tells the delegate of presentation but never asks the updater")
    func programmaticChanges() throws {
        let screen = NameSearchScreen()
        screen.loadViewIfNeeded()
        let search = try #require(screen.navigationItem.searchController)
        search.isActive = true
        search.searchBar.text = "Ada"
        search.isActive = false
        #expect(screen.log == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(search.searchBar.text == "Ada")
    }

    @Test("Deleting and the Search key reach the delegate and the updater")
    func deleteAndSearch() throws {
        let screen = NameSearchScreen()
        screen.loadViewIfNeeded()
        let bar = try #require(screen.navigationItem.searchController?.searchBar)
        #expect(!bar.simulateSearchButtonTap())
        bar.simulateTyping("lx")
        #expect(bar.simulateDeleteBackward())
        #expect(bar.text == "l" && screen.log.suffix(2) == ["textDidChange(l)", "update(l,true)"])
        #expect(bar.simulateSearchButtonTap())
        #expect(screen.log.last == "search")
    }

    @Test("A scope change asks the updater again")
    func scopes() {
        let search = UISearchController(searchResultsController: UIViewController())
        let screen = NameSearchScreen()
        search.searchResultsUpdater = screen
        search.searchBar.scopeButtonTitles = ["All", "Recent"]
        search.searchBar.simulateTap()
        #expect(search.searchBar.showsScopeBar)
        #expect(search.searchBar.simulateScopeButtonTap(at: 1))
        #expect(!search.searchBar.simulateScopeButtonTap(at: 1))
        #expect(screen.log == ["update(,true)", "update(,true)"])
        #expect(search.searchResultsController != nil)
    }
}
#endif
