#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table view test double that acts as if shown in a window, as peers' test suites write them.
@MainActor
private final class WindowedTableView: UITableView {
    let fakeWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    override var window: UIWindow? { fakeWindow }
}

// Apple's documentation: https://developer.apple.com/documentation/uikit/uiview/window
@MainActor
@Suite("UIView.window is overridable, as on iOS", .timeLimit(.minutes(10)))
struct UIViewWindowOverrideTests {
    @Test("A view's window is its nearest window ancestor, and a subclass's override is what callers see")
    func windowIsOverridable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: window.bounds)
        let label = UILabel(frame: .zero)
        #expect(label.window == nil)
        window.addSubview(container)
        container.addSubview(label)
        #expect(label.window === window)
        #expect(window.window === window)
        let double = WindowedTableView(frame: .zero, style: .plain)
        let asView: UIView = double
        #expect(double.superview == nil)
        #expect(asView.window === double.fakeWindow)
    }
}
#endif
