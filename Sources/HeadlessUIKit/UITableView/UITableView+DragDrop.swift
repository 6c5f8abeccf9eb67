#if !canImport(UIKit)
import Foundation

/// The coordinator a table's drop delegate gets in `performDropWith`.
@MainActor
final class HeadlessTableDropCoordinator: HeadlessDropCoordination, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let proposal: UITableViewDropProposal
    private unowned let tableView: UITableView

    init(
        items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
        session: any UIDropSession, tableView: UITableView
    ) {
        self.items = items
        self.proposal = proposal
        self.tableView = tableView
        super.init(destinationIndexPath: destinationIndexPath, session: session)
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        landingIndexPaths.append(indexPath)
        return makeAnimator()
    }

    @discardableResult
    func drop(
        _ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder
    ) -> any UITableViewDropPlaceholderContext {
        let animator = makeAnimator()
        let context = HeadlessTablePlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, tableView: tableView, animator: animator)
        tableView.insertDropPlaceholder(context)
        placeholderContexts.append(context)
        return context
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        makeAnimator()
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating { makeAnimator() }
}

extension UITableView {
    /// Drags the row at `source` and drops it at `destination`, as a finger does, through the drag and drop
    /// delegates' calls in UIKit's order (see `DragAndDropSimulation`): the drag delegate gives the items, the drop
    /// delegate proposes an operation for the destination, and, when it copies or moves, applies the drop in
    /// `tableView(_:performDropWith:)` (updating its data and the table, and telling the coordinator where each item
    /// went). Returns whether the drop was performed.
    ///
    /// Nothing happens (and `false` is returned) unless ``dragInteractionEnabled`` is `true`, a ``dragDelegate`` is
    /// set and the source row is on screen (the view is laid out first). `destination` may be one past a section's
    /// last row, where a drop appends. The view is laid out again after the drop.
    ///
    /// - Complexity: Two layouts of the table, plus the delegates' work.
    @available(iOS 11.0, *)
    @discardableResult
    public func simulateDragAndDrop(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard dragInteractionEnabled, let dragDelegate, cellForRow(at: source) != nil else { return false }
        let sourceRect = rectForRow(at: source)
        let drag = DragAndDropSimulation.DragCalls(
            itemsForBeginning: { dragDelegate.tableView(self, itemsForBeginning: $0, at: source) },
            liftPreview: { _ = dragDelegate.tableView(self, dragPreviewParametersForRowAt: source) },
            allowsMove: { dragDelegate.tableView(self, dragSessionAllowsMoveOperation: $0) },
            isRestricted: { dragDelegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: $0) },
            willBegin: { dragDelegate.tableView(self, dragSessionWillBegin: $0) },
            didEnd: { dragDelegate.tableView(self, dragSessionDidEnd: $0) })
        var proposal = UITableViewDropProposal(operation: .cancel)
        let drop = dropDelegate.map { dropDelegate in
            DragAndDropSimulation.DropCalls(
                canHandle: { dropDelegate.tableView(self, canHandle: $0) },
                didEnter: { dropDelegate.tableView(self, dropSessionDidEnter: $0) },
                didUpdate: { session, indexPath in
                    proposal = dropDelegate.tableView(
                        self, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
                    return proposal.operation
                },
                perform: { session in
                    let items = session.items.map {
                        HeadlessDropItem(dragItem: $0, sourceIndexPath: source, previewSize: sourceRect.size)
                    }
                    let coordinator = HeadlessTableDropCoordinator(
                        items: items, destinationIndexPath: destination, proposal: proposal, session: session,
                        tableView: self)
                    dropDelegate.tableView(self, performDropWith: coordinator)
                    self.layoutTableIfNeeded()
                    for indexPath in coordinator.landingIndexPaths {
                        _ = dropDelegate.tableView(self, dropPreviewParametersForRowAt: indexPath)
                    }
                    for case let context as HeadlessTablePlaceholderContext in coordinator.placeholderContexts {
                        _ = self.placeholderPreviewParameters(for: context)
                    }
                    return coordinator.animators
                },
                didEnd: { dropDelegate.tableView(self, dropSessionDidEnd: $0) })
        }
        let dropped = DragAndDropSimulation.run(
            in: self, from: source, at: CGPoint(x: sourceRect.midX, y: sourceRect.midY), to: destination,
            at: dropPoint(for: destination), drag: drag, drop: drop,
            setActive: {
                activeDragSession = $0; activeDropSession = $1
            })
        layoutIfNeeded()
        return dropped
    }

    /// The point a finger drops at for the index path: the row's center, or the bottom of its section when the row
    /// is one past the section's last.
    private func dropPoint(for indexPath: IndexPath) -> CGPoint {
        if indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) {
            let rect = rectForRow(at: indexPath)
            return CGPoint(x: rect.midX, y: rect.midY)
        }
        let section = rect(forSection: min(indexPath.section, max(0, numberOfSections - 1)))
        return CGPoint(x: section.midX, y: max(section.minY, section.maxY - 1))
    }
}
#endif
