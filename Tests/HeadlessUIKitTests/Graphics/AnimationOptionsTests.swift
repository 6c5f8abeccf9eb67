#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// `UIView.AnimationOptions` carries UIKit's bits (UIView.h's `UIViewAnimationOptions`: the flags in the low bits, the
// curve in bits 16–19, the transition in bits 20–23, the preferred frame rate in bits 24–27;
// https://developer.apple.com/documentation/uikit/uiview/animationoptions), so options stored or compared as raw
// values mean the same on both. Animations run at once here, with any options (UIKIT.md).
@MainActor
@Suite("UIView.AnimationOptions has UIKit's bits", .timeLimit(.minutes(10)))
struct AnimationOptionsTests {
    @Test("Every option has UIKit's raw value")
    func rawValues() {
        let expected: [(UIView.AnimationOptions, UInt)] = [
            (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1), (.beginFromCurrentState, 1 << 2),
            (.repeat, 1 << 3), (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5),
            (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8),
            (.overrideInheritedOptions, 1 << 9), (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16),
            (.curveEaseOut, 2 << 16), (.curveLinear, 3 << 16), (.transitionFlipFromLeft, 1 << 20),
            (.transitionFlipFromRight, 2 << 20), (.transitionCurlUp, 3 << 20), (.transitionCurlDown, 4 << 20),
            (.transitionCrossDissolve, 5 << 20), (.transitionFlipFromTop, 6 << 20),
            (.transitionFlipFromBottom, 7 << 20), (.preferredFramesPerSecond60, 3 << 24),
            (.preferredFramesPerSecond30, 7 << 24),
        ]
        for (option, raw) in expected { #expect(option.rawValue == raw) }
    }

    @Test("An animation with options and a curve applies its changes at once and calls its completion")
    func animationWithOptionsRunsAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction],
            animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(view.alpha == 0.5)
        #expect(finished == [true])
    }
}
#endif
