#if !canImport(UIKit)
import Foundation

/// An object that takes part in the responder chain, as UIKit's `UIResponder`: the base class of ``UIView`` and
/// ``UIViewController``, and an `NSObject`, so `isKind(of:)` and the other `NSObject` methods work on views and
/// controllers as on iOS.
///
/// The chain follows Apple's documentation of `next`: a view's next responder is the view controller whose root view
/// it is, otherwise its superview; a view controller's is its view's superview. At most one responder is the first
/// responder at a time (``becomeFirstResponder()``, ``resignFirstResponder()``); HeadlessUIKit has no window of its
/// own, so it keeps one first responder for the process, where UIKit keeps one per window.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The responder that is first responder now, if any (weak: a responder that goes away stops being it).
    private static weak var currentFirstResponder: UIResponder?

    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil`. `UIResponder` returns `nil`; subclasses return theirs (see the
    /// type's discussion).
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder. The default is `false`, as in UIKit; controls that take
    /// keyboard input override it.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first responder status when asked. The default is `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// Asks to make the responder the first responder, and returns whether it is.
    ///
    /// As Apple's documentation of `becomeFirstResponder()` describes: the current first responder is asked to
    /// resign first (``canResignFirstResponder``, then ``resignFirstResponder()``), and may refuse; then the
    /// responder becomes first responder if ``canBecomeFirstResponder`` is `true`. A responder that already is first
    /// responder stays it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if let current = UIResponder.currentFirstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        guard canBecomeFirstResponder else { return false }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first responder status and returns `true`, as UIKit's default does. Overrides may return `false` to
    /// keep it; they call `super` to give it up.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { UIResponder.currentFirstResponder = nil }
        return true
    }

    /// Prepares the object after a nib made it: ``UINib/instantiate(withOwner:options:)`` calls it on every view of
    /// the tree it makes, once the whole tree exists. The default does nothing; overrides call `super`. UIKit
    /// declares it on `NSObject`; here it is a responder's, so that views and controllers override it as on iOS.
    open func awakeFromNib() {}
}
#endif
