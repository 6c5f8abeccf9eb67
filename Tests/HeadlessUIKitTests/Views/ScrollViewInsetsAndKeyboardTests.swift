#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A scroll view that counts `adjustedContentInsetDidChange()`, as a subclass overriding it does.
@MainActor
final class InsetCountingScrollView: UIScrollView {
    var changes = 0

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
    }
}

@MainActor
@Suite("Scroll view insets, adjustment behaviour and keyboard dismissal", .timeLimit(.minutes(10)))
struct ScrollViewInsetsAndKeyboardTests {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset,
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset and
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum.
    @Test("The content inset defaults to zero, adds to the adjusted inset and lets a drag rest past the content's ends")
    func contentInsetLetsScrollingPastTheEnds() {
        let scrollView = InsetCountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        #expect(scrollView.contentInset == .zero && scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(scrollView.changes == 1)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.changes == 1)
        scrollView.scroll(to: CGPoint(x: 0, y: -50))
        #expect(scrollView.contentOffset.y == -20)
        scrollView.scroll(to: CGPoint(x: 0, y: 1000))
        #expect(scrollView.contentOffset.y == 230)
    }

    @Test("isDragging and isTracking are true while a finger drags, isDecelerating while the content coasts")
    func draggingState() {
        let dataSource = TableSpecDataSource([(0..<50).map { "Row \($0)" }])
        let table = makeTable(dataSource)
        let recorder = DraggingStateRecorder()
        table.delegate = recorder
        table.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 2))
        #expect(recorder.states == ["willBegin dragging", "didEnd dragging", "willBeginDecelerating decelerating"])
        #expect(!table.isDragging && !table.isTracking && !table.isDecelerating)
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag: "The
    // keyboard is dismissed when a drag begins."
    @Test("With onDrag a drag's start ends editing in the window; with none it does not")
    func keyboardDismissModeOnDrag() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let field = UITextField()
        window.addSubview(scrollView)
        window.addSubview(field)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(field.becomeFirstResponder())
        scrollView.scroll(to: CGPoint(x: 0, y: 100))
        #expect(field.isFirstResponder)
        scrollView.keyboardDismissMode = .interactive
        scrollView.scroll(to: CGPoint(x: 0, y: 200))
        #expect(field.isFirstResponder)
        scrollView.keyboardDismissMode = .onDrag
        scrollView.scroll(to: CGPoint(x: 0, y: 300))
        #expect(!field.isFirstResponder)
    }
}

/// Records the scroll view's dragging state as each drag event arrives.
@MainActor
final class DraggingStateRecorder: NSObject, UITableViewDelegate {
    var states: [String] = []

    private func state(_ scrollView: UIScrollView) -> String {
        [
            scrollView.isDragging ? "dragging" : nil, scrollView.isDecelerating ? "decelerating" : nil,
        ].compactMap { $0 }.joined(separator: " ")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { states.append("willBegin \(state(scrollView))") }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        states.append("didEnd \(state(scrollView))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        states.append("willBeginDecelerating \(state(scrollView))")
    }
}
#endif
