#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A header view written as for UIKit.
@MainActor
private final class HeaderView: UICollectionReusableView {
    var title: String?
}

/// A cell made from a nib.
@MainActor
private final class NibCell: UICollectionViewCell {}

/// A data source that dequeues through registrations.
@MainActor
private final class RegistrationDataSource: NSObject, UICollectionViewDataSource {
    let items: [String]
    let cells: UICollectionView.CellRegistration<UICollectionViewListCell, String>
    var header: UICollectionView.SupplementaryRegistration<HeaderView>
    var returnsUndequeuedCell = false
    var configured: [String] = []

    init(items: [String], headerKind: String) {
        self.items = items
        var configured: [String] = []
        cells = UICollectionView.CellRegistration { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            configured.append(item)
        }
        header = UICollectionView.SupplementaryRegistration(elementKind: headerKind) { view, kind, indexPath in
            view.title = "\(kind) \(indexPath.section)"
        }
        self.configured = configured
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if returnsUndequeuedCell { return UICollectionViewListCell(frame: .zero) }
        return collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: items[indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}

/// A collection view with 44-point rows and a 30-point header, over the data source.
@MainActor
private func collection(_ dataSource: RegistrationDataSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 320, height: 30)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.dataSource = dataSource
    return view
}

@MainActor
@Suite("Cell and supplementary registrations", .timeLimit(.minutes(10)))
struct RegistrationTests {
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration and
    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:):
    // the registration's handler configures each dequeued cell with its item; nothing is registered by hand.
    @Test("A cell registration dequeues cells of its class, configured with their items, and reuses them")
    func cellRegistrationConfiguresCells() throws {
        let items = (0..<20).map { "Item \($0)" }
        let dataSource = RegistrationDataSource(items: items, headerKind: UICollectionView.elementKindSectionHeader)
        let view = collection(dataSource)
        view.layoutIfNeeded()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "Item 0")
        let visible = view.indexPathsForVisibleItems.count
        #expect(visible > 0 && visible < items.count)
        view.contentOffset = CGPoint(x: 0, y: 44 * 10)
        view.layoutIfNeeded()
        let later = try #require(view.cellForItem(at: IndexPath(item: 12, section: 0)))
        #expect((later.contentConfiguration as? UIListContentConfiguration)?.text == "Item 12")
        #expect(later === first || view.visibleCells.contains { $0 === first } == false, "cells are reused")
    }

    @Test("A supplementary registration configures its views with their kind and index path")
    func supplementaryRegistrationConfiguresViews() throws {
        let dataSource = RegistrationDataSource(items: ["A"], headerKind: UICollectionView.elementKindSectionHeader)
        let view = collection(dataSource)
        view.layoutIfNeeded()
        let header = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? HeaderView)
        #expect(header.title == "\(UICollectionView.elementKindSectionHeader) 0")
    }

    @Test("A supplementary registration used for another kind raises UIKit's message, once")
    func registrationForAnotherKind() {
        let dataSource = RegistrationDataSource(items: ["A"], headerKind: UICollectionView.elementKindSectionFooter)
        let view = collection(dataSource)
        let messages = raisedMessages { view.layoutIfNeeded() }
        #expect(
            messages == [
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not "
                    + "match the element kind it is being used for. When asked for a view of element kind "
                    + "'\(UICollectionView.elementKindSectionHeader)' the data source dequeued a view registered for "
                    + "the element kind '\(UICollectionView.elementKindSectionFooter)'."
            ])
    }

    @Test("A cell provider that returns a cell it did not dequeue raises UIKit's message")
    func undequeuedCell() {
        let dataSource = RegistrationDataSource(items: ["A"], headerKind: UICollectionView.elementKindSectionHeader)
        dataSource.returnsUndequeuedCell = true
        let view = collection(dataSource)
        let messages = raisedMessages { view.layoutIfNeeded() }
        #expect(
            messages.first?.hasPrefix(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier")
                == true)
    }

    @Test("A nib registration makes its cells from the nib; a nil item leaves the cell unconfigured with a message")
    func nibRegistrationAndNilItem() throws {
        Headless.registerNib(named: "RegistrationNibCell") { NibCell(frame: .zero) }
        var handled: [String] = []
        let registration = UICollectionView.CellRegistration<NibCell, String>(
            cellNib: UINib(nibName: "RegistrationNibCell", bundle: nil)
        ) { _, _, item in handled.append(item) }
        let source = ConfiguringCollectionDataSource(items: ["A", "B"]) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: indexPath.item == 0 ? item : nil)
        }
        let view = listLikeCollectionView(source)
        let messages = raisedMessages { view.layoutIfNeeded() }
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is NibCell)
        #expect(handled == ["A"])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("was given no item") == true)
    }
}
#endif
