#if !canImport(UIKit)
import Foundation

/// An interactive movement of one item under way: where the item was when it began, and where it goes if the
/// movement ends now.
struct InteractiveMovement {
    /// The item's index path when the movement began.
    let original: IndexPath
    /// Where the item goes if the movement ends now: the original index path until an update finds another item
    /// under the finger, then that item's index path as the delegate retargets it.
    var target: IndexPath
}

// UIKit's interactive movement (iOS 9), as Apple documents it:
// https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)
// https://developer.apple.com/documentation/uikit/uicollectionview/updateinteractivemovementtargetposition(_:)
// https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()
// https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()
// It does not depend on editing mode: none of these pages, nor those of the data source's `canMoveItemAt` and
// `moveItemAt`, mention it, and the collection view's `isEditing` (iOS 14) came five releases later; an app starts
// the movement from its own gesture (or `UICollectionViewController`'s standard one).
extension UICollectionView {
    /// Implements `beginInteractiveMovementForItem`, declared `open` in the class body.
    @available(iOS 9.0, *)
    func beginInteractiveMovementForItemNow(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        layoutIfNeeded()
        guard isValidItem(indexPath), visibleCellsByIndexPath[indexPath] != nil,
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, target: indexPath)
        return true
    }

    /// Implements `updateInteractiveMovementTargetPosition`, declared `open` in the class body.
    @available(iOS 9.0, *)
    func updateInteractiveMovementTargetPositionNow(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement, let proposed = indexPathForItem(at: targetPosition),
            proposed != movement.target
        else { return }
        movement.target =
            delegate?.collectionView(
                self, targetIndexPathForMoveFromItemAt: movement.original, toProposedIndexPath: proposed)
            ?? proposed
        interactiveMovement = movement
    }

    /// Implements `endInteractiveMovement`, declared `open` in the class body.
    @available(iOS 9.0, *)
    func endInteractiveMovementNow() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        _ = finishMovement(movement)
    }

    /// Implements `cancelInteractiveMovement`, declared `open` in the class body.
    @available(iOS 9.0, *)
    func cancelInteractiveMovementNow() {
        interactiveMovement = nil
    }

    /// Moves the item as a finger's drag does: ``beginInteractiveMovementForItem(at:)`` on `source`,
    /// ``updateInteractiveMovementTargetPosition(_:)`` to the center of the item at `destination`, then
    /// ``endInteractiveMovement()``. Returns where the item went.
    ///
    /// Returns `nil` when the movement does not begin (see ``beginInteractiveMovementForItem(at:)``: no cell on
    /// screen, `canMoveItemAt` is `false`, another movement under way), when `destination` is not an item of the
    /// collection view (a finger drops over an item; cancels the movement), and when the movement ends without a move
    /// (the target is the source, or the move was refused, see ``endInteractiveMovement()``).
    /// - Complexity: O(sections + visible items), plus the layout of the items that come into view.
    @discardableResult
    public func simulateMove(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard beginInteractiveMovementForItem(at: source) else { return nil }
        guard isValidItem(destination), let center = layoutAttributesForItem(at: destination)?.center else {
            cancelInteractiveMovement()
            return nil
        }
        updateInteractiveMovementTargetPosition(center)
        guard let movement = interactiveMovement else { return nil }
        interactiveMovement = nil
        return finishMovement(movement)
    }

    /// Moves the item of a movement that ended to its target: the data source first, then the cells. Returns the
    /// target, or `nil` when nothing moved.
    private func finishMovement(_ movement: InteractiveMovement) -> IndexPath? {
        let source = movement.original
        let target = movement.target
        // "When interactions with an item end, the collection view calls this method if the position of the item
        // changed." (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:))
        guard target != source, let dataSource else { return nil }
        let oldCounts = loadCountsIfNeeded()
        var newCounts = oldCounts
        newCounts[source.section] -= 1
        guard target.section >= 0, target.section < newCounts.count, target.item >= 0,
            target.item <= newCounts[target.section]
        else {
            Headless.raise(
                "HeadlessUIKit: the target index path (\(target.uikitDescription)) of the interactive movement is "
                    + "not in the collection view")
            return nil
        }
        newCounts[target.section] += 1
        var request = BatchValidation.Request()
        request.movedItems = [BatchValidation.Move(from: source, to: target)]
        let plan: BatchValidation.Plan
        do throws(BatchValidation.Failure) {
            plan = try BatchValidation.Validator(words: .collectionView)
                .plan(for: request, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            Headless.raise(error.message)
            return nil
        }
        let notImplemented = UnimplementedDefaults.reachesUnimplementedMove {
            dataSource.collectionView(self, moveItemAt: source, to: target)
        }
        guard !notImplemented else {
            Headless.raise(
                "HeadlessUIKit: the data source does not implement collectionView(_:moveItemAt:to:); UIKit ignores "
                    + "interactive movement without it, and the item at index path (\(source.uikitDescription)) "
                    + "stays")
            return nil
        }
        apply(plan, newCounts: newCounts)
        return target
    }
}
#endif
