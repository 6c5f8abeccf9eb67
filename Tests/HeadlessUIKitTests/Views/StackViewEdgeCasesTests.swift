#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: baselines, proportions, hidden first views, bad indices", .timeLimit(.minutes(10)))
struct StackViewEdgeCasesTests {
    @Test("A stack view made from an archive is nil: HeadlessUIKit has no archives")
    func initCoder() {
        #expect(UIStackView(coder: NSCoder()) == nil)
    }

    @Test("Inserting an arranged view beyond the end raises UIKit's range message and arranges nothing")
    func insertBeyondBounds() {
        let stack = UIStackView(arrangedSubviews: [UIView()])
        let extra = UIView()
        let raised = raisedMessages { stack.insertArrangedSubview(extra, at: 3) }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("-[UIStackView insertArrangedSubview:atIndex:]: index 3 beyond bounds") == true)
        #expect(stack.arrangedSubviews.count == 1 && extra.superview == nil)
    }

    @Test("A stack view's baselines are those of its first and last visible arranged labels")
    func baselines() {
        let root = rootView()
        let hidden = UILabel()
        hidden.text = "Hidden"
        hidden.isHidden = true
        let first = UILabel()
        first.text = "First"
        let last = UILabel()
        last.text = "Last"
        let stack = constrainedView(UIStackView(arrangedSubviews: [hidden, first, last]), in: root)
        stack.axis = .vertical
        let top = constrainedView(UIView(), in: root)
        let bottom = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            top.bottomAnchor.constraint(equalTo: stack.firstBaselineAnchor),
            top.heightAnchor.constraint(equalToConstant: 4),
            bottom.topAnchor.constraint(equalTo: stack.lastBaselineAnchor),
            bottom.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(stack.forFirstBaselineLayout === first && stack.forLastBaselineLayout === last)
        let firstBaseline = root.convert(CGPoint(x: 0, y: first.font.ascender), from: first).y
        let lastBaseline = root.convert(CGPoint(x: 0, y: last.bounds.maxY + last.font.descender), from: last).y
        // Frames are on the pixel grid (a third of a point), baselines follow the font's metrics.
        #expect(abs(top.frame.maxY - firstBaseline) <= 1.0 / 3)
        #expect(abs(bottom.frame.minY - lastBaseline) <= 1.0 / 3)
    }

    @Test("A stack view without visible arranged views is its own baseline view")
    func baselinesWithoutVisibleViews() {
        let stack = UIStackView()
        #expect(stack.forFirstBaselineLayout === stack && stack.forLastBaselineLayout === stack)
    }

    @Test("Fill proportionally follows a change of an arranged label's text")
    func proportionalFollowsIntrinsicSize() {
        let root = rootView()
        let short = UILabel()
        short.text = "aa"
        let long = UILabel()
        long.text = "aaaa"
        let stack = constrainedView(UIStackView(arrangedSubviews: [short, long]), in: root)
        stack.distribution = .fillProportionally
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        #expect(short.frame.width == 100 && long.frame.width == 200)
        short.text = "aaaa"
        root.layoutIfNeeded()
        #expect(short.frame.width == 150 && long.frame.width == 150)
    }

    @Test("A hidden first arranged view takes no room: the next one starts at the stack's top")
    func hiddenFirstView() {
        let root = rootView()
        let hidden = UIView()
        hidden.isHidden = true
        let shown = UIView()
        shown.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let stack = constrainedView(UIStackView(arrangedSubviews: [hidden, shown]), in: root)
        stack.axis = .vertical
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(stack.frame.height == 30)
    }
}
#endif
