#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table delegate with a context menu whose highlight and dismissing previews it chooses, written as for UIKit,
/// recording every call.
@MainActor
final class PreviewingTableDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    /// Whether the delegate gives its own highlight preview (a rounded part of the cell), or `nil`.
    var givesHighlightPreview = true
    /// The commit style chosen when the preview is tapped.
    var commitStyle = UIContextMenuInteractionCommitStyle.pop
    private(set) var pressedRow: IndexPath?

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration \(indexPath.row)")
        pressedRow = indexPath
        return UIContextMenuConfiguration(
            identifier: indexPath.row as NSNumber,
            previewProvider: {
                self.log.append("previewProvider")
                let controller = UIViewController()
                controller.title = "Detail"
                return controller
            },
            actionProvider: { _ in
                self.log.append("actionProvider")
                return UIMenu(children: [UIAction(title: "Share") { _ in self.log.append("share") }])
            })
    }

    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        log.append("highlight \(configuration.identifier as? NSNumber ?? -1)")
        guard givesHighlightPreview, let row = pressedRow, let cell = tableView.cellForRow(at: row) else { return nil }
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds.insetBy(dx: 8, dy: 2), cornerRadius: 10)
        parameters.backgroundColor = .clear
        return UITargetedPreview(view: cell, parameters: parameters)
    }

    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        log.append("dismissing")
        return nil
    }

    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willDisplay")
    }

    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        log.append("willPerformPreviewAction")
        animator.preferredCommitStyle = commitStyle
        animator.addCompletion { self.log.append("show \(animator.previewViewController?.title ?? "nil")") }
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willEnd")
    }
}

/// A collection view delegate that gives a preview of part of the pressed item's cell.
@MainActor
final class PreviewingGridDelegate: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    var pressed: IndexPath?

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        pressed = indexPaths.first
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in }])
        }
    }

    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        log.append("highlight")
        guard let pressed, let cell = collectionView.cellForItem(at: pressed) else { return nil }
        return UITargetedPreview(view: cell.contentView)
    }

    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        log.append("dismissing")
        return nil
    }
}

// Apple's documentation: "Adding context menus in your app"
// (https://developer.apple.com/documentation/uikit/adding-context-menus-in-your-app), UITargetedPreview and its
// initializers ("This view must be in a window"), UIPreviewParameters, UIPreviewTarget, and the table and collection
// view delegates' preview methods.
@MainActor
@Suite("Targeted previews of context menus", .timeLimit(.minutes(10)))
struct TargetedPreviewTests {
    /// A table of five rows with the delegate, in a window, laid out.
    private func tableInWindow(
        _ delegate: PreviewingTableDelegate
    ) -> (UIWindow, UITableView, TableSpecDataSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let dataSource = TableSpecDataSource(rows: 5)
        let table = makeTable(dataSource)
        table.delegate = delegate
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, dataSource)
    }

    @Test("The delegate's highlight preview is asked before the providers and lifts the part of the cell it gives")
    func highlightPreviewFromTheDelegate() throws {
        let delegate = PreviewingTableDelegate()
        let (window, table, dataSource) = tableInWindow(delegate)
        defer { withExtendedLifetime((window, dataSource)) {} }
        #expect(table.simulateLongPress(at: rowPath(1)) != nil)
        #expect(delegate.log == ["configuration 1", "highlight 1", "actionProvider", "previewProvider", "willDisplay"])
        let preview = try #require(table.simulatedContextMenuHighlightPreview)
        #expect(preview.view === table.cellForRow(at: rowPath(1)))
        #expect(preview.size == CGSize(width: 304, height: 40))
        #expect(preview.target.container === table)
        #expect(preview.target.center == CGPoint(x: 160, y: 66))
        #expect(preview.parameters.visiblePath?.contains(CGPoint(x: 9, y: 3)) == false)
        #expect(preview.parameters.visiblePath?.contains(CGPoint(x: 160, y: 22)) == true)
        #expect(preview.parameters.backgroundColor == .clear)
    }

    @Test("Without a highlight preview the row's cell lifts; dismissing asks for the dismissing preview, then ends")
    func defaultPreviewIsTheCell() throws {
        let delegate = PreviewingTableDelegate()
        delegate.givesHighlightPreview = false
        let (window, table, dataSource) = tableInWindow(delegate)
        defer { withExtendedLifetime((window, dataSource)) {} }
        table.simulateLongPress(at: rowPath(2))
        let preview = try #require(table.simulatedContextMenuHighlightPreview)
        #expect(preview.view === table.cellForRow(at: rowPath(2)))
        #expect(preview.parameters.visiblePath == nil)
        delegate.log = []
        #expect(table.simulateDismissContextMenu())
        #expect(delegate.log == ["dismissing", "willEnd"])
        #expect(table.simulatedContextMenuHighlightPreview == nil)
        #expect(table.simulatedContextMenuDismissingPreview === preview)
    }

    @Test("Tapping the preview tells the delegate, ends the menu and then runs the commit animator's completion")
    func tappingThePreviewCommits() {
        let delegate = PreviewingTableDelegate()
        let (window, table, dataSource) = tableInWindow(delegate)
        defer { withExtendedLifetime((window, dataSource)) {} }
        table.simulateLongPress(at: rowPath(0))
        delegate.log = []
        #expect(table.simulateTapContextMenuPreview())
        #expect(delegate.log == ["willPerformPreviewAction", "willEnd", "show Detail"])
        #expect(table.simulatedContextMenuDismissingPreview == nil)
        #expect(!table.simulateTapContextMenuPreview())

        delegate.commitStyle = .dismiss
        table.simulateLongPress(at: rowPath(0))
        delegate.log = []
        table.simulateTapContextMenuPreview()
        #expect(delegate.log == ["willPerformPreviewAction", "dismissing", "willEnd", "show Detail"])
    }

    @Test("Choosing an action asks for the dismissing preview before the menu ends and the handler runs")
    func choosingAnActionDismissesThePreview() {
        let delegate = PreviewingTableDelegate()
        let (window, table, dataSource) = tableInWindow(delegate)
        defer { withExtendedLifetime((window, dataSource)) {} }
        table.simulateLongPress(at: rowPath(3))
        delegate.log = []
        #expect(table.simulateTapContextMenuAction(titled: "Share"))
        #expect(delegate.log == ["dismissing", "willEnd", "share"])
    }

    @Test("A preview of a view in no window is UIKit's documented failure; one with its own target is not")
    func previewOfAViewInNoWindow() {
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var preview: UITargetedPreview?
        let messages = raisedMessages { preview = UITargetedPreview(view: loose) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("BUG_IN_CLIENT_OF_TARGETED_PREVIEW__VIEW_IS_NOT_IN_A_WINDOW") == true)
        #expect(preview?.view === loose)
        #expect(preview?.size == CGSize(width: 100, height: 50))

        let targetMessages = raisedMessages { _ = UIPreviewTarget(container: loose, center: .zero) }
        #expect(targetMessages.first?.contains("container view is in a window") == true)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let retargeted = raisedMessages {
            let target = UIPreviewTarget(container: window, center: CGPoint(x: 10, y: 20))
            preview = UITargetedPreview(view: loose, parameters: UIPreviewParameters(), target: target)
            preview = preview?.retargetedPreview(with: UIPreviewTarget(container: window, center: CGPoint(x: 5, y: 5)))
        }
        #expect(retargeted.isEmpty)
        #expect(preview?.target.center == CGPoint(x: 5, y: 5))
        #expect(preview?.target.transform == .identity)
    }

    @Test("A collection view asks its delegate for the highlight and dismissing previews, in UIKit's order")
    func collectionViewPreviews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = ReorderingGridDelegates()
        let delegate = PreviewingGridDelegate()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = dataSource
        grid.delegate = delegate
        window.addSubview(grid)
        defer { withExtendedLifetime((window, dataSource, delegate)) {} }
        #expect(grid.simulateLongPress(at: IndexPath(item: 2, section: 0)) != nil)
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(grid.simulatedContextMenuHighlightPreview?.view === cell.contentView)
        #expect(grid.simulateDismissContextMenu())
        #expect(delegate.log == ["highlight", "dismissing"])
        #expect(grid.simulatedContextMenuDismissingPreview?.view === cell.contentView)
    }

    @Test("Bezier paths know their bounds and which points they hold")
    func bezierPaths() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.contains(CGPoint(x: 10, y: 5)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
        #expect(UIBezierPath().isEmpty)
        #expect(!UIBezierPath().contains(.zero))
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).contains(CGPoint(x: 1, y: 1)))
    }
}
#endif
