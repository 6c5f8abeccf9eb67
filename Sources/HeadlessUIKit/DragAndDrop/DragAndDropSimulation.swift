#if !canImport(UIKit)
import Foundation

/// A drag in progress, from a table or collection view of this app.
@MainActor
final class HeadlessDragSession: NSObject, UIDragSession {
    /// The view the drag started in, whose coordinates ``location`` is in.
    private weak var sourceView: UIView?
    /// Where the finger is, in the source view's coordinates.
    var location: CGPoint

    var items: [UIDragItem] = []
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false

    init(sourceView: UIView, location: CGPoint) {
        self.sourceView = sourceView
        self.location = location
    }

    func location(in view: UIView) -> CGPoint {
        guard let sourceView else { return location }
        return view.convert(location, from: sourceView)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// One dropped item, as a table's or a collection view's drop coordinator lists it (their protocols ask the same).
@MainActor
final class HeadlessDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// The drop side of a drag that started in this app: it shows the drag session's items and state.
@MainActor
final class HeadlessDropSession: NSObject, UIDropSession {
    /// The drag this session drops.
    let drag: HeadlessDragSession

    init(drag: HeadlessDragSession) {
        self.drag = drag
    }

    var localDragSession: (any UIDragSession)? { drag }
    var items: [UIDragItem] { drag.items }
    var allowsMoveOperation: Bool { drag.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { drag.isRestrictedToDraggingApplication }

    func location(in view: UIView) -> CGPoint { drag.location(in: view) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        drag.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }
}

/// The animation of a dropped item to its place: HeadlessUIKit runs its animations and completions once the drop
/// delegate's `performDropWith` has returned, as UIKit starts the drop animation then.
@MainActor
final class HeadlessDropAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Applies the animations at once, then calls the completions with `.end`.
    func finish() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion(.end) }
    }
}

/// What a table's and a collection view's drop coordinators share: where the drop goes, its session, and the
/// animations the delegate asks for, run once `performDropWith` returns.
@MainActor
class HeadlessDropCoordination: NSObject {
    let destinationIndexPath: IndexPath?
    let session: any UIDropSession
    /// The animations the delegate asked for.
    private(set) var animators: [HeadlessDropAnimator] = []
    /// The rows or items the delegate dropped items to (`drop(_:toRowAt:)`), in order: their drop previews are asked
    /// for once `performDropWith` returns.
    var landingIndexPaths: [IndexPath] = []
    /// The placeholders the delegate inserted, in order.
    var placeholderContexts: [AnyObject] = []

    init(destinationIndexPath: IndexPath?, session: any UIDropSession) {
        self.destinationIndexPath = destinationIndexPath
        self.session = session
    }

    /// A new animation of a dropped item to its place.
    func makeAnimator() -> HeadlessDropAnimator {
        let animator = HeadlessDropAnimator()
        animators.append(animator)
        return animator
    }
}

/// One drag of an item to a place in a table or collection view, through the delegate calls UIKit makes, in UIKit's
/// order (Apple's documentation of `UITableViewDragDelegate`, `UITableViewDropDelegate` and their collection view
/// counterparts, https://developer.apple.com/documentation/uikit/supporting-drag-and-drop-in-table-views):
///
/// 1. the drag delegate's `itemsForBeginning` for the touched item (no items: no drag, nothing else is called), then
///    its `dragPreviewParametersForRowAt` (`…ForItemAt`) for the lifted row's preview;
/// 2. `dragSessionAllowsMoveOperation` and `dragSessionIsRestrictedToDraggingApplication` (the session's flags);
/// 3. `dragSessionWillBegin`;
/// 4. if there is a drop delegate: `canHandle`; if it can, `dropSessionDidEnter`, then `dropSessionDidUpdate` with
///    the source index path (the finger still on the item) and again with the destination (the finger there);
/// 5. if the last proposal copies, or moves while the session allows moves (a move it does not allow is treated as a
///    cancel, as Apple's documentation of `UIDropOperation.move` says): `performDropWith`; then, for each item the
///    delegate dropped to a row (`drop(_:toRowAt:)`), `dropPreviewParametersForRowAt`, and for each placeholder, its
///    `previewParametersProvider` with the placeholder's cell; then the drop animations;
/// 6. `dropSessionDidEnd`; then the drag delegate's `dragSessionDidEnd`.
///
/// The order of the two "did end" calls is not documented; HeadlessUIKit ends the drop before the drag it came from.
@MainActor
struct DragAndDropSimulation {
    /// The drag delegate's calls.
    struct DragCalls {
        var itemsForBeginning: (HeadlessDragSession) -> [UIDragItem]
        /// Asks for the lifted row's preview parameters (`dragPreviewParametersForRowAt`).
        var liftPreview: () -> Void
        var allowsMove: (HeadlessDragSession) -> Bool
        var isRestricted: (HeadlessDragSession) -> Bool
        var willBegin: (HeadlessDragSession) -> Void
        var didEnd: (HeadlessDragSession) -> Void
    }

    /// The drop delegate's calls; `perform` gets the session and the last proposal's operation and returns the
    /// animators the delegate asked the coordinator for.
    struct DropCalls {
        var canHandle: (HeadlessDropSession) -> Bool
        var didEnter: (HeadlessDropSession) -> Void
        var didUpdate: (HeadlessDropSession, IndexPath?) -> UIDropOperation
        var perform: (HeadlessDropSession) -> [HeadlessDropAnimator]
        var didEnd: (HeadlessDropSession) -> Void
    }

    /// Runs the drag; returns whether the drop was performed. `setActive` tells the view its sessions (for
    /// `hasActiveDrag` and `hasActiveDrop`).
    static func run(
        in view: UIView, from source: IndexPath, at sourcePoint: CGPoint, to destination: IndexPath,
        at destinationPoint: CGPoint, drag: DragCalls, drop: DropCalls?,
        setActive: (HeadlessDragSession?, HeadlessDropSession?) -> Void
    ) -> Bool {
        let dragSession = HeadlessDragSession(sourceView: view, location: sourcePoint)
        let items = drag.itemsForBeginning(dragSession)
        guard !items.isEmpty else { return false }
        dragSession.items = items
        drag.liftPreview()
        dragSession.allowsMoveOperation = drag.allowsMove(dragSession)
        dragSession.isRestrictedToDraggingApplication = drag.isRestricted(dragSession)
        setActive(dragSession, nil)
        drag.willBegin(dragSession)
        var dropped = false
        if let drop {
            let dropSession = HeadlessDropSession(drag: dragSession)
            if drop.canHandle(dropSession) {
                setActive(dragSession, dropSession)
                drop.didEnter(dropSession)
                _ = drop.didUpdate(dropSession, source)
                dragSession.location = destinationPoint
                var operation = drop.didUpdate(dropSession, destination)
                if operation == .move && !dragSession.allowsMoveOperation { operation = .cancel }
                if operation == .copy || operation == .move {
                    let animators = drop.perform(dropSession)
                    for animator in animators { animator.finish() }
                    dropped = true
                }
                drop.didEnd(dropSession)
            }
        }
        setActive(dragSession, nil)
        drag.didEnd(dragSession)
        setActive(nil, nil)
        return dropped
    }
}
#endif
