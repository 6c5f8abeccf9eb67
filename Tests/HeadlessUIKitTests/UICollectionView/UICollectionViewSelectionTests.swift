#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UICollectionView selection")
struct UICollectionViewSelectionTests {
    func makeSelectableGrid(counts: [Int] = [8]) -> (TestCollectionView, DelegateLog) {
        let (collectionView, _) = makeGrid(counts: counts)
        let delegate = DelegateLog()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        delegate.events.removeAll()
        return (collectionView, delegate)
    }

    @Test func tap_highlightsThenSelectsWithUIKitsDelegateCalls() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.simulateTap(at: path(0, 2))
        #expect(
            delegate.events == [
                "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2",
            ])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
        #expect(collectionView.cellForItem(at: path(0, 2))?.isSelected == true)
        #expect(collectionView.cellForItem(at: path(0, 2))?.isHighlighted == false)
    }

    @Test func tap_inSingleSelection_deselectsThePreviousItem() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.simulateTap(at: path(0, 0))
        delegate.events.removeAll()
        collectionView.simulateTap(at: path(0, 3))
        #expect(delegate.events.suffix(3) == ["shouldSelect 3", "didDeselect 0", "didSelect 3"])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 3)])
        #expect(collectionView.cellForItem(at: path(0, 0))?.isSelected == false)
    }

    @Test func tap_onASelectedItemInMultipleSelection_deselectsIt() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.allowsMultipleSelection = true
        collectionView.simulateTap(at: path(0, 0))
        collectionView.simulateTap(at: path(0, 1))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 0), path(0, 1)])
        delegate.events.removeAll()
        collectionView.simulateTap(at: path(0, 0))
        #expect(delegate.events.suffix(2) == ["shouldDeselect 0", "didDeselect 0"])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test func tap_onASelectedItemInSingleSelection_selectsItAgain() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.simulateTap(at: path(0, 1))
        delegate.events.removeAll()
        collectionView.simulateTap(at: path(0, 1))
        #expect(delegate.events.suffix(2) == ["shouldSelect 1", "didSelect 1"])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test func shouldSelectReturningFalse_refusesTheSelection() {
        let (collectionView, delegate) = makeSelectableGrid()
        delegate.refusesSelection = [path(0, 1)]
        collectionView.simulateTap(at: path(0, 1))
        #expect(delegate.events.last == "shouldSelect 1")
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func shouldHighlightReturningFalse_refusesTheTap() {
        let (collectionView, delegate) = makeSelectableGrid()
        delegate.refusesHighlight = [path(0, 1)]
        collectionView.simulateTap(at: path(0, 1))
        #expect(delegate.events == ["shouldHighlight 1"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func allowsSelectionFalse_ignoresTapsAndSelectItem() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.allowsSelection = false
        collectionView.simulateTap(at: path(0, 1))
        collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
        #expect(delegate.events.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func tap_onAnItemWithoutACellOnScreen_doesNothing() {
        let (collectionView, delegate) = makeSelectableGrid(counts: [40])
        collectionView.simulateTap(at: path(0, 30))
        #expect(delegate.events.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func selectItem_doesNotTellTheDelegateAndReplacesTheSelectionInSingleSelection() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.selectItem(at: path(0, 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(0, 3), animated: false, scrollPosition: [])
        #expect(delegate.events.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 3)])
        #expect(collectionView.cellForItem(at: path(0, 3))?.isSelected == true)
        collectionView.deselectItem(at: path(0, 3), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(collectionView.cellForItem(at: path(0, 3))?.isSelected == false)
        #expect(delegate.events.isEmpty)
    }

    @Test func selectItem_withAScrollPosition_scrollsToTheItem() {
        let (collectionView, _) = makeSelectableGrid(counts: [40])
        collectionView.selectItem(at: path(0, 20), animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == 500)
        #expect(collectionView.cellForItem(at: path(0, 20))?.isSelected == true)
    }

    @Test func selectItemNil_clearsTheSelection() {
        let (collectionView, _) = makeSelectableGrid()
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(0, 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func selectedItems_thatScrollBackIn_haveSelectedCells() throws {
        let (collectionView, _) = makeSelectableGrid(counts: [40])
        collectionView.simulateTap(at: path(0, 1))
        collectionView.scroll(to: CGPoint(x: 0, y: 600))
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        collectionView.scroll(to: .zero)
        let cell = try #require(collectionView.cellForItem(at: path(0, 1)))
        #expect(cell.isSelected)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
    }
}
#endif
