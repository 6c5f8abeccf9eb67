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
    /// The hash of the row's identity, which the search for it compares first (``AnyRow/keyHash``).
    let keyHash: Int
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

    /// Scrolls the row at `indexPath` to `position`, exactly: the offset is moved and the view laid out, measuring the
    /// rows that come on screen, and corrected until the row stays (at most ``maximumPlacementPasses`` layouts).
    ///
    /// Animated, those passes run first without animation, within the same turn of the main actor (nothing is drawn
    /// between them): they find where the row lands once the rows around it are measured. The view then goes back to
    /// where it was and animates to that offset, so the animation ends where the row belongs rather than where the
    /// estimates put it.
    ///
    /// - Complexity: A layout of the view per pass; animated, one more to go back.
    final func scrollToRow(at indexPath: IndexPath, position: RowScrollPosition, animated: Bool) {
        guard let view = adaptedView as? any RowLocatingView else { return }
        view.layoutIfNeeded()
        let start = view.contentOffset
        for _ in 0..<Self.maximumPlacementPasses {
            guard let frame = view.frameOfRow(at: indexPath) else { break }
            let y = Self.offsetY(showing: frame, at: position, in: view)
            guard y != view.contentOffset.y else { break }
            view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
            view.layoutIfNeeded()
        }
        let target = view.contentOffset
        guard animated, target != start else { return }
        view.contentOffset = start
        view.layoutIfNeeded()
        view.setContentOffset(target, animated: true)
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
        guard growsAtStart || top > -view.adjustedContentInset.top else { return [] }
        return view.indexPathsOnScreen.sorted().compactMap { indexPath in
            guard let row = row(at: indexPath), let frame = view.frameOfRow(at: indexPath) else { return nil }
            return VisibleRowAnchor(
                identity: RowIdentity(row), keyHash: row.keyHash, indexPath: indexPath, offset: frame.minY - top)
        }
    }

    /// Puts the row that anchors what was on screen back where it was in the bounds, measuring the rows that come on
    /// screen and correcting until it stays (at most ``maximumPlacementPasses`` layouts).
    ///
    /// The anchor is the first row of the longest run of `anchors` that are still next to each other in the snapshot on
    /// screen (the first such run when two are as long): rows inserted or deleted above shift the rows on screen
    /// together, while a row the apply moved elsewhere leaves its neighbours, and following it would carry the view
    /// away from what the user saw. Rows inserted between rows on screen — older messages loaded below a loading row
    /// that stays first — split them, and the larger part, what the user reads, stays. When the rows on screen all
    /// changed order (a list reversed), nothing is kept in place, as in UIKit.
    ///
    /// - Complexity: O(a) for a anchors, plus the search for each (O(1) for a row still at its index path, O(n) integer
    ///   comparisons at most for n rows); plus a layout of the view per pass.
    final func restore(_ anchors: [VisibleRowAnchor]) {
        guard let view = adaptedView as? any RowLocatingView, let (anchor, indexPath) = keptAnchor(of: anchors) else {
            return
        }
        for _ in 0..<Self.maximumPlacementPasses {
            guard let frame = view.frameOfRow(at: indexPath) else { return }
            let y = Self.nudged(frame.minY - anchor.offset) { frame.minY - $0 == anchor.offset }
            guard y != view.contentOffset.y else { break }
            view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
            view.layoutIfNeeded()
        }
    }

    /// The anchor to keep in place among `anchors` (see ``restore(_:)``), and where its row is now; `nil` when none is
    /// still there, or when they all changed order.
    ///
    /// - Complexity: O(a) for a anchors, plus the search for each.
    private func keptAnchor(of anchors: [VisibleRowAnchor]) -> (anchor: VisibleRowAnchor, indexPath: IndexPath)? {
        let placed = anchors.compactMap { anchor in place(of: anchor).map { (anchor: anchor, indexPath: $0) } }
        guard placed.count > 1 else { return placed.first }
        var keepsOrder = false
        var longest = 0..<0
        var runStart = 0
        for index in 1...placed.count {
            if index < placed.count {
                let (previous, next) = (placed[index - 1].indexPath, placed[index].indexPath)
                if previous < next { keepsOrder = true }
                if isRow(next, rightAfter: previous) { continue }
            }
            if index - runStart > longest.count { longest = runStart..<index }
            runStart = index
        }
        return keepsOrder ? placed[longest.lowerBound] : nil
    }

    /// Whether `next` is the row right after `previous` in the snapshot on screen: the next row of its section, or the
    /// first row of the next section after its last row.
    ///
    /// - Complexity: O(1).
    private func isRow(_ next: IndexPath, rightAfter previous: IndexPath) -> Bool {
        if next.section == previous.section { return next.row == previous.row + 1 }
        return next.section == previous.section + 1 && next.row == 0
            && previous.row == shown.snapshot.numberOfRows(inSection: previous.section) - 1
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

    /// Where `anchor`'s row is in the snapshot on screen, searched from its old index path outward; `nil` once it was
    /// deleted.
    ///
    /// Not through the index of the lookups: that index hashes every row's id, about as much work as the diff, and an
    /// apply that shifts the rows on screen would build it each time. Rows inserted or deleted above move the row by as
    /// many places, so it is found near where it was, comparing the hashes the rows keep (one integer a row) and the
    /// identity only where they match.
    ///
    /// - Complexity: O(d) for a row d rows from its old index path (within its section first, then the sections
    ///   nearest to it); O(n) integer comparisons for n rows at most.
    private func place(of anchor: VisibleRowAnchor) -> IndexPath? {
        let sections = shown.snapshot.sections
        guard !sections.isEmpty else { return nil }
        let home = min(max(anchor.indexPath.section, 0), sections.count - 1)
        var distance = 0
        while home - distance >= 0 || home + distance < sections.count {
            for section in distance == 0 ? [home] : [home - distance, home + distance]
            where sections.indices.contains(section) {
                let rows = sections[section].rows
                let start = section == home ? min(max(anchor.indexPath.row, 0), max(rows.count - 1, 0)) : 0
                if let row = Self.search(rows, from: start, for: anchor) {
                    return IndexPath(row: row, section: section)
                }
            }
            distance += 1
        }
        return nil
    }

    /// The index of `anchor`'s row in `rows`, searched from `start` outward (`start`, `start + 1`, `start - 1`, ...).
    ///
    /// - Complexity: O(d) for the row d places from `start`; O(`rows.count`) at most.
    private static func search(_ rows: [AnyRow], from start: Int, for anchor: VisibleRowAnchor) -> Int? {
        guard !rows.isEmpty else { return nil }
        var distance = 0
        while start - distance >= 0 || start + distance < rows.count {
            for index in [start + distance, start - distance] where rows.indices.contains(index) {
                if rows[index].keyHash == anchor.keyHash, RowIdentity(rows[index]) == anchor.identity { return index }
                if distance == 0 { break }
            }
            distance += 1
        }
        return nil
    }

    /// Notes the rows on screen before the stages of an apply are performed, and returns what puts them back in place
    /// once all of them are (``SnapshotUpdaterTarget/visibleRowsWillMove()``).
    func visibleRowsWillMove() -> (() -> Void)? {
        let anchors = anchorsOnScreen()
        guard !anchors.isEmpty else { return nil }
        return { [weak self] in self?.restore(anchors) }
    }
}
