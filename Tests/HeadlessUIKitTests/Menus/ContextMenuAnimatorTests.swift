#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table view controller whose rows show a context menu, and whose delegate adds animations and completions to the
/// menu's animators, logging when they run.
final class AnimatedMenuController: UITableViewController {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { [unowned self] _ in self.log.append("share") }])
        }
    }

    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willDisplay")
        animator?.addCompletion { [unowned self] in self.log.append("display completion") }
        animator?.addAnimations { [unowned self] in self.log.append("display animation") }
    }

    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willEnd")
        animator?.addAnimations { [unowned self] in self.log.append("end animation") }
        animator?.addCompletion { [unowned self] in self.log.append("end completion") }
    }
}

@MainActor
@Suite("UIContextMenuInteractionAnimating", .timeLimit(.minutes(10)))
struct ContextMenuAnimatorTests {
    @Test("Animations added as the menu appears run with it, and the completions after them")
    func appearanceAnimationsThenCompletions() throws {
        let controller = AnimatedMenuController(style: .plain)
        let table = try #require(controller.tableView)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        #expect(table.simulateLongPress(at: IndexPath(row: 1, section: 0)) != nil)
        #expect(controller.log == ["willDisplay", "display animation", "display completion"])
    }

    @Test("Choosing an action ends the menu, its animations and completions, before the action's handler runs")
    func endAnimationsBeforeTheAction() throws {
        let controller = AnimatedMenuController(style: .plain)
        let table = try #require(controller.tableView)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.simulateLongPress(at: IndexPath(row: 0, section: 0))
        controller.log.removeAll()
        #expect(table.simulateTapContextMenuAction(titled: "Share"))
        #expect(controller.log == ["willEnd", "end animation", "end completion", "share"])
    }
}
#endif
