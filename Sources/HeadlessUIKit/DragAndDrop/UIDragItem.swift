#if !canImport(UIKit)
import Foundation

/// One item of a drag, as UIKit's `UIDragItem` (https://developer.apple.com/documentation/uikit/uidragitem).
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// Creates a drag item for the provider's data.
    public init(itemProvider: NSItemProvider) {
        storedItemProvider = itemProvider
        super.init()
    }

    /// The provider of the item's data.
    open var itemProvider: NSItemProvider { storedItemProvider }

    private let storedItemProvider: NSItemProvider

    /// An object for a drop in the same app: "a custom object that … is available only to the app that initiated
    /// the drag" (Apple's documentation of `localObject`).
    open var localObject: Any?
}

/// How a drop resolves, as UIKit's `UIDropOperation`.
@available(iOS 11.0, *)
public enum UIDropOperation: UInt, Sendable {
    /// No data is transferred: the drag is cancelled.
    case cancel = 0
    /// A drop is not allowed here.
    case forbidden = 1
    /// The data is copied to the destination.
    case copy = 2
    /// The data is moved (only in the app that started the drag, and only when its session allows moves: otherwise
    /// treated as `.cancel`, https://developer.apple.com/documentation/uikit/uidropoperation/move).
    case move = 3
}

/// What a drop would do, as UIKit's `UIDropProposal`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// Creates a proposal of the operation.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }

    /// The operation the drop would perform.
    open private(set) var operation: UIDropOperation

    /// Whether the drop wants the precise location under the finger. `false` by default.
    open var isPrecise = false

    /// Whether the drop preview shows at full size. `false` by default.
    open var prefersFullSizePreview = false
}

/// What the drag and drop sessions share, as UIKit's `UIDragDropSession`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items being dragged.
    var items: [UIDragItem] { get }

    /// Where the finger is, in the view's coordinates.
    func location(in view: UIView) -> CGPoint

    /// Whether the items may be moved rather than copied (within the app that started the drag).
    var allowsMoveOperation: Bool { get }

    /// Whether the drag stays in the app that started it.
    var isRestrictedToDraggingApplication: Bool { get }

    /// Whether any item's provider offers one of the type identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

/// A drag, as the app that started it sees it: UIKit's `UIDragSession`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// An object the app attaches to the drag, for its own drop delegate.
    var localContext: Any? { get set }
}

/// A drag, as a drop target sees it: UIKit's `UIDropSession`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app; `nil` otherwise.
    var localDragSession: (any UIDragSession)? { get }
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
@available(iOS 10.0, *)
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// At its start.
    case start = 1
    /// Where it was stopped.
    case current = 2
}

/// Animations that run alongside a drop's, as UIKit's `UIDragAnimating`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds animations to run with the drop's.
    func addAnimations(_ animations: @escaping () -> Void)

    /// Adds a block to run when the drop's animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
#endif
