#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Selecting several items with a two-finger pan
// (https://developer.apple.com/documentation/uikit/selecting-multiple-items-with-a-two-finger-pan-gesture): the
// delegate allows the interaction, the collection view goes into editing mode "before setting `isEditing` to `true`"
// is asked, then each item the fingers pass is selected, and the delegate hears that the interaction ended.
@MainActor
@Suite("A two-finger pan selects several items of a collection view", .timeLimit(.minutes(10)))
struct UICollectionViewMultipleSelectionPanTests {
    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    final class Recorder: NSObject, UICollectionViewDelegate {
        var allows = true
        var log: [String] = []

        func collectionView(
            _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool {
            log.append("shouldBegin \(indexPath.item) editing=\(collectionView.isEditing)")
            return allows
        }

        func collectionView(
            _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) {
            log.append("didBegin \(indexPath.item) editing=\(collectionView.isEditing)")
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }

        func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
            log.append("didEnd")
        }
    }

    func makeGrid(_ items: Items, _ recorder: Recorder) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = items
        grid.delegate = recorder
        grid.allowsMultipleSelectionDuringEditing = true
        return grid
    }

    @Test("The pan goes into editing, selects each item it passes once, and tells the delegate in UIKit's order")
    func panSelectsItems() {
        let items = Items()
        let recorder = Recorder()
        let grid = makeGrid(items, recorder)
        grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let over = [1, 2, 3].map { IndexPath(item: $0, section: 0) }
        #expect(grid.simulateMultipleSelectionPan(over: over))
        #expect(
            recorder.log == [
                "shouldBegin 1 editing=false", "didBegin 1 editing=true", "didSelect 1", "didSelect 3", "didEnd",
            ])
        #expect(grid.isEditing)
        #expect(Set(grid.indexPathsForSelectedItems ?? []) == Set(over))
    }

    @Test("A delegate that declines, or an item that does not exist, leaves the view as it was")
    func declinedPanDoesNothing() {
        let items = Items()
        let recorder = Recorder()
        recorder.allows = false
        let grid = makeGrid(items, recorder)
        #expect(!grid.simulateMultipleSelectionPan(over: [IndexPath(item: 0, section: 0)]))
        #expect(!grid.simulateMultipleSelectionPan(over: [IndexPath(item: 9, section: 0)]))
        #expect(!grid.simulateMultipleSelectionPan(over: []))
        #expect(recorder.log == ["shouldBegin 0 editing=false"])
        #expect(!grid.isEditing && (grid.indexPathsForSelectedItems ?? []).isEmpty)
    }
}
#endif
