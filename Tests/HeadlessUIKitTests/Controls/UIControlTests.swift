#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIControl, UIButton, UIAction, UIContextualAction", .timeLimit(.minutes(10)))
struct UIControlTests {
    @Test("sendActions runs the actions added for the events, in order, with the control as sender")
    func sendActions() {
        let button = UIButton(type: .system)
        var log: [String] = []
        var sender: Any?
        button.addAction(
            UIAction(title: "A") { action in
                log.append("A")
                sender = action.sender
            }, for: .touchUpInside)
        button.addAction(UIAction(title: "B") { _ in log.append("B") }, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["A"])
        #expect((sender as? UIButton) === button)
        button.sendActions(for: .valueChanged)
        #expect(log == ["A", "B"])
    }

    @Test("A tap on a button also triggers its primary action")
    func primaryAction() {
        var tapped = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in tapped += 1 })
        #expect(button.title(for: .normal) == "Go")
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 2)
    }

    @Test("Adding an action with the identifier of one already added replaces it")
    func sameIdentifierReplaces() {
        let button = UIButton(type: .custom)
        var log: [String] = []
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
    }

    @Test("A disabled control runs no actions")
    func disabledControl() {
        let button = UIButton(type: .system)
        var ran = false
        button.addAction(UIAction { _ in ran = true }, for: .touchUpInside)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(!ran)
        #expect(button.state == .disabled)
    }

    @Test("Titles are set per state and fall back to the normal title")
    func titles() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
    }

    @Test("A contextual action keeps its style, title and handler")
    func contextualAction() {
        var completed: Bool?
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        action.handler(action, UIView()) { completed = $0 }
        #expect(action.style == .destructive && action.title == "Delete")
        #expect(completed == true)
    }
}
#endif
