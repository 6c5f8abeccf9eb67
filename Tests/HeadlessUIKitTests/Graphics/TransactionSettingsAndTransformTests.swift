#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// CATransaction's per-group settings (https://developer.apple.com/documentation/quartzcore/catransaction: the
// animation duration defaults to 0.25 seconds, actions are enabled unless disabled, and each setting belongs to the
// innermost group), and CGAffineTransform's derived transforms applied to points and rectangles
// (https://developer.apple.com/documentation/corefoundation/cgaffinetransform: a rectangle's transform is the
// smallest rectangle that holds its transformed corners).
@MainActor
@Suite("CATransaction settings and CGAffineTransform geometry", .timeLimit(.minutes(10)))
struct TransactionSettingsAndTransformTests {
    @Test("A transaction group's duration and disabled actions hold inside the group only")
    func transactionSettings() {
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(2)
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.flush()
        CATransaction.commit()
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)
    }

    @Test("Translated and rotated transforms move points and rectangles as Core Graphics does")
    func translatedAndRotated() {
        let moved = CGAffineTransform.identity.translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 11, y: 21))
        let turned = CGAffineTransform.identity.rotated(by: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turned)
        #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(turned)
        #expect(abs(rect.minX + 1) < 1e-9 && abs(rect.minY) < 1e-9)
        #expect(abs(rect.width - 1) < 1e-9 && abs(rect.height - 2) < 1e-9)
    }
}
#endif
