#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIAction identity and content", .timeLimit(.minutes(10)))
struct UIActionIdentityAndContentTests {
    @Test("Identifiers made from the same text are equal, so a control keeps one action per identifier")
    func identifiersCompareByText() {
        #expect(UIAction.Identifier(rawValue: "refresh") == UIAction.Identifier("refresh"))
        #expect(UIAction.Identifier(rawValue: "refresh") != UIAction.Identifier("reload"))
        var ran: [String] = []
        let button = UIButton(type: .system)
        button.addAction(
            UIAction(identifier: UIAction.Identifier(rawValue: "go")) { _ in ran.append("first") }, for: .touchUpInside)
        button.addAction(
            UIAction(identifier: UIAction.Identifier("go")) { _ in ran.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(ran == ["second"])
    }

    @Test("An action's title and image can be changed after it is made")
    func titleAndImageAreSettable() {
        let action = UIAction(title: "Like") { _ in }
        #expect(action.image == nil)
        action.title = "Unlike"
        action.image = UIImage(systemName: "heart.fill")
        #expect(action.title == "Unlike")
        #expect(action.image?.name == "heart.fill")
    }
}
#endif
