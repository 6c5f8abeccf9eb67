#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view delegate that implements nothing: UIKit's defaults for every optional method.
@MainActor
private final class BareCollectionDelegate: NSObject, UICollectionViewDelegate {}

/// A delegate that implements only the context menu's configuration, not its display and end notifications.
@MainActor
private final class MenuOnlyCollectionDelegate: NSObject, UICollectionViewDelegate {
    var chosen: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(
                title: "", children: [UIAction(title: "Share") { _ in self.chosen.append("Share \(indexPath.item)") }])
        }
    }
}

/// A delegate that logs the supplementary views leaving the screen.
@MainActor
private final class SupplementaryEndLog: NSObject, UICollectionViewDelegate {
    var ended: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        ended.append(
            "\(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
}

/// A delegate that refuses every deselection.
@MainActor
private final class KeepSelectionDelegate: NSObject, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        false
    }
}

/// A data source whose supplementary views are made directly, not dequeued.
@MainActor
private final class UndequeuedHeaderDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// A flow layout of 50-point items, no spacing, and 20-point headers.
@MainActor
private func headerLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: 100, height: 20)
    return layout
}

@MainActor
@Suite("UICollectionView with delegates that implement little, scrolling and queries", .timeLimit(.minutes(10)))
struct UICollectionViewUnimplementedDelegateTests {
    @Test("Without delegate answers, a tap selects an item and, in multiple selection, a second tap deselects it")
    func tapsSelectAndDeselectWithoutDelegateMethods() {
        let (collectionView, _) = makeGrid(counts: [4])
        let delegate = BareCollectionDelegate()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        collectionView.allowsMultipleSelection = true
        collectionView.simulateTap(at: path(0, 1))
        collectionView.simulateTap(at: path(0, 2))
        #expect(collectionView.indexPathsForSelectedItems?.sorted() == [path(0, 1), path(0, 2)])
        collectionView.simulateTap(at: path(0, 1))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
    }

    @Test("With no delegate at all, taps select items and, in multiple selection, a second tap deselects")
    func tapsWithoutDelegate() {
        let (collectionView, _) = makeGrid(counts: [4])
        collectionView.simulateTap(at: path(0, 0))
        collectionView.simulateTap(at: path(0, 1))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
        collectionView.allowsMultipleSelection = true
        collectionView.simulateTap(at: path(0, 2))
        collectionView.simulateTap(at: path(0, 1))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
    }

    @Test("When the delegate refuses deselection, a second tap in multiple selection keeps the item selected")
    func refusedDeselectionKeepsTheItem() {
        let (collectionView, _) = makeGrid(counts: [4])
        let delegate = KeepSelectionDelegate()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        collectionView.allowsMultipleSelection = true
        collectionView.simulateTap(at: path(0, 3))
        collectionView.simulateTap(at: path(0, 3))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 3)])
    }

    @Test("A long press shows no menu when the delegate gives no context menu configuration")
    func longPressWithoutConfigurationShowsNothing() {
        let (collectionView, _) = makeGrid(counts: [4])
        let delegate = BareCollectionDelegate()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        #expect(collectionView.simulateLongPress(at: path(0, 0)) == nil)
    }

    @Test("A delegate that gives only a context menu configuration gets its menu shown and its action run")
    func menuOnlyDelegateGetsItsMenu() throws {
        let (collectionView, _) = makeGrid(counts: [4])
        let delegate = MenuOnlyCollectionDelegate()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        let menu = try #require(collectionView.simulateLongPress(at: path(0, 3)))
        #expect(menu.children.map(\.title) == ["Share"])
        #expect(collectionView.simulateTapContextMenuAction(titled: "Share"))
        #expect(delegate.chosen == ["Share 3"])
        #expect(collectionView.simulateLongPress(at: path(0, 0)) != nil)
        #expect(collectionView.simulateDismissContextMenu())
        #expect(delegate.chosen == ["Share 3"])
    }

    @Test("scrollToItem centres the item vertically, or puts it at the bottom, within the content")
    func scrollToItemCentredAndBottom() {
        // 2 columns of 50-point items in a 100-point-tall view: row r spans 50r..<50r+50.
        let (collectionView, _) = makeGrid(counts: [40])
        collectionView.scrollToItem(at: path(0, 20), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 475)  // row 10's middle, 525, at the middle of 100 points
        collectionView.scrollToItem(at: path(0, 20), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 450)  // row 10's bottom, 550, at the bottom
        collectionView.scrollToItem(at: path(0, 39), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 900)  // the last row cannot be centred: the content ends at 1000
    }

    @Test("scrollToItem with no position leaves an item that is fully visible where it is")
    func scrollToVisibleItemWithoutPositionStays() {
        let (collectionView, _) = makeGrid(counts: [40])
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.scrollToItem(at: path(0, 9), at: [], animated: false)  // row 4: 200..<250, on screen
        #expect(collectionView.contentOffset.y == 200)
    }

    @Test("scrollToItem with no position scrolls an item below the visible area just far enough to show it")
    func scrollToItemBelowWithoutPositionScrollsMinimally() {
        let (collectionView, _) = makeGrid(counts: [40])
        collectionView.scrollToItem(at: path(0, 9), at: [], animated: false)  // row 4: 200..<250
        #expect(collectionView.contentOffset.y == 150)
        collectionView.scrollToItem(at: path(0, 0), at: [], animated: false)  // row 0, above: to the top
        #expect(collectionView.contentOffset.y == 0)
    }

    @Test("A supplementary nib whose view is not a reusable view raises UIKit's invalid nib message")
    func supplementaryNibOfTheWrongTypeRaises() {
        Headless.registerNib(named: "PlainNib") { UIView() }
        defer { Headless.unregisterNib(named: "PlainNib") }
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: headerLayout())
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(
            UINib(nibName: "PlainNib", bundle: nil),
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        let dataSource = HeaderGridDataSource(counts: [2])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        let messages = raisedMessages { collectionView.layoutIfNeeded() }
        #expect(
            messages.first
                == "invalid nib registered for identifier (Title) - nib must contain exactly one top level object which "
                + "must be a UICollectionReusableView instance")
    }

    @Test("indexPath(for:) finds the item a visible cell shows, and nil for a cell not showing one")
    func indexPathForCell() throws {
        let (collectionView, _) = makeGrid(counts: [10])
        let cell = try #require(collectionView.cellForItem(at: path(0, 3)))
        #expect(collectionView.indexPath(for: cell) == path(0, 3))
        #expect(collectionView.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
    }

    @Test("reloadData takes the headers off screen, telling the delegate they ended displaying")
    func reloadDataEndsDisplayingSupplementaryViews() {
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: headerLayout())
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        let dataSource = HeaderGridDataSource(counts: [2, 2])
        let delegate = SupplementaryEndLog()
        collectionView.keepAlive += [dataSource, delegate]
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [path(0, 0), path(1, 0)])
        collectionView.reloadData()
        #expect(delegate.ended == ["header 0", "header 1"])
    }

    @Test("A header view registered by nib is made from the nib and shown for each section")
    func supplementaryViewFromNib() throws {
        Headless.registerNib(named: "TitleNib") { TitleView(frame: .zero) }
        defer { Headless.unregisterNib(named: "TitleNib") }
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: headerLayout())
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(
            UINib(nibName: "TitleNib", bundle: nil),
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        let dataSource = HeaderGridDataSource(counts: [2])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let header = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))
                as? TitleView)
        #expect(header.title == "Header 0")
        #expect(header.reuseIdentifier == "Title")
    }

    @Test("A supplementary view that was not dequeued raises UIKit's 'does not have a reuseIdentifier' message")
    func undequeuedSupplementaryViewRaises() {
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: headerLayout())
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        let dataSource = UndequeuedHeaderDataSource()
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        let messages = raisedMessages { collectionView.layoutIfNeeded() }
        #expect(
            messages == [
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not have "
                    + "a reuseIdentifier - views must be retrieved by calling "
                    + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"
            ])
    }

    @Test("Collection views and reusable views cannot be unarchived: init(coder:) returns nil")
    func initWithCoderReturnsNil() {
        #expect(UICollectionView(coder: NSCoder()) == nil)
        #expect(UICollectionReusableView(coder: NSCoder()) == nil)
    }

    @Test("A reusable view sized by constraints prefers the size its constraints give")
    func reusableViewPrefersItsConstrainedSize() {
        let view = UICollectionReusableView(frame: .zero)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 120),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        let proposed = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path(0, 0))
        proposed.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.preferredLayoutAttributesFitting(proposed).size == CGSize(width: 120, height: 30))
    }
}
#endif
