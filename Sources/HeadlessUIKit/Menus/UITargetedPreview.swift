#if !canImport(UIKit)
import Foundation

/// How a preview is drawn: which part of its view shows, its shadow and what is behind it, as UIKit's
/// `UIPreviewParameters` (https://developer.apple.com/documentation/uikit/uipreviewparameters).
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// Creates parameters that show the whole view, with the default shadow and background.
    public override init() {
        super.init()
    }

    /// The part of the view that shows, in the view's coordinates; `nil` shows all of it.
    open var visiblePath: UIBezierPath?

    /// The shape of the preview's shadow, in the view's coordinates; `nil` follows ``visiblePath``.
    @available(iOS 14.0, *)
    open var shadowPath: UIBezierPath?

    /// The color behind the preview. Setting `nil` restores the default (Apple's documentation does not name it;
    /// HeadlessUIKit answers white, which no drawing here depends on).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? .white }
        set { storedBackgroundColor = newValue }
    }

    private var storedBackgroundColor: UIColor?

    /// A copy of the parameters (UIKit's are `NSCopying`; Foundation on Linux cannot copy an `NSObject`).
    func copied() -> UIPreviewParameters {
        let copy = UIPreviewParameters()
        copy.visiblePath = visiblePath
        copy.shadowPath = shadowPath
        copy.storedBackgroundColor = storedBackgroundColor
        return copy
    }
}

/// Where a preview goes: a container view, the point in it where the preview's center is, and a transform, as UIKit's
/// `UIPreviewTarget` (https://developer.apple.com/documentation/uikit/uipreviewtarget).
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// Creates a target in the container, centered at the point (in the container's coordinates), transformed.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        storedContainer = container
        storedCenter = center
        storedTransform = transform
        super.init()
    }

    /// Creates a target in the container, centered at the point, untransformed. "This view must be in a window"
    /// (https://developer.apple.com/documentation/uikit/uipreviewtarget/init(container:center:)): a container in none
    /// is reported through `Headless.inconsistencyHandler`.
    public convenience init(container: UIView, center: CGPoint) {
        if container.window == nil {
            Headless.raise(TargetedPreviewFailure.containerNotInWindow(container))
        }
        self.init(container: container, center: center, transform: .identity)
    }

    private let storedContainer: UIView
    private let storedCenter: CGPoint
    private let storedTransform: CGAffineTransform

    /// The view the preview is placed in.
    open var container: UIView { storedContainer }

    /// Where the preview's center is, in the container's coordinates.
    open var center: CGPoint { storedCenter }

    /// The transform applied to the preview.
    open var transform: CGAffineTransform { storedTransform }
}

/// The view a context menu or a drag animates, with how it is drawn and where it goes, as UIKit's
/// `UITargetedPreview` (https://developer.apple.com/documentation/uikit/uitargetedpreview).
///
/// `init(view:)` and `init(view:parameters:)` take the view's place in its window as the target: Apple's
/// documentation says "This view must be in a window"; UIKit raises then (its stack names
/// `BUG_IN_CLIENT_OF_TARGETED_PREVIEW__VIEW_IS_NOT_IN_A_WINDOW`), and HeadlessUIKit reports it through
/// `Headless.inconsistencyHandler`. `init(view:parameters:target:)` takes any view: the target says where it goes.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// Creates a preview of the view, drawn as the parameters say, placed at the target.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        storedView = view
        storedParameters = parameters.copied()
        storedTarget = target
        super.init()
    }

    /// Creates a preview of the view where it is in its window, drawn as the parameters say. "This view must be in a
    /// window" (https://developer.apple.com/documentation/uikit/uitargetedpreview/init(view:parameters:)).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        if view.window == nil {
            Headless.raise(TargetedPreviewFailure.viewNotInWindow(view))
        }
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(inPlaceOf: view))
    }

    /// Creates a preview of the view where it is in its window, with default parameters. "This view must be in a
    /// window" (https://developer.apple.com/documentation/uikit/uitargetedpreview/init(view:)).
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    private let storedView: UIView
    private let storedParameters: UIPreviewParameters
    private let storedTarget: UIPreviewTarget

    /// Where the preview goes.
    open var target: UIPreviewTarget { storedTarget }

    /// The view the preview shows.
    open var view: UIView { storedView }

    /// How the preview is drawn (a copy of the parameters it was made with).
    open var parameters: UIPreviewParameters { storedParameters.copied() }

    /// The preview's size: the bounds of the parameters' visible path, or the view's bounds without one.
    open var size: CGSize { storedParameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// A preview of the same view and parameters at another target.
    @discardableResult
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: storedParameters, target: newTarget)
    }
}

/// The parameters of a drag or drop preview, as UIKit's `UIDragPreviewParameters`
/// (https://developer.apple.com/documentation/uikit/uidragpreviewparameters): a table or collection view asks its drag
/// delegate for them (`dragPreviewParametersForRowAt`) as a drag lifts a row, and its drop delegate
/// (`dropPreviewParametersForRowAt`) as the dropped item lands.
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
    /// Creates parameters that show the whole view.
    public override init() {
        super.init()
    }
}

/// Where a dropped item's preview goes, as UIKit's `UIDragPreviewTarget`
/// (https://developer.apple.com/documentation/uikit/uidragpreviewtarget).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {
    /// Creates a target in the container, centered at the point (in the container's coordinates), transformed.
    public override init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        super.init(container: container, center: center, transform: transform)
    }
}

@available(iOS 13.0, *)
extension UIPreviewTarget {
    /// The target that leaves the view where it is: its superview (or the view itself, at the top of a tree) and its
    /// center there, untransformed. Used for the previews UIKit makes itself (a row's cell) and after a reported
    /// failure, so that nothing is lost.
    convenience init(inPlaceOf view: UIView) {
        if let superview = view.superview {
            self.init(container: superview, center: view.center, transform: .identity)
        } else {
            self.init(
                container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY), transform: .identity)
        }
    }
}

/// UIKit's failures of targeted previews, in its words where they are known.
enum TargetedPreviewFailure {
    /// A preview made in place of a view that is in no window.
    @MainActor
    static func viewNotInWindow(_ view: UIView) -> String {
        "BUG_IN_CLIENT_OF_TARGETED_PREVIEW__VIEW_IS_NOT_IN_A_WINDOW: UITargetedPreview's view must be in a window"
            + " (view: \(type(of: view)))"
    }

    /// A preview target whose container is in no window.
    @MainActor
    static func containerNotInWindow(_ container: UIView) -> String {
        "UIPreviewTarget requires that the container view is in a window, but it is not."
            + " (container: \(type(of: container)))"
    }
}
#endif
