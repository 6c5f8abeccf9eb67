#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table view controller with a context menu on each row, written as for UIKit.
@MainActor
final class MailboxController: UITableViewController {
    var messages = ["Lunch?", "Invoice", "Photos"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration(\(indexPath.row),\(Int(point.x)),\(Int(point.y)))")
        guard indexPath.row != 2 else { return nil }
        return UIContextMenuConfiguration(identifier: indexPath.row as NSNumber, previewProvider: nil) { suggested in
            self.log.append("actionProvider(\(suggested.count))")
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in
                self.log.append("delete")
                self.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            let archive = UIAction(title: "Archive", attributes: .disabled) { _ in self.log.append("archive") }
            let flag = UIAction(title: "Flag", state: .on) { _ in self.log.append("flag") }
            return UIMenu(
                title: "",
                children: [UIMenu(title: "More", options: .displayInline, children: [flag]), archive, delete])
        }
    }

    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willDisplay")
        animator?.addCompletion { self.log.append("displayed") }
    }

    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willEnd(\(configuration.identifier as? NSNumber ?? -1))")
    }
}

/// A collection view delegate with a context menu on each item.
@MainActor
final class GridMenuDelegate: NSObject, UICollectionViewDelegate {
    var log: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration(\(indexPath.item),\(Int(point.x)),\(Int(point.y)))")
        return UIContextMenuConfiguration(
            identifier: nil, previewProvider: { UIViewController() },
            actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in self.log.append("open") }]) })
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willDisplay(\(animator?.previewViewController != nil))")
    }

    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willEnd")
    }
}

/// A collection view delegate that implements both context-menu methods, as an app written for iOS 16 and earlier
/// versions does.
@MainActor
final class BothMenuMethodsDelegate: NSObject, UICollectionViewDelegate {
    var log: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("itemAt(\(indexPath.item))")
        return nil
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("itemsAt(\(indexPaths.map(\.item)),\(Int(point.x)),\(Int(point.y)))")
        return UIContextMenuConfiguration(
            identifier: nil, previewProvider: nil,
            actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
    }
}

@MainActor
@Suite("Context menus, UIMenu and UIAction", .timeLimit(.minutes(10)))
struct ContextMenuTests {
    /// A laid-out mailbox of 320 by 440 points with 44-point rows.
    private func mailbox() -> MailboxController {
        let controller = MailboxController(style: .plain)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        controller.tableView.layoutIfNeeded()
        return controller
    }

    @Test("A long press asks the delegate with the row's centre, makes the menu and tells the delegate it shows")
    func longPressShowsTheMenu() throws {
        let controller = mailbox()
        let menu = try #require(controller.tableView.simulateLongPress(at: IndexPath(row: 1, section: 0)))
        #expect(controller.log == ["configuration(1,160,66)", "actionProvider(0)", "willDisplay", "displayed"])
        #expect(menu.children.map(\.title) == ["More", "Archive", "Delete"])
        #expect((menu.children[2] as? UIAction)?.attributes == .destructive)
    }

    @Test("Choosing an action ends the menu, then runs its handler; disabled actions cannot be chosen")
    func choosingAnAction() {
        let controller = mailbox()
        controller.tableView.simulateLongPress(at: IndexPath(row: 0, section: 0))
        controller.log = []
        #expect(!controller.tableView.simulateTapContextMenuAction(titled: "Archive"))
        #expect(!controller.tableView.simulateTapContextMenuAction(titled: "Reply"))
        #expect(controller.tableView.simulateTapContextMenuAction(titled: "Delete"))
        #expect(controller.log == ["willEnd(0)", "delete"])
        #expect(visibleTexts(controller.tableView) == ["Invoice", "Photos"])
        #expect(!controller.tableView.simulateTapContextMenuAction(titled: "Delete"))
    }

    @Test("Actions in submenus can be chosen; dismissing ends the menu without running any action")
    func submenusAndDismissal() {
        let controller = mailbox()
        controller.tableView.simulateLongPress(at: IndexPath(row: 0, section: 0))
        #expect(controller.tableView.simulateTapContextMenuAction(titled: "Flag"))
        controller.tableView.simulateLongPress(at: IndexPath(row: 1, section: 0))
        controller.log = []
        #expect(controller.tableView.simulateDismissContextMenu())
        #expect(controller.log == ["willEnd(1)"])
        #expect(!controller.tableView.simulateDismissContextMenu())
    }

    @Test("A row whose configuration is nil shows no menu, and nothing is told it shows")
    func noConfiguration() {
        let controller = mailbox()
        #expect(controller.tableView.simulateLongPress(at: IndexPath(row: 2, section: 0)) == nil)
        #expect(controller.log == ["configuration(2,160,110)"])
        #expect(controller.tableView.simulateLongPress(at: IndexPath(row: 9, section: 0)) == nil)
        let plain = UITableViewController(style: .plain)
        #expect(plain.tableView.simulateLongPress(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test("A long press on an item works the same in a collection view (a delegate with only the deprecated method)")
    func collectionView() {
        let (grid, _) = makeGrid(counts: [4])
        let delegate = GridMenuDelegate()
        grid.keepAlive.append(delegate)
        grid.delegate = delegate
        let menu = grid.simulateLongPress(at: path(0, 1))
        #expect(menu?.children.map(\.title) == ["Open"])
        #expect(grid.simulateTapContextMenuAction(titled: "Open"))
        #expect(delegate.log == ["configuration(1,75,25)", "willDisplay(true)", "willEnd", "open"])
    }

    @Test("A collection view asks the iOS 16 method, for the pressed item, and not the deprecated one beside it")
    func collectionViewAsksTheIOS16Method() {
        let (grid, _) = makeGrid(counts: [4])
        let delegate = BothMenuMethodsDelegate()
        grid.keepAlive.append(delegate)
        grid.delegate = delegate
        let menu = grid.simulateLongPress(at: path(0, 2))
        #expect(menu?.children.map(\.title) == ["Share"])
        #expect(delegate.log == ["itemsAt([2],25,75)"])
    }

    @Test("Menus and actions keep what they are made with; identifiers are unique when none is given")
    func menusAndActions() {
        let action = UIAction(title: "Copy", discoverabilityTitle: "Copy the text") { _ in }
        let other = UIAction(title: "Copy") { _ in }
        #expect(action.identifier != other.identifier)
        #expect(action.state == .off && action.attributes.isEmpty)
        #expect(action.discoverabilityTitle == "Copy the text")
        let menu = UIMenu(
            title: "Edit", identifier: UIMenu.Identifier("edit"), options: .displayInline, children: [action])
        let replaced = menu.replacingChildren([other, action])
        #expect(replaced.identifier == UIMenu.Identifier("edit") && replaced.title == "Edit")
        #expect(replaced.options == .displayInline && replaced.children.count == 2)
        #expect(UIMenu().identifier != UIMenu().identifier)
        let element: UIMenuElement = action
        #expect(element.title == "Copy")
        #expect(UIContextMenuConfiguration(identifier: nil, previewProvider: nil).identifier is NSUUID)
    }
}
#endif
