#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A data source that implements `canMoveItemAt` and `moveItemAt`, with the items it lets move.
@MainActor
private final class MovableGridDataSource: GridModel, UICollectionViewDataSource {
    var movable: (IndexPath) -> Bool = { _ in true }
    var asked: [IndexPath] = []
    var moved: [(IndexPath, IndexPath)] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cell(collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        asked.append(indexPath)
        return movable(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moved.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

/// A delegate that retargets every proposed move and logs what it was asked.
@MainActor
private final class RetargetingGridDelegate: NSObject, UICollectionViewDelegate {
    var retarget: (IndexPath) -> IndexPath = { $0 }
    var asked: [(IndexPath, IndexPath)] = []

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        asked.append((originalIndexPath, proposedIndexPath))
        return retarget(proposedIndexPath)
    }
}

/// A collection view of 100 by 200 points with a flow layout of 50-point squares (two a line, no spacing), over the
/// sections of `counts` items named "s.i", laid out.
@MainActor
private func makeMovableGrid(counts: [Int]) -> (TestCollectionView, MovableGridDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = TestCollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
    let dataSource = MovableGridDataSource(counts: counts)
    collectionView.keepAlive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

/// The center of the item's cell, where a finger drags an item to drop it there.
@MainActor
private func center(of indexPath: IndexPath, in collectionView: UICollectionView) throws -> CGPoint {
    try #require(collectionView.layoutAttributesForItem(at: indexPath)).center
}

@MainActor
@Suite("UICollectionView interactive movement", .timeLimit(.minutes(10)))
struct UICollectionViewInteractiveMovementTests {
    @Test("The movement does not begin for an item the data source's canMoveItemAt refuses")
    func whenCanMoveItemAtRefuses_movementDoesNotBegin() {
        let (collectionView, source) = makeMovableGrid(counts: [3])
        source.movable = { $0.item != 0 }
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
        #expect(source.asked == [path(0, 0)])
        #expect(collectionView.simulateMove(from: path(0, 0), to: path(0, 2)) == nil)
        #expect(source.moved.isEmpty)
        #expect(visibleItemTexts(collectionView) == ["0.0", "0.1", "0.2"])
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 1)))
    }

    @Test("Begin, update over another item and end move the item within its section, keeping its cell")
    func whenMovedWithinSection_dataSourceAndCellsFollow() throws {
        let (collectionView, source) = makeMovableGrid(counts: [3, 2])
        let cell = collectionView.cellForItem(at: path(0, 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
        collectionView.updateInteractiveMovementTargetPosition(try center(of: path(0, 2), in: collectionView))
        #expect(source.moved.isEmpty)
        collectionView.endInteractiveMovement()
        #expect(source.moved.map(\.0) == [path(0, 0)])
        #expect(source.moved.map(\.1) == [path(0, 2)])
        #expect(source.sections == [["0.1", "0.2", "0.0"], ["1.0", "1.1"]])
        #expect(collectionView.cellForItem(at: path(0, 2)) === cell)
        #expect(visibleItemTexts(collectionView) == ["0.1", "0.2", "0.0", "1.0", "1.1"])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test("A move to another section changes both sections' counts")
    func whenMovedAcrossSections_countsFollow() {
        let (collectionView, source) = makeMovableGrid(counts: [3, 2])
        #expect(collectionView.simulateMove(from: path(0, 0), to: path(1, 1)) == path(1, 1))
        #expect(source.moved.map(\.1) == [path(1, 1)])
        #expect(source.sections == [["0.1", "0.2"], ["1.0", "0.0", "1.1"]])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(visibleItemTexts(collectionView) == ["0.1", "0.2", "1.0", "0.0", "1.1"])
    }

    @Test("The delegate's retargeted index path is where the item goes")
    func whenDelegateRetargets_theItemGoesThere() {
        let (collectionView, source) = makeMovableGrid(counts: [4])
        let delegate = RetargetingGridDelegate()
        delegate.retarget = { _ in path(0, 1) }
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        #expect(collectionView.simulateMove(from: path(0, 3), to: path(0, 0)) == path(0, 1))
        #expect(delegate.asked.map(\.0) == [path(0, 3)])
        #expect(delegate.asked.map(\.1) == [path(0, 0)])
        #expect(source.moved.map(\.1) == [path(0, 1)])
        #expect(visibleItemTexts(collectionView) == ["0.0", "0.3", "0.1", "0.2"])
    }

    @Test("Cancelling returns the item to where it was: the data source is not told and nothing changes")
    func whenCancelled_nothingChanges() throws {
        let (collectionView, source) = makeMovableGrid(counts: [3])
        let cell = collectionView.cellForItem(at: path(0, 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 1)))
        collectionView.updateInteractiveMovementTargetPosition(try center(of: path(0, 2), in: collectionView))
        collectionView.cancelInteractiveMovement()
        collectionView.endInteractiveMovement()
        #expect(source.moved.isEmpty)
        #expect(source.sections == [["0.0", "0.1", "0.2"]])
        #expect(visibleItemTexts(collectionView) == ["0.0", "0.1", "0.2"])
        #expect(collectionView.cellForItem(at: path(0, 0)) === cell)
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 1)))
    }

    @Test("A movement that ends where it began does not tell the data source")
    func whenEndedInPlace_dataSourceIsNotTold() {
        let (collectionView, source) = makeMovableGrid(counts: [3])
        #expect(collectionView.simulateMove(from: path(0, 1), to: path(0, 1)) == nil)
        #expect(source.moved.isEmpty)
        #expect(visibleItemTexts(collectionView) == ["0.0", "0.1", "0.2"])
    }

    @Test("A data source without moveItemAt is reported and nothing moves")
    func whenMoveItemAtIsNotImplemented_nothingMoves() {
        let (collectionView, _) = makeGrid(counts: [3])
        var moved: IndexPath?
        let messages = raisedMessages { moved = collectionView.simulateMove(from: path(0, 0), to: path(0, 2)) }
        #expect(moved == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("collectionView(_:moveItemAt:to:)") == true)
        #expect(visibleItemTexts(collectionView) == ["0.0", "0.1", "0.2"])
    }

    @Test("indexPathForItem(at:) finds the item under a point, and none over empty space")
    func indexPathForItemAtPoint() {
        let (collectionView, _) = makeMovableGrid(counts: [3])
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 75, y: 10)) == path(0, 1))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 25, y: 60)) == path(0, 2))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 75, y: 60)) == nil)
    }
}
#endif
