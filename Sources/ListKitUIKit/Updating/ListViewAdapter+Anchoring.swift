#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A row on screen before an apply, and where it was: the distance from the top of the view's bounds to the top of
/// its frame.
struct VisibleRowAnchor {
    /// The row's identity.
    let identity: RowIdentity
    /// The row's index path before the apply.
    let indexPath: IndexPath
    /// The top of the row's frame less the top of the bounds.
    let offset: CGFloat
}

// Where rows are in the bounds: an apply keeps the rows on screen in place (``ListViewAdapter/keepsVisibleRowsInPlace``),
// and a scroll to a row lands where asked, rows that size themselves included.
extension ListViewAdapter {
    /// How many times the adapter moves the offset and lays the view out to settle a row where it belongs: each pass
    /// measures the rows that came on screen, and the rows placed there do not change at the next one, so two or three
    /// passes settle a row; the bound keeps a view that never settles (a cell whose size changes at each measurement)
    /// from looping.
    static let maximumPlacementPasses = 8

    /// Scrolls the row at `indexPath` to `position`: without animation, exactly, measuring and correcting until it stays
    /// (at most ``maximumPlacementPasses`` layouts); animated, to where the view places the row now.
    ///
    /// - Complexity: A layout of the view per pass.
    final func scrollToRow(at indexPath: IndexPath, position: RowScrollPosition, animated: Bool) {
        guard let view = adaptedView as? any RowLocatingView else { return }
        view.layoutIfNeeded()
        for _ in 0..<Self.maximumPlacementPasses {
            guard let frame = view.frameOfRow(at: indexPath) else { return }
            let y = Self.offsetY(showing: frame, at: position, in: view)
            guard y != view.contentOffset.y else { return }
            let offset = CGPoint(x: view.contentOffset.x, y: y)
            if animated {
                view.setContentOffset(offset, animated: true)
                return
            }
            view.contentOffset = offset
            view.layoutIfNeeded()
        }
    }

    /// The vertical offset that puts `frame` at `position` in `view`'s bounds, its adjusted content insets left out, kept
    /// within the content.
    ///
    /// - Complexity: O(1).
    static func offsetY(showing frame: CGRect, at position: RowScrollPosition, in view: UIScrollView) -> CGFloat {
        let inset = view.adjustedContentInset
        let height = view.bounds.height
        let current = view.contentOffset.y
        let top = frame.minY - inset.top
        let bottom = frame.maxY - height + inset.bottom
        var y: CGFloat
        switch position {
        case .top:
            y = top
        case .bottom:
            y = bottom
        case .middle:
            y = frame.midY - inset.top - (height - inset.top - inset.bottom) / 2
        case .nearest:
            if frame.minY < current + inset.top {
                y = top
            } else if frame.maxY > current + height - inset.bottom {
                y = bottom
            } else {
                y = current
            }
        }
        let lowest = -inset.top
        let highest = max(lowest, view.contentSize.height + inset.bottom - height)
        switch position {
        case .top: y = nudged(y) { $0 + inset.top == frame.minY }
        case .bottom: y = nudged(y) { $0 + height - inset.bottom == frame.maxY }
        case .middle, .nearest: break
        }
        // The content's height and the row's frame are sums of the same heights in different orders, which may round
        // apart: a row at the very end may ask for a few bits beyond the content, and gets them.
        let slack = 1e-6
        if y < lowest - slack { return lowest }
        if y > highest + slack { return highest }
        return y
    }

    /// The rows on screen, top to bottom, and where each is from the top of the bounds; empty when the adapter keeps
    /// nothing in place (``keepsVisibleRowsInPlace`` off, no view, or a view at the very top of a list without a
    /// near-start trigger).
    ///
    /// - Complexity: O(v log v) for the v rows on screen.
    final func anchorsOnScreen() -> [VisibleRowAnchor] {
        guard keepsVisibleRowsInPlace, let view = adaptedView as? any RowLocatingView else { return [] }
        let top = view.bounds.minY
        // At the very top of a list that does not grow there, rows inserted above are news to show, as UIKit shows them.
        guard ownNearStart != nil || top > -view.adjustedContentInset.top else { return [] }
        return view.indexPathsOnScreen.sorted().compactMap { indexPath in
            guard let row = row(at: indexPath), let frame = view.frameOfRow(at: indexPath) else { return nil }
            return VisibleRowAnchor(identity: RowIdentity(row), indexPath: indexPath, offset: frame.minY - top)
        }
    }

    /// Puts the row that anchors what was on screen back where it was in the bounds, measuring the rows that come on
    /// screen and correcting until it stays (at most ``maximumPlacementPasses`` layouts).
    ///
    /// The anchor is the first of `anchors` that the snapshot on screen still has and that kept its order with the next
    /// one still there (or, the last one, with the one before it): rows inserted or deleted above shift the rows on
    /// screen together, while a row the apply moved elsewhere leaves its neighbours, and following it would carry the
    /// view away from what the user saw. When the rows on screen all changed order (a list reversed), nothing is kept
    /// in place, as in UIKit.
    ///
    /// - Complexity: O(a) for a anchors, plus, when an anchor's row is no longer at its index path, the index of the
    ///   snapshot on screen (O(n) for its n rows, once per snapshot); plus a layout of the view per pass.
    final func restore(_ anchors: [VisibleRowAnchor]) {
        guard let view = adaptedView as? any RowLocatingView else { return }
        let placed = anchors.compactMap { anchor in place(of: anchor).map { (anchor: anchor, indexPath: $0) } }
        let kept = placed.indices.first { index in
            if index + 1 < placed.count { return placed[index].indexPath < placed[index + 1].indexPath }
            return index == 0 || placed[index - 1].indexPath < placed[index].indexPath
        }
        guard let kept else { return }
        let (anchor, indexPath) = placed[kept]
        for _ in 0..<Self.maximumPlacementPasses {
            guard let frame = view.frameOfRow(at: indexPath) else { return }
            let y = Self.nudged(frame.minY - anchor.offset) { frame.minY - $0 == anchor.offset }
            guard y != view.contentOffset.y else { break }
            view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
            view.layoutIfNeeded()
        }
    }

    /// `y`, or a double next to it for which `lands` holds: an offset computed by a subtraction that rounds may put a
    /// row a few bits away from where it was asked to be, and a neighbouring offset puts it there exactly, when one
    /// does.
    ///
    /// - Complexity: O(1): at most five tries.
    static func nudged(_ y: CGFloat, until lands: (CGFloat) -> Bool) -> CGFloat {
        let candidates = [y, y.nextUp, y.nextDown, y.nextUp.nextUp, y.nextDown.nextDown]
        return candidates.first(where: lands) ?? y
    }

    /// Where `anchor`'s row is in the snapshot on screen: at its index path if it is still there, else where the index
    /// finds it; `nil` once it was deleted.
    ///
    /// - Complexity: O(1) expected; the index costs O(n) the first time for a snapshot.
    private func place(of anchor: VisibleRowAnchor) -> IndexPath? {
        if let row = row(at: anchor.indexPath), RowIdentity(row) == anchor.identity { return anchor.indexPath }
        return indexPath(of: anchor.identity.id, cellTypeID: anchor.identity.cellType)
    }

    /// Notes the rows on screen before the stages of an apply are performed, and returns what puts them back in place
    /// once all of them are (``SnapshotUpdaterTarget/visibleRowsWillMove()``).
    func visibleRowsWillMove() -> (() -> Void)? {
        let anchors = anchorsOnScreen()
        guard !anchors.isEmpty else { return nil }
        return { [weak self] in self?.restore(anchors) }
    }
}
