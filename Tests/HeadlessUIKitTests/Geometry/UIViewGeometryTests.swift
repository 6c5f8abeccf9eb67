#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("Geometry: frame, bounds, center, conversion, hit-testing", .timeLimit(.minutes(10)))
struct UIViewGeometryTests {
    @Test("bounds has the frame's size at its own origin; setting its size keeps the centre; center moves the frame")
    func boundsAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds = CGRect(x: 5, y: 5, width: 50, height: 30)
        #expect(view.frame == CGRect(x: 35, y: 30, width: 50, height: 30))
        #expect(view.bounds.origin == CGPoint(x: 5, y: 5))
        view.center = CGPoint(x: 25, y: 15)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    @Test("A scroll view's contentOffset is its bounds' origin")
    func contentOffsetIsBoundsOrigin() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
        scroll.bounds.origin = CGPoint(x: 0, y: 70)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 70))
    }

    @Test("Points and rectangles convert between siblings, nested views and through a scrolled scroll view")
    func conversion() {
        let root = rootView()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 50, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: -184, y: -34))
        #expect(b.convert(CGPoint(x: -184, y: -34), to: inner) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 15))
        #expect(root.convert(CGPoint(x: 15, y: 15), to: inner) == .zero)
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 3, height: 4), from: inner) == CGRect(x: 5, y: 5, width: 3, height: 4))

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        // The row starts 300 points into the content, 50 points below the top of what is shown.
        #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 150))
        #expect(root.convert(CGPoint(x: 10, y: 160), to: row) == CGPoint(x: 10, y: 10))
        #expect(scroll.convert(CGPoint.zero, from: row) == CGPoint(x: 0, y: 300))
    }

    @Test(
        "A view with a zero frame and no constraints is not hit by a tap; nor is a hidden, transparent or disabled one")
    func hitTesting() {
        let root = rootView()
        let zero = UIView()
        root.addSubview(zero)
        #expect(root.hitTest(.zero, with: nil) === root)
        #expect(!zero.point(inside: .zero, with: nil))
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 60, y: 20), with: nil) === root)
        button.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        button.isHidden = false
        button.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        button.alpha = 1
        button.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: -1, y: 20), with: nil) == nil)
    }

    @Test("A subview outside its superview's bounds is not hit there; the front subview wins where two overlap")
    func hitTestingOutsideAndOverlap() {
        let root = rootView()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let outside = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        box.addSubview(outside)
        root.addSubview(box)
        #expect(root.hitTest(CGPoint(x: 65, y: 5), with: nil) === root)
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let front = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        box.addSubview(back)
        box.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }
}

@MainActor
@Suite("Autoresizing masks", .timeLimit(.minutes(10)))
struct AutoresizingTests {
    /// A 100 × 100 view at (20, 30) in a 200 × 300 superview with the mask, after the superview grows to 300 × 500.
    func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        view.autoresizingMask = mask
        superview.addSubview(view)
        superview.frame.size = CGSize(width: 300, height: 500)
        return view.frame
    }

    @Test("Without a mask the view keeps its frame")
    func none() {
        #expect(resized([]) == CGRect(x: 20, y: 30, width: 100, height: 100))
    }

    @Test("One flexible part takes the whole change")
    func single() {
        #expect(resized(.flexibleWidth) == CGRect(x: 20, y: 30, width: 200, height: 100))
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 120, y: 30, width: 100, height: 100))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 20, y: 30, width: 100, height: 100))
        #expect(resized(.flexibleHeight) == CGRect(x: 20, y: 30, width: 100, height: 300))
        #expect(resized(.flexibleTopMargin) == CGRect(x: 20, y: 230, width: 100, height: 100))
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 20, y: 30, width: 100, height: 100))
    }

    @Test("Several flexible parts share the change in proportion to their lengths")
    func proportional() {
        // Horizontally: left 20, width 100, right 80; the superview grows by 100.
        let margins = resized([.flexibleLeftMargin, .flexibleRightMargin])
        #expect(margins.minX == 40)
        let widthAndRight = resized([.flexibleWidth, .flexibleRightMargin])
        #expect(widthAndRight.minX == 20 && widthAndRight.width == 100 + 100 * 100 / 180)
        let leftAndWidth = resized([.flexibleLeftMargin, .flexibleWidth])
        #expect(leftAndWidth.minX == 20 + 100 * 20 / 120 && leftAndWidth.width == 100 + 100 * 100 / 120)
        let all = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(all.minX == 30 && all.width == 150)
        // Vertically: top 30, height 100, bottom 170; the superview grows by 200.
        let vertical = resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        #expect(vertical.minY == 30 + 200 * 30 / 300 && vertical.height == 100 + 200 * 100 / 300)
    }

    @Test("A superview that does not autoresize its subviews leaves them")
    func notAutoresizing() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        superview.autoresizesSubviews = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = .flexibleWidth
        superview.addSubview(view)
        superview.frame.size.width = 400
        #expect(view.frame.width == 100)
    }
}
#endif
