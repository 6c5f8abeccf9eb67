#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// `layoutIfNeeded()` of a view that is not where the constraints are solved (UIKit solves one engine per window).
@MainActor
@Suite("layoutIfNeeded below the engine's host", .timeLimit(.minutes(10)))
struct LayoutIfNeededTests {
    /// A window, two plain views one in the other, a footer in the inner one, and a centred stack of two labels in the footer: the
    /// constraints live in the window's engine.
    @MainActor
    private struct Tree {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let footer = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 64))
        let title = UILabel()
        let detail = UILabel()
        let stack = UIStackView()

        init() {
            title.text = "Version 2.4 (118)"
            detail.text = "Never synced"
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 4
            stack.addArrangedSubview(title)
            stack.addArrangedSubview(detail)
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(outer)
            outer.addSubview(middle)
            middle.addSubview(footer)
            footer.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
                stack.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
            ])
            window.layoutIfNeeded()
        }
    }

    @Test("A label's new text is laid out by layoutIfNeeded of any view above it, the window's engine solved first")
    func textChangeLaidOutFromAnAncestor() {
        let tree = Tree()
        let before = tree.detail.frame
        #expect(before.width == tree.detail.intrinsicContentSize.width)
        tree.detail.text = "Synced"
        #expect(tree.detail.frame == before, "nothing moves before a layout pass")
        tree.middle.layoutIfNeeded()
        #expect(tree.detail.frame.width == tree.detail.intrinsicContentSize.width)
        #expect(tree.detail.frame.width < before.width)
        #expect(abs(tree.detail.frame.midX - tree.stack.bounds.midX) < 0.5, "still centred in the stack")
    }

    @Test("layoutIfNeeded of a view beside the change leaves the change for the next pass above it")
    func siblingDoesNotLayOutTheChange() {
        let tree = Tree()
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tree.middle.addSubview(sibling)
        tree.window.layoutIfNeeded()
        let before = tree.detail.frame
        tree.detail.text = "Synced"
        sibling.layoutIfNeeded()
        // The solve ran (its engine places the sibling too), and marked the stack: the window's next pass lays it
        // out; the sibling's own pass covers only its subtree, as CALayer's layoutIfNeeded does.
        #expect(tree.detail.frame == before)
        tree.window.layoutIfNeeded()
        #expect(tree.detail.frame.width == tree.detail.intrinsicContentSize.width)
    }

    @Test("A subtree taken out of its window keeps its constraints: a text change there is laid out, and again back in")
    func subtreeLeavesAndRejoinsTheWindow() {
        let tree = Tree()
        tree.middle.removeFromSuperview()
        tree.detail.text = "Synced"
        tree.middle.layoutIfNeeded()
        #expect(abs(tree.detail.frame.width - tree.detail.intrinsicContentSize.width) < 0.5)
        #expect(abs(tree.detail.frame.midX - tree.stack.bounds.midX) < 0.5)
        tree.outer.addSubview(tree.middle)
        tree.detail.text = "Synced 12 times"
        tree.window.layoutIfNeeded()
        #expect(abs(tree.detail.frame.width - tree.detail.intrinsicContentSize.width) < 0.5)
        #expect(abs(tree.detail.frame.midX - tree.stack.bounds.midX) < 0.5)
    }
}
#endif
