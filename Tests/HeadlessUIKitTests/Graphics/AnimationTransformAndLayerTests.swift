#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("Animations, transforms, layers and transactions", .timeLimit(.minutes(10)))
struct AnimationTransformAndLayerTests {
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:): the
    // completion's Boolean "indicates whether or not the animations actually finished before the completion handler
    // was called" — HeadlessUIKit has nothing left to animate.
    @Test("An animation block's changes are applied at once and its completion runs with true")
    func animationsApplyAtOnce() {
        let view = UIView(frame: .zero)
        var log: [String] = []
        UIView.animate(
            withDuration: 0.25, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                log.append("animations duration=\(UIView.inheritedAnimationDuration)")
                view.alpha = 0
            },
            completion: { finished in log.append("completion \(finished) alpha=\(view.alpha)") })
        #expect(log == ["animations duration=0.25", "completion true alpha=0.0"])
        #expect(UIView.inheritedAnimationDuration == 0)
        var springs = 0
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
            animations: { view.alpha = 1 }, completion: { _ in springs += 1 })
        #expect(view.alpha == 1 && springs == 1)
    }

    @Test("performWithoutAnimation turns animations off inside its block only, nested or not")
    func performWithoutAnimationRestores() {
        var inside: [Bool] = []
        UIView.performWithoutAnimation {
            inside.append(UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 0.3) { inside.append(UIView.inheritedAnimationDuration == 0) }
            UIView.performWithoutAnimation { inside.append(UIView.areAnimationsEnabled) }
            inside.append(UIView.areAnimationsEnabled)
        }
        #expect(inside == [false, true, false, false])
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
    }

    // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:): "If no animations are
    // added before the current transaction group is committed (or the completion block is set to a different
    // value), the block is invoked immediately."
    @Test("A transaction's completion block runs when its group commits, innermost group first")
    func transactionCompletions() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.setCompletionBlock { log.append("inner") }
        log.append("work")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { log.append("replacement") }
        #expect(log == ["work", "inner", "outer"])
        CATransaction.commit()
        #expect(log == ["work", "inner", "outer", "replacement"])
        CATransaction.setCompletionBlock { log.append("outside") }
        #expect(log.last == "outside")
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test("Affine transforms compose, invert and map points and rectangles as Core Graphics does")
    func affineTransforms() {
        let move = CGAffineTransform(translationX: 10, y: 20)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 23))
        #expect(move.concatenating(move.inverted()).isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.x) < 1e-9 && abs(quarter.y - 1) < 1e-9)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(scale)
        #expect(rect == CGRect(x: 0, y: 0, width: 20, height: 60))
        #expect(CGSize(width: 1, height: 1).applying(scale) == CGSize(width: 2, height: 3))
        #expect(CGAffineTransform() != .identity)
    }

    @Test("A view has an identity transform and one layer, which keeps its values and sublayers")
    func viewTransformAndLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.transform == .identity)
        view.transform = CGAffineTransform(rotationAngle: 1)
        #expect(!view.transform.isIdentity)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = view.layer
        #expect(view.layer === layer)
        layer.cornerRadius = 8
        layer.masksToBounds = true
        let sublayer = CALayer()
        layer.addSublayer(sublayer)
        #expect(sublayer.superlayer === layer && layer.sublayers?.count == 1)
        sublayer.removeFromSuperlayer()
        #expect(layer.sublayers == nil && sublayer.superlayer == nil)
        sublayer.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(sublayer.position == CGPoint(x: 20, y: 30) && sublayer.bounds.size == CGSize(width: 20, height: 40))
        #expect(CALayer(layer: layer).cornerRadius == 8)
    }
}
#endif
