#if !canImport(UIKit)
import Foundation

extension UIScrollView {
    /// When the scroll view adds the safe area's insets to its content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    @available(iOS 11.0, *)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`; UIKit also adjusts the top and bottom of a scroll view that a navigation or tab bar
        /// controller shows, which HeadlessUIKit's screens have no bars to need.
        case automatic = 0
        /// Adjusts the edges of the axes the view scrolls on: vertically when the content is taller than the view or
        /// ``UIScrollView/alwaysBounceVertical`` is on, horizontally when the content is wider.
        case scrollableAxes = 1
        /// Never adjusts: the adjusted inset is the content inset.
        case never = 2
        /// Always adds the safe area's insets on every edge.
        case always = 3
    }

    /// How dragging the content dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger and can be dragged off screen.
        case interactive = 2
    }

    /// The adjusted content inset for a content inset and a behaviour: the content inset plus the safe area's insets
    /// on the edges the behaviour adjusts (Apple's documentation of each case of `ContentInsetAdjustmentBehavior`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
    ///
    /// - Complexity: O(1), plus reading the safe area.
    func adjustedContentInset(
        contentInset: UIEdgeInsets, behavior: ContentInsetAdjustmentBehavior
    ) -> UIEdgeInsets {
        let safeArea = safeAreaInsets
        var vertical = false
        var horizontal = false
        switch behavior {
        case .never:
            return contentInset
        case .always:
            vertical = true
            horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = contentSize.width > bounds.width
        }
        var result = contentInset
        if vertical {
            result.top += safeArea.top
            result.bottom += safeArea.bottom
        }
        if horizontal {
            result.left += safeArea.left
            result.right += safeArea.right
        }
        return result
    }

    /// Calls ``adjustedContentInsetDidChange()`` if the adjusted inset from the old content inset and behaviour
    /// differs from the current one.
    func adjustedInsetMayHaveChanged(from oldInset: UIEdgeInsets, behavior oldBehavior: ContentInsetAdjustmentBehavior)
    {
        let old = adjustedContentInset(contentInset: oldInset, behavior: oldBehavior)
        if old != adjustedContentInset { adjustedContentInsetDidChange() }
    }
}
#endif
