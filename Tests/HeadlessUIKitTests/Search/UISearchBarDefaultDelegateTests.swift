#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A search bar delegate that implements none of the protocol's optional methods.
final class SilentSearchBarDelegate: NSObject, UISearchBarDelegate {}

/// A search controller delegate that implements none of the protocol's optional methods.
final class SilentSearchControllerDelegate: NSObject, UISearchControllerDelegate {}

@MainActor
@Suite("UISearchBar with a delegate that implements nothing", .timeLimit(.minutes(10)))
struct UISearchBarDefaultDelegateTests {
    @Test("A delegate that implements nothing lets the user begin, type, delete, search, change scope and end")
    func everyEditIsAllowed() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let delegate = SilentSearchBarDelegate()
        bar.delegate = delegate
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.setShowsScope(true, animated: true)
        #expect(bar.showsScopeBar)
        #expect(bar.simulateTap())
        #expect(bar.isFirstResponder)
        #expect(bar.simulateTyping("ada") == 3)
        #expect(bar.simulateDeleteBackward())
        #expect(bar.text == "ad")
        #expect(bar.simulateSearchButtonTap())
        #expect(bar.simulateScopeButtonTap(at: 1))
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(bar.resignFirstResponder())
        #expect(!bar.isFirstResponder)
    }

    @Test("The Cancel button of a bar without a search controller shows only when asked, and keeps the text")
    func cancelButtonOfAStandaloneBar() {
        let bar = UISearchBar(frame: .zero)
        let delegate = SilentSearchBarDelegate()
        bar.delegate = delegate
        bar.text = "query"
        #expect(!bar.showsCancelButton)
        #expect(!bar.simulateCancelButtonTap())
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        #expect(bar.simulateCancelButtonTap())
        #expect(bar.text == "query")
        bar.setShowsCancelButton(false, animated: false)
        #expect(!bar.simulateCancelButtonTap())
    }

    @Test("A search bar is 56 points high and takes the width it is given")
    func intrinsicSize() {
        let bar = UISearchBar(frame: .zero)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
    }

    @Test("A search bar cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UISearchBar(coder: NSCoder()) == nil)
    }
}

@MainActor
@Suite("UISearchController defaults", .timeLimit(.minutes(10)))
struct UISearchControllerDefaultsTests {
    @Test("With a delegate that implements nothing, tapping and cancelling still present and dismiss the search")
    func silentDelegatePresentsAndDismisses() {
        let search = UISearchController(searchResultsController: nil)
        let delegate = SilentSearchControllerDelegate()
        search.delegate = delegate
        #expect(search.searchBar.simulateTap())
        #expect(search.isActive)
        #expect(search.searchBar.showsCancelButton)
        #expect(search.searchBar.simulateCancelButtonTap())
        #expect(!search.isActive)
        #expect(!search.searchBar.showsCancelButton)
        #expect(!search.searchBar.isFirstResponder)
    }

    @Test("A search controller made with init(nibName:bundle:) has no results controller and is inactive")
    func nibNameInit() {
        let search = UISearchController(nibName: nil, bundle: nil)
        #expect(search.searchResultsController == nil)
        #expect(!search.isActive)
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.automaticallyShowsCancelButton)
    }

    @Test("The results controller shows while active with text; turned off automatic, it shows as set")
    func showsSearchResultsController() {
        let search = UISearchController(searchResultsController: UIViewController())
        #expect(!search.showsSearchResultsController)
        search.searchBar.simulateTyping("a")
        #expect(search.isActive && search.showsSearchResultsController)
        search.automaticallyShowsSearchResultsController = false
        #expect(!search.showsSearchResultsController)
        search.showsSearchResultsController = true
        #expect(search.showsSearchResultsController)
        search.searchBar.simulateCancelButtonTap()
        #expect(search.showsSearchResultsController)
        search.showsSearchResultsController = false
        #expect(!search.showsSearchResultsController)
    }

    @Test("A search controller cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UISearchController(coder: NSCoder()) == nil)
    }
}
#endif
