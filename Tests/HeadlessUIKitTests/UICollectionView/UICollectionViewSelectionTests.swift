#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UICollectionView selection", .timeLimit(.minutes(10)))
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

    @Test("Tap highlights then selects with UIKit's delegate calls")
    func tapHighlightsThenSelectsWithUIKitsDelegateCalls() {
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

    @Test("Tap in single selection deselects the previous item")
    func tapInSingleSelectionDeselectsThePreviousItem() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.simulateTap(at: path(0, 0))
        delegate.events.removeAll()
        collectionView.simulateTap(at: path(0, 3))
        #expect(delegate.events.suffix(3) == ["shouldSelect 3", "didDeselect 0", "didSelect 3"])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 3)])
        #expect(collectionView.cellForItem(at: path(0, 0))?.isSelected == false)
    }

    @Test("Tap on a selected item in multiple selection deselects it")
    func tapOnASelectedItemInMultipleSelectionDeselectsIt() {
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

    @Test("Tap on a selected item in single selection selects it again")
    func tapOnASelectedItemInSingleSelectionSelectsItAgain() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.simulateTap(at: path(0, 1))
        delegate.events.removeAll()
        collectionView.simulateTap(at: path(0, 1))
        #expect(delegate.events.suffix(2) == ["shouldSelect 1", "didSelect 1"])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test("shouldSelect returning false refuses the selection")
    func shouldSelectReturningFalseRefusesTheSelection() {
        let (collectionView, delegate) = makeSelectableGrid()
        delegate.refusesSelection = [path(0, 1)]
        collectionView.simulateTap(at: path(0, 1))
        #expect(delegate.events.last == "shouldSelect 1")
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("shouldHighlight returning false refuses the tap")
    func shouldHighlightReturningFalseRefusesTheTap() {
        let (collectionView, delegate) = makeSelectableGrid()
        delegate.refusesHighlight = [path(0, 1)]
        collectionView.simulateTap(at: path(0, 1))
        #expect(delegate.events == ["shouldHighlight 1"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("allowsSelection false ignores taps and select item")
    func allowsSelectionFalseIgnoresTapsAndSelectItem() {
        let (collectionView, delegate) = makeSelectableGrid()
        collectionView.allowsSelection = false
        collectionView.simulateTap(at: path(0, 1))
        collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
        #expect(delegate.events.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("Tap on an item without a cell on screen does nothing")
    func tapOnAnItemWithoutACellOnScreenDoesNothing() {
        let (collectionView, delegate) = makeSelectableGrid(counts: [40])
        collectionView.simulateTap(at: path(0, 30))
        #expect(delegate.events.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("selectItem does not tell the delegate and replaces the selection in single selection")
    func selectItemDoesNotTellTheDelegateAndReplacesTheSelectionInSingleSelection() {
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

    @Test("selectItem with a scroll position scrolls to the item")
    func selectItemWithAScrollPositionScrollsToTheItem() {
        let (collectionView, _) = makeSelectableGrid(counts: [40])
        collectionView.selectItem(at: path(0, 20), animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == 500)
        #expect(collectionView.cellForItem(at: path(0, 20))?.isSelected == true)
    }

    @Test("selectItem(nil) clears the selection")
    func selectItemNilClearsTheSelection() {
        let (collectionView, _) = makeSelectableGrid()
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(0, 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test("selectedItems that scroll back in have selected cells")
    func selectedItemsThatScrollBackInHaveSelectedCells() throws {
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
