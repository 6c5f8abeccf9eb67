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

/// A search bar's delegate that logs its editing calls and may refuse to end.
@MainActor
final class BarEditingLog: NSObject, UISearchBarDelegate {
    var log: [String] = []
    var allowsEnd = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
}

@MainActor
@Suite("UISearchController and UISearchBar", .timeLimit(.minutes(10)))
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
        #expect(!search.isActive && !search.searchBar.isFirstResponder && search.searchBar.text == "")
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

    @Test("becomeFirstResponder() in code begins editing and presents the controller, as a tap does")
    func firstResponderInCode() throws {
        let screen = NameSearchScreen()
        screen.loadViewIfNeeded()
        let search = try #require(screen.navigationItem.searchController)
        #expect(search.searchBar.canBecomeFirstResponder)
        #expect(search.searchBar.becomeFirstResponder())
        #expect(search.searchBar.isFirstResponder && search.isActive)
        #expect(screen.log == ["didBegin", "willPresent", "didPresent", "update(,true)"])
        #expect(search.searchBar.simulateTap())  // already editing: nothing more
        #expect(screen.log.count == 4)
    }

    @Test("resignFirstResponder() asks searchBarShouldEndEditing; endEditing(true) does not ask")
    func endingEditing() {
        let bar = UISearchBar(frame: .zero)
        let delegate = BarEditingLog()
        bar.delegate = delegate
        let container = UIView()
        container.addSubview(bar)
        #expect(bar.simulateTap())
        delegate.allowsEnd = false
        #expect(!bar.resignFirstResponder() && bar.isFirstResponder)
        #expect(!container.endEditing(false) && bar.isFirstResponder)
        #expect(container.endEditing(true) && !bar.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    }

    @Test("A search bar and a text field in one window take the first responder from each other")
    func barAndFieldHandOver() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = UISearchBar(frame: .zero)
        let barLog = BarEditingLog()
        bar.delegate = barLog
        let field = UITextField()
        let fieldLog = FieldDelegateLog()
        field.delegate = fieldLog
        window.addSubview(bar)
        window.addSubview(field)
        #expect(field.simulateTyping("a") == 1)
        #expect(bar.simulateTap())
        #expect(bar.isFirstResponder && !field.isEditing)
        #expect(fieldLog.log.suffix(2) == ["shouldEnd", "didEnd"])
        #expect(field.simulateTap())
        #expect(!bar.isFirstResponder && barLog.log == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        window.endEditing(true)
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

    @Test("Setting showsSearchResultsController turns automaticallyShowsSearchResultsController off and is what shows")
    func settingShowsResultsTurnsOffTheAutomaticBehaviour() {
        let controller = UISearchController(searchResultsController: UIViewController())
        #expect(controller.automaticallyShowsSearchResultsController)
        #expect(!controller.showsSearchResultsController)
        controller.showsSearchResultsController = true
        #expect(!controller.automaticallyShowsSearchResultsController)
        #expect(controller.showsSearchResultsController)
        controller.showsSearchResultsController = false
        #expect(!controller.showsSearchResultsController)
    }
}
#endif
