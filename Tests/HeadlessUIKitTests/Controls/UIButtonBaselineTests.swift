#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIButton baselines", .timeLimit(.minutes(10)))
struct UIButtonBaselineTests {
    @Test("Labels aligned to a button's first and last baselines sit on the line of its title's text")
    func labelsAlignToTheTitleBaseline() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let first = UILabel()
        first.text = "First"
        first.font = .systemFont(ofSize: 15)
        let last = UILabel()
        last.text = "Last"
        last.font = .systemFont(ofSize: 15)
        for view in [button, first, last] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            first.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            first.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            last.lastBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        let titleFont = try #require(title.font)
        let titleBaseline = button.frame.minY + title.frame.minY + titleFont.ascender
        let firstFont = try #require(first.font)
        let lastFont = try #require(last.font)
        #expect(abs(first.frame.minY + firstFont.ascender - titleBaseline) < 0.5)
        #expect(abs(last.frame.minY + lastFont.ascender - titleBaseline) < 0.5)
    }
}
#endif
