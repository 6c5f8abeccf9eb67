#if !canImport(UIKit)
import Foundation

extension UIView {
    /// How a view's frame follows its superview's bounds when they change size, as UIKit's
    /// `UIView.AutoresizingMask` (the raw values are UIKit's).
    ///
    /// On each axis the view has three parts: the margin before it, its size, and the margin after it. The flexible
    /// parts share the change of the superview's size in proportion to their lengths (equally when all are zero),
    /// as Apple's documentation says; the fixed parts keep their lengths. With no flexible part on an axis the view
    /// keeps its position and size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits of the mask.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Converts a point from the view's coordinates to another view's (`nil`: the coordinates of the root of the
    /// view's tree, its window).
    ///
    /// - Complexity: O(d) for d the depth of the two views.
    @discardableResult
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts a point from another view's coordinates (`nil`: the root's) to the view's.
    ///
    /// - Complexity: O(d) for d the depth of the two views.
    @discardableResult
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { $0.pointInRoot(point) } ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts a rectangle from the view's coordinates to another view's (`nil`: the root's).
    @discardableResult
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates (`nil`: the root's) to the view's.
    @discardableResult
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The point, in the view's coordinates, in the coordinates of the root of its tree: each step up adds the
    /// view's frame origin and takes away its bounds origin (a scroll view's content offset).
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: UIView = self
        while let superview = current.superview {
            result.x += current.frame.origin.x - current.bounds.origin.x
            result.y += current.frame.origin.y - current.bounds.origin.y
            current = superview
        }
        return result
    }

    /// The point, in the coordinates of the root of the view's tree, in the view's coordinates.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let zero = pointInRoot(.zero)
        return CGPoint(x: point.x - zero.x, y: point.y - zero.y)
    }

    /// UIKit's hit-testing (see ``hitTest(_:with:)``).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = CGPoint(
                x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
                y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// After the frame changed: a new size needs layout, resizes the subviews by their masks, and moves the host
    /// size of the engine the view hosts; a view whose frame is constraints moves them.
    func geometryDidChange(from oldFrame: CGRect) {
        guard frame != oldFrame else { return }
        let sizeChanged = frame.size != oldFrame.size
        if sizeChanged {
            markNeedsLayout()
            if autoresizesSubviews { resizeSubviews(from: oldFrame.size) }
            if isLayoutHost, let engine = layoutState.engine { engine.hostSizeChanged() }
        }
        guard LayoutEngine.activeConstraintCount > 0 else { return }
        // Preserved margins and safe areas follow frames.
        if isLayoutHost { layoutState.engine?.contextNeedsRefresh = true }
        layoutState.existingNode.flatMap { $0.useCount > 0 ? $0.engine : nil }?.contextNeedsRefresh = true
        if translatesAutoresizingMaskIntoConstraints, let node = layoutState.existingNode, node.useCount > 0 {
            node.engine?.frameChanged(of: self)
        }
    }

    /// Resizes the subviews that translate their masks into frames, as their masks say, for a change of the view's
    /// size from `oldSize`.
    private func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews
        where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            subview.frame = subview.autoresizedFrame(from: oldSize, to: newSize)
        }
    }

    /// The frame the mask gives the view when its superview's size changes from `oldSize` to `newSize`.
    func autoresizedFrame(from oldSize: CGSize, to newSize: CGSize) -> CGRect {
        let mask = autoresizingMask
        func axis(
            _ position: CGFloat, _ size: CGFloat, _ oldLength: CGFloat, _ newLength: CGFloat,
            _ flexible: (Bool, Bool, Bool)
        ) -> (CGFloat, CGFloat) {
            let parts = [max(0, position), max(0, size), max(0, oldLength - position - size)]
            let flags = [flexible.0, flexible.1, flexible.2]
            let count = CGFloat(flags.filter { $0 }.count)
            guard count > 0 else { return (position, size) }
            let total = zip(flags, parts).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
            let delta = newLength - oldLength
            func share(_ index: Int) -> CGFloat {
                guard flags[index] else { return 0 }
                return total > 0 ? delta * parts[index] / total : delta / count
            }
            return (position + share(0), size + share(1))
        }
        let horizontal = axis(
            frame.origin.x, frame.size.width, oldSize.width, newSize.width,
            (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let vertical = axis(
            frame.origin.y, frame.size.height, oldSize.height, newSize.height,
            (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        return CGRect(x: horizontal.0, y: vertical.0, width: horizontal.1, height: vertical.1)
    }

    /// After `isHidden` changed: a stack view collapses or restores the view.
    func hiddenDidChange() {
        (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }

    /// After `autoresizingMask` or `translatesAutoresizingMaskIntoConstraints` changed: the view's frame constraints
    /// are made again.
    func autoresizingDidChange() {
        guard LayoutEngine.activeConstraintCount > 0, let node = layoutState.existingNode, node.useCount > 0 else {
            return
        }
        node.engine?.refreshOwnConstraints(of: self)
    }
}
#endif
