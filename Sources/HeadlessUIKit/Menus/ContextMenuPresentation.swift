#if !canImport(UIKit)
import Foundation

/// The delegate calls of a table's or collection view's context menu, bound to the view that makes them.
@MainActor
struct ContextMenuCalls {
    /// `previewForHighlightingContextMenuWithConfiguration`.
    var highlightPreview: (UIContextMenuConfiguration) -> UITargetedPreview?
    /// `previewForDismissingContextMenuWithConfiguration`.
    var dismissingPreview: (UIContextMenuConfiguration) -> UITargetedPreview?
    /// `willDisplayContextMenu`.
    var willDisplay: (UIContextMenuConfiguration, ContextMenuAnimator) -> Void
    /// `willPerformPreviewActionForMenuWith`.
    var willPerformPreviewAction: (UIContextMenuConfiguration, ContextMenuCommitAnimator) -> Void
    /// `willEndContextMenuInteraction`.
    var willEnd: (UIContextMenuConfiguration, ContextMenuAnimator) -> Void
}

/// A context menu on screen after a simulated long press on a row or item: what it shows, and how the view tells its
/// delegate that the menu goes away.
///
/// The calls come in this order (Apple's "Adding context menus in your app",
/// https://developer.apple.com/documentation/uikit/adding-context-menus-in-your-app, and the delegate methods'
/// pages; where they are silent the order is HeadlessUIKit's and says so):
/// 1. the configuration (asked by the view before this is made);
/// 2. `previewForHighlightingContextMenuWithConfiguration` — the view that lifts as the finger presses; `nil` lifts
///    the row's cell (UIKit's default, https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:previewforhighlightingcontextmenuwithconfiguration:));
/// 3. the configuration's providers (the preview's view controller, the menu);
/// 4. `willDisplayContextMenu`, then its animator's animations and completions.
///
/// When it goes (a tap outside it, or an action chosen): `previewForDismissingContextMenuWithConfiguration` (`nil`:
/// the highlight preview goes back), then `willEndContextMenuInteraction`. When the user taps the preview:
/// `willPerformPreviewActionForMenuWith` with a commit animator, then the menu goes as above (a `.pop` commit does not
/// ask for a dismissing preview: the preview turns into the view controller the app shows, not back into the row;
/// this order is not documented), then the commit animator's animations and completions.
@MainActor
final class ContextMenuPresentation {
    let configuration: UIContextMenuConfiguration
    let menu: UIMenu?
    let preview: UIViewController?
    /// The view that lifted when the menu appeared.
    let highlightPreview: UITargetedPreview
    /// The view that went back when the menu went, once it has.
    private(set) var dismissingPreview: UITargetedPreview?
    private let calls: ContextMenuCalls

    /// Asks for the highlight preview, the configuration's preview and menu, and tells the delegate the menu appears.
    /// `nil` when there is neither a menu nor a preview provider: UIKit shows nothing then. `defaultPreview` makes the
    /// preview of the pressed row's cell, used when the delegate gives none.
    init?(
        configuration: UIContextMenuConfiguration, calls: ContextMenuCalls,
        defaultPreview: () -> UITargetedPreview
    ) {
        guard configuration.actionProvider != nil || configuration.previewProvider != nil else { return nil }
        let highlightPreview = calls.highlightPreview(configuration) ?? defaultPreview()
        let menu = configuration.actionProvider?([])
        guard menu != nil || configuration.previewProvider != nil else { return nil }
        self.configuration = configuration
        self.menu = menu
        self.preview = configuration.previewProvider?()
        self.highlightPreview = highlightPreview
        self.calls = calls
        let animator = ContextMenuAnimator(previewViewController: preview)
        calls.willDisplay(configuration, animator)
        animator.finish()
    }

    /// Tells the delegate the menu goes away: the dismissing preview (unless `askingForPreview` is `false`), then
    /// `willEnd` and its animator's animations and completions.
    func end(askingForPreview: Bool = true) {
        if askingForPreview {
            dismissingPreview = calls.dismissingPreview(configuration) ?? highlightPreview
        }
        let animator = ContextMenuAnimator(previewViewController: preview)
        calls.willEnd(configuration, animator)
        animator.finish()
    }

    /// The user taps the preview: the delegate hears `willPerformPreviewAction`, the menu goes, then the commit
    /// animator's animations and completions run.
    func commit() {
        let animator = ContextMenuCommitAnimator(previewViewController: preview)
        calls.willPerformPreviewAction(configuration, animator)
        end(askingForPreview: animator.preferredCommitStyle == .dismiss)
        animator.finish()
    }
}

extension UIScrollView {
    /// Chooses the action titled `title` in the context menu that a simulated long press showed, as a finger's tap:
    /// the menu goes away (the dismissing preview, then the delegate's `willEndContextMenuInteraction`) and then the
    /// action's handler runs, as in UIKit, where the handler runs once the menu has gone. Returns whether an action
    /// ran.
    ///
    /// The action is looked for depth first through the menu and its submenus; hidden and disabled actions cannot be
    /// chosen. With no menu showing, or no such action, nothing happens (the menu stays) and this returns `false`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements in the menu and its submenus.
    @discardableResult
    public func simulateTapContextMenuAction(titled title: String) -> Bool {
        guard let presentation = contextMenuPresentation,
            let action = presentation.menu?.firstChoosableAction(titled: title)
        else { return false }
        contextMenuPresentation = nil
        presentation.end()
        simulatedContextMenuDismissingPreview = presentation.dismissingPreview
        action.perform(sender: nil)
        return true
    }

    /// Dismisses the context menu that a simulated long press showed, as a tap outside it does: the delegate is asked
    /// for the dismissing preview, then hears `willEndContextMenuInteraction`, and no action runs. Returns whether a
    /// menu was showing.
    @discardableResult
    public func simulateDismissContextMenu() -> Bool {
        guard let presentation = contextMenuPresentation else { return false }
        contextMenuPresentation = nil
        presentation.end()
        simulatedContextMenuDismissingPreview = presentation.dismissingPreview
        return true
    }

    /// Taps the preview of the context menu that a simulated long press showed, as a finger does: the delegate hears
    /// `willPerformPreviewActionForMenuWith` with a commit animator (where the app adds the completion that shows the
    /// preview's view controller), the menu goes, and the animator's animations and completions run. Returns whether
    /// a menu was showing.
    @available(iOS 13.0, *)
    @discardableResult
    public func simulateTapContextMenuPreview() -> Bool {
        guard let presentation = contextMenuPresentation else { return false }
        contextMenuPresentation = nil
        presentation.commit()
        simulatedContextMenuDismissingPreview = presentation.dismissingPreview
        return true
    }

    /// The view that lifted for the context menu showing now (the delegate's highlight preview, or the pressed row's
    /// cell); `nil` with no menu showing. What a test reads to see the preview a person sees.
    @available(iOS 13.0, *)
    public var simulatedContextMenuHighlightPreview: UITargetedPreview? {
        contextMenuPresentation?.highlightPreview
    }
}
#endif
