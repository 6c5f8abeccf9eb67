#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view controller that only supplies its items and section headers (130-point squares, 40-point headers,
/// no spacing), leaving every delegate method to `UICollectionViewController`'s defaults.
final class ItemsOnlyGridController: UICollectionViewController {
    var items: [[String]]

    init(items: [[String]]) {
        self.items = items
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 130, height: 130)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Item")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section].count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        (cell as? TextCell)?.text = items[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (view as? TitleView)?.title = "Section \(indexPath.section)"
        return view
    }
}

@MainActor
@Suite("UICollectionViewController defaults", .timeLimit(.minutes(10)))
struct UICollectionViewControllerDefaultsTests {
    @Test("With the controller's delegate defaults a tap selects one item at a time, unhighlighted afterwards")
    func tapsSelectOneItemAtATime() throws {
        let controller = ItemsOnlyGridController(items: [["a", "b", "c"]])
        let collectionView = try #require(controller.collectionView)
        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test("With multiple selection and the controller's defaults, a tap on a selected item deselects it")
    func multipleSelectionTapDeselects() throws {
        let controller = ItemsOnlyGridController(items: [["a", "b", "c"]])
        let collectionView = try #require(controller.collectionView)
        collectionView.allowsMultipleSelection = true
        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(Set(collectionView.indexPathsForSelectedItems ?? []).count == 2)
        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("Scrolling to the end takes the first items and their header off screen and brings the last ones on")
    func scrollingEndsDisplayingItemsAndHeaders() throws {
        let controller = ItemsOnlyGridController(items: [(0..<6).map { "a\($0)" }, (0..<60).map { "b\($0)" }])
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        let firstHeader = IndexPath(item: 0, section: 0)
        let headerKind = UICollectionView.elementKindSectionHeader
        #expect(
            (collectionView.supplementaryView(forElementKind: headerKind, at: firstHeader) as? TitleView)?.title
                == "Section 0")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
        // Section 0: a 40-point header and 2 rows of 130; section 1: a header and 20 rows: 2,940 points in all.
        collectionView.scroll(to: CGPoint(x: 0, y: 10_000))
        #expect(collectionView.contentOffset.y == 2940 - collectionView.bounds.height)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.supplementaryView(forElementKind: headerKind, at: firstHeader) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 59, section: 1)) != nil)
    }

    @Test("A long press on an item shows no context menu unless the controller supplies a configuration")
    func noContextMenuByDefault() throws {
        let controller = ItemsOnlyGridController(items: [["a"]])
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.simulateLongPress(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A context menu shows and dismisses when the controller only supplies the configuration")
    func contextMenuWithDefaultDisplayCallbacks() throws {
        final class MenuGridController: UICollectionViewController {
            override func collectionView(
                _ collectionView: UICollectionView, numberOfItemsInSection section: Int
            ) -> Int { 1 }
            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            }
            override func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                point: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
                }
            }
        }
        let controller = MenuGridController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(controller.collectionView)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Item")
        let menu = collectionView.simulateLongPress(at: IndexPath(item: 0, section: 0))
        #expect(menu?.children.map(\.title) == ["Copy"])
        #expect(collectionView.simulateDismissContextMenu())
    }

    @Test("Setting collectionView makes the new collection view the controller's view")
    func settingTheCollectionViewReplacesTheView() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let replacement = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = replacement
        #expect(controller.collectionView === replacement)
        #expect(controller.view === replacement)
    }

    @Test("The controller's item-moving default answers as a data source without the method")
    func canMoveItemMatchesTheProtocolDefault() throws {
        final class Bare: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                UICollectionViewCell(frame: .zero)
            }
        }
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(controller.collectionView)
        let item = IndexPath(item: 0, section: 0)
        #expect(
            controller.collectionView(collectionView, canMoveItemAt: item)
                == Bare().collectionView(collectionView, canMoveItemAt: item))
    }

    @Test("With the controller's moving defaults an item does not move: the missing moveItemAt is reported")
    func noMoveWithoutMoveItemAt() throws {
        let controller = ItemsOnlyGridController(items: [["a", "b", "c"]])
        let collectionView = try #require(controller.collectionView)
        var moved: IndexPath?
        let messages = raisedMessages {
            moved = collectionView.simulateMove(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
        #expect(moved == nil)
        #expect(messages.count == 1)
        #expect(controller.items == [["a", "b", "c"]])
        #expect(collectionView.visibleCells.map { ($0 as? TextCell)?.text } == ["a", "b", "c"])
    }

    @Test("A subclass's overrides of canMoveItemAt, moveItemAt and the retargeting method are called")
    func movingOverridesAreCalled() throws {
        final class MovingGridController: UICollectionViewController {
            var items = ["a", "b", "c", "d"]
            var log: [String] = []

            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                super.init(collectionViewLayout: layout)
            }

            required init?(coder: NSCoder) {
                return nil
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Item")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                items.count
            }

            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
                (cell as? TextCell)?.text = items[indexPath.item]
                return cell
            }

            override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
            {
                log.append("canMove \(indexPath.item)")
                return indexPath.item != 3
            }

            override func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                log.append("target \(originalIndexPath.item) \(proposedIndexPath.item)")
                return IndexPath(item: min(proposedIndexPath.item, 1), section: 0)
            }

            override func collectionView(
                _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                to destinationIndexPath: IndexPath
            ) {
                log.append("move \(sourceIndexPath.item) \(destinationIndexPath.item)")
                items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let controller = MovingGridController()
        let collectionView = try #require(controller.collectionView)
        #expect(
            collectionView.simulateMove(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0)) == nil
        )
        #expect(
            collectionView.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
                == IndexPath(item: 1, section: 0))
        #expect(controller.log == ["canMove 3", "canMove 0", "target 0 2", "move 0 1"])
        #expect(controller.items == ["b", "a", "c", "d"])
        #expect(collectionView.visibleCells.map { ($0 as? TextCell)?.text } == ["b", "a", "c", "d"])
    }

    @Test("Loading the view of a collection view controller made without a layout raises UIKit's message")
    func noLayoutRaisesOnViewLoad() {
        let controller = UICollectionViewController(nibName: nil, bundle: nil)
        #expect(!controller.isViewLoaded)
        let messages = raisedMessages { controller.loadViewIfNeeded() }
        #expect(messages == ["UICollectionView must be initialized with a non-nil layout parameter"])
    }

    @Test("A collection view controller cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UICollectionViewController(coder: NSCoder()) == nil)
    }
}
#endif
