#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// UIContentUnavailableView's scrolling, from Apple's documentation of `isScrollEnabled` (iOS 17): "A Boolean value that
// determines whether the view content can scroll. The default is NO."
// https://developer.apple.com/documentation/uikit/uicontentunavailableview/isscrollenabled
@MainActor
@Suite("Content-unavailable view scrolling", .timeLimit(.minutes(10)))
struct ContentUnavailableScrollingTests {
    /// A 200-point-wide, 120-point-high view whose text (twenty words, wrapped) is taller than the view, laid out.
    func makeTallView() -> (UIContentUnavailableView, UILabel) {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = Array(repeating: "Nothing", count: 20).joined(separator: " ")
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        view.layoutIfNeeded()
        let label = view.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden } ?? UILabel()
        return (view, label)
    }

    @Test("Scrolling is off by default, and a drag then leaves content taller than the view where it is")
    func scrollingIsOffByDefault() {
        let (view, label) = makeTallView()
        #expect(view.isScrollEnabled == false)
        let top = view.configurationMargins.top
        #expect(label.frame.minY == top)
        #expect(label.frame.height > 120)
        #expect(view.simulateScroll(by: 50) == false)
        #expect(label.frame.minY == top)
    }

    @Test("With scrolling on, a drag moves content taller than the view, and stops where its bottom margin shows")
    func withScrollingOnADragMovesTallContent() {
        let (view, label) = makeTallView()
        view.isScrollEnabled = true
        let margins = view.configurationMargins
        #expect(view.simulateScroll(by: 30))
        #expect(label.frame.minY == margins.top - 30)
        #expect(view.simulateScroll(by: 10_000))
        #expect(label.frame.maxY + margins.bottom == 120)
        #expect(view.simulateScroll(by: 10) == false)
        #expect(view.simulateScroll(by: -10_000))
        #expect(label.frame.minY == margins.top)
    }

    @Test("Content that fits does not scroll, and turning scrolling off puts scrolled content back at its top")
    func contentThatFitsDoesNotScroll() {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Items"
        let short = UIContentUnavailableView(configuration: configuration)
        short.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        short.isScrollEnabled = true
        short.layoutIfNeeded()
        #expect(short.simulateScroll(by: 20) == false)

        let (view, label) = makeTallView()
        view.isScrollEnabled = true
        view.simulateScroll(by: 40)
        view.isScrollEnabled = false
        view.layoutIfNeeded()
        #expect(label.frame.minY == view.configurationMargins.top)
    }
}

extension UIContentUnavailableView {
    /// The margins of the configuration the view shows.
    fileprivate var configurationMargins: NSDirectionalEdgeInsets {
        (configuration as? UIContentUnavailableConfiguration)?.directionalLayoutMargins ?? .zero
    }
}
#endif
