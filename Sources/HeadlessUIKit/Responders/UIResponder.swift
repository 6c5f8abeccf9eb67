#if !canImport(UIKit)
import Foundation

/// An object that takes part in the responder chain, as UIKit's `UIResponder`: the base class of ``UIView``,
/// ``UIViewController`` and ``UIApplication``, and an `NSObject`, so `isKind(of:)` and the other `NSObject` methods
/// work on views and controllers as on iOS.
///
/// The chain follows Apple's documentation of `next`: a view's next responder is the view controller whose root view
/// it is, otherwise its superview; a view controller's is its view's superview (for a window's root view controller,
/// the window); a window's is the app (`UIApplication.shared`); the app's is its delegate when the delegate is a
/// `UIResponder` that is not a view, a view controller or the app itself.
///
/// As in UIKit, each window has at most one first responder (``becomeFirstResponder()``, ``resignFirstResponder()``).
/// Views that are in no window count their topmost superview as their window, so that two separate trees (two tests,
/// say) do not take the first responder from each other; a view controller counts as being in its view's window; any
/// other responder (the app, a plain `UIResponder`) is in one window shared by all such responders.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The responders that are first responder now, at most one per window, held weakly (a responder that goes away
    /// stops being one).
    private static var firstResponders: [WeakResponder] = []

    /// The window of the responders that are in none (see the type's discussion).
    private static let windowOfResponders = NSObject()

    /// Whether this responder is the first responder of its window.
    private var isFirstResponderOfWindow = false

    /// Whether the resignation that is running is forced (`endEditing(true)`): a text field or search bar then does
    /// not ask its delegate whether editing may end.
    private(set) var isResigningByForce = false

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

    /// Whether the responder is the first responder of its window.
    open var isFirstResponder: Bool { isFirstResponderOfWindow }

    /// Asks to make the responder the first responder of its window, and returns whether it is.
    ///
    /// As Apple's documentation of `becomeFirstResponder()` describes: the current first responder of the window is
    /// asked to resign first (``canResignFirstResponder``, then ``resignFirstResponder()``), and may refuse; then the
    /// responder becomes first responder if ``canBecomeFirstResponder`` is `true`. A responder that already is first
    /// responder stays it.
    ///
    /// - Complexity: O(*f* · *d*), where *f* is the number of first responders (one per window) and *d* the depth of
    ///   the view trees they are in.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        let window = windowOfFirstResponder
        for current in Self.currentFirstResponders() where current.windowOfFirstResponder === window {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        guard canBecomeFirstResponder else { return false }
        isFirstResponderOfWindow = true
        Self.firstResponders.append(WeakResponder(responder: self))
        return true
    }

    /// Gives up first responder status and returns `true`, as UIKit's default does. Overrides may return `false` to
    /// keep it; they call `super` to give it up.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponderOfWindow {
            isFirstResponderOfWindow = false
            Self.firstResponders.removeAll { $0.responder == nil || $0.responder === self }
        }
        return true
    }

    /// Prepares the object after a nib made it: ``UINib/instantiate(withOwner:options:)`` calls it on every view of
    /// the tree it makes, once the whole tree exists. The default does nothing; overrides call `super`. UIKit
    /// declares it on `NSObject`; here it is a responder's, so that views and controllers override it as on iOS.
    open func awakeFromNib() {}

    /// Resigns as `endEditing(_:)` asks: with `force`, without ``canResignFirstResponder`` and without a text field's
    /// or search bar's delegate being asked whether editing may end. Returns whether the responder resigned.
    func resignFirstResponder(force: Bool) -> Bool {
        guard force else { return canResignFirstResponder && resignFirstResponder() }
        isResigningByForce = true
        defer { isResigningByForce = false }
        return resignFirstResponder()
    }

    /// The responders that are first responder now, one per window.
    ///
    /// - Complexity: O(*f*), where *f* is the number of first responders.
    static func currentFirstResponders() -> [UIResponder] {
        firstResponders.removeAll { $0.responder == nil }
        return firstResponders.compactMap(\.responder)
    }

    /// What counts as the responder's window for its first responder: a view's window, otherwise its topmost
    /// superview; a view controller's view's; for any other responder, the one window of such responders.
    ///
    /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
    private var windowOfFirstResponder: AnyObject {
        let view: UIView?
        switch self {
        case let responder as UIView: view = responder
        case let controller as UIViewController: view = controller.viewIfLoaded
        default: view = nil
        }
        guard var top = view else { return Self.windowOfResponders }
        while !(top is UIWindow), let parent = top.superview { top = parent }
        return top
    }

    /// A responder held weakly.
    private struct WeakResponder {
        weak var responder: UIResponder?
    }
}
#endif
