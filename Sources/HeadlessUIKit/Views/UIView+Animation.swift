#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Options of an animation block, as UIKit's `UIView.AnimationOptions`. HeadlessUIKit applies every animation at
    /// once, so the options are accepted and change nothing.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit's.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// UIKit's `layoutSubviews` option (its value in UIView.h).
        public static var layoutSubviews: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 0) }
        /// UIKit's `allowUserInteraction` option (its value in UIView.h).
        public static var allowUserInteraction: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 1) }
        /// UIKit's `beginFromCurrentState` option (its value in UIView.h).
        public static var beginFromCurrentState: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 2) }
        /// UIKit's `repeat` option (its value in UIView.h).
        public static var `repeat`: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 3) }
        /// UIKit's `autoreverse` option (its value in UIView.h).
        public static var autoreverse: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 4) }
        /// UIKit's `overrideInheritedDuration` option (its value in UIView.h).
        public static var overrideInheritedDuration: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 5) }
        /// UIKit's `overrideInheritedCurve` option (its value in UIView.h).
        public static var overrideInheritedCurve: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 6) }
        /// UIKit's `allowAnimatedContent` option (its value in UIView.h).
        public static var allowAnimatedContent: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 7) }
        /// UIKit's `showHideTransitionViews` option (its value in UIView.h).
        public static var showHideTransitionViews: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 8) }
        /// UIKit's `overrideInheritedOptions` option (its value in UIView.h).
        public static var overrideInheritedOptions: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 9) }
        /// UIKit's `curveEaseInOut` option (its value in UIView.h).
        public static var curveEaseInOut: UIView.AnimationOptions { AnimationOptions(rawValue: 0 << 16) }
        /// UIKit's `curveEaseIn` option (its value in UIView.h).
        public static var curveEaseIn: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 16) }
        /// UIKit's `curveEaseOut` option (its value in UIView.h).
        public static var curveEaseOut: UIView.AnimationOptions { AnimationOptions(rawValue: 2 << 16) }
        /// UIKit's `curveLinear` option (its value in UIView.h).
        public static var curveLinear: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 16) }
        /// UIKit's `transitionFlipFromLeft` option (its value in UIView.h).
        public static var transitionFlipFromLeft: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 20) }
        /// UIKit's `transitionFlipFromRight` option (its value in UIView.h).
        public static var transitionFlipFromRight: UIView.AnimationOptions { AnimationOptions(rawValue: 2 << 20) }
        /// UIKit's `transitionCurlUp` option (its value in UIView.h).
        public static var transitionCurlUp: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 20) }
        /// UIKit's `transitionCurlDown` option (its value in UIView.h).
        public static var transitionCurlDown: UIView.AnimationOptions { AnimationOptions(rawValue: 4 << 20) }
        /// UIKit's `transitionCrossDissolve` option (its value in UIView.h).
        public static var transitionCrossDissolve: UIView.AnimationOptions { AnimationOptions(rawValue: 5 << 20) }
        /// UIKit's `transitionFlipFromTop` option (its value in UIView.h).
        public static var transitionFlipFromTop: UIView.AnimationOptions { AnimationOptions(rawValue: 6 << 20) }
        /// UIKit's `transitionFlipFromBottom` option (its value in UIView.h).
        public static var transitionFlipFromBottom: UIView.AnimationOptions { AnimationOptions(rawValue: 7 << 20) }
        /// UIKit's `preferredFramesPerSecond60` option (its value in UIView.h).
        public static var preferredFramesPerSecond60: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 24) }
        /// UIKit's `preferredFramesPerSecond30` option (its value in UIView.h).
        public static var preferredFramesPerSecond30: UIView.AnimationOptions { AnimationOptions(rawValue: 7 << 24) }
    }
}

/// The state of UIKit's animation blocks, which HeadlessUIKit applies at once.
@MainActor
enum Animation {
    /// Whether animations are on (``UIView/areAnimationsEnabled``).
    static var isEnabled = true

    /// The duration of the innermost animation block running, 0 outside one.
    static var duration: TimeInterval = 0

    /// Runs the animations at once, with ``duration`` set for them, then the completion with `true` (the animations
    /// are finished: nothing was left to animate).
    static func run(duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = Self.duration
        Self.duration = isEnabled ? duration : 0
        animations()
        Self.duration = outer
        completion?(true)
    }

    /// Runs the block with animations off, restoring the former setting after it.
    static func withoutAnimation(_ body: () -> Void) {
        let wasEnabled = isEnabled
        let outer = duration
        isEnabled = false
        duration = 0
        body()
        isEnabled = wasEnabled
        duration = outer
    }
}
#endif
