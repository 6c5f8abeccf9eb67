#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A flow layout of items of `size`, no spacing, with headers `headerHeight` tall.
@MainActor
private func flow(_ size: CGSize, headerHeight: CGFloat = 0) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = size
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: headerHeight)
    return layout
}

/// A 100 by 200 collection view of four items laid out by `layout`, with headers.
@MainActor
private func makeCollectionView(_ layout: UICollectionViewLayout) -> TestCollectionView {
    let collectionView = TestCollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
    collectionView.register(
        TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Title")
    let dataSource = HeaderGridDataSource(counts: [4])
    collectionView.keepAlive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return collectionView
}

/// A delegate that makes its own transition layouts.
@MainActor
private final class TransitionDelegate: NSObject, UICollectionViewDelegate {
    final class Transition: UICollectionViewTransitionLayout {}
    var requests: [(UICollectionViewLayout, UICollectionViewLayout)] = []

    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        requests.append((fromLayout, toLayout))
        return Transition(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

// Apple's documentation: https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout,
// .../uicollectionview/startinteractivetransition(to:completion:), .../finishinteractivetransition() and
// .../layoutinteractivetransitioncompletion.
@MainActor
@Suite("UICollectionViewTransitionLayout and interactive layout transitions", .timeLimit(.minutes(10)))
struct UICollectionViewTransitionLayoutTests {
    @Test("An interactive transition installs a transition layout that places items between the two layouts")
    func transitionPlacesItemsBetweenTheLayouts() {
        let grid = flow(CGSize(width: 50, height: 50))
        let list = flow(CGSize(width: 100, height: 20))
        let collectionView = makeCollectionView(grid)
        #expect(collectionView.cellForItem(at: path(0, 1))?.frame == CGRect(x: 50, y: 0, width: 50, height: 50))
        var completions: [(Bool, Bool)] = []
        let transition = collectionView.startInteractiveTransition(to: list) { completions.append(($0, $1)) }
        #expect(collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === grid)
        #expect(transition.nextLayout === list)
        #expect(transition.transitionProgress == 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(0, 1))?.frame == CGRect(x: 50, y: 0, width: 50, height: 50))
        // Half way: item 1 goes from (50, 0, 50, 50) to (0, 20, 100, 20).
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(0, 1))?.frame == CGRect(x: 25, y: 10, width: 75, height: 35))
        // The content size moves too: from 100 tall (two rows of 50) to 80 (four rows of 20).
        #expect(collectionView.contentSize == CGSize(width: 100, height: 90))
        #expect(completions.isEmpty)
        collectionView.finishInteractiveTransition()
        #expect(collectionView.collectionViewLayout === list)
        #expect(completions.map { [$0.0, $0.1] } == [[true, true]])
        #expect(collectionView.cellForItem(at: path(0, 1))?.frame == CGRect(x: 0, y: 20, width: 100, height: 20))
    }

    @Test("Cancelling puts the old layout back and tells the completion the transition did not finish")
    func cancellingPutsTheOldLayoutBack() {
        let grid = flow(CGSize(width: 50, height: 50))
        let collectionView = makeCollectionView(grid)
        var completions: [[Bool]] = []
        let transition = collectionView.startInteractiveTransition(to: flow(CGSize(width: 100, height: 20))) {
            completions.append([$0, $1])
        }
        transition.transitionProgress = 0.8
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === grid)
        #expect(completions == [[true, false]])
        #expect(collectionView.cellForItem(at: path(0, 3))?.frame == CGRect(x: 50, y: 50, width: 50, height: 50))
    }

    @Test("An element only one layout has keeps that layout's frame and fades out or in with the progress")
    func elementOfOneLayoutFades() {
        let withHeader = flow(CGSize(width: 50, height: 50), headerHeight: 20)
        let collectionView = makeCollectionView(withHeader)
        let header = UICollectionView.elementKindSectionHeader
        let transition = collectionView.startInteractiveTransition(to: flow(CGSize(width: 50, height: 50)))
        transition.transitionProgress = 0.25
        collectionView.layoutIfNeeded()
        let attributes = transition.layoutAttributesForSupplementaryView(ofKind: header, at: path(0, 0))
        #expect(attributes?.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(attributes?.alpha == 0.75)
        #expect(collectionView.supplementaryView(forElementKind: header, at: path(0, 0))?.alpha == 0.75)
        #expect(transition.layoutAttributesForSupplementaryView(ofKind: "Badge", at: path(0, 0)) == nil)
        collectionView.finishInteractiveTransition()
    }

    @Test("The delegate's transition layout is the one installed")
    func delegateMakesTheTransitionLayout() {
        let grid = flow(CGSize(width: 50, height: 50))
        let list = flow(CGSize(width: 100, height: 20))
        let collectionView = makeCollectionView(grid)
        let delegate = TransitionDelegate()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        let transition = collectionView.startInteractiveTransition(to: list)
        #expect(transition is TransitionDelegate.Transition)
        #expect(delegate.requests.count == 1)
        #expect(delegate.requests.first?.0 === grid)
        #expect(delegate.requests.first?.1 === list)
        collectionView.finishInteractiveTransition()
        #expect(collectionView.collectionViewLayout === list)
    }

    @Test("Starting a second transition, or ending one never started, raises UIKit's message and changes nothing")
    func misuseRaisesUIKitsMessages() {
        let grid = flow(CGSize(width: 50, height: 50))
        let collectionView = makeCollectionView(grid)
        var messages: [String] = []
        Headless.inconsistencyHandler = { messages.append($0) }
        defer { Headless.inconsistencyHandler = Headless.defaultInconsistencyHandler }
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === grid)
        let transition = collectionView.startInteractiveTransition(to: flow(CGSize(width: 100, height: 20)))
        let again = collectionView.startInteractiveTransition(to: flow(CGSize(width: 10, height: 10)))
        #expect(again === transition)
        #expect(collectionView.collectionViewLayout === transition)
        let notPrepared =
            "the collection was not prepared for an interactive transition. see "
            + "startInteractiveTransitionToCollectionViewLayout:completion:"
        #expect(
            messages == [
                notPrepared, notPrepared, "the collection is already in the middle of an interactive transition",
            ])
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === grid)
    }

    @Test("A transition layout keeps the values the app gives it by key, 0 for a key never given")
    func animatedKeys() {
        let transition = UICollectionViewTransitionLayout(
            currentLayout: flow(CGSize(width: 1, height: 1)), nextLayout: flow(CGSize(width: 2, height: 2)))
        #expect(transition.value(forAnimatedKey: "PositionX") == 0)
        transition.updateValue(12.5, forAnimatedKey: "PositionX")
        transition.updateValue(-3, forAnimatedKey: "PositionY")
        #expect(transition.value(forAnimatedKey: "PositionX") == 12.5)
        #expect(transition.value(forAnimatedKey: "PositionY") == -3)
    }

    @Test("setCollectionViewLayout installs the layout at once and calls its completion with true")
    func setCollectionViewLayoutInstallsTheLayout() {
        let collectionView = makeCollectionView(flow(CGSize(width: 50, height: 50)))
        let list = flow(CGSize(width: 100, height: 20))
        var finished: [Bool] = []
        collectionView.setCollectionViewLayout(list, animated: true) { finished.append($0) }
        #expect(collectionView.collectionViewLayout === list)
        #expect(finished == [true])
        #expect(collectionView.cellForItem(at: path(0, 2))?.frame == CGRect(x: 0, y: 40, width: 100, height: 20))
        let grid = flow(CGSize(width: 50, height: 50))
        collectionView.setCollectionViewLayout(grid, animated: false)
        #expect(collectionView.collectionViewLayout === grid)
        #expect(collectionView.cellForItem(at: path(0, 2))?.frame == CGRect(x: 0, y: 50, width: 50, height: 50))
    }
}
#endif
