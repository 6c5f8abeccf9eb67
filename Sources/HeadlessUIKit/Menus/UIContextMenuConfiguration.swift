#if !canImport(UIKit)
import Foundation

/// Makes the menu of a context menu from the actions the system suggests, as UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews, as UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: a preview and a menu, made when the menu appears, as UIKit's
/// `UIContextMenuConfiguration`.
///
/// A table or collection view's delegate returns one for a row or item
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`); a simulated long press
/// (`UITableView.simulateLongPress(at:)`) then asks the providers for the preview and the menu, as UIKit does when the
/// menu appears.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identity; UIKit makes a unique one (an `NSUUID`) when none is given.
    public let identifier: NSCopying

    /// Makes the preview, or `nil` for the default preview (the row's cell).
    let previewProvider: UIContextMenuContentPreviewProvider?

    /// Makes the menu, or `nil` for no menu.
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration; the providers are called when the menu appears.
    public convenience init(
        identifier: NSCopying?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init(
            resolvedIdentifier: identifier ?? NSUUID(), previewProvider: previewProvider,
            actionProvider: actionProvider)
    }

    /// The designated initializer behind the public one, with the identifier made.
    init(
        resolvedIdentifier identifier: NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// The animations of a context menu appearing or going away, as UIKit's `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds animations that run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// HeadlessUIKit's animator: there is no animation, so it runs the animations and then the completions when the
/// menu has appeared or gone (when ``finish()`` is called).
@MainActor
class ContextMenuAnimator: NSObject, UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations, then the completions, each once.
    func finish() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        animations.forEach { $0() }
        completions.forEach { $0() }
    }
}

#endif
