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
    /// Begins moving the item interactively, and returns whether it may move.
    ///
    /// The data source decides (`collectionView(_:canMoveItemAt:)`, by default `true`). Returns `false` without
    /// asking when a movement is already under way, when the item does not exist, or when it has no cell on screen
    /// (a finger can only pick up a cell it touches; Apple's documentation does not say what UIKit does with one off
    /// screen, so HeadlessUIKit refuses rather than guess).
    @available(iOS 9.0, *)
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        layoutIfNeeded()
        guard isValidItem(indexPath), visibleCellsByIndexPath[indexPath] != nil,
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, target: indexPath)
        return true
    }

    /// Tells the collection view where the moving item is now (in its coordinates).
    ///
    /// When another item than the one at the current target is at the position, its index path is the proposed
    /// one, and the delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` (by default
    /// the proposed one) says where the item goes. A position over no item changes nothing. Does nothing when no
    /// movement is under way.
    ///
    /// HeadlessUIKit keeps the cells where they are until the movement ends, and reads each position against that
    /// layout; UIKit moves the cells aside as the target changes, so from a second update on the item under a
    /// position may differ. One update, as ``simulateMove(from:to:)`` makes, is read the same on both.
    @available(iOS 9.0, *)
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement, let proposed = indexPathForItem(at: targetPosition),
            proposed != movement.target
        else { return }
        movement.target =
            delegate?.collectionView(
                self, targetIndexPathForMoveFromItemAt: movement.original, toProposedIndexPath: proposed)
            ?? proposed
        interactiveMovement = movement
    }

    /// Ends the movement and moves the item to its target for good.
    ///
    /// When the target differs from where the item began, the data source's `collectionView(_:moveItemAt:to:)`
    /// updates the data, then the collection view moves the item and its cell (one move, checked as a batch update).
    /// A target the delegate retargeted outside the collection view raises a message and moves nothing. A data
    /// source that does not implement `moveItemAt` (its default ran) raises a message and nothing moves: UIKit
    /// "ignores any attempts to reorder items" then, and would not have begun the movement, which HeadlessUIKit
    /// cannot know at the beginning. Does nothing when no movement is under way.
    @available(iOS 9.0, *)
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        _ = finishMovement(movement)
    }

    /// Ends the movement and leaves the item where it was: the data source is not told.
    @available(iOS 9.0, *)
    public func cancelInteractiveMovement() {
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
