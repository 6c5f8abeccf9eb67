#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A list screen that shows an empty state while it has no items, as Apple's documentation suggests: it overrides
/// `updateContentUnavailableConfiguration(using:)` and asks for updates when its items change.
final class EmptyStateController: UIViewController {
    var items: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    var updates: [String?] = []

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates.append(state.searchText)
        if items.isEmpty {
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = "No Items"
            configuration.secondaryText = state.searchText.map { "Nothing matches \($0)" }
            contentUnavailableConfiguration = configuration
        } else {
            contentUnavailableConfiguration = nil
        }
    }
}

// Content-unavailable configurations and views, from Apple's documentation (iOS 17):
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct ("assign it to a
// view controller's contentUnavailableConfiguration, or to a UIContentUnavailableView"),
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading() ("content
// that's loading"), https://developer.apple.com/documentation/uikit/uicontentunavailableview,
// https://developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:)
// ("Override this method to update the value of contentUnavailableConfiguration as appropriate for the given state.
// Don't call this method directly. Instead, call setNeedsUpdateContentUnavailableConfiguration()"), and
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct/searchtext
// ("By default, this property returns the search bar text from the view controller's search controller").
@MainActor
@Suite("Content-unavailable configurations and views", .timeLimit(.minutes(10)))
struct ContentUnavailableTests {
    @Test("The empty configuration has no content, loading shows an activity indicator, search has its image and text")
    func factories() throws {
        let empty = UIContentUnavailableConfiguration.empty()
        #expect(empty.text == nil && empty.secondaryText == nil && empty.image == nil)
        #expect(empty.alignment == .center)
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.image != nil && search.text != nil)

        let loading = UIContentUnavailableConfiguration.loading().makeContentView()
        let loadingView = try #require(loading as? UIContentUnavailableView)
        let spinner = try #require(loadingView.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating && !spinner.isHidden)
        let emptyView = try #require(empty.makeContentView() as? UIContentUnavailableView)
        #expect(emptyView.subviews.allSatisfy { $0.isHidden })
    }

    @Test("A content-unavailable view stacks the image and texts in the middle, and refuses another configuration")
    func viewLayout() throws {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Mail"
        configuration.secondaryText = "New messages appear here."
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        view.layoutIfNeeded()
        let shown = view.subviews.filter { !$0.isHidden }
        #expect(shown.count == 3)
        let image = try #require(shown.first { $0 is UIImageView })
        let labels = shown.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["No Mail", "New messages appear here."])
        // Stacked top to bottom with the paddings, each centred horizontally, the stack centred vertically.
        #expect(labels[0].frame.minY >= image.frame.maxY + configuration.imageToTextPadding - 0.5)
        #expect(labels[1].frame.minY >= labels[0].frame.maxY + configuration.textToSecondaryTextPadding - 0.5)
        for part in shown { #expect(abs(part.frame.midX - 195) <= 0.5) }
        #expect(abs((image.frame.minY + labels[1].frame.maxY) / 2 - 300) <= 1)

        #expect(view.supports(UIContentUnavailableConfiguration.search()))
        #expect(!view.supports(UIListContentConfiguration.cell()))
        let messages = raisedMessages { view.configuration = UIListContentConfiguration.cell() }
        #expect(messages.count == 1)
        #expect((view.configuration as? UIContentUnavailableConfiguration)?.text == "No Mail")

        configuration.alignment = .natural
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(labels[0].frame.minX == configuration.directionalLayoutMargins.leading)
    }

    @Test("A controller's configuration shows a view over its content, updated when asked and removed with nil")
    func controllerUpdates() throws {
        let controller = EmptyStateController()
        let list = UIView(frame: .zero)
        controller.view.addSubview(list)
        controller.view.layoutIfNeeded()
        // The first layout asks once.
        #expect(controller.updates.count == 1)
        let overlay = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect(overlay.frame == controller.view.bounds)
        #expect((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "No Items")

        // Requests combine into one update at the next layout; the state carries the search bar's text.
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.text = "pears"
        controller.navigationItem.searchController = search
        controller.setNeedsUpdateContentUnavailableConfiguration()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(controller.updates.count == 1)
        controller.view.layoutIfNeeded()
        #expect(controller.updates == [nil, "pears"])
        #expect(controller.contentUnavailableConfigurationState.searchText == "pears")
        // The same view shows the new configuration.
        #expect(controller.view.subviews.last === overlay)
        #expect((overlay.configuration as? UIContentUnavailableConfiguration)?.secondaryText == "Nothing matches pears")

        controller.items = ["Apple"]
        controller.view.layoutIfNeeded()
        #expect(controller.updates.count == 3)
        #expect(controller.contentUnavailableConfiguration == nil)
        #expect(overlay.superview == nil)
        #expect(controller.view.subviews.last === list)
    }
}
#endif
