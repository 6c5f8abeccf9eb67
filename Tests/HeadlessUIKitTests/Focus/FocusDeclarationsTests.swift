#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table and collection view delegate that implements the focus and spring-loading methods as an app would.
@MainActor
private final class FocusDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        log.append("shouldUpdate \(String(describing: context.nextFocusedIndexPath))")
        return false
    }
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        coordinator.addCoordinatedAnimations({ self.log.append("animations") }, completion: { self.log.append("done") })
    }
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { IndexPath(row: 2, section: 0) }
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        context.targetItem = indexPath
        return false
    }
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { false }
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        IndexPath(item: 1, section: 0)
    }
}

/// A delegate that implements none of them.
@MainActor
private final class PlainDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {}

/// A spring-loading context as a test double.
@MainActor
private final class SpringContext: NSObject, UISpringLoadedInteractionContext {
    var state: UISpringLoadedInteractionEffectState = .activating
    var targetView: UIView?
    var targetItem: Any?
    func location(in view: UIView?) -> CGPoint { CGPoint(x: 3, y: 4) }
}

// Apple's documentation: https://developer.apple.com/documentation/uikit/uitableviewdelegate and
// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate (focus and spring loading),
// https://developer.apple.com/documentation/uikit/uifocusupdatecontext.
@MainActor
@Suite("Focus and spring-loading declarations (no focus engine)", .timeLimit(.minutes(10)))
struct FocusDeclarationsTests {
    @Test("A delegate's focus methods are reached through the protocols; without them rows and items can focus")
    func delegateMethodsAndDefaults() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let context = UITableViewFocusUpdateContext()
        let custom = FocusDelegate()
        let tableDelegate: any UITableViewDelegate = custom
        let collectionDelegate: any UICollectionViewDelegate = custom
        #expect(!tableDelegate.tableView(table, canFocusRowAt: IndexPath(row: 0, section: 0)))
        #expect(tableDelegate.tableView(table, canFocusRowAt: IndexPath(row: 1, section: 0)))
        #expect(!tableDelegate.tableView(table, shouldUpdateFocusIn: context))
        tableDelegate.tableView(table, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
        #expect(custom.log == ["shouldUpdate nil", "animations", "done"])
        #expect(tableDelegate.indexPathForPreferredFocusedView(in: table) == IndexPath(row: 2, section: 0))
        #expect(!collectionDelegate.collectionView(collectionView, canFocusItemAt: IndexPath(item: 0, section: 0)))
        #expect(
            collectionDelegate.indexPathForPreferredFocusedView(in: collectionView) == IndexPath(item: 1, section: 0))

        let plain = PlainDelegate()
        let plainTable: any UITableViewDelegate = plain
        let plainCollection: any UICollectionViewDelegate = plain
        #expect(plainTable.tableView(table, canFocusRowAt: IndexPath(row: 0, section: 0)))
        #expect(plainTable.tableView(table, shouldUpdateFocusIn: context))
        #expect(plainTable.indexPathForPreferredFocusedView(in: table) == nil)
        #expect(plainCollection.collectionView(collectionView, canFocusItemAt: IndexPath(item: 0, section: 0)))
        #expect(
            plainCollection.collectionView(collectionView, shouldUpdateFocusIn: UICollectionViewFocusUpdateContext()))
        #expect(plainCollection.indexPathForPreferredFocusedView(in: collectionView) == nil)
    }

    @Test("Spring loading: a delegate's answer and its use of the context, and UIKit's default of yes")
    func springLoading() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let context = SpringContext()
        let custom: any UITableViewDelegate = FocusDelegate()
        #expect(!custom.tableView(table, shouldSpringLoadRowAt: IndexPath(row: 3, section: 0), with: context))
        #expect(context.targetItem as? IndexPath == IndexPath(row: 3, section: 0))
        #expect(context.location(in: nil) == CGPoint(x: 3, y: 4))
        let plain = PlainDelegate()
        #expect((plain as any UITableViewDelegate).tableView(table, shouldSpringLoadRowAt: IndexPath(), with: context))
        #expect(
            (plain as any UICollectionViewDelegate).collectionView(
                collectionView, shouldSpringLoadItemAt: IndexPath(), with: context))
    }

    @Test("Contexts made with init() have no views, index paths or heading; the focus flags default to false")
    func contextsAndFlags() {
        let context = UICollectionViewFocusUpdateContext()
        #expect(context.previouslyFocusedIndexPath == nil)
        #expect(context.nextFocusedIndexPath == nil)
        #expect(context.previouslyFocusedView == nil)
        #expect(context.nextFocusedView == nil)
        #expect(context.focusHeading.isEmpty)
        #expect(UIFocusHeading.up.union(.left).contains(.left))
        let table = UITableView(frame: .zero, style: .plain)
        #expect(!table.remembersLastFocusedIndexPath)
        #expect(!table.selectionFollowsFocus)
        table.remembersLastFocusedIndexPath = true
        #expect(table.remembersLastFocusedIndexPath)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!collectionView.remembersLastFocusedIndexPath)
        collectionView.selectionFollowsFocus = true
        #expect(collectionView.selectionFollowsFocus)
    }

    @Test("A focus animation coordinator runs the animations, then the completion, at once")
    func coordinatorRunsAtOnce() {
        var log: [String] = []
        let coordinator = UIFocusAnimationCoordinator()
        coordinator.addCoordinatedAnimations({ log.append("animations") }, completion: { log.append("completion") })
        coordinator.addCoordinatedAnimations(nil) { log.append("completion only") }
        #expect(log == ["animations", "completion", "completion only"])
    }
}
#endif
