#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A view that counts its constraint updates.
@MainActor
private final class CountingUpdatesView: UIView {
    var updates = 0

    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor
@Suite("UIView: archives, sizing, margins, constraint updates", .timeLimit(.minutes(10)))
struct ViewBasicsCoverageTests {
    @Test("Views made from an archive are nil: HeadlessUIKit has no archives")
    func initCoder() {
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UIImageView(coder: NSCoder()) == nil)
    }

    @Test("A plain view's size that fits is its current size, so sizeToFit keeps it")
    func sizeThatFits() {
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 50, height: 60))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 3, y: 4, width: 50, height: 60))
    }

    @Test("Directional layout margins are the layout margins with leading for left and trailing for right")
    func directionalMargins() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets()
        #expect(view.layoutMargins == .zero)
        #expect(NSDirectionalEdgeInsets() == .zero)
    }

    @Test("preservesSuperviewLayoutMargins is false by default and reads back what was set")
    func preservesDefault() {
        let view = UIView()
        #expect(!view.preservesSuperviewLayoutMargins)
        view.preservesSuperviewLayoutMargins = true
        #expect(view.preservesSuperviewLayoutMargins)
    }

    @Test("A subview's safe area is the part of its superview's safe area that it overlaps")
    func subviewSafeArea() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        let header = UIView(frame: CGRect(x: 0, y: 10, width: 320, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        controller.view.addSubview(header)
        controller.view.addSubview(middle)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
    }

    @Test("Margins fall within the safe area unless insetsLayoutMarginsFromSafeArea is turned off")
    func marginsFromSafeArea() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        controller.view.addSubview(header)
        #expect(header.insetsLayoutMarginsFromSafeArea)
        #expect(header.layoutMargins.top >= 40)
        header.insetsLayoutMarginsFromSafeArea = false
        #expect(!header.insetsLayoutMarginsFromSafeArea)
        #expect(header.layoutMargins.top == 8)
    }

    @Test("updateConstraintsIfNeeded runs a pending updateConstraints at once, and only once")
    func updateConstraintsIfNeeded() {
        let view = CountingUpdatesView()
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 1 && !view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 1)
    }

    @Test("A plain view is its own last baseline view")
    func lastBaselineView() {
        let view = UIView()
        #expect(view.forLastBaselineLayout === view && view.forFirstBaselineLayout === view)
    }

    @Test("Fitting a view to a size that is not finite reports it and returns the current size")
    func nonFiniteFittingTarget() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        var size = CGSize.zero
        let messages = layoutMessages {
            size = view.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: 0))
        }
        #expect(messages.count == 1)
        #expect(size == CGSize(width: 30, height: 40))
    }
}
#endif
