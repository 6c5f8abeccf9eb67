#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UICollectionView registration and reuse", .timeLimit(.minutes(10)))
struct UICollectionViewReuseTests {
    @Test("Dequeue makes a cell of the registered class with its identifier")
    func dequeueMakesACellOfTheRegisteredClassWithItsIdentifier() throws {
        let (collectionView, _) = makeGrid(counts: [1])
        let cell = try #require(collectionView.cellForItem(at: path(0, 0)) as? TextCell)
        #expect(cell.reuseIdentifier == "Label")
        #expect(cell.text == "0.0")
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame.size == CGSize(width: 50, height: 50))
    }

    @Test("Dequeue with an unregistered identifier raises UIKit's message")
    func dequeueWithAnUnregisteredIdentifierRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeGrid(counts: [0])
        dataSource.identifier = "Missing"
        dataSource.sections = [["a"]]
        let messages = raisedMessages {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(
            messages == [
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
    }

    @Test("dequeueSupplementaryView with an unregistered identifier raises UIKit's message with the kind")
    func dequeueSupplementaryViewWithAnUnregisteredIdentifierRaisesUIKitsMessageWithTheKind() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 100, height: 20)
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        let dataSource = HeaderGridDataSource(counts: [1])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        let messages = raisedMessages { collectionView.layoutIfNeeded() }
        #expect(
            messages == [
                "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Title - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
    }

    @Test("Dequeue twice for one index path raises UIKit's message")
    func dequeueTwiceForOneIndexPathRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeGrid(counts: [0])
        dataSource.sections = [["a"]]
        dataSource.dequeuesTwice = true
        let messages = raisedMessages {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(messages == [Self.unexpectedDequeue])
    }

    @Test("Dequeue without a request from the collection view raises UIKit's message")
    func dequeueWithoutARequestFromTheCollectionViewRaisesUIKitsMessage() {
        let (collectionView, _) = makeGrid(counts: [1])
        let messages = raisedMessages {
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: path(0, 0))
        }
        #expect(messages == [Self.unexpectedDequeue])
    }

    @Test("cellForItemAt returning a cell that was not dequeued raises UIKit's message")
    func cellForItemAtReturningACellThatWasNotDequeuedRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeGrid(counts: [0])
        dataSource.sections = [["a"]]
        dataSource.returnsUndequeuedCell = true
        let messages = raisedMessages {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(
            messages == [
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
            ])
    }

    @Test("Scrolled away cells are reused after prepare for reuse")
    func scrolledAwayCellsAreReusedAfterPrepareForReuse() throws {
        let (collectionView, _) = makeGrid(counts: [20])
        let firstRow = try #require(collectionView.visibleCells as? [TextCell])
        #expect(firstRow.count == 4)
        #expect(firstRow.allSatisfy { $0.prepareForReuseCount == 0 })
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        let secondScreen = try #require(collectionView.visibleCells as? [TextCell])
        #expect(secondScreen.map(\.text) == ["0.4", "0.5", "0.6", "0.7"])
        #expect(Set(secondScreen.map(ObjectIdentifier.init)) == Set(firstRow.map(ObjectIdentifier.init)))
        #expect(secondScreen.allSatisfy { $0.prepareForReuseCount == 1 })
        #expect(firstRow.allSatisfy { $0.superview === collectionView })
    }

    @Test("Cells leaving the screen leave the view tree until reused")
    func cellsLeavingTheScreenLeaveTheViewTreeUntilReused() {
        let (collectionView, _) = makeGrid(counts: [6])
        let firstScreen = collectionView.visibleCells
        #expect(firstScreen.count == 4)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == [path(0, 4), path(0, 5)])
        #expect(firstScreen.filter { $0.superview == nil }.count == 2)
        #expect(collectionView.subviews.count == 2)
    }

    @Test("Registering nil unregisters the identifier")
    func registeringNilUnregistersTheIdentifier() {
        let (collectionView, dataSource) = makeGrid(counts: [0])
        collectionView.register(nil as AnyClass?, forCellWithReuseIdentifier: "Label")
        dataSource.sections = [["a"]]
        let messages = raisedMessages {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell") == true)
    }

    @Test("Nib registration makes cells from the nib")
    func nibRegistrationMakesCellsFromTheNib() throws {
        Headless.registerNib(named: "GridTextCell") { TextCell(frame: .zero) }
        defer { Headless.unregisterNib(named: "GridTextCell") }
        let (collectionView, dataSource) = makeGrid(counts: [0])
        collectionView.register(UINib(nibName: "GridTextCell", bundle: nil), forCellWithReuseIdentifier: "Nib")
        dataSource.identifier = "Nib"
        dataSource.sections = [["a", "b"]]
        collectionView.reloadData()
        let cell = try #require(collectionView.cellForItem(at: path(0, 1)) as? TextCell)
        #expect(cell.reuseIdentifier == "Nib")
        #expect(cell.text == "b")
    }

    @Test("Nib without a cell at the top raises UIKit's invalid nib message")
    func nibWithoutACellAtTheTopRaisesUIKitsInvalidNibMessage() {
        Headless.registerNib(named: "GridPlainView") { UIView(frame: .zero) }
        defer { Headless.unregisterNib(named: "GridPlainView") }
        let (collectionView, dataSource) = makeGrid(counts: [0])
        collectionView.register(UINib(nibName: "GridPlainView", bundle: nil), forCellWithReuseIdentifier: "Nib")
        dataSource.identifier = "Nib"
        dataSource.sections = [["a"]]
        let messages = raisedMessages {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(
            messages == [
                "invalid nib registered for identifier (Nib) - nib must contain exactly one top level object which "
                    + "must be a UICollectionReusableView instance"
            ])
    }

    @Test("Nib that cannot be loaded raises UIKit's message")
    func nibThatCannotBeLoadedRaisesUIKitsMessage() {
        let (collectionView, dataSource) = makeGrid(counts: [0])
        collectionView.register(UINib(nibName: "NoSuchNib", bundle: nil), forCellWithReuseIdentifier: "Nib")
        dataSource.identifier = "Nib"
        dataSource.sections = [["a"]]
        let messages = raisedMessages {
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        #expect(messages == ["Could not load NIB in bundle: '\(Bundle.main.bundlePath)' with name 'NoSuchNib'"])
    }

    static let unexpectedDequeue =
        "Expected dequeued view to be returned to the collection view in preparation for display. When the "
        + "collection view's data source is asked to provide a view for a given index path, ensure that a single "
        + "view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the "
        + "collection view. For retrieving an existing view in the collection view, use -[UICollectionView "
        + "cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]."
}
#endif
